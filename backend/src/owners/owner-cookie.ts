import { parse, serialize } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';

export const OWNER_COOKIE = 'bb_owner';
/** The owner's session cookie as an OpenAPI security scheme. */
export const OWNER_SESSION_SCHEME = 'ownerSession';
/** The session lasts 30 days after the last request that used it (sliding). */
export const OWNER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure in production (HTTPS only;
 * development runs on http://localhost).
 */
export function ownerCookie(token: string, secure: boolean): string {
  return serialize(OWNER_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: OWNER_SESSION_TTL_MS / 1000,
  });
}

export function clearedOwnerCookie(secure: boolean): string {
  return serialize(OWNER_COOKIE, '', { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 });
}

export function ownerCookieToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (header === undefined) return undefined;
  const value = parse(header)[OWNER_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
