import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { InProcessApi } from './in-process-api';
import { isServerRenderCall } from '../common/render-scope';

/** A page request as the renderer gets it: only its address and id are read. */
const visitor = { ip: '203.0.113.7', id: 'seite-1' } as FastifyRequest;

describe('InProcessApi', () => {
  let fastify: FastifyInstance;
  const seen: { url: string; ip: string; requestId: unknown; renderCall?: boolean }[] = [];

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
    fastify.get('/api/failing', (request, reply) => {
      seen.push({
        url: request.url,
        ip: request.ip,
        requestId: request.headers['x-request-id'],
        renderCall: isServerRenderCall(),
      });
      void reply.status(503).header('retry-after', '7').send({ statusCode: 503 });
    });
    await fastify.ready();
  });

  afterAll(() => fastify.close());
  beforeEach(() => (seen.length = 0));

  const get = async (api: InProcessApi, url: string) => {
    const { result } = await api.forVisitor(visitor, () =>
      api.answer({ method: 'GET', url, headers: { accept: 'application/json' }, body: undefined }),
    );
    return result;
  };

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

  it('marks its calls as the render’s (outside a render nothing is) and records a failed one', async () => {
    const api = new InProcessApi(fastify);
    const ok = await api.forVisitor(visitor, () =>
      api.answer({ method: 'GET', url: '/api/site', headers: {}, body: undefined }),
    );
    expect(ok.scope.failed).toBe(false);
    const failed = await api.forVisitor(visitor, () =>
      api.answer({ method: 'GET', url: '/api/failing', headers: {}, body: undefined }),
    );
    expect(failed.scope).toMatchObject({ failed: true, retryAfterSeconds: 7 });
    expect(seen.at(-1)?.renderCall).toBe(true);
    const outside = await fastify.inject({ method: 'GET', url: '/api/failing' });
    expect(outside.statusCode).toBe(503);
    expect(seen.at(-1)?.renderCall).toBe(false);
  });
});
