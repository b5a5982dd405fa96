import { DomainError } from './domain-error';

/**
 * A 503 of a request the server declines for now (too busy, or too costly at this moment); the exception filter sends
 * `retryAfterSeconds` as the Retry-After header and logs nothing (load shedding, not a fault).
 */
export class ServiceBusyException extends DomainError {
  constructor(retryAfterSeconds: number, message: string) {
    super('unavailable', message, { retryAfterSeconds });
  }
}
