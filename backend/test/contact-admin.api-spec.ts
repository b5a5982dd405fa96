import request from 'supertest';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const ADMIN = { ADMIN_USERNAME: 'verwaltung', ADMIN_PASSWORD: 'kontakt-Liste-geheim-2026' };

describe('admin listing of contact messages', () => {
  let t: TestApp;
  let token: string;
  const list = (query = '') =>
    request(t.server).get(`/api/admin/contact-messages${query}`).set('x-admin-session', token);

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    token = await adminSession(t);
    const repository = t.dataSource.getRepository(ContactMessage);
    const base = Date.UTC(2026, 0, 10, 9, 0, 0);
    await repository.save(
      [1, 2, 3].map((n) =>
        repository.create({
          firstName: `Vorname${n}`,
          lastName: 'Müller',
          email: `person${n}@example.de`,
          phone: n === 2 ? null : '030 123456',
          subject: `Betreff ${n}`,
          message: `Nachricht Nummer ${n}`,
          privacyConsent: true,
          consentedAt: new Date(base + n * 60_000),
          createdAt: new Date(base + n * 60_000),
        }),
      ),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a valid admin session', async () => {
    const none = await request(t.server).get('/api/admin/contact-messages').expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, message: 'Keine Admin-Session' });
    const wrong = await request(t.server)
      .get('/api/admin/contact-messages')
      .set('x-admin-session', 'kein-gueltiges-token')
      .expect(401);
    expect(wrong.body.message).toBe('Session abgelaufen');
    expect(JSON.stringify(wrong.body)).not.toContain('Vorname');
  });

  it('lists a message sent through the contact form', async () => {
    const sent = await request(t.server)
      .post('/api/contact')
      .send({
        firstName: 'Jörg',
        lastName: 'Weiß',
        email: 'joerg.weiss@example.de',
        subject: 'Anfrage zum Paket Premium',
        message: 'Bitte senden Sie mir ein Angebot.',
        privacyConsent: true,
      })
      .expect(201);
    const response = await list().expect(200);
    expect(response.body[0]).toMatchObject({
      id: sent.body.id,
      firstName: 'Jörg',
      lastName: 'Weiß',
      subject: 'Anfrage zum Paket Premium',
      privacyConsent: true,
    });
    await t.dataSource.getRepository(ContactMessage).delete({ id: sent.body.id });
  });

  it('lists the messages newest first with the total in X-Total-Count', async () => {
    const response = await list().expect(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((m: { subject: string }) => m.subject)).toEqual(['Betreff 3', 'Betreff 2', 'Betreff 1']);
    expect(response.body[1]).toEqual({
      id: expect.any(String),
      firstName: 'Vorname2',
      lastName: 'Müller',
      email: 'person2@example.de',
      phone: null,
      subject: 'Betreff 2',
      message: 'Nachricht Nummer 2',
      privacyConsent: true,
      consentedAt: '2026-01-10T09:02:00.000Z',
      createdAt: '2026-01-10T09:02:00.000Z',
    });
  });

  it('pages with page and limit', async () => {
    const response = await list('?page=2&limit=2').expect(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((m: { subject: string }) => m.subject)).toEqual(['Betreff 1']);
  });

  it.each([
    ['page=0', 'Seite muss eine positive ganze Zahl sein'],
    ['page=abc', 'Seite muss eine positive ganze Zahl sein'],
    ['limit=101', 'Limit muss zwischen 1 und 100 liegen'],
  ])('refuses %s in German', async (query, message) => {
    const response = await list(`?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});
