import type { IncomingMessage } from 'node:http';

/**
 * The API's major version (docs/api.md, "Versionen"). `/api/v1/…` is the same API as `/api/…`: the URL
 * is rewritten before routing, so both reach the same handler, guards, rate-limit counters, validation
 * and error bodies. `/api/…` stays version 1 for good; a version 2 would answer under `/api/v2/…` only.
 */
export const API_VERSION = 'v1';
export const UNVERSIONED_PREFIX = '/api';
export const VERSIONED_PREFIX = `${UNVERSIONED_PREFIX}/${API_VERSION}`;

/** `/api/v1`, `/api/v1/…` or `/api/v1?…` (not `/api/v10`). */
function hasVersionPrefix(url: string): boolean {
  const next = url.charAt(VERSIONED_PREFIX.length);
  return url.startsWith(VERSIONED_PREFIX) && (next === '' || next === '/' || next === '?');
}

/** Fastify's `rewriteUrl`: `/api/v1/businesses?…` → `/api/businesses?…`; every other URL as it is. */
export function withoutVersionPrefix(url: string): string {
  return hasVersionPrefix(url) ? UNVERSIONED_PREFIX + url.slice(VERSIONED_PREFIX.length) : url;
}

/**
 * An `/api/…` path as the client spells the API: with `/api/v1` when its request did, so the links it
 * is handed (Link header) keep the version it chose. `originalUrl` is the URL before the rewrite.
 */
export function inCallersVersion(request: { originalUrl: string }, path: string): string {
  if (!hasVersionPrefix(request.originalUrl) || !path.startsWith(`${UNVERSIONED_PREFIX}/`)) return path;
  return VERSIONED_PREFIX + path.slice(UNVERSIONED_PREFIX.length);
}

/** The rewrite as Fastify calls it (the raw request's URL is always set for HTTP requests and inject). */
export function rewriteVersionedUrl(request: IncomingMessage): string {
  return withoutVersionPrefix(request.url ?? '/');
}
