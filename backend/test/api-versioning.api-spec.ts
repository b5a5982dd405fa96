import request from 'supertest';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

const ADMIN = { ADMIN_USERNAME: 'versionen', ADMIN_PASSWORD: 'versionen-geheim-2026' };
/** A low limit on the reads of /api/site, which only the rate-limit test calls. */
const READ_LIMIT = 4;

/** What a response says, less what differs by nature between two calls (request id, timing, ETag of a new body). */
function comparable(response: request.Response): { status: number; body: unknown; headers: Record<string, unknown> } {
  const { headers } = response;
  return {
    status: response.status,
    body: response.body,
    headers: {
      'content-type': headers['content-type'],
      'cache-control': headers['cache-control'],
      'x-total-count': headers['x-total-count'],
      'x-total-count-exact': headers['x-total-count-exact'],
      link: headers.link,
    },
  };
}

/** `/api/v1/…` answers like `/api/…` (issue 16): same handlers, same bodies, the same rate-limit counters. */
describe('the API under /api/v1', () => {
  let t: TestApp;
  let session: string;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN });
    const login = await request(t.server)
      .post('/api/v1/admin/login')
      .send({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD })
      .expect(200);
    session = login.body.sessionToken;
    for (const name of ['Bäckerei Schmidt', 'Bäckerei Schulz', 'Bäckerei Wagner']) {
      const created = await request(t.server)
        .post('/api/admin/businesses')
        .set('x-admin-session', session)
        .send({ ...validBusinessPayload({ name, city: 'Berlin', postalCode: '10115' }), state: undefined })
        .expect(201);
      id = created.body.id;
    }
  });

  afterAll(async () => {
    await t.close();
  });

  async function both(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<[request.Response, request.Response]> {
    const plain = await request(t.server).get(`/api${path}`).set(headers);
    const versioned = await request(t.server).get(`/api/v1${path}`).set(headers);
    return [plain, versioned];
  }

  it('lists, searches and pages alike; the links keep the /api/v1 the caller used', async () => {
    const [plain, versioned] = await both('/businesses?city=Berlin&limit=2');
    expect(plain.status).toBe(200);
    expect(plain.body).toHaveLength(2);
    expect(plain.headers.link).toContain('</api/businesses?city=Berlin&page=2&limit=2>; rel="next"');
    expect(versioned.headers.link).toBe(plain.headers.link.replaceAll('</api/', '</api/v1/'));
    expect(comparable(versioned)).toEqual({
      ...comparable(plain),
      headers: { ...comparable(plain).headers, link: versioned.headers.link },
    });
    const next = await request(t.server).get('/api/v1/businesses?city=Berlin&page=2&limit=2').expect(200);
    expect(next.body).toHaveLength(1);
  });

  it('shows a business alike', async () => {
    const [plain, versioned] = await both(`/businesses/${id}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id, name: 'Bäckerei Wagner', categoryCode: 'restaurant-gastronomie' });
    expect(comparable(versioned)).toEqual(comparable(plain));
  });

  it('answers an admin call with the session alike, and refuses it without one alike', async () => {
    const [plain, versioned] = await both('/admin/businesses?limit=2', { 'x-admin-session': session });
    expect(plain.status).toBe(200);
    expect(comparable(versioned).body).toEqual(comparable(plain).body);
    expect(versioned.headers['x-total-count']).toBe('3');
    const [anonymous, anonymousVersioned] = await both('/admin/businesses');
    expect(anonymous.status).toBe(401);
    expect(comparable(anonymousVersioned)).toEqual(comparable(anonymous));
    expect(anonymousVersioned.body.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('answers a missing business and an unknown path with the same JSON 404', async () => {
    const [plain, versioned] = await both('/businesses/00000000-0000-4000-8000-000000000000');
    expect(plain.status).toBe(404);
    expect(plain.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'BUSINESS_NOT_FOUND',
      message: 'Unternehmen nicht gefunden',
    });
    expect(comparable(versioned)).toEqual(comparable(plain));
    const [unknown, unknownVersioned] = await both('/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect(comparable(unknownVersioned)).toEqual(comparable(unknown));
    // Only v1 exists: another version is an unknown path, not an alias.
    const other = await request(t.server).get('/api/v2/businesses').expect(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('takes writes under /api/v1 too', async () => {
    const created = await request(t.server).post('/api/v1/businesses').send(validBusinessPayload()).expect(201);
    await request(t.server).get(`/api/businesses/${created.body.id}`).expect(200);
  });

  it('serves the same OpenAPI document under both prefixes', async () => {
    const [plain, versioned] = await both('/docs-json');
    expect(plain.status).toBe(200);
    expect(versioned.body).toEqual(plain.body);
  });
});

/** Its own app: the other tests' reads (entries, the site) count against the same low limit. */
describe('the read limit under /api and /api/v1', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_READ_LIMIT: String(READ_LIMIT) });
  });

  afterAll(() => t.close());

  it('counts both prefixes against one rate limit, not one each', async () => {
    const remaining: number[] = [];
    for (let call = 0; call < READ_LIMIT; call += 1) {
      const response = await request(t.server)
        .get(call % 2 === 0 ? '/api/site' : '/api/v1/site')
        .expect(200);
      expect(response.headers['ratelimit-policy']).toBe(`"read";q=${READ_LIMIT};w=60`);
      remaining.push(Number(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    for (const path of ['/api/v1/site', '/api/site']) {
      const refused = await request(t.server).get(path).expect(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
