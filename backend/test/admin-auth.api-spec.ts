import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AdminBootstrapService } from '../src/admin/admin-bootstrap.service';
import { fakeClock, HOUR, MINUTE } from './support/fake-clock';
import { createTestApp, TestApp } from './support/test-app';

const USERNAME = 'chefin';
const PASSWORD = 'ein-sehr-geheimes-Passwort-42';
const SEGMENT = 'geheimer_admin-pfad-0123456789';

describe('admin sessions', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD, ADMIN_PATH_SEGMENT: SEGMENT });
    clock = fakeClock(t);
  });

  afterAll(async () => {
    await t.close();
  });

  // Every test starts in a fresh brute-force window.
  beforeEach(() => clock.advance(HOUR));

  const login = (username = USERNAME, password = PASSWORD) =>
    request(t.server).post('/api/admin/login').send({ username, password });
  const tokenOf = async (): Promise<string> => {
    const response = await login().expect(200);
    return response.body.sessionToken as string;
  };
  const whoAmI = (headers: Record<string, string>) => {
    const call = request(t.server).post('/api/admin/logout');
    for (const [name, value] of Object.entries(headers)) void call.set(name, value);
    return call;
  };
  const guarded = (token: string) => request(t.server).get('/api/admin/session').set('x-admin-session', token);

  it('logs in and returns a 256-bit base64url token', async () => {
    const response = await login().expect(200);
    expect(Object.keys(response.body)).toEqual(['sessionToken']);
    expect(response.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(response.body.sessionToken, 'base64url')).toHaveLength(32);
  });

  it.each([
    [{}, 'Benutzername erforderlich', ['username', 'password']],
    [{ username: '', password: PASSWORD }, 'Benutzername erforderlich', ['username']],
    [{ username: USERNAME }, 'Passwort erforderlich', ['password']],
    [{ username: USERNAME, password: '' }, 'Passwort erforderlich', ['password']],
    [{ username: 42, password: PASSWORD }, 'Benutzername erforderlich', ['username']],
  ])('rejects %j with 400 %s', async (body, message, fields) => {
    const response = await request(t.server).post('/api/admin/login').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(fields);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrongPassword = await login(USERNAME, 'falsches-passwort').expect(401);
    const unknownUser = await login('niemand', PASSWORD).expect(401);
    expect(wrongPassword.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Benutzername oder Passwort ist falsch',
    });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('accepts the token in x-admin-session (any case) and as Bearer', async () => {
    const token = await tokenOf();
    const response = await guarded(token).expect(200);
    expect(response.body).toEqual({
      username: USERNAME,
      loginTime: new Date(clock.now).toISOString(),
      expiresAt: new Date(clock.now + 30 * MINUTE).toISOString(),
    });
    await request(t.server).get('/api/admin/session').set('X-ADMIN-SESSION', token).expect(200);
    await request(t.server).get('/api/admin/session').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it.each([
    [{}, 'Keine Admin-Session'],
    [{ authorization: 'Basic YWRtaW46YWRtaW4=' }, 'Bearer Token erforderlich'],
    [{ authorization: 'Bearer' }, 'Bearer Token erforderlich'],
    [{ authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'Session abgelaufen'],
    [{ 'x-admin-session': 'kein-token' }, 'Session abgelaufen'],
  ])('refuses headers %j with 401 %s', async (headers, message) => {
    const response = await whoAmI(headers).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'AUTHENTICATION_REQUIRED', message });
  });

  it('keeps a session alive while it is used (30 minutes idle, sliding)', async () => {
    const token = await tokenOf();
    for (let i = 0; i < 4; i++) {
      clock.advance(29 * MINUTE);
      await guarded(token).expect(200);
    }
    clock.advance(30 * MINUTE + 1000);
    const response = await guarded(token).expect(401);
    expect(response.body.message).toBe('Session abgelaufen');
    // Expired means gone: moving back in time does not revive it.
    clock.advance(-31 * MINUTE);
    await guarded(token).expect(401);
  });

  it('ends every session 12 hours after login, however active', async () => {
    const token = await tokenOf();
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      await guarded(token).expect(200);
    }
    clock.advance(20 * MINUTE + 1000);
    const response = await guarded(token).expect(401);
    expect(response.body.message).toBe('Session abgelaufen');
  });

  it('logout invalidates the token and only that session', async () => {
    const token = await tokenOf();
    const other = await tokenOf();
    await whoAmI({ 'x-admin-session': token }).expect(204);
    const response = await guarded(token).expect(401);
    expect(response.body.message).toBe('Session abgelaufen');
    await guarded(other).expect(200);
  });

  it('locks a username out after 5 failed logins for the rest of 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      clock.advance(MINUTE);
      await login(USERNAME, `falsch-${i}`).expect(401);
    }
    const locked = await login().expect(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    });
    // The same name in other spelling shares the counter.
    await login(USERNAME.toUpperCase(), PASSWORD).expect(429);
    // The window started with the first failure, 5 minutes ago; 11 more minutes end it.
    clock.advance(10 * MINUTE);
    await login().expect(429);
    clock.advance(MINUTE + 1000);
    await login().expect(200);
  });

  it('locks an IP address out after 5 failed logins with different usernames', async () => {
    for (let i = 0; i < 5; i++) await login(`rate-${i}`, 'irgendwas-falsches').expect(401);
    const response = await login().expect(429);
    expect(response.body.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    clock.advance(15 * MINUTE + 1000);
    await login().expect(200);
  });

  it('tells a locked-out client when the lock ends (Retry-After)', async () => {
    for (let i = 0; i < 5; i++) await login(`warte-${i}`, 'irgendwas-falsches').expect(401);
    clock.advance(5 * MINUTE);
    const locked = await login().expect(429);
    expect(locked.headers['retry-after']).toBe(String(10 * 60));
  });

  it('a successful login resets the username counter', async () => {
    for (let i = 0; i < 4; i++) await login(USERNAME, 'falsch').expect(401);
    await login().expect(200);
    clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++) await login(USERNAME, 'falsch').expect(401);
    await login().expect(200);
  });

  it('never stores a password or a token in plain text', async () => {
    const tokens = [await tokenOf(), await tokenOf()];
    await login(USERNAME, 'ein-falsches-Passwort-xyz').expect(401);
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(5);
    let dump = '';
    for (const { table_name } of tables) {
      const rows: unknown[] = await t.dataSource.query(`SELECT * FROM "${table_name}"`);
      dump += JSON.stringify(rows);
    }
    for (const secret of [PASSWORD, 'ein-falsches-Passwort-xyz', ...tokens]) expect(dump).not.toContain(secret);
    const [user] = await t.dataSource.query(`SELECT password_hash FROM admin_users WHERE username = $1`, [USERNAME]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const sessions: { token_hash: string }[] = await t.dataSource.query('SELECT token_hash FROM admin_sessions');
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the admin path check with 204 for the segment and 404 otherwise', async () => {
    await request(t.server).get(`/api/admin/path/${SEGMENT}`).expect(204);
    const wrong = await request(t.server)
      .get(`/api/admin/path/${SEGMENT.slice(0, -1)}x`)
      .expect(404);
    expect(wrong.body.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    await request(t.server).get('/api/admin/path/login').expect(404);
  });

  it('rate limits the admin path check per IP', async () => {
    let limited: request.Response | undefined;
    for (let i = 0; i < 25 && limited === undefined; i++) {
      const response = await request(t.server).get(`/api/admin/path/versuch-${i}`);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(404);
    }
    expect(limited?.body.message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    // Even the right segment is refused until the window has passed.
    await request(t.server).get(`/api/admin/path/${SEGMENT}`).expect(429);
    clock.advance(MINUTE);
    await request(t.server).get(`/api/admin/path/${SEGMENT}`).expect(204);
  });
});

describe('admin first start without ADMIN_PASSWORD and ADMIN_PATH_SEGMENT', () => {
  let t: TestApp;
  let warnings: string[];
  let warnSpy: jest.SpyInstance;

  beforeAll(async () => {
    warnings = [];
    warnSpy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      if ((this as unknown as { context?: string }).context === 'AdminAccess') warnings.push(String(message));
    });
    t = await createTestApp({ ADMIN_USERNAME: 'admin' });
  });

  afterAll(async () => {
    warnSpy.mockRestore();
    await t.close();
  });

  it('generates a password and a path segment, prints both once, framed', async () => {
    const passwordLine = warnings.find((line) => line.startsWith('Generiertes Passwort: '));
    const pathLine = warnings.find((line) => line.startsWith('Admin-Bereich: '));
    expect(passwordLine).toBeDefined();
    expect(pathLine).toBeDefined();
    expect(warnings[0]).toMatch(/^=+$/);
    expect(warnings[warnings.length - 1]).toMatch(/^=+$/);

    const password = passwordLine!.slice('Generiertes Passwort: '.length);
    expect(password.length).toBeGreaterThanOrEqual(12);
    await request(t.server).post('/api/admin/login').send({ username: 'admin', password }).expect(200);

    const segment = /\/([A-Za-z0-9_-]{32,})\/login$/.exec(pathLine!)?.[1];
    expect(segment).toBeDefined();
    await request(t.server).get(`/api/admin/path/${segment}`).expect(204);
    const [stored] = await t.dataSource.query(`SELECT value FROM settings WHERE key = 'admin_path_segment'`);
    expect(stored.value).toBe(segment);

    // A second start finds both and prints nothing.
    warnings.length = 0;
    await t.app.get(AdminBootstrapService).onApplicationBootstrap();
    expect(warnings).toEqual([]);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admin_users');
    expect(count).toBe(1);
  });
});

describe('admin login under attack (behind a trusted proxy)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' });
    clock = fakeClock(t);
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(() => clock.advance(HOUR));

  const loginFrom = (address: string, password = PASSWORD) =>
    request(t.server)
      .post('/api/admin/login')
      .set('x-forwarded-for', address)
      .send({ username: USERNAME, password })
      .then((response) => response.status);

  it('counts simultaneous attempts before checking the password: at most 5 of 15 get checked', async () => {
    const statuses = await Promise.all([
      ...Array.from({ length: 14 }, (_, i) => loginFrom('198.51.100.7', `falsch-${i}`)),
      loginFrom('198.51.100.7'),
    ]);
    const checked = statuses.filter((status) => status === 401 || status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - checked.length);
  });

  it('never lets strangers lock the admin out: wrong passwords from other addresses only slow down', async () => {
    for (let i = 0; i < 5; i++)
      await loginFrom(`198.51.100.${20 + i}`, 'falsches-passwort').then((s) => expect(s).toBe(401));
    // The real admin from a fresh address gets in.
    expect(await loginFrom('203.0.113.5')).toBe(200);
  });
});

describe('a changed ADMIN_PASSWORD after the first start', () => {
  it('keeps the stored password and says so at start-up, naming the command that changes it', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const warnSpy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      if ((this as unknown as { context?: string }).context === 'AdminAccess') warnings.push(String(message));
    });
    const logSpy = jest.spyOn(Logger.prototype, 'log').mockImplementation(function (this: Logger, message: unknown) {
      if ((this as unknown as { context?: string }).context === 'AdminAccess') infos.push(String(message));
    });
    // A data folder of its own: whether a generated password file lies in the shared one changes the address line.
    const dataDir = mkdtempSync(join(tmpdir(), 'bb-admin-auth-'));
    const t = await createTestApp({
      ADMIN_USERNAME: USERNAME,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_PATH_SEGMENT: SEGMENT,
      DATA_DIR: dataDir,
    });
    try {
      warnings.length = 0;
      t.config.admin.password = 'ein-ganz-neues-Passwort-43';
      await t.app.get(AdminBootstrapService).onApplicationBootstrap();
      expect(warnings.join('\n')).toContain('ADMIN_PASSWORD gilt nur beim ersten Start und wird ignoriert');
      expect(warnings.join('\n')).toContain('npm run admin:set-password');
      // The unchanged password: nothing to say.
      warnings.length = 0;
      t.config.admin.password = PASSWORD;
      infos.length = 0;
      await t.app.get(AdminBootstrapService).onApplicationBootstrap();
      expect(warnings).toEqual([]);
      // The address on every start; a segment the operator set in ADMIN_PATH_SEGMENT stays out of the log.
      expect(infos).toEqual([`Admin-Bereich: ${t.config.publicBaseUrl}/<ADMIN_PATH_SEGMENT>/login`]);
      expect(infos.join('\n')).not.toContain(SEGMENT);
    } finally {
      warnSpy.mockRestore();
      logSpy.mockRestore();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
