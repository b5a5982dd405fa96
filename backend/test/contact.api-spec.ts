import request from 'supertest';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { createTestApp, TestApp } from './support/test-app';
import { CONTACT_MESSAGES } from '../src/contact/contact-messages';

const valid = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.de',
  phone: '05221 123456',
  subject: 'Anfrage zum Paket Professional',
  message: 'Guten Tag, ich möchte mein Café in Herford eintragen lassen. Bitte rufen Sie mich zurück.',
  privacyConsent: true,
};

describe('contact form', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A high limit here; the rate limit has its own app below.
    t = await createTestApp({ CONTACT_RATE_LIMIT: '1000' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('stores a message with the recorded consent and thanks the sender', async () => {
    const before = Date.now();
    const response = await request(t.server).post('/api/contact').send(valid).expect(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: CONTACT_MESSAGES.sent });
    expect(response.body.message).toBe('Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.');

    const stored = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.de',
      phone: '05221 123456',
      subject: 'Anfrage zum Paket Professional',
      message: valid.message,
      privacyConsent: true,
    });
    expect(stored.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('trims the text and stores an empty phone as absent', async () => {
    const response = await request(t.server)
      .post('/api/contact')
      .send({ ...valid, firstName: '  Jürgen ', phone: '   ' })
      .expect(201);
    const stored = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ id: response.body.id });
    expect(stored.firstName).toBe('Jürgen');
    expect(stored.phone).toBeNull();
  });

  it('accepts a message without the optional phone', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    await request(t.server).post('/api/contact').send(withoutPhone).expect(201);
  });

  const long = (length: number): string => 'x'.repeat(length);

  it.each([
    ['firstName', undefined, 'Vorname ist erforderlich'],
    ['firstName', '   ', 'Vorname ist erforderlich'],
    ['firstName', long(101), 'Vorname zu lang'],
    ['lastName', undefined, 'Nachname ist erforderlich'],
    ['lastName', '', 'Nachname ist erforderlich'],
    ['lastName', long(101), 'Nachname zu lang'],
    ['email', undefined, 'Ungültige E-Mail-Adresse'],
    ['email', 'keine-adresse', 'Ungültige E-Mail-Adresse'],
    ['email', `${long(64)}@${long(60)}.${long(60)}.${long(60)}.${long(60)}.de`, 'Ungültige E-Mail-Adresse'],
    ['phone', long(51), 'Telefonnummer zu lang'],
    ['subject', undefined, 'Betreff ist erforderlich'],
    ['subject', '', 'Betreff ist erforderlich'],
    ['subject', long(201), 'Betreff zu lang'],
    ['message', undefined, 'Nachricht ist erforderlich'],
    ['message', ' \n ', 'Nachricht ist erforderlich'],
    ['message', long(5001), 'Nachricht zu lang'],
    ['privacyConsent', undefined, 'Bitte stimmen Sie der Datenschutzerklärung zu'],
    ['privacyConsent', false, 'Bitte stimmen Sie der Datenschutzerklärung zu'],
    ['privacyConsent', 'true', 'Bitte stimmen Sie der Datenschutzerklärung zu'],
  ])('refuses %s = %p with “%s” at the field', async (field, value, message) => {
    const body: Record<string, unknown> = { ...valid, [field]: value };
    if (value === undefined) delete body[field];
    const count = await t.dataSource.getRepository(ContactMessage).count();
    const response = await request(t.server).post('/api/contact').send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
    expect(response.body.errors).toEqual([{ field, message }]);
    expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(count);
  });

  it('reports every invalid field of an empty form', async () => {
    const response = await request(t.server).post('/api/contact').send({}).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'firstName', message: 'Vorname ist erforderlich' },
      { field: 'lastName', message: 'Nachname ist erforderlich' },
      { field: 'email', message: 'Ungültige E-Mail-Adresse' },
      { field: 'subject', message: 'Betreff ist erforderlich' },
      { field: 'message', message: 'Nachricht ist erforderlich' },
      { field: 'privacyConsent', message: 'Bitte stimmen Sie der Datenschutzerklärung zu' },
    ]);
  });

  it('refuses unknown fields', async () => {
    const response = await request(t.server)
      .post('/api/contact')
      .send({ ...valid, verified: true })
      .expect(400);
    expect(response.body.errors).toEqual([{ field: 'verified', message: 'Unbekanntes Feld: verified' }]);
  });
});

describe('contact form rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '600' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 429 in German once an address has sent the configured number of messages', async () => {
    await request(t.server).post('/api/contact').send(valid).expect(201);
    await request(t.server).post('/api/contact').send(valid).expect(201);
    const refused = await request(t.server).post('/api/contact').send(valid).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-policy']).toMatch(/^"contact";q=2;w=\d+$/);
    expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(2);
  });

  it('says when to try again in a plain Retry-After as well', async () => {
    const refused = await request(t.server).post('/api/contact').send(valid).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit other routes', async () => {
    await request(t.server).get('/api/site').expect(200);
  });
});
