import { createHash, randomBytes } from 'node:crypto';

/** What randomToken() returns by default: 256 random bits in base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The one shape of an id (PostgreSQL's uuid, Node's randomUUID), in any letter case. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** `bytes` random bytes, URL-safe: session and edit tokens, generated secrets and passwords. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** What the database keeps instead of a token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return sha256(token).toString('hex');
}
