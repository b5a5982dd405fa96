import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming X-Request-Id may look like to be taken over (a proxy's id), else a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The one rule for request ids (Fastify's `genReqId`): the proxy's X-Request-Id when it is
 * well-formed, otherwise a new UUID. Everything else reads the result as `request.id`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
