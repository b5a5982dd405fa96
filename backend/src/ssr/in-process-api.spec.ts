import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { InProcessApi } from './in-process-api';

/** A page request as the renderer gets it: only its address and id are read. */
const visitor = { ip: '203.0.113.7', id: 'seite-1' } as FastifyRequest;

describe('InProcessApi', () => {
  let fastify: FastifyInstance;
  const seen: { url: string; ip: string; requestId: unknown }[] = [];

  beforeAll(async () => {
    fastify = Fastify();
    const route = (path: string, cacheControl: string) =>
      fastify.get(path, (request, reply) => {
        seen.push({ url: request.url, ip: request.ip, requestId: request.headers['x-request-id'] });
        void reply.header('cache-control', cacheControl).send({ path, calls: seen.length });
      });
    route('/api/site', 'public, max-age=300');
    route('/api/businesses', 'public, max-age=30');
    route('/api/businesses/1', 'no-cache');
    await fastify.ready();
  });

  afterAll(() => fastify.close());
  beforeEach(() => (seen.length = 0));

  const get = (api: InProcessApi, url: string) =>
    api.forVisitor(visitor, () =>
      api.answer({ method: 'GET', url, headers: { accept: 'application/json' }, body: undefined }),
    );

  it("answers each call in-process as the page's visitor", async () => {
    const api = new InProcessApi(fastify);
    const answer = await get(api, '/api/businesses/1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: '/api/businesses/1', calls: 1 });
    expect(seen).toEqual([{ url: '/api/businesses/1', ip: '203.0.113.7', requestId: 'seite-1' }]);
  });

  it('keeps an answer public for minutes (the operator’s data) until a write, and nothing shorter-lived', async () => {
    const api = new InProcessApi(fastify);
    await get(api, '/api/site');
    const again = await get(api, '/api/site');
    expect(JSON.parse(again.body)).toEqual({ path: '/api/site', calls: 1 });
    await get(api, '/api/businesses');
    await get(api, '/api/businesses');
    await get(api, '/api/businesses/1');
    await get(api, '/api/businesses/1');
    expect(seen.map((call) => call.url)).toEqual([
      '/api/site',
      '/api/businesses',
      '/api/businesses',
      '/api/businesses/1',
      '/api/businesses/1',
    ]);
    api.forget();
    await get(api, '/api/site');
    expect(seen.at(-1)?.url).toBe('/api/site');
  });
});
