import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'Caching-Test-Passwort-1';
const WEAK_ETAG = /^W\/"[A-Za-z0-9_-]+"$/;

describe('HTTP caching and compression', () => {
  let t: TestApp;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }, { dataset: true });
    fastify = t.app.getHttpAdapter().getInstance();
  });

  afterAll(async () => {
    await t.close();
  });

  /** Raw answers: supertest would ask for gzip by itself and unpack it. */
  function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return fastify.inject({ method: 'GET', url, headers });
  }

  async function createBusiness(): Promise<{ id: string; editToken: string }> {
    const response = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    // Reviews are taken on published entries only.
    await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [response.body.id]);
    return response.body;
  }

  describe('public GETs', () => {
    it('carry a weak ETag and the Cache-Control of their kind', async () => {
      const { id } = await createBusiness();
      const expected: [string, string][] = [
        ['/api/site', 'public, max-age=300'],
        ['/api/businesses', 'public, max-age=30'],
        ['/api/businesses?sort=random&limit=3', 'public, max-age=30'],
        [`/api/businesses/${id}`, 'no-cache'],
        [`/api/businesses/${id}/reviews`, 'no-cache'],
        [`/api/businesses/${id}/rating`, 'no-cache'],
      ];
      for (const [url, cacheControl] of expected) {
        const response = await get(url);
        expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
          url,
          status: 200,
          cacheControl,
        });
        expect(response.headers.etag).toMatch(WEAK_ETAG);
        expect(response.headers.vary).toBe('accept-encoding');
      }
    });

    it('answer a matching If-None-Match with 304 and no body, a stale one with 200', async () => {
      const first = await get('/api/businesses?city=Berlin');
      const etag = String(first.headers.etag);

      const notModified = await get('/api/businesses?city=Berlin', { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe('public, max-age=30');

      // A list of tags and the strong form of the same tag match too (weak comparison).
      const listed = await get('/api/businesses?city=Berlin', { 'if-none-match': `"anderes", ${etag.slice(2)}` });
      expect(listed.statusCode).toBe(304);
      expect((await get('/api/businesses?city=Berlin', { 'if-none-match': '*' })).statusCode).toBe(304);

      const stale = await get('/api/businesses?city=Berlin', { 'if-none-match': 'W/"veraltet"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    });

    it('change the ETag of reviews and rating when a review is posted', async () => {
      const { id } = await createBusiness();
      const reviewsBefore = await get(`/api/businesses/${id}/reviews`);
      const ratingBefore = await get(`/api/businesses/${id}/rating`);

      await request(t.server)
        .post(`/api/businesses/${id}/reviews`)
        .send({ authorName: 'Anna Schmidt', rating: 4, comment: 'Sehr freundlich und immer frische Brötchen.' })
        .expect(201);

      const reviews = await get(`/api/businesses/${id}/reviews`, {
        'if-none-match': String(reviewsBefore.headers.etag),
      });
      expect(reviews.statusCode).toBe(200);
      expect(reviews.headers.etag).not.toBe(reviewsBefore.headers.etag);
      expect(reviews.json()).toHaveLength(1);
      const rating = await get(`/api/businesses/${id}/rating`, { 'if-none-match': String(ratingBefore.headers.etag) });
      expect(rating.statusCode).toBe(200);
      expect(rating.json()).toEqual({ averageRating: 4, totalReviews: 1 });
    });

    it('change the ETag of an entry when its owner edits it', async () => {
      const { id, editToken } = await createBusiness();
      const before = await get(`/api/businesses/${id}`);

      await request(t.server)
        .put(`/api/businesses/${id}`)
        .set('x-edit-token', editToken)
        .send(validBusinessPayload({ name: 'Bäckerei Mondschein' }))
        .expect(200);

      const after = await get(`/api/businesses/${id}`, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json().name).toBe('Bäckerei Mondschein');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('keep errors out of caches', async () => {
      const missing = await get('/api/businesses/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers.etag).toBeUndefined();
    });
  });

  describe('everything else under /api', () => {
    it('is no-store without an ETag: admin reads, writes and health', async () => {
      const login = await request(t.server).post('/api/admin/login').send({ username: 'admin', password: PASSWORD });
      expect(login.headers['cache-control']).toBe('no-store');
      const session = { 'x-admin-session': String(login.body.sessionToken) };

      const adminList = await get('/api/admin/businesses', session);
      expect(adminList.statusCode).toBe(200);
      expect(adminList.headers['cache-control']).toBe('no-store');
      expect(adminList.headers.etag).toBeUndefined();
      const repeated = await get('/api/admin/businesses', { ...session, 'if-none-match': '*' });
      expect(repeated.statusCode).toBe(200);

      const created = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
      expect(created.headers['cache-control']).toBe('no-store');
      expect(created.headers.etag).toBeUndefined();

      const health = await get('/api/health');
      expect(health.headers['cache-control']).toBe('no-store');
      expect(health.headers.etag).toBeUndefined();
    });
  });

  describe('compression', () => {
    const BIG_LIST = '/api/businesses?limit=100';

    it('compresses a big JSON answer with gzip or br when the client accepts it', async () => {
      const plain = await get(BIG_LIST);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const gzip = await get(BIG_LIST, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const br = await get(BIG_LIST, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      // One weak ETag for every encoding, so a compressed copy revalidates like the plain one.
      expect(gzip.headers.etag).toBe(plain.headers.etag);
      const revalidated = await get(BIG_LIST, {
        'accept-encoding': 'gzip',
        'if-none-match': String(plain.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    });

    it('leaves answers under 1 KB and clients without Accept-Encoding alone', async () => {
      const small = await get('/api/site', { 'accept-encoding': 'gzip, br' });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().city).toBe('Herford');

      const identity = await get(BIG_LIST, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.json()).toHaveLength(100);
    });
  });
});
