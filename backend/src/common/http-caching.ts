import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { hash } from 'node:crypto';

/**
 * How long browsers and shared caches may reuse a public answer. Every one carries an ETag, so
 * reuse after that costs a 304 without a body.
 * - `list`: search results. Half a minute of reuse lets browsers and a CDN answer repeated
 *   searches; it delays at most a new rating on a card, or a new entry in a search its owner
 *   repeats word for word within that half minute (the entry page itself always revalidates).
 *   Once entries are listed only after review (issue 13), that delay hides nothing.
 * - `revalidate`: an entry, its reviews and its rating. Asked again on every use, so a visitor
 *   sees their review, the new average and an owner their edit at once.
 * - `static`: the operator's data and robots.txt, which change only with a new deployment.
 * - `sitemap`: the sitemap files. Crawlers read them now and then; an hour-old list is current enough.
 */
export const CACHE_CONTROL = {
  list: 'public, max-age=30',
  revalidate: 'no-cache',
  static: 'public, max-age=300',
  sitemap: 'public, max-age=3600',
} as const;

export type CachePolicy = keyof typeof CACHE_CONTROL;

declare module 'fastify' {
  interface FastifyContextConfig {
    httpCache?: CachePolicy;
  }
}

/** Everything under /api without a policy — admin, writes, errors, health — must not be stored. */
const NO_STORE = 'no-store';

/**
 * Marks a public GET as cacheable: ETag from its body, Cache-Control by policy, 304 on If-None-Match.
 * This is the handler's Fastify route config, of which Nest keeps one per handler.
 */
export function HttpCache(policy: CachePolicy): MethodDecorator {
  return applyDecorators(
    RouteConfig({ httpCache: policy }),
    ApiResponse({ status: 304, description: 'Unverändert: If-None-Match nannte das aktuelle ETag; ohne Rumpf' }),
  );
}

/**
 * A weak ETag: compression changes the bytes but not the meaning, so one tag serves every
 * encoding. The pagination headers belong to the representation: a page whose items stay the
 * same while the total changes must not be answered with 304.
 */
function entityTag(payload: string | Buffer, headers: string): string {
  // A binary body is hashed as its bytes, not as the UTF-8 text `+` would have made of it.
  const representation = headers === '' ? payload : Buffer.concat([Buffer.from(payload), Buffer.from(headers)]);
  // One-shot hashing: cheaper than createHash() for the small bodies most answers have.
  return `W/"${hash('sha1', representation, 'base64url')}"`;
}

function representationHeaders(reply: FastifyReply): string {
  let headers = '';
  for (const name of ['x-total-count', 'link']) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers += `\n${name}: ${String(value)}`;
  }
  return headers;
}

/** Weak comparison (RFC 9110, 13.1.2): `*`, or any listed tag equal apart from a `W/` prefix. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

/** The onSend hook of one cacheable route: ETag, Cache-Control and 304 for its 200 answers to GET and HEAD. */
function cachingHook(cacheControl: string): onSendHookHandler {
  // The route's last text answer and its tag: the same answer again (fixed data, an entry many ask for) is compared,
  // which costs less than hashing it.
  let last = { payload: '', headers: '', etag: '' };
  return (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    const headers = representationHeaders(reply);
    let etag: string;
    if (last.etag !== '' && payload === last.payload && headers === last.headers) {
      etag = last.etag;
    } else {
      etag = entityTag(payload, headers);
      if (typeof payload === 'string') last = { payload, headers, etag };
    }
    // Caches must keep compressed and uncompressed answers apart, also when this one is too small to compress.
    void reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      void reply.code(304).removeHeader('content-type');
      done(null, null);
      return;
    }
    done(null, payload);
  };
}

/**
 * Every answer under /api is `no-store` unless its route has a policy (@HttpCache) or its handler
 * set Cache-Control; paths outside /api (images, the SPA and its files) keep their own headers.
 * A route with a policy gets its own onSend hook, so the others pay nothing for it. Must be
 * registered before @fastify/compress: its route hooks then run after ours, and the ETag is
 * computed from, and a 304 replaces, the uncompressed body.
 */
export function registerHttpCaching(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
  fastify.addHook('onRoute', (route) => {
    const policy = route.config?.httpCache;
    if (policy === undefined || ![route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...hooks, cachingHook(CACHE_CONTROL[policy])];
  });
}
