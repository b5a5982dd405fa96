import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderScope, type RenderScope } from '../common/render-scope';

/** A call of the server bundle's API client, finished (frontend/src/lib/api-client.ts, ApiCall). */
export interface ApiCall {
  /** Upper-case. */
  method: string;
  /** Path and query string. */
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: unknown;
}

/** Its answer (ApiAnswer there). */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** N of `public, max-age=N`: how long the API lets anyone reuse an answer (0: not at all). */
function publicSeconds(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl.split(',').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  return directives.includes('public') && Number.isInteger(seconds) ? seconds : 0;
}

/** Answers kept at once; the public answers of one page (the operator's data) are few. */
const KEPT_ANSWERS = 100;
/** Only answers that hold for minutes are kept: a search's 30 seconds are for a visitor's own repeats. */
const KEPT_FROM_SECONDS = 300;

/** Whether an answer means the data could not be had (then the page is not kept and not answered as 200). */
function isFailure(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * The server bundle's API calls, answered in-process with `fastify.inject`, as requests of the page's visitor
 * (same address in logs), but not counted against the visitor's rate limits: the page's render limit counted
 * them (render-scope.ts). A GET the API marks `public` for at least five minutes (the operator's
 * data, `GET /api/site`) is answered from the first answer for as long, or until a write is accepted: every page
 * asks for it, and it changes only with a deployment.
 */
export class InProcessApi {
  private readonly kept = new LRUCache<string, ApiAnswer>({ max: KEPT_ANSWERS });

  constructor(private readonly fastify: FastifyInstance) {}

  /** Runs a page's render; the calls it makes are the visitor's. The scope tells whether one of them failed. */
  async forVisitor<T>(request: FastifyRequest, render: () => Promise<T>): Promise<{ result: T; scope: RenderScope }> {
    const scope: RenderScope = {
      remoteAddress: request.ip,
      requestId: String(request.id),
      failed: false,
      retryAfterSeconds: undefined,
    };
    const result = await renderScope.run(scope, render);
    return { result, scope };
  }

  /** A write was accepted: kept answers may be outdated. */
  forget(): void {
    this.kept.clear();
  }

  async answer(call: ApiCall): Promise<ApiAnswer> {
    const key = call.method === 'GET' ? call.url : undefined;
    const kept = key === undefined ? undefined : this.kept.get(key);
    if (kept !== undefined) return kept;
    const scope = renderScope.getStore();
    const headers = { ...call.headers };
    if (scope !== undefined) headers['x-request-id'] = scope.requestId;
    const inject: InjectOptions = {
      method: call.method as InjectOptions['method'],
      url: call.url,
      headers,
      remoteAddress: scope?.remoteAddress ?? '127.0.0.1',
    };
    if (typeof call.body === 'string') inject.payload = call.body;
    let response: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      response = await this.fastify.inject(inject);
    } catch (error) {
      if (scope !== undefined) scope.failed = true;
      throw error;
    }
    if (scope !== undefined && isFailure(response.statusCode)) {
      scope.failed = true;
      const retryAfter = Number(response.headers['retry-after']);
      if (Number.isInteger(retryAfter) && retryAfter > (scope.retryAfterSeconds ?? 0))
        scope.retryAfterSeconds = retryAfter;
    }
    const answer = { status: response.statusCode, headers: response.headers, body: response.body };
    const seconds = publicSeconds(response.headers['cache-control']);
    if (key !== undefined && response.statusCode === 200 && seconds >= KEPT_FROM_SECONDS) {
      this.kept.set(key, answer, { ttl: seconds * 1000 });
    }
    return answer;
  }
}
