import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { MailOutboxMessage } from '../src/mail/mail-outbox.entity';
import { MAX_ATTEMPTS, MailWorker } from '../src/mail/mail-worker';
import { Owner } from '../src/owners/owner.entity';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock, MINUTE } from './support/fake-clock';
import { startSmtpSink, SmtpSink } from './support/smtp-sink';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const contact = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.de',
  subject: 'Frage zum Eintrag',
  message: 'Guten Tag, wie ändere ich meine Öffnungszeiten? <b>Danke</b>',
  privacyConsent: true,
};

/** The app's env: mail to the sink (or to .eml files), no background timer (the tests run the worker). */
function mailEnv(smtpUrl?: string): Record<string, string> {
  return {
    BACKGROUND_JOBS: 'false',
    ADMIN_PASSWORD: 'ein-langes-test-passwort',
    PUBLIC_BASE_URL: 'https://branchenbuch.test',
    OPERATOR_EMAIL: 'redaktion@branchenbuch.test',
    MAIL_FROM: 'Branchenbuch <noreply@branchenbuch.test>',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-mail-')),
    ...(smtpUrl === undefined ? {} : { SMTP_URL: smtpUrl }),
  };
}

describe('mail outbox over SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(mailEnv(sink.url));
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  beforeEach(() => {
    sink.received.length = 0;
  });

  it('mails the operator a new public entry, in German, with a plain-text and an HTML part', async () => {
    const created = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    expect(await t.app.get(MailWorker).deliverDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail.subject).toBe('Neuer Eintrag zur Prüfung: Bäckerei Sonnenschein');
    expect(mail.from?.text).toBe('"Branchenbuch" <noreply@branchenbuch.test>');
    expect(mail.to).toMatchObject({ text: 'redaktion@branchenbuch.test' });
    expect(mail.text).toContain(`https://branchenbuch.test/business/${created.body.id}`);
    expect(mail.text).toContain('Bäckerei Sonnenschein, München');
    expect(mail.html).toContain(`<a href="https://branchenbuch.test/business/${created.body.id}">Eintrag ansehen</a>`);
  });

  it('mails the operator a contact message, escaped in the HTML part', async () => {
    await request(t.server).post('/api/contact').send(contact).expect(201);
    await t.app.get(MailWorker).deliverDue();
    const [mail] = await sink.waitFor(1);
    expect(mail.subject).toBe('Kontaktformular: Frage zum Eintrag');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Von: Erika Mustermann <erika@example.de>');
    expect(mail.text).toContain('<b>Danke</b>');
    expect(mail.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Danke</b>');
  });

  it('writes no message when the change is refused', async () => {
    const before = await t.dataSource.getRepository(MailOutboxMessage).count();
    await request(t.server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name: '' }))
      .expect(400);
    await request(t.server)
      .post('/api/contact')
      .send({ ...contact, privacyConsent: false })
      .expect(400);
    expect(await t.dataSource.getRepository(MailOutboxMessage).count()).toBe(before);
  });

  it('lists the Postausgang for the admin only, with status, attempts and sent time', async () => {
    await request(t.server).get('/api/admin/mail').expect(401);
    const session = await adminSession(t);
    const response = await request(t.server).get('/api/admin/mail').set('x-admin-session', session).expect(200);
    expect(response.headers['x-total-count']).toBe(String(response.body.length));
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      kind: 'operator.contactMessage',
      recipient: 'redaktion@branchenbuch.test',
      subject: 'Kontaktformular: Frage zum Eintrag',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
    });
    await request(t.server)
      .get('/api/admin/mail?limit=0')
      .set('x-admin-session', session)
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('Limit muss zwischen 1 und 100 liegen'));
  });
});

describe('mail outbox under an SMTP outage, with two instances', () => {
  let sink: SmtpSink;
  let first: TestApp;
  let second: TestApp;
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase();
    const shared = { url: database.url, drop: () => Promise.resolve() };
    first = await createTestApp(mailEnv(sink.url), { database: shared });
    second = await createTestApp(mailEnv(sink.url), { database: shared });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
    await sink.stop();
  });

  it('delays every message while the server is down and delivers each exactly once afterwards', async () => {
    const clocks = [fakeClock(first), fakeClock(second)];
    await sink.stop();
    const names = ['Café Eins', 'Café Zwei', 'Café Drei', 'Café Vier', 'Café Fünf'];
    for (const name of names) {
      await request(first.server).post('/api/businesses').send(validBusinessPayload({ name })).expect(201);
    }
    await request(second.server).post('/api/contact').send(contact).expect(201);

    const workers = [first.app.get(MailWorker), second.app.get(MailWorker)];
    expect(await Promise.all(workers.map((worker) => worker.deliverDue()))).toEqual([0, 0]);
    const waiting = await first.dataSource.getRepository(MailOutboxMessage).find();
    expect(waiting).toHaveLength(6);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toEqual(expect.stringMatching(/ECONNREFUSED/));
    }

    await sink.start();
    // Before the retry delay nothing is due; afterwards both instances run at once.
    expect(await Promise.all(workers.map((worker) => worker.deliverDue()))).toEqual([0, 0]);
    for (const clock of clocks) clock.advance(2 * MINUTE);
    const sent = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(sent[0] + sent[1]).toBe(6);
    expect(await Promise.all(workers.map((worker) => worker.deliverDue()))).toEqual([0, 0]);

    await sink.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const subjects = sink.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [...names.map((name) => `Neuer Eintrag zur Prüfung: ${name}`), 'Kontaktformular: Frage zum Eintrag'].sort(),
    );
    const rows = await first.dataSource.getRepository(MailOutboxMessage).find();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 2]));
  });

  it('gives a message up after ten failed attempts, with growing delays in between', async () => {
    const clock = fakeClock(first);
    await first.dataSource.query('DELETE FROM mail_outbox');
    const arrived = sink.received.length;
    await sink.stop();
    await request(first.server).post('/api/contact').send(contact).expect(201);
    const worker = first.app.get(MailWorker);
    const repository = first.dataSource.getRepository(MailOutboxMessage);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await worker.deliverDue();
      const row = await repository.findOneByOrFail({ kind: 'operator.contactMessage' });
      expect(row.attempts).toBe(attempt);
      delays.push(Math.round((row.nextAttemptAt.getTime() - clock.now) / MINUTE));
      clock.set(row.nextAttemptAt.getTime());
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 360]);
    const given = await repository.findOneByOrFail({ kind: 'operator.contactMessage' });
    expect(given).toMatchObject({ status: 'failed', attempts: 10 });
    clock.advance(24 * 60 * MINUTE);
    await sink.start();
    expect(await worker.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(arrived);
    clock.restore();
  });
});

describe('owners’ mail under an SMTP outage', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      ...mailEnv(sink.url),
      THROTTLE_OWNER_LOGIN_LIMIT: '1000',
      THROTTLE_OWNER_LOGIN_ADDRESS_LIMIT: '1000',
      THROTTLE_CLAIM_LIMIT: '1000',
    });
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('retries sign-in links, a claim and a contact message with backoff and delivers each once when SMTP is back', async () => {
    const clock = fakeClock(t, Date.now());
    const worker = t.app.get(MailWorker);
    const outbox = t.dataSource.getRepository(MailOutboxMessage);
    const listing = await createPublishedBusiness(t, { name: 'Bäckerei Ausfall', email: 'laden@ausfall.example' });
    await worker.deliverDue();
    await sink.waitFor(1);
    sink.received.length = 0;
    await outbox.clear();
    const url = sink.url;

    await sink.stop();
    await t.dataSource
      .getRepository(Owner)
      .insert([{ email: 'eins@inhaber.example' }, { email: 'zwei@inhaber.example' }]);
    for (const email of ['eins@inhaber.example', 'zwei@inhaber.example']) {
      await request(t.server).post('/api/owner/login-link').send({ email }).expect(202);
    }
    await request(t.server)
      .post(`/api/businesses/${listing}/claims`)
      .send({
        name: 'Erika Mustermann',
        email: 'erika@anderswo.example',
        phone: '+49 89 1234567',
        role: 'Inhaberin',
        message: 'Ich führe die Bäckerei seit 2019.',
      })
      .expect(202);
    await request(t.server).post('/api/contact').send(contact).expect(201);
    const queued = await outbox.find();
    expect(queued.map((row) => row.kind).sort()).toEqual([
      'operator.contactMessage',
      'owner.claimConfirmation',
      'owner.loginLink',
      'owner.loginLink',
    ]);

    // Three failed passes, each at the moment the retry falls due: the delay doubles (1, 2, 4 minutes).
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.deliverDue()).toBe(0);
      // Not yet due again: a pass in between attempts nothing.
      expect(await worker.deliverDue()).toBe(0);
      const rows = await outbox.find();
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: attempt, sentAt: null });
        expect(row.lastError).toEqual(expect.stringMatching(/ECONNREFUSED/));
      }
      const [due] = rows.map((row) => row.nextAttemptAt.getTime()).sort();
      delays.push(Math.round((due - clock.now) / MINUTE));
      clock.set(due);
    }
    expect(delays).toEqual([1, 2, 4]);
    expect(MAX_ATTEMPTS).toBeGreaterThan(4);
    expect(sink.received).toHaveLength(0);

    await sink.start();
    expect(sink.url).toBe(url);
    expect(await worker.deliverDue()).toBe(4);
    expect(await worker.deliverDue()).toBe(0);
    clock.advance(24 * 60 * MINUTE);
    expect(await worker.deliverDue()).toBe(0);

    await sink.waitFor(4);
    // A duplicate would arrive within moments of the rest.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await outbox.find();
    expect(sink.received.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@branchenbuch>`).sort(),
    );
    expect(
      sink.received.map((mail) => `${(Array.isArray(mail.to) ? mail.to : [mail.to])[0]?.text} ${mail.subject}`).sort(),
    ).toEqual([
      'eins@inhaber.example Ihr Anmeldelink',
      'erika@anderswo.example Übernahme bestätigen: Bäckerei Ausfall',
      'redaktion@branchenbuch.test Kontaktformular: Frage zum Eintrag',
      'zwei@inhaber.example Ihr Anmeldelink',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null, sentAt: expect.any(Date) });
    }
    clock.restore();
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(mailEnv());
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    await request(t.server).post('/api/contact').send(contact).expect(201);
    expect(await t.app.get(MailWorker).deliverDue()).toBe(1);
    const dir = t.config.mail.dir;
    expect(dir).toBe(join(t.config.dataDir, 'mail'));
    const [row] = await t.dataSource.getRepository(MailOutboxMessage).find();
    expect(readdirSync(dir)).toEqual([`${row.id}.eml`]);
    const mail = await simpleParser(readFileSync(join(dir, `${row.id}.eml`)));
    expect(mail.subject).toBe('Kontaktformular: Frage zum Eintrag');
    expect(mail.to).toMatchObject({ text: 'redaktion@branchenbuch.test' });
    expect(mail.text).toContain('Von: Erika Mustermann <erika@example.de>');
    expect(mail.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
    expect(row.status).toBe('sent');
  });
});

describe('mail outbox with BACKGROUND_JOBS', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ ...mailEnv(sink.url), BACKGROUND_JOBS: 'true' });
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('sends by itself within seconds of the change', async () => {
    await request(t.server).post('/api/contact').send(contact).expect(201);
    const [mail] = await sink.waitFor(1, 15_000);
    expect(mail.subject).toBe('Kontaktformular: Frage zum Eintrag');
  });
});
