import { ServiceUnavailableException } from '@nestjs/common';

/**
 * A 503 of a request the server declines for now (too busy, or too costly at this moment); the exception filter sends
 * `retryAfterSeconds` as the Retry-After header.
 */
export class ServiceBusyException extends ServiceUnavailableException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}
