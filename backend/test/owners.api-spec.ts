import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { AuditLogEntry } from '../src/audit/audit-log.entity';
import { MailWorker } from '../src/mail/mail-worker';
import { BusinessClaim } from '../src/owners/business-claim.entity';
import { BusinessOwner } from '../src/owners/business-owner.entity';
import { OwnerLoginToken } from '../src/owners/owner-login-token.entity';
import { OwnerSession } from '../src/owners/owner-session.entity';
import { Owner } from '../src/owners/owner.entity';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock, MINUTE } from './support/fake-clock';
import { startSmtpSink, SmtpSink } from './support/smtp-sink';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const LINK_SENT =
  'Wenn zu dieser E-Mail-Adresse ein Inhaberkonto besteht, haben wir Ihnen einen Anmeldelink geschickt. Er gilt 15 Minuten.';
const DAY = 24 * 60 * MINUTE;

function ownersEnv(smtpUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    BACKGROUND_JOBS: 'false',
    ADMIN_PASSWORD: 'ein-langes-test-passwort',
    PUBLIC_BASE_URL: 'https://branchenbuch.test',
    OPERATOR_EMAIL: 'redaktion@branchenbuch.test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-owners-')),
    SMTP_URL: smtpUrl,
    THROTTLE_OWNER_LOGIN_LIMIT: '1000',
    THROTTLE_CLAIM_LIMIT: '1000',
    THROTTLE_OWNER_LOGIN_ADDRESS_LIMIT: '1000',
    ...overrides,
  };
}

const claimant = {
  name: 'Erika Mustermann',
  email: 'info@baeckerei-sonnenschein.de',
  phone: '+49 89 1234567',
  role: 'Inhaberin',
  message: 'Ich führe die Bäckerei seit 2019.',
};

describe('business owners', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(ownersEnv(sink.url));
    clock = fakeClock(t, Date.now());
  });

  afterAll(async () => {
    clock.restore();
    await t.close();
    await sink.stop();
  });

  /** Sends what the outbox holds and returns the messages that reached `address` since the last call. */
  async function mailsTo(address: string): Promise<ParsedMail[]> {
    await t.app.get(MailWorker).deliverDue();
    const mine = sink.received.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to])[0]?.text === address);
    sink.received.splice(0, sink.received.length, ...sink.received.filter((mail) => !mine.includes(mail)));
    return mine;
  }

  function tokenOf(mail: ParsedMail): string {
    const match = /https:\/\/branchenbuch\.test\/inhaber\/anmelden\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    if (match === null) throw new Error(`Kein Anmeldelink in: ${mail.text}`);
    return match[1];
  }

  async function createBusiness(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await request(t.server).post('/api/businesses').send(validBusinessPayload(overrides)).expect(201);
    await mailsTo('redaktion@branchenbuch.test');
    return String(created.body.id);
  }

  /** Signs in with a link's token; returns the cookie pair to send. */
  async function signIn(token: string): Promise<string> {
    const response = await request(t.server).post('/api/owner/session').send({ token }).expect(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('bb_owner='));
    if (cookie === undefined) throw new Error('kein Session-Cookie');
    return cookie.split(';')[0];
  }

  async function ownerWithSession(email: string): Promise<string> {
    await t.dataSource.getRepository(Owner).insert({ email });
    await request(t.server).post('/api/owner/login-link').send({ email }).expect(202);
    const [mail] = await mailsTo(email);
    return signIn(tokenOf(mail));
  }

  describe('sign-in by mailed link', () => {
    it('answers an unknown address exactly like a known one and mails only the known one', async () => {
      await t.dataSource.getRepository(Owner).insert({ email: 'bekannt@example.de' });
      const known = await request(t.server).post('/api/owner/login-link').send({ email: 'Bekannt@Example.de' });
      const unknown = await request(t.server).post('/api/owner/login-link').send({ email: 'unbekannt@example.de' });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(known.body).toEqual({ message: LINK_SENT });
      expect(unknown.body).toEqual(known.body);
      expect(await mailsTo('unbekannt@example.de')).toEqual([]);
      expect(await t.dataSource.getRepository(OwnerLoginToken).countBy({ email: 'unbekannt@example.de' })).toBe(0);

      const [mail] = await mailsTo('bekannt@example.de');
      expect(mail.subject).toBe('Ihr Anmeldelink');
      expect(mail.text).toContain('Der Link gilt 15 Minuten und nur einmal.');
      expect(mail.html).toContain(`href="https://branchenbuch.test/inhaber/anmelden?token=${tokenOf(mail)}"`);
      // Only the hash is stored.
      const stored = await t.dataSource.getRepository(OwnerLoginToken).findOneByOrFail({ email: 'bekannt@example.de' });
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.tokenHash).not.toContain(tokenOf(mail));
    });

    it('signs in once with a link: an HttpOnly, SameSite=Lax cookie, then the link is refused', async () => {
      await t.dataSource.getRepository(Owner).insert({ email: 'einmal@example.de' });
      await request(t.server).post('/api/owner/login-link').send({ email: 'einmal@example.de' }).expect(202);
      const token = tokenOf((await mailsTo('einmal@example.de'))[0]);

      const response = await request(t.server).post('/api/owner/session').send({ token }).expect(200);
      expect(response.body).toEqual({ id: expect.any(String), email: 'einmal@example.de', name: null });
      const cookie = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith('bb_owner='));
      expect(cookie).toMatch(/^bb_owner=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
      const pair = String(cookie).split(';')[0];
      const sessions = await t.dataSource.getRepository(OwnerSession).find();
      expect(sessions.every((session) => !pair.includes(session.tokenHash))).toBe(true);

      const me = await request(t.server).get('/api/owner/me').set('cookie', pair).expect(200);
      expect(me.body.email).toBe('einmal@example.de');

      const again = await request(t.server).post('/api/owner/session').send({ token }).expect(401);
      expect(again.body).toMatchObject({
        code: 'LOGIN_LINK_INVALID',
        message:
          'Der Anmeldelink ist abgelaufen, wurde schon benutzt oder ist ungültig. Bitte fordern Sie einen neuen an.',
      });
    });

    it('refuses a link after 15 minutes and a made-up one', async () => {
      await t.dataSource.getRepository(Owner).insert({ email: 'spaet@example.de' });
      await request(t.server).post('/api/owner/login-link').send({ email: 'spaet@example.de' }).expect(202);
      const token = tokenOf((await mailsTo('spaet@example.de'))[0]);
      clock.advance(15 * MINUTE + 1000);
      await request(t.server).post('/api/owner/session').send({ token }).expect(401);
      await request(t.server)
        .post('/api/owner/session')
        .send({ token: 'A'.repeat(43) })
        .expect(401);
      await request(t.server).post('/api/owner/session').send({ token: 'kurz' }).expect(401);
      expect(
        await t.dataSource.getRepository(OwnerSession).count({ where: { owner: { email: 'spaet@example.de' } } }),
      ).toBe(0);
    });

    it('refuses bad input with a German message and stores nothing', async () => {
      const tokens = await t.dataSource.getRepository(OwnerLoginToken).count();
      const bad = await request(t.server).post('/api/owner/login-link').send({ email: 'keine-adresse' }).expect(400);
      expect(bad.body.errors).toEqual([{ field: 'email', message: 'Ungültige E-Mail-Adresse' }]);
      await request(t.server).post('/api/owner/login-link').send({}).expect(400);
      await request(t.server)
        .post('/api/owner/login-link')
        .send({ email: ['a@example.de'] })
        .expect(400);
      const noToken = await request(t.server).post('/api/owner/session').send({}).expect(400);
      expect(noToken.body.errors).toEqual([{ field: 'token', message: 'Anmeldelink fehlt' }]);
      expect(await t.dataSource.getRepository(OwnerLoginToken).count()).toBe(tokens);
    });

    it('keeps a session 30 days after the last request and ends it at logout', async () => {
      const cookie = await ownerWithSession('treu@example.de');
      await request(t.server).get('/api/owner/me').expect(401);
      await request(t.server).get('/api/owner/me').set('cookie', 'bb_owner=erfunden').expect(401);
      clock.advance(29 * DAY);
      await request(t.server).get('/api/owner/me').set('cookie', cookie).expect(200);
      clock.advance(29 * DAY);
      const renewed = await request(t.server).get('/api/owner/me').set('cookie', cookie).expect(200);
      expect(String(renewed.headers['set-cookie'])).toContain('Max-Age=2592000');
      clock.advance(31 * DAY);
      const expired = await request(t.server).get('/api/owner/me').set('cookie', cookie).expect(401);
      expect(expired.body.message).toBe('Bitte melden Sie sich im Inhaberbereich an');

      const other = await ownerWithSession('geht@example.de');
      const out = await request(t.server).post('/api/owner/logout').set('cookie', other).expect(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^bb_owner=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
      await request(t.server).get('/api/owner/me').set('cookie', other).expect(401);
    });
  });

  describe('claims', () => {
    it('approves at once a claim confirmed from the listing’s own e-mail address', async () => {
      const id = await createBusiness();
      const filed = await request(t.server).post(`/api/businesses/${id}/claims`).send(claimant).expect(202);
      expect(filed.body.message).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(await t.dataSource.getRepository(BusinessOwner).countBy({ businessId: id })).toBe(0);

      const [confirmation] = await mailsTo('info@baeckerei-sonnenschein.de');
      expect(confirmation.subject).toBe('Übernahme bestätigen: Bäckerei Sonnenschein');
      const cookie = await signIn(tokenOf(confirmation));

      const mine = await request(t.server).get('/api/owner/businesses').set('cookie', cookie).expect(200);
      expect(mine.body.map((business: { id: string }) => business.id)).toEqual([id]);
      const me = await request(t.server).get('/api/owner/me').set('cookie', cookie).expect(200);
      expect(me.body.name).toBe('Erika Mustermann');
      const [decided] = await mailsTo('info@baeckerei-sonnenschein.de');
      expect(decided.subject).toBe('Übernahme bestätigt: Bäckerei Sonnenschein');
      expect(decided.text).toContain('https://branchenbuch.test/inhaber');
      const audit = await t.dataSource.getRepository(AuditLogEntry).findOneByOrFail({ action: 'claim.approve' });
      expect(audit).toMatchObject({ adminUsername: 'system', entityType: 'claim' });
      expect(audit.after).toMatchObject({ businessId: id, email: 'info@baeckerei-sonnenschein.de' });
    });

    it('approves at once an address on the website’s domain, and queues any other address for the admin', async () => {
      const id = await createBusiness({ email: null, name: 'Café Domain' });
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, email: 'chefin@baeckerei-sonnenschein.de' })
        .expect(202);
      await signIn(tokenOf((await mailsTo('chefin@baeckerei-sonnenschein.de'))[0]));
      expect(await t.dataSource.getRepository(BusinessOwner).countBy({ businessId: id })).toBe(1);

      const other = await createBusiness({ name: 'Café Fremd' });
      await request(t.server)
        .post(`/api/businesses/${other}/claims`)
        .send({ ...claimant, email: 'jemand@gmail.example' })
        .expect(202);
      const cookie = await signIn(tokenOf((await mailsTo('jemand@gmail.example'))[0]));
      expect((await request(t.server).get('/api/owner/businesses').set('cookie', cookie)).body).toEqual([]);
      const [operator] = await mailsTo('redaktion@branchenbuch.test');
      expect(operator.subject).toBe('Neue Übernahme zur Prüfung: Café Fremd');

      const admin = await adminSession(t);
      const queue = await request(t.server).get('/api/admin/claims').set('x-admin-session', admin).expect(200);
      const waiting = queue.body.find((claim: { businessId: string }) => claim.businessId === other);
      expect(waiting).toMatchObject({ status: 'pending', email: 'jemand@gmail.example', currentOwnerEmail: null });
      const approved = await request(t.server)
        .post(`/api/admin/claims/${waiting.id}/approve`)
        .set('x-admin-session', admin)
        .expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', currentOwnerEmail: 'jemand@gmail.example' });
      const mine = await request(t.server).get('/api/owner/businesses').set('cookie', cookie).expect(200);
      expect(mine.body.map((business: { id: string }) => business.id)).toEqual([other]);
      const audit = await t.dataSource.getRepository(AuditLogEntry).findOneByOrFail({ entityId: waiting.id });
      expect(audit).toMatchObject({ action: 'claim.approve', adminUsername: 'admin' });
      await request(t.server).post(`/api/admin/claims/${waiting.id}/reject`).set('x-admin-session', admin).expect(409);
    });

    it('does not let a claim take over an owned listing, even from the listing’s address', async () => {
      const id = await createBusiness({
        name: 'Café Besetzt',
        email: 'kasse@cafe-besetzt.example',
        website: 'https://www.cafe-besetzt.example',
      });
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, email: 'kasse@cafe-besetzt.example' })
        .expect(202);
      const first = await signIn(tokenOf((await mailsTo('kasse@cafe-besetzt.example'))[0]));
      const firstOwner = await t.dataSource.getRepository(BusinessOwner).findOneByOrFail({ businessId: id });

      // A second claimant, with an address on the listing's domain too, only reaches the admin.
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, name: 'Max Rivale', email: 'chef@cafe-besetzt.example' })
        .expect(202);
      const second = await signIn(tokenOf((await mailsTo('chef@cafe-besetzt.example'))[0]));
      expect((await t.dataSource.getRepository(BusinessOwner).findOneByOrFail({ businessId: id })).ownerId).toBe(
        firstOwner.ownerId,
      );
      expect((await request(t.server).get('/api/owner/businesses').set('cookie', second)).body).toEqual([]);
      expect((await request(t.server).get('/api/owner/businesses').set('cookie', first)).body).toHaveLength(1);
      const [operator] = await mailsTo('redaktion@branchenbuch.test');
      expect(operator.text).toContain('Der Eintrag hat bereits einen Inhaber');

      const admin = await adminSession(t);
      const queue = await request(t.server).get('/api/admin/claims').set('x-admin-session', admin).expect(200);
      const waiting = queue.body.find((claim: { email: string }) => claim.email === 'chef@cafe-besetzt.example');
      expect(waiting).toMatchObject({ status: 'pending', currentOwnerEmail: 'kasse@cafe-besetzt.example' });
      await request(t.server).post(`/api/admin/claims/${waiting.id}/reject`).set('x-admin-session', admin).expect(200);
      const [rejected] = await mailsTo('chef@cafe-besetzt.example');
      expect(rejected.subject).toBe('Übernahme abgelehnt: Café Besetzt');
      expect((await t.dataSource.getRepository(BusinessOwner).findOneByOrFail({ businessId: id })).ownerId).toBe(
        firstOwner.ownerId,
      );
    });

    it('refuses bad claims with German messages, changing nothing', async () => {
      const id = await createBusiness({ name: 'Café Ordnung' });
      const claims = await t.dataSource.getRepository(BusinessClaim).count();
      const bad = await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ name: ' ', email: 'nein', phone: '', role: 'x'.repeat(101), message: 5 })
        .expect(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Name ist erforderlich' },
          { field: 'email', message: 'Ungültige E-Mail-Adresse' },
          { field: 'phone', message: 'Telefonnummer ist erforderlich' },
          { field: 'role', message: 'Funktion zu lang' },
          { field: 'message', message: 'Nachricht muss Text sein' },
        ]),
      );
      const missing = await request(t.server)
        .post('/api/businesses/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/claims')
        .send(claimant)
        .expect(404);
      expect(missing.body.message).toBe('Unternehmen nicht gefunden');
      await request(t.server).post('/api/businesses/kein-uuid/claims').send(claimant).expect(404);
      expect(await t.dataSource.getRepository(BusinessClaim).count()).toBe(claims);

      await request(t.server).get('/api/admin/claims').expect(401);
      const admin = await adminSession(t);
      await request(t.server)
        .post('/api/admin/claims/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/approve')
        .set('x-admin-session', admin)
        .expect(404);
      await request(t.server).post('/api/admin/claims/kaputt/approve').set('x-admin-session', admin).expect(404);
    });
  });
  describe('undo, pending changes and cross-site writes', () => {
    async function queuedClaim(name: string, email: string): Promise<{ id: string; claimId: string; cookie: string }> {
      const id = await createBusiness({ name });
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, email })
        .expect(202);
      const cookie = await signIn(tokenOf((await mailsTo(email))[0]));
      await mailsTo('redaktion@branchenbuch.test');
      const claim = await t.dataSource.getRepository(BusinessClaim).findOneByOrFail({ businessId: id, email });
      return { id, claimId: claim.id, cookie };
    }

    it('undoes an approval (the ownership goes, the claim waits again) and a rejection, each in the audit log', async () => {
      const { id, claimId, cookie } = await queuedClaim('Café Zurück', 'zurueck@example.de');
      const admin = await adminSession(t);
      await request(t.server).post(`/api/admin/claims/${claimId}/approve`).set('x-admin-session', admin).expect(200);
      await mailsTo('zurueck@example.de');
      expect((await request(t.server).get('/api/owner/businesses').set('cookie', cookie)).body).toHaveLength(1);
      expect((await request(t.server).get(`/api/businesses/${id}`).expect(200)).body.ownerVerified).toBe(true);

      const undone = await request(t.server)
        .post(`/api/admin/claims/${claimId}/undo`)
        .set('x-admin-session', admin)
        .expect(200);
      expect(undone.body).toMatchObject({ status: 'pending', decidedAt: null, currentOwnerEmail: null });
      expect(await t.dataSource.getRepository(BusinessOwner).countBy({ businessId: id })).toBe(0);
      expect((await request(t.server).get('/api/owner/businesses').set('cookie', cookie)).body).toEqual([]);
      expect((await request(t.server).get(`/api/businesses/${id}`).expect(200)).body.ownerVerified).toBe(false);
      const audit = await t.dataSource.getRepository(AuditLogEntry).findOneByOrFail({
        entityId: claimId,
        action: 'claim.undo',
      });
      expect(audit).toMatchObject({ adminUsername: 'admin', before: { status: 'approved' } });
      expect(audit.after).toMatchObject({ status: 'pending', businessId: id, removedOwnerId: expect.any(String) });
      expect(await mailsTo('zurueck@example.de')).toEqual([]);

      // A waiting claim has nothing to undo; a rejection returns to the queue as well.
      const again = await request(t.server)
        .post(`/api/admin/claims/${claimId}/undo`)
        .set('x-admin-session', admin)
        .expect(409);
      expect(again.body.message).toBe('Diese Übernahme ist nicht entschieden; es gibt nichts rückgängig zu machen');
      await request(t.server).post(`/api/admin/claims/${claimId}/reject`).set('x-admin-session', admin).expect(200);
      await request(t.server).post(`/api/admin/claims/${claimId}/undo`).set('x-admin-session', admin).expect(200);
      const queue = await request(t.server).get('/api/admin/claims').set('x-admin-session', admin).expect(200);
      expect(queue.body.find((claim: { id: string }) => claim.id === claimId)).toMatchObject({ status: 'pending' });
      expect(await t.dataSource.getRepository(BusinessOwner).countBy({ businessId: id })).toBe(0);
    });

    it('refuses undo without a session and of an unknown claim', async () => {
      await request(t.server).post('/api/admin/claims/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/undo').expect(401);
      const admin = await adminSession(t);
      const unknown = await request(t.server)
        .post('/api/admin/claims/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/undo')
        .set('x-admin-session', admin)
        .expect(404);
      expect(unknown.body.message).toBe('Übernahme nicht gefunden');
      await request(t.server).post('/api/admin/claims/kaputt/undo').set('x-admin-session', admin).expect(404);
    });

    it('tells the owner of each listing whether a change is in review or was rejected, with the reason', async () => {
      const { id, claimId, cookie } = await queuedClaim('Café Prüfung', 'pruefung@example.de');
      const admin = await adminSession(t);
      await request(t.server).post(`/api/admin/claims/${claimId}/approve`).set('x-admin-session', admin).expect(200);
      const pending = await request(t.server).get('/api/owner/businesses').set('cookie', cookie).expect(200);
      expect(pending.body[0]).toMatchObject({
        id,
        status: 'pending',
        ownerChange: { state: 'pending', reason: null, submittedAt: expect.any(String) },
      });

      await request(t.server)
        .post(`/api/admin/businesses/${id}/reject`)
        .set('x-admin-session', admin)
        .send({ reason: 'Die Adresse fehlt' })
        .expect(200);
      const rejected = await request(t.server).get('/api/owner/businesses').set('cookie', cookie).expect(200);
      expect(rejected.body[0].ownerChange).toMatchObject({ state: 'rejected', reason: 'Die Adresse fehlt' });

      const published = await createBusiness({ name: 'Café Fertig' });
      await request(t.server)
        .post(`/api/admin/businesses/${published}/approve`)
        .set('x-admin-session', admin)
        .expect(200);
      await t.dataSource.getRepository(BusinessOwner).insert({
        businessId: published,
        ownerId: (await t.dataSource.getRepository(Owner).findOneByOrFail({ email: 'pruefung@example.de' })).id,
      });
      const both = await request(t.server).get('/api/owner/businesses').set('cookie', cookie).expect(200);
      expect(both.body.find((b: { id: string }) => b.id === published)).toMatchObject({
        status: 'published',
        ownerChange: null,
      });
    });

    it('refuses a write from another site that carries the owner cookie, changing nothing', async () => {
      await t.dataSource.getRepository(Owner).insert({ email: 'fremd-seite@example.de' });
      await request(t.server).post('/api/owner/login-link').send({ email: 'fremd-seite@example.de' }).expect(202);
      const cookie = await signIn(tokenOf((await mailsTo('fremd-seite@example.de'))[0]));
      const before = await request(t.server).get('/api/owner/settings').set('cookie', cookie).expect(200);
      expect(before.body).toEqual({ newReview: true, reviewHidden: true });

      const refused = await request(t.server)
        .put('/api/owner/settings')
        .set('cookie', cookie)
        .set('origin', 'https://boese.example')
        .send({ newReview: false, reviewHidden: false });
      expect([refused.status, refused.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
      const logout = await request(t.server)
        .post('/api/owner/logout')
        .set('cookie', cookie)
        .set('origin', 'https://boese.example');
      expect(logout.status).toBe(403);

      const after = await request(t.server).get('/api/owner/settings').set('cookie', cookie).expect(200);
      expect(after.body).toEqual(before.body);
      // The same write from the site itself passes.
      await request(t.server)
        .put('/api/owner/settings')
        .set('cookie', cookie)
        .set('origin', 'https://branchenbuch.test')
        .send({ newReview: false, reviewHidden: true })
        .expect(200);
    });
  });

  describe('notifications', () => {
    it('tells the public form’s sender of the decision while the entry has no owner', async () => {
      const id = await createBusiness({ name: 'Café Ohne Inhaber', email: 'absender@example.de' });
      const admin = await adminSession(t);
      await request(t.server)
        .post(`/api/admin/businesses/${id}/reject`)
        .set('x-admin-session', admin)
        .send({ reason: 'Adresse nicht auffindbar' })
        .expect(200);
      const [rejected] = await mailsTo('absender@example.de');
      expect(rejected.subject).toBe('Ihr Eintrag wurde abgelehnt: Café Ohne Inhaber');
      expect(rejected.text).toContain('Begründung: Adresse nicht auffindbar');
    });

    it('tells the owner of approval, new reviews and a review hidden after a report, with the settings link', async () => {
      const id = await createBusiness({ name: 'Café Benachrichtigt', email: 'post@cafe-benachrichtigt.example' });
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, email: 'post@cafe-benachrichtigt.example' })
        .expect(202);
      await signIn(tokenOf((await mailsTo('post@cafe-benachrichtigt.example'))[0]));
      await mailsTo('post@cafe-benachrichtigt.example');

      const admin = await adminSession(t);
      await request(t.server).post(`/api/admin/businesses/${id}/approve`).set('x-admin-session', admin).expect(200);
      const [approved] = await mailsTo('post@cafe-benachrichtigt.example');
      expect(approved.subject).toBe('Ihr Eintrag ist freigegeben: Café Benachrichtigt');

      const review = await request(t.server)
        .post(`/api/businesses/${id}/reviews`)
        .send({ authorName: 'Anna Schmidt', rating: 2, comment: 'Der Kaffee war leider kalt und teuer.' })
        .expect(201);
      const [reviewed] = await mailsTo('post@cafe-benachrichtigt.example');
      expect(reviewed.subject).toBe('Neue Bewertung für Café Benachrichtigt');
      expect(reviewed.text).toContain('Anna Schmidt hat „Café Benachrichtigt“ mit 2 von 5 Sternen bewertet');
      expect(reviewed.text).toContain('https://branchenbuch.test/inhaber/einstellungen');

      await request(t.server)
        .post(`/api/reviews/${review.body.id}/reports`)
        .send({ reason: 'offensive', comment: 'Beleidigend.' })
        .expect(201);
      await request(t.server)
        .post(`/api/admin/reviews/${review.body.id}/hide`)
        .set('x-admin-session', admin)
        .expect(200);
      const [hidden] = await mailsTo('post@cafe-benachrichtigt.example');
      expect(hidden.subject).toBe('Bewertung ausgeblendet: Café Benachrichtigt');
      expect(hidden.html).toContain('href="https://branchenbuch.test/inhaber/einstellungen"');
    });

    it('leaves out the mails an owner turned off in the settings, and keeps the essential ones', async () => {
      const id = await createBusiness({ name: 'Café Ruhe', email: 'ruhe@cafe-ruhe.example' });
      await request(t.server)
        .post(`/api/businesses/${id}/claims`)
        .send({ ...claimant, email: 'ruhe@cafe-ruhe.example' })
        .expect(202);
      const cookie = await signIn(tokenOf((await mailsTo('ruhe@cafe-ruhe.example'))[0]));
      await mailsTo('ruhe@cafe-ruhe.example');
      const defaults = await request(t.server).get('/api/owner/settings').set('cookie', cookie).expect(200);
      expect(defaults.body).toEqual({ newReview: true, reviewHidden: true });

      await request(t.server).put('/api/owner/settings').send({ newReview: false, reviewHidden: true }).expect(401);
      const bad = await request(t.server)
        .put('/api/owner/settings')
        .set('cookie', cookie)
        .send({ newReview: 'nein', reviewHidden: true })
        .expect(400);
      expect(bad.body.errors).toEqual([{ field: 'newReview', message: 'Bitte wählen Sie ja oder nein' }]);
      const saved = await request(t.server)
        .put('/api/owner/settings')
        .set('cookie', cookie)
        .send({ newReview: false, reviewHidden: true })
        .expect(200);
      expect(saved.body).toEqual({ newReview: false, reviewHidden: true });
      expect((await request(t.server).get('/api/owner/settings').set('cookie', cookie)).body).toEqual(saved.body);

      const admin = await adminSession(t);
      await request(t.server).post(`/api/admin/businesses/${id}/approve`).set('x-admin-session', admin).expect(200);
      expect((await mailsTo('ruhe@cafe-ruhe.example')).map((mail) => mail.subject)).toEqual([
        'Ihr Eintrag ist freigegeben: Café Ruhe',
      ]);
      await request(t.server)
        .post(`/api/businesses/${id}/reviews`)
        .send({ authorName: 'Anna Schmidt', rating: 4, comment: 'Ruhig gelegen und guter Kuchen.' })
        .expect(201);
      expect(await mailsTo('ruhe@cafe-ruhe.example')).toEqual([]);
    });

    it('mails nobody about reviews of a listing without an owner', async () => {
      const id = await createBusiness({ name: 'Café Niemand', email: 'niemand@cafe.example' });
      await request(t.server)
        .post(`/api/admin/businesses/${id}/approve`)
        .set('x-admin-session', await adminSession(t))
        .expect(200);
      await mailsTo('niemand@cafe.example');
      await request(t.server)
        .post(`/api/businesses/${id}/reviews`)
        .send({ authorName: 'Anna Schmidt', rating: 5, comment: 'Sehr freundliche Bedienung, gerne wieder.' })
        .expect(201);
      expect(await mailsTo('niemand@cafe.example')).toEqual([]);
    });
  });
});

describe('business owner rate limits', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(
      ownersEnv(sink.url, { THROTTLE_OWNER_LOGIN_ADDRESS_LIMIT: '2', THROTTLE_OWNER_LOGIN_LIMIT: '5' }),
    );
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('limits links per address (known or not) and per client address', async () => {
    await t.dataSource.getRepository(Owner).insert({ email: 'viel@example.de' });
    for (const email of ['viel@example.de', 'niemand@example.de']) {
      await request(t.server).post('/api/owner/login-link').send({ email }).expect(202);
      await request(t.server).post('/api/owner/login-link').send({ email }).expect(202);
    }
    const known = await request(t.server).post('/api/owner/login-link').send({ email: 'VIEL@example.de' });
    const unknown = await request(t.server).post('/api/owner/login-link').send({ email: 'niemand@example.de' });
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(known.body.message).toBe(unknown.body.message);
    expect(await t.dataSource.getRepository(OwnerLoginToken).count()).toBe(2);
    // Five requests from this client so far: the next is over its per-IP limit, whatever the address.
    const overIp = await request(t.server).post('/api/owner/login-link').send({ email: 'dritte@example.de' });
    expect(overIp.status).toBe(429);
    expect(overIp.headers['ratelimit-policy']).toBe('"ownerLogin";q=5;w=900');
  });
});
