import {
  applyDecorators,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerRequest } from '@nestjs/throttler';
import type { AppConfig, RateLimitConfig } from '../../config/app-config';

export const RATE_LIMITS = ['search', 'createBusiness', 'createReview', 'contact', 'adminPath', 'uploadUrl'] as const;
/** The named per-IP limits; their numbers come from configuration (THROTTLE_*, CONTACT_RATE_*). */
export type RateLimitName = (typeof RATE_LIMITS)[number];

/** The answer to every request over a per-IP limit. */
export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** A 429; the exception filter sends `retryAfterSeconds` as the Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = RATE_LIMIT_MESSAGE,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const RATE_LIMIT_KEY = 'branchenbuch:rate-limit';

/**
 * Puts a route under one named per-IP limit; routes without it are not limited and run no guard
 * at all (a global guard would cost every request a reflector lookup and a promise).
 */
export const RateLimit = (name: RateLimitName): MethodDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));

function limitOf(config: AppConfig, name: RateLimitName): RateLimitConfig {
  if (name !== 'contact') return config.throttle[name];
  return { limit: config.contact.rateLimit, windowMs: config.contact.rateWindowSeconds * 1000 };
}

/** Every limit, from configuration; a client over one is refused for the rest of its window. */
export function throttlerDefinitions(config: AppConfig): { name: RateLimitName; limit: number; ttl: number }[] {
  return RATE_LIMITS.map((name) => {
    const { limit, windowMs } = limitOf(config, name);
    return { name, limit, ttl: windowMs };
  });
}

/**
 * The throttler guard applies every configured throttler to every route; this one applies only
 * the limit a route names with @RateLimit, so each limit counts separately. Beyond the limit it
 * answers 429 with RATE_LIMIT_MESSAGE and Retry-After (the throttler adds Retry-After-<name>).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name !== this.limitOf(request.context)) return true;
    return super.handleRequest(request);
  }

  protected override throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire);
  }

  private limitOf(context: ExecutionContext): RateLimitName | undefined {
    return this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
