import { applyDecorators, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config';

export const RATE_LIMITS = ['search', 'createBusiness', 'createReview'] as const;
/** The named per-IP limits; their numbers come from configuration (THROTTLE_*). */
export type RateLimitName = (typeof RATE_LIMITS)[number];

export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

const RATE_LIMIT_KEY = 'branchenbuch:rate-limit';

/**
 * Puts a route under one named per-IP limit; routes without it are not limited and run no guard
 * at all (a global guard would cost every request a reflector lookup and a promise).
 */
export const RateLimit = (name: RateLimitName): MethodDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));

export function throttlerDefinitions(config: AppConfig): { name: RateLimitName; limit: number; ttl: number }[] {
  return RATE_LIMITS.map((name) => ({ name, limit: config.throttle[name].limit, ttl: config.throttle[name].windowMs }));
}

/**
 * The throttler guard applies every configured throttler to every route; this one applies only
 * the limit a route names with @RateLimit, so search, entries and reviews count separately.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name !== this.limitOf(request.context)) return true;
    return super.handleRequest(request);
  }

  private limitOf(context: ExecutionContext): RateLimitName | undefined {
    return this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
