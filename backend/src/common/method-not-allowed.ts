import type { FastifyInstance } from 'fastify';
import { MESSAGE_METHOD_NOT_ALLOWED } from './common-messages';

/** A route's URL as a pattern of request paths: `:name` is one segment, `*` the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^$()|[\]{}\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * A path that has routes, asked with a method none of them takes, is answered 405 with the one error body and
 * `Allow` (RFC 9110), before its body is read or checked; a path without routes stays 404 (and the frontend's
 * pages are still rendered for GET). The route table is collected as routes are added, so this is registered
 * before the controllers' routes are. Catch-all routes (`*`, e.g. CORS preflights) and OPTIONS say nothing
 * about a path, so they are left out.
 */
export function registerMethodNotAllowed(fastify: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  fastify.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    const methods = [route.method].flat().filter((method) => method !== 'OPTIONS');
    if (methods.length > 0) routes.push({ pattern: routePattern(route.url), methods });
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404 || request.method === 'OPTIONS') {
      done();
      return;
    }
    const path = request.url.split('?')[0];
    const allowed = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(request.method)) {
      done();
      return;
    }
    void reply
      .status(405)
      .header('allow', [...allowed].sort().join(', '))
      .header('content-type', 'application/json; charset=utf-8')
      .send({
        statusCode: 405,
        error: 'Method Not Allowed',
        code: 'METHOD_NOT_ALLOWED',
        message: MESSAGE_METHOD_NOT_ALLOWED,
      });
  });
}
