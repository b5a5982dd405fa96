import request from 'supertest';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

/** The error body of a request refused before validation (common/request-input-checks.ts). */
function malformedBody(message: string) {
  return { statusCode: 400, error: 'Bad Request', code: 'MALFORMED_REQUEST', message };
}

describe('HTTP hardening', () => {
  describe('default configuration', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    });

    afterAll(async () => {
      await t.close();
    });

    it('sends security headers with a Content-Security-Policy', async () => {
      const response = await request(t.server).get('/api/health').expect(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Images from this site, and the result map's tiles from OpenStreetMap (the default MAP_TILE_URL) only.
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('keeps CORS closed: no allow-origin for a foreign origin, preflight included', async () => {
      const simple = await request(t.server).get('/api/health').set('origin', 'https://fremd.example').expect(200);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await request(t.server)
        .options('/api/admin/login')
        .set('origin', 'https://fremd.example')
        .set('access-control-request-method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses JSON bodies over 1 MB with 413 and a German message', async () => {
      const response = await request(t.server)
        .post('/api/admin/login')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024 + 10) }))
        .expect(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Die Anfrage ist zu groß.',
      });
    });

    it('answers other body types on API routes with 415 in the one error body', async () => {
      const response = await request(t.server)
        .post('/api/objects/normalize')
        .set('content-type', 'image/png')
        .send(Buffer.from('x'))
        .expect(415);
      expect(response.body).toMatchObject({ statusCode: 415, message: 'Nicht unterstütztes Datenformat' });
    });

    it('refuses a NUL character in a new entry with 400 in German and stores nothing', async () => {
      const response = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Bäckerei\u0000Sonnenschein' }))
        .expect(400);
      expect(response.body).toEqual(malformedBody('Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).'));
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM businesses');
      expect(count).toBe(0);
    });

    it('refuses half a UTF-16 pair in any text field with 400 in German and stores nothing', async () => {
      // Found by the hostile-input suite: an escaped lone surrogate in the e-mail made the validator throw (500).
      for (const [field, escaped] of [
        ['email', '\\ud800'],
        ['name', 'B\\udc00ckerei'],
      ]) {
        const body = JSON.stringify(validBusinessPayload({ [field]: 'PLATZHALTER' })).replace('PLATZHALTER', escaped);
        const response = await request(t.server)
          .post('/api/businesses')
          .set('content-type', 'application/json')
          .send(body)
          .expect(400);
        expect(response.body).toEqual(
          malformedBody('Die Anfrage enthält ein ungültig kodiertes Zeichen (unvollständiges Unicode-Zeichen).'),
        );
      }
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM businesses');
      expect(count).toBe(0);
    });

    it("refuses a NUL in an API call's query string or path with 400 in German", async () => {
      const paths = [
        '/api/businesses/possible-duplicates?name=%00&postalCode=80331',
        '/api/businesses?query=B%00ckerei',
        '/api/businesses?city=%00',
        '/api/admin/businesses?query=%00',
        '/api/landing-pages/friseur/ber%00lin',
      ];
      for (const path of paths) {
        const response = await request(t.server).get(path);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 400,
          body: malformedBody('Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).'),
        });
      }
    });

    it('refuses JSON nested 3,000 levels deep with 400 in German before validation', async () => {
      const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
      for (const path of ['/api/businesses', '/api/admin/login', '/api/objects/normalize']) {
        const response = await request(t.server).post(path).set('content-type', 'application/json').send(deep);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(malformedBody('Die Anfrage ist zu tief verschachtelt (höchstens 32 Ebenen).'));
      }
    });

    it('refuses a body of more than 1,000 values with 400 in German before validation', async () => {
      const manyItems = `[${'1,'.repeat(200_000)}1]`;
      const manyFields = JSON.stringify(Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`feld${i}`, i])));
      const manyNested = JSON.stringify({ name: 'Bäckerei', openingHours: { monday: Array(1_000).fill('08:00') } });
      for (const path of ['/api/businesses', '/api/admin/login', '/api/contact']) {
        for (const body of [manyItems, manyFields, manyNested]) {
          const response = await request(t.server).post(path).set('content-type', 'application/json').send(body);
          expect(response.status).toBe(400);
          expect(response.body).toEqual(malformedBody('Die Anfrage enthält zu viele Werte (höchstens 1.000).'));
        }
      }
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM businesses');
      expect(count).toBe(0);
    });

    it('answers an upload URL whose host WHATWG URL refuses with 400 on normalize', async () => {
      const response = await request(t.server)
        .post('/api/objects/normalize')
        .send({ uploadUrl: 'http://xn--a.com/objects/' })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Nur Object-Storage URLs erlaubt',
      });
    });

    it('keeps /api on the object calls and serves objects without it', async () => {
      await request(t.server).post('/api/objects/upload').expect(200);
      // Outside /api, /objects/… is only served (GET): a POST there is the wrong method, not an upload.
      const outside = await request(t.server).post('/objects/upload').expect(405);
      expect(outside.headers.allow).toBe('GET, HEAD');
      await request(t.server).get('/api/objects/public/x.webp').expect(404);
      const served = await request(t.server).get('/objects/public/00000000-0000-4000-8000-000000000000.webp');
      expect(served.status).toBe(404);
      expect(served.body.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    });
  });

  describe('with CORS_ORIGINS', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ CORS_ORIGINS: 'https://admin.branchenbuch.example' });
    });

    afterAll(async () => {
      await t.close();
    });

    it('allows exactly the configured origins', async () => {
      const allowed = await request(t.server)
        .options('/api/admin/login')
        .set('origin', 'https://admin.branchenbuch.example')
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'content-type,x-admin-session');
      expect(allowed.status).toBeLessThan(300);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.branchenbuch.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');

      const foreign = await request(t.server).get('/api/health').set('origin', 'https://fremd.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const csp = foreign.headers['content-security-policy'];
      expect(csp).toContain("connect-src 'self' https://admin.branchenbuch.example");
    });

    it('lets the allowed origin read the paging, request-id and rate-limit headers', async () => {
      const response = await request(t.server)
        .get('/api/businesses')
        .set('origin', 'https://admin.branchenbuch.example');
      const exposed = String(response.headers['access-control-expose-headers']).split(/,\s*/);
      expect(exposed).toEqual(
        expect.arrayContaining([
          'X-Total-Count',
          'Link',
          'X-Request-Id',
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
        ]),
      );
    });
  });

  describe('with MAP_TILE_URL', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({
        MAP_TILE_URL: 'https://karten.branchenbuch.example/kacheln/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Kartenanbieter Beispiel',
      });
    });

    afterAll(async () => {
      await t.close();
    });

    it('hands the tile template to the frontend with the site settings', async () => {
      const response = await request(t.server).get('/api/site').expect(200);
      expect(response.body.map).toEqual({
        tileUrl: 'https://karten.branchenbuch.example/kacheln/{z}/{x}/{y}.png',
        attribution: '© Kartenanbieter Beispiel',
      });
    });

    it("allows the configured tile host in img-src, and OpenStreetMap's no longer", async () => {
      const response = await request(t.server)
        .get('/')
        .expect((res) => expect(res.status).toBeLessThan(500));
      const imgSrc = /img-src ([^;]*)/.exec(response.headers['content-security-policy'])?.[1];
      expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https://karten.branchenbuch.example']);
    });
  });
});
