import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { RedisThrottlerStorage } from '../src/common/throttling/redis-throttler.storage';
import { buildOpenApiDocument } from '../src/openapi';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
};
const LOW_LIMITS = {
  THROTTLE_SEARCH_LIMIT: '3',
  THROTTLE_CREATE_BUSINESS_LIMIT: '2',
  THROTTLE_CREATE_REVIEW_LIMIT: '2',
};

function review(): Record<string, unknown> {
  return { authorName: 'Anna', rating: 5, comment: 'Alles bestens, gerne wieder.' };
}

function uniquePrefix(): string {
  return `bb-test:${randomBytes(6).toString('hex')}:`;
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

describe.each([
  ['in memory', () => ({})],
  ['in Redis', () => ({ REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() })],
])('per-IP rate limits (%s)', (_storage, storageEnv) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...LOW_LIMITS, ...storageEnv() });
  });

  afterAll(async () => {
    if (t.config.redisUrl !== undefined) {
      const redis = new Redis(t.config.redisUrl);
      await deleteKeys(redis, t.config.redisKeyPrefix);
      await redis.quit();
    }
    await t.close();
  });

  it('limits searches, counts down in the RateLimit headers and answers 429 in German', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ok = await request(t.server).get('/api/businesses').expect(200);
      expect(ok.headers['ratelimit-policy']).toBe('"search";q=3;w=60');
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(ok.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(ok.headers['x-ratelimit-remaining'], ok.headers['ratelimit']);
    }
    expect(remaining).toEqual([
      '2',
      expect.stringMatching(/^"search";r=2;t=\d+$/),
      '1',
      expect.stringMatching(/^"search";r=1;t=\d+$/),
      '0',
      expect.stringMatching(/^"search";r=0;t=\d+$/),
    ]);
    const response = await request(t.server).get('/api/businesses?query=Bäckerei').expect(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['ratelimit']).toMatch(/^"search";r=0;t=\d+$/);
    expect(response.headers['x-ratelimit-remaining']).toBe('0');
    // One set of headers: none suffixed with the limit's name.
    expect(Object.keys(response.headers).filter((name) => /-(search|read)$/.test(name))).toEqual([]);
  });

  it('documents each limited operation with its limit and headers', () => {
    const document = buildOpenApiDocument(t.app);
    const search = document.paths['/api/businesses'].get;
    expect(search?.description).toContain('Begrenzung: 3 Anfragen je 60 s und Adresse');
    const limited = search?.responses['429'] as { headers: Record<string, unknown> };
    expect(Object.keys(limited.headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']),
    );
    // An unlimited operation says nothing about limits.
    expect(document.paths['/api/businesses/{id}/rating'].get?.description ?? '').not.toContain('Begrenzung');
  });

  it('answers every 429 with a plain Retry-After and keeps the counters under the key prefix', async () => {
    const response = await request(t.server).get('/api/businesses').expect(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    if (t.config.redisUrl !== undefined) {
      const redis = new Redis(t.config.redisUrl);
      const keys = await redis.keys(`${t.config.redisKeyPrefix}throttle:{search:*`);
      await redis.quit();
      expect(keys.length).toBeGreaterThan(0);
      // Counters are keyed by the address's hash: Redis holds no client addresses.
      expect(keys.join(' ')).not.toMatch(/127\.0\.0\.1/);
    }
  });

  it('counts entry creation separately and stores nothing beyond the limit', async () => {
    const first = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM businesses');
    const refused = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual(before);
    // Reviews are taken on published entries only.
    await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [first.body.id]);

    // Reading a single entry counts against the read limit, not the search limit.
    for (let i = 0; i < 5; i++) await request(t.server).get(`/api/businesses/${first.body.id}`).expect(200);

    await request(t.server).post(`/api/businesses/${first.body.id}/reviews`).send(review()).expect(201);
    await request(t.server).post(`/api/businesses/${first.body.id}/reviews`).send(review()).expect(201);
    const tooMany = await request(t.server).post(`/api/businesses/${first.body.id}/reviews`).send(review()).expect(429);
    expect(tooMany.body).toEqual(TOO_MANY);
    const [{ review_count }] = await t.dataSource.query('SELECT review_count FROM businesses WHERE id = $1', [
      first.body.id,
    ]);
    expect(review_count).toBe(2);
  });
});

describe('RedisThrottlerStorage', () => {
  let redis: Redis;
  let storage: RedisThrottlerStorage;
  const prefix = uniquePrefix();

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    storage = new RedisThrottlerStorage(new Redis(REDIS_URL), prefix);
  });

  afterAll(async () => {
    await deleteKeys(redis, prefix);
    await redis.quit();
    await storage.onApplicationShutdown();
  });

  it('counts hits within the window and blocks beyond the limit', async () => {
    const first = await storage.increment('1.2.3.4', 60_000, 2, 30_000, 'search');
    expect(first).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect((await storage.increment('1.2.3.4', 60_000, 2, 30_000, 'search')).isBlocked).toBe(false);
    const third = await storage.increment('1.2.3.4', 60_000, 2, 30_000, 'search');
    expect(third).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 30 });
    // While blocked, further requests are refused without counting.
    expect(await storage.increment('1.2.3.4', 60_000, 2, 30_000, 'search')).toMatchObject({
      totalHits: 3,
      isBlocked: true,
    });
    // Other keys and other throttlers count separately.
    expect((await storage.increment('5.6.7.8', 60_000, 2, 30_000, 'search')).totalHits).toBe(1);
    expect((await storage.increment('1.2.3.4', 60_000, 2, 30_000, 'createReview')).totalHits).toBe(1);
  });

  it('sets the window on the first hit and the block for the block duration', async () => {
    await storage.increment('9.9.9.9', 5_000, 1, 7_000, 'search');
    await storage.increment('9.9.9.9', 5_000, 1, 7_000, 'search');
    const hitsTtl = await redis.pttl(`${prefix}throttle:{search:9.9.9.9}:hits`);
    const blockTtl = await redis.pttl(`${prefix}throttle:{search:9.9.9.9}:blocked`);
    expect(hitsTtl).toBeGreaterThan(0);
    expect(hitsTtl).toBeLessThanOrEqual(5_000);
    expect(blockTtl).toBeGreaterThan(5_000);
    expect(blockTtl).toBeLessThanOrEqual(7_000);
  });

  it('is atomic under concurrent increments', async () => {
    const records = await Promise.all(
      Array.from({ length: 50 }, () => storage.increment('concurrent', 60_000, 1000, 60_000, 'search')),
    );
    expect(records.map((record) => record.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('lets requests through when Redis is unreachable', async () => {
    const offline = new RedisThrottlerStorage(
      new Redis('redis://127.0.0.1:1', { retryStrategy: () => null, enableOfflineQueue: false, lazyConnect: true }),
      prefix,
    );
    const record = await offline.increment('1.2.3.4', 60_000, 1, 60_000, 'search');
    expect(record.isBlocked).toBe(false);
    await offline.onApplicationShutdown();
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  const searchUntilLimited = async (t: TestApp, forwardedFor: string): Promise<number> => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await request(t.server).get('/api/businesses').set('x-forwarded-for', forwardedFor)).status);
    }
    return statuses.filter((status) => status === 429).length;
  };

  it('ignores a made-up X-Forwarded-For without TRUST_PROXY, even in production', async () => {
    const t = await createTestApp({ ...LOW_LIMITS, NODE_ENV: 'production' });
    try {
      expect(await searchUntilLimited(t, '203.0.113.1')).toBe(1);
      // A fresh made-up address does not give a fresh bucket.
      expect(await searchUntilLimited(t, '203.0.113.2')).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    const t = await createTestApp({ ...LOW_LIMITS, TRUST_PROXY: '1' });
    try {
      expect(await searchUntilLimited(t, '203.0.113.1')).toBe(1);
      expect(await searchUntilLimited(t, '203.0.113.2')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
