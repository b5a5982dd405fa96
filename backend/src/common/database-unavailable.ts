/**
 * Tells a database outage (server down, restarting, connection lost or refused) from other
 * errors, so a request during one is answered 503 with Retry-After instead of 500
 * (HttpExceptionFilter). Looks through TypeORM's `driverError`, `cause` and AggregateError.
 */

/** What the 503 tells clients to wait; about what a restart of PostgreSQL takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (shutting
 * down, crashed, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres reports lost or timed-out connections by message only. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors, syscall } = error as ErrorLike;
  if (typeof code === 'string' && UNAVAILABLE_STATES.test(code)) return true;
  // A failure of the driver's own socket (connect, read, write: `syscall` set). A client hanging up on its request
  // is an ECONNRESET too ("aborted", without syscall), but no outage of the database.
  if (typeof code === 'string' && NETWORK_CODES.has(code) && typeof syscall === 'string') return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
