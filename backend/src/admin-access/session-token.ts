import { DomainError } from '../common/domain-error';
import type { IncomingHttpHeaders } from 'node:http';
import { MESSAGE_NO_SESSION, MESSAGE_BEARER_REQUIRED } from './admin-access-messages';

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The session token from `x-admin-session` (Node lower-cases header names, so any spelling
 * works) or from `Authorization: Bearer <token>` (the scheme in any case); throws the German 401 the spec names.
 */
export function extractSessionToken(headers: IncomingHttpHeaders): string {
  const sessionHeader = single(headers['x-admin-session']);
  if (sessionHeader !== undefined) return sessionHeader;
  const authorization = single(headers.authorization);
  if (authorization !== undefined) {
    // The scheme's name is case-insensitive (RFC 9110, 11.1): `bearer` is `Bearer`.
    const match = /^Bearer +(\S+)$/i.exec(authorization);
    if (match === null) throw DomainError.unauthenticated(MESSAGE_BEARER_REQUIRED);
    return match[1];
  }
  throw DomainError.unauthenticated(MESSAGE_NO_SESSION);
}
