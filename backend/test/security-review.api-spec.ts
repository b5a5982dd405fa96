import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { BusinessesService } from '../src/businesses/businesses.service';
import { validBusinessPayload } from './support/business-payloads';
import { listenOnLoopback, sendFrom } from './support/loopback-client';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';
import { buildOpenApiDocument } from '../src/openapi';

/**
 * The findings of the pre-launch security review (issue 57, docs/security.md "Security review"), one test each.
 * Where a finding needs two visitors, they come from two loopback addresses (127.0.0.2 and 127.0.0.3).
 */

const FIRST = '127.0.0.2';
const SECOND = '127.0.0.3';
const OPERATOR = 'Prüfgesellschaft Sicherheit';
const SITE_FAILED = 'Die Angaben des Betreibers konnten nicht geladen werden';
const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Sicherheits-Pruefung-2026' };

/**
 * A frontend build with a server bundle that renders like the real one (frontend/src/entry-server.tsx): every page
 * asks for the operator's data, the detail page for its entry, and a failed call becomes a message on a page that
 * the bundle still answers with 200 — as the real pages do.
 */
function writeFrontendBuild(root: string): string {
  const distDir = join(root, 'dist');
  mkdirSync(distDir, { recursive: true });
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><!--page-head--><title>Branchenbuch</title><!--/page-head--></head>' +
      '<body><div id="root"><!--page-html--></div><!--page-state--></body></html>',
  );
  writeFileSync(
    join(root, 'dist-server', 'entry-server.cjs'),
    `let answer;
exports.setServerApiAnswer = (fn) => { answer = fn; };
const get = (url) => answer({ method: 'GET', url, headers: { accept: 'application/json' }, body: undefined });
exports.render = async (url, options) => {
  const target = new URL(url, options.baseUrl);
  const site = await get('/api/site');
  const operator = site.status === 200 ? JSON.parse(site.body).companyName : ${JSON.stringify(SITE_FAILED)};
  let main = '';
  let status = 200;
  const detail = /^\\/business\\/([^/]+)$/.exec(target.pathname);
  if (detail) {
    const business = await get('/api/businesses/' + detail[1]);
    if (business.status === 404) status = 404;
    main = business.status === 200 ? JSON.parse(business.body).name : 'Eintrag konnte nicht geladen werden';
  }
  return { kind: 'page', status, head: '<title>Seite</title>', html: '<p data-host="' + target.host + '" data-url="' + url + '">' + operator + '</p><main>' + main + '</main>', state: '', modules: [] };
};
`,
  );
  return distDir;
}

/** An app serving the server-rendered frontend of writeFrontendBuild, listening for requests from any loopback address. */
async function startRenderingApp(
  env: Record<string, string>,
): Promise<{ t: TestApp; port: number; close(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'bb-security-'));
  const t = await createTestApp({
    ...ADMIN,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    FRONTEND_DIST_DIR: writeFrontendBuild(root),
    // The landing pages' start-up recount empties the page cache when it ends; the cache tests count hits.
    BACKGROUND_JOBS: 'false',
    ...env,
  });
  return {
    t,
    port: await listenOnLoopback(t.server),
    close: async () => {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A database outage as node-postgres reports it. */
function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
}

describe('security review: server-rendered pages and the page cache (findings 1 and 3)', () => {
  let t: TestApp;
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, port, close } = await startRenderingApp({
      OPERATOR_COMPANY_NAME: OPERATOR,
      THROTTLE_READ_LIMIT: '5',
      THROTTLE_RENDER_LIMIT: '4',
    }));
  });

  afterAll(() => close());

  it('1: a visitor over the read limit gets a correct page, and so does the next visitor', async () => {
    for (let i = 0; i < 5; i++) expect((await sendFrom(port, FIRST, 'GET', '/api/site')).status).toBe(200);
    expect((await sendFrom(port, FIRST, 'GET', '/api/site')).status).toBe(429);

    // The render's own call is not the visitor's: the page has the operator's data.
    const first = await sendFrom(port, FIRST, 'GET', '/impressum');
    expect(first.status).toBe(200);
    expect(first.text).toContain(OPERATOR);
    const second = await sendFrom(port, SECOND, 'GET', '/impressum');
    expect(second.status).toBe(200);
    expect(second.text).toContain(OPERATOR);
    expect(second.text).not.toContain(SITE_FAILED);
  });

  it('1: a page whose data call failed is answered 503 with Retry-After and noindex, and never kept', async () => {
    const business = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const path = `/business/${business.body.id}`;
    const service = t.app.get(BusinessesService);
    const outage = jest.spyOn(service, 'getBusiness').mockRejectedValue(connectionRefused());
    try {
      const failed = await sendFrom(port, FIRST, 'GET', path);
      expect(failed.status).toBe(503);
      expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
      expect(failed.text).toContain('<meta name="robots" content="noindex" />');
      expect(failed.text).not.toContain('Eintrag konnte nicht geladen werden');
      expect(failed.headers['x-render-cache']).toBe('BYPASS');
    } finally {
      outage.mockRestore();
    }
    const next = await sendFrom(port, SECOND, 'GET', path);
    expect(next.status).toBe(200);
    expect(next.headers['x-render-cache']).toBe('MISS');
    expect(next.text).toContain('Bäckerei Sonnenschein');
  });

  it('3: unknown query parameters do not make new renders; renders are limited per address, cache hits are free', async () => {
    const business = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const path = `/business/${business.body.id}`;
    const pages = ['/blog', '/preise', '/kontakt', path];
    // A fresh address: four renders are its limit.
    const from = '127.0.0.4';
    for (const page of pages) expect((await sendFrom(port, from, 'GET', page)).status).toBe(200);
    const caches: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const random = await sendFrom(port, from, 'GET', `${path}?v=${Math.random()}`);
      expect(random.status).toBe(200);
      caches.push(random.headers['x-render-cache']);
    }
    expect(caches).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
    // A page it has not had yet is a render: over the limit, 429 with Retry-After, noindex and nothing kept.
    const limited = await sendFrom(port, from, 'GET', '/agb');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('<meta name="robots" content="noindex" />');
    // Another visitor renders the same page and gets it whole.
    const other = await sendFrom(port, '127.0.0.5', 'GET', '/agb');
    expect(other.status).toBe(200);
    expect(other.text).toContain(OPERATOR);
  });

  it('3: the detail call is limited per address too (read), while its page still renders', async () => {
    const business = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const from = '127.0.0.8';
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom(port, from, 'GET', `/api/businesses/${business.body.id}`)).status).toBe(200);
    }
    const refused = await sendFrom(port, from, 'GET', `/api/businesses/${business.body.id}`);
    expect([refused.status, refused.headers['ratelimit']]).toEqual([429, expect.stringMatching(/^"read";r=0;/)]);
    const page = await sendFrom(port, from, 'GET', `/business/${business.body.id}`);
    expect([page.status, page.text.includes('Bäckerei Sonnenschein')]).toEqual([200, true]);
  });

  it('3: a request target naming another host renders no page and is sent to a path on this site', async () => {
    const business = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    for (const target of [
      `//evil.example/business/${business.body.id}`,
      `/\\evil.example/business/${business.body.id}`,
    ]) {
      const answer = await sendFrom(port, '127.0.0.6', 'GET', target);
      expect(answer.status).toBe(301);
      // A path on this site (one slash): no browser reads it as another host.
      expect(answer.headers.location).toBe(`/evil.example/business/${business.body.id}`);
      expect(answer.text).not.toContain('Bäckerei Sonnenschein');
    }
  });
});

describe('security review: owner edits (finding 2)', () => {
  let t: TestApp;
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, port, close } = await startRenderingApp({ THROTTLE_EDIT_BUSINESS_LIMIT: '3' }));
  });

  afterAll(() => close());

  const cacheOf = async (path: string): Promise<unknown> =>
    (await sendFrom(port, SECOND, 'GET', path)).headers['x-render-cache'];

  it('2: edits are limited per address, and a pending entry’s edit keeps everyone’s pages', async () => {
    const created = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const edit = (from: string, name: string) =>
      sendFrom(port, from, 'PUT', `/api/businesses/${created.body.id}`, {
        headers: { 'x-edit-token': created.body.editToken },
        body: validBusinessPayload({ name }),
      });
    for (const path of ['/', '/impressum']) await cacheOf(path);
    expect([await cacheOf('/'), await cacheOf('/impressum')]).toEqual(['HIT', 'HIT']);

    for (let i = 0; i < 3; i++) expect((await edit(FIRST, `Bäckerei ${i}`)).status).toBe(200);
    const refused = await edit(FIRST, 'Bäckerei zu viel');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [{ name }] = await t.dataSource.query('SELECT name FROM businesses WHERE id = $1', [created.body.id]);
    expect(name).toBe('Bäckerei 2');

    expect([await cacheOf('/'), await cacheOf('/impressum')]).toEqual(['HIT', 'HIT']);
  });

  it('2: a published entry’s edit forgets its own page and the listings, not the other pages', async () => {
    const created = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const session = await adminSession(t);
    await request(t.server)
      .post(`/api/admin/businesses/${created.body.id}/approve`)
      .set('x-admin-session', session)
      .expect(200);
    const own = `/business/${created.body.id}`;
    for (const path of ['/', '/impressum', own]) await cacheOf(path);
    expect([await cacheOf('/'), await cacheOf('/impressum'), await cacheOf(own)]).toEqual(['HIT', 'HIT', 'HIT']);
    const edited = await sendFrom(port, '127.0.0.7', 'PUT', `/api/businesses/${created.body.id}`, {
      headers: { 'x-edit-token': created.body.editToken },
      body: validBusinessPayload({ name: 'Bäckerei Neu' }),
    });
    expect(edited.status).toBe(200);
    expect([await cacheOf('/'), await cacheOf('/impressum'), await cacheOf(own)]).toEqual(['MISS', 'HIT', 'MISS']);
  });
});

describe('security review: the API alone (findings 4 to 13)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, PUBLIC_BASE_URL: 'https://branchenbuch.example' });
  });

  afterAll(() => t.close());

  it.each([
    ['a backslash after the slash', '/\\evil.example/objects/public/x.png'],
    ['a backslash inside', '/objects\\public/x.png'],
    ['two slashes', '//evil.example/objects/public/x.png'],
    ['another host', 'https://evil.example/objects/public/x.png'],
    ['userinfo naming another host', 'https://branchenbuch.example@evil.example/objects/public/x.png'],
    ['an upload, not a published image', '/objects/uploads/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d'],
    ['a path leaving /objects/public/', '/objects/public/../uploads/x.png'],
    ['an encoded way out', '/objects/public/%2e%2e/uploads/x.png'],
  ])('4: refuses an image URL with %s (400, German, nothing stored)', async (_case, imageUrl) => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM businesses');
    const response = await request(t.server).post('/api/businesses').send(validBusinessPayload({ imageUrl }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual([
      {
        field: 'imageUrl',
        message: expect.stringMatching(
          /^(Nur Bilder aus dem Object-Storage dieses Verzeichnisses erlaubt|Ungültige URL|Nur Object-Storage URLs erlaubt)$/,
        ),
      },
    ]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual(before);
  });

  it.each([
    '/objects/public/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d.webp',
    'https://branchenbuch.example/objects/public/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d.webp',
  ])('4: accepts a published image of this site: %s', async (imageUrl) => {
    await request(t.server).post('/api/businesses').send(validBusinessPayload({ imageUrl })).expect(201);
  });

  it('6: a write with a form-encoded or text body is refused with 415 and stores nothing', async () => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM businesses');
    const form = new URLSearchParams(validBusinessPayload() as Record<string, string>).toString();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', form],
      ['text/plain', JSON.stringify(validBusinessPayload())],
    ]) {
      const response = await request(t.server).post('/api/businesses').set('content-type', type).send(body);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual(before);
  });

  it('6: a write from another website is refused with 403 CROSS_SITE_REQUEST; this site and clients without Origin pass', async () => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM businesses');
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await request(t.server).post('/api/businesses').set(headers).send(validBusinessPayload());
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'CROSS_SITE_REQUEST',
        message: 'Anfragen von fremden Websites sind nicht erlaubt. Bitte nutzen Sie das Branchenbuch direkt.',
      });
      // Every write under /api, not only this one: the admin login too.
      await request(t.server)
        .post('/api/admin/login')
        .set(headers)
        .send({ username: 'admin', password: 'x' })
        .expect(403);
    }
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual(before);
    await request(t.server)
      .post('/api/businesses')
      .set({ origin: 'https://branchenbuch.example', 'sec-fetch-site': 'same-origin' })
      .send(validBusinessPayload())
      .expect(201);
    await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
  });

  it('9: only the database driver’s socket failures are outages (503); a client’s hang-up is not', async () => {
    const business = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const service = t.app.get(BusinessesService);
    const hangUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const spy = jest.spyOn(service, 'getBusiness').mockRejectedValueOnce(hangUp);
    try {
      const answer = await request(t.server).get(`/api/businesses/${business.body.id}`);
      expect([answer.status, answer.body.code]).toEqual([500, 'INTERNAL_ERROR']);
      spy.mockRejectedValueOnce(connectionRefused());
      const outage = await request(t.server).get(`/api/businesses/${business.body.id}`);
      expect([outage.status, outage.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    } finally {
      spy.mockRestore();
    }
  });

  it('13: raw UTF-8 bytes in a URL get the one error body', async () => {
    const port = await listenOnLoopback(t.server);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      socket.write(
        Buffer.concat([
          Buffer.from('GET /api/businesses?query='),
          Buffer.from('Bäckerei ü', 'utf8'),
          Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
        ]),
      );
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'MALFORMED_REQUEST',
      message: 'Ungültige Anfrage',
    });
  });

  it('13: ids outside the documented pattern are 400, well-formed unknown ones 404, as the document says', async () => {
    const malformed = await request(t.server).get(`/api/businesses/${encodeURIComponent('kein gültiger!')}`);
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Ungültige Business-ID Format']);
    const unknown = await request(t.server).get('/api/businesses/not-a-uuid');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BUSINESS_NOT_FOUND']);
    const parameter = buildOpenApiDocument(t.app).paths['/api/businesses/{id}'].get?.parameters?.[0] as {
      description?: string;
    };
    expect(parameter.description).toContain('404');
  });

  it('13: the Bearer scheme is read in any case', async () => {
    const token = await adminSession(t);
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      await request(t.server).get('/api/admin/session').set('authorization', `${scheme} ${token}`).expect(200);
    }
  });

  it('13: every answer carries a Permissions-Policy', async () => {
    for (const path of ['/api/site', '/api/businesses/not-a-uuid']) {
      const response = await request(t.server).get(path);
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  it('13: one report per review and address (409 ALREADY_REPORTED), another address may report it', async () => {
    const port = await listenOnLoopback(t.server);
    const businessId = await createPublishedBusiness(t);
    const review = await request(t.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .send({ authorName: 'Anna', rating: 1, comment: 'Ein ausführlicher Kommentar.' })
      .expect(201);
    const report = (from: string) =>
      sendFrom(port, from, 'POST', `/api/reviews/${review.body.id}/reports`, { body: { reason: 'spam' } });
    expect((await report(FIRST)).status).toBe(201);
    const again = await report(FIRST);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'ALREADY_REPORTED',
      message: 'Sie haben diese Bewertung bereits gemeldet.',
    });
    expect((await report(SECOND)).status).toBe(201);
    expect(
      await t.dataSource.query('SELECT count(*)::int AS n FROM review_reports WHERE review_id = $1', [review.body.id]),
    ).toEqual([{ n: 2 }]);
  });

  it('12: the public OpenAPI document has no admin operations; the whole one needs an admin session', async () => {
    const published = (await request(t.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(published.paths).filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
    expect(Object.keys(published.paths)).toContain('/api/businesses');
    expect(Object.keys(published.components.schemas).filter((name) => name.startsWith('Admin'))).toEqual([]);
    const refused = await request(t.server).get('/api/admin/docs-json');
    expect([refused.status, refused.body.code]).toEqual([401, 'AUTHENTICATION_REQUIRED']);
    const whole = await request(t.server)
      .get('/api/admin/docs-json')
      .set('x-admin-session', await adminSession(t))
      .expect(200);
    expect(Object.keys(whole.body.paths)).toContain('/api/admin/import-production-data');
  });

  it('7: reviews are written and read only on published entries; pending, rejected and deleted ones answer 404', async () => {
    const session = await adminSession(t);
    const admin = (method: 'post' | 'delete', path: string, body?: object) =>
      request(t.server)[method](path).set('x-admin-session', session).send(body);
    const entry = async () =>
      String((await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201)).body.id);
    const pending = await entry();
    const rejected = await entry();
    await admin('post', `/api/admin/businesses/${rejected}/reject`, { reason: 'Kein echtes Unternehmen' }).expect(200);
    const deleted = await entry();
    await admin('post', `/api/admin/businesses/${deleted}/approve`).expect(200);
    await admin('delete', `/api/admin/businesses/${deleted}`).expect(204);
    const review = { authorName: 'Anna', rating: 1, comment: 'Sehr schlecht, nie wieder.' };
    for (const id of [pending, rejected, deleted]) {
      const created = await request(t.server).post(`/api/businesses/${id}/reviews`).send(review);
      expect([created.status, created.body.code]).toEqual([404, 'BUSINESS_NOT_FOUND']);
      await request(t.server).get(`/api/businesses/${id}/reviews`).expect(404);
      await request(t.server).get(`/api/businesses/${id}/rating`).expect(404);
    }
    expect(
      await t.dataSource.query('SELECT count(*)::int AS n FROM reviews WHERE business_id = ANY($1)', [
        [pending, rejected, deleted],
      ]),
    ).toEqual([{ n: 0 }]);
    const published = await entry();
    await admin('post', `/api/admin/businesses/${published}/approve`).expect(200);
    await request(t.server).post(`/api/businesses/${published}/reviews`).send(review).expect(201);
    expect((await request(t.server).get(`/api/businesses/${published}/rating`).expect(200)).body).toEqual({
      averageRating: 1,
      totalReviews: 1,
    });
  });
});

describe('security review: named limits (finding 5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_SEARCH_LIMIT: '3' });
  });

  afterAll(() => t.close());

  it('5: one counter per named limit and address, shared by every route under it', async () => {
    for (let i = 0; i < 3; i++) await request(t.server).get('/api/businesses').expect(200);
    for (const path of ['/api/businesses/possible-duplicates', '/api/landing-pages/baecker/berlin']) {
      const refused = await request(t.server).get(path);
      expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(refused.headers['ratelimit']).toMatch(/^"search";r=0;t=\d+$/);
    }
  });
});

describe('security review: admin logins (finding 10)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, THROTTLE_LOGIN_LIMIT: '3' });
    port = await listenOnLoopback(t.server);
  });

  afterAll(() => t.close());

  it('10: a successful login clears only its own address’s failures, not another address’s lockout', async () => {
    const login = (from: string, password: string) =>
      sendFrom(port, from, 'POST', '/api/admin/login', { body: { username: ADMIN.ADMIN_USERNAME, password } });
    for (let i = 0; i < 3; i++) expect((await login(FIRST, 'falsch')).status).toBe(401);
    expect((await login(FIRST, 'falsch')).status).toBe(429);
    expect((await login(SECOND, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(FIRST, ADMIN.ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('security review: slow clients (finding 8)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ HTTP_REQUEST_TIMEOUT_SECONDS: '2', HTTP_CONNECTION_TIMEOUT_SECONDS: '1' });
    port = await listenOnLoopback(t.server);
  });

  afterAll(() => t.close());

  it('8: a connection that stops sending its request is closed, and requests have a time limit', async () => {
    expect([t.server.requestTimeout, t.server.timeout]).toEqual([2000, 1000]);
    const socket = connect({ host: '127.0.0.1', port, localAddress: FIRST });
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    socket.on('error', () => undefined);
    const started = Date.now();
    socket.write('POST /api/businesses HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    socket.write('Content-Length: 100\r\n\r\n{"name":');
    // Without a timeout the socket stays open for good; the test's own timeout would end it.
    expect((await closed) - started).toBeLessThan(10_000);
  });
});
