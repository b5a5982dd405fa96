import {
  applyDecorators,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { AppConfig, RateLimitConfig } from '../../config/app-config';

export const RATE_LIMITS = [
  'search',
  'read',
  'createBusiness',
  'createReview',
  'reportReview',
  'contact',
  'adminPath',
  'uploadUrl',
] as const;
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
/** The OpenAPI extension naming an operation's limit; buildOpenApiDocument documents it (openapi.ts). */
export const RATE_LIMIT_EXTENSION = 'x-rate-limit';

/**
 * The response headers of every limited route (also on 429), exposed through CORS:
 * the IETF fields (draft-ietf-httpapi-ratelimit-headers: `RateLimit-Policy: "search";q=120;w=60`,
 * `RateLimit: "search";r=117;t=42`) and the common X-RateLimit-Limit/-Remaining/-Reset (seconds).
 */
export const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
] as const;

/**
 * Puts a route under one named per-IP limit; routes without it are not limited and run no guard
 * at all (a global guard would cost every request a reflector lookup and a promise).
 */
export const RateLimit = (name: RateLimitName): MethodDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, name),
    UseGuards(RateLimitGuard),
    ApiExtension(RATE_LIMIT_EXTENSION, name),
  );

export function limitOf(config: AppConfig, name: RateLimitName): RateLimitConfig {
  if (name !== 'contact') return config.throttle[name];
  return { limit: config.contact.rateLimit, windowMs: config.contact.rateWindowSeconds * 1000 };
}

/**
 * Every limit, from configuration; a client over one is refused for the rest of its window. The
 * throttler's own headers (suffixed with the limit's name) are off: RateLimitGuard sends one set.
 */
export function throttlerDefinitions(
  config: AppConfig,
): { name: RateLimitName; limit: number; ttl: number; setHeaders: false }[] {
  return RATE_LIMITS.map((name) => {
    const { limit, windowMs } = limitOf(config, name);
    return { name, limit, ttl: windowMs, setHeaders: false };
  });
}

/**
 * The throttler guard applies every configured throttler to every route; this one applies only
 * the limit a route names with @RateLimit, so each limit counts separately, and sends
 * RATE_LIMIT_HEADERS. Beyond the limit it answers 429 with RATE_LIMIT_MESSAGE and Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /**
   * Applies the one limit the route names. ThrottlerGuard's own canActivate walks every configured throttler (eight
   * here), each with six metadata lookups and three awaits for per-route overrides this project never sets
   * (@Throttle, @SkipThrottle), to let all but one of them pass. The numbers are the module's (throttlerDefinitions),
   * and so are the tracker (the client's address) and the key (its hash): the module sets no others.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.limitOf(context);
    const throttler = this.throttlers.find((candidate) => candidate.name === name);
    if (name === undefined || throttler === undefined) return true;
    const { limit, ttl, blockDuration = ttl } = throttler;
    if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number') {
      throw new Error(`The "${name}" rate limit must be configured with numbers (throttlerDefinitions)`);
    }
    const { req, res } = this.getRequestResponse(context);
    const key = this.generateKey(context, await this.getTracker(req), name);
    const hits = await this.storageService.increment(key, ttl, limit, blockDuration, name);
    const windowSeconds = Math.ceil(ttl / 1000);
    const remaining = hits.isBlocked ? 0 : Math.max(0, limit - hits.totalHits);
    const reset = hits.isBlocked ? hits.timeToBlockExpire : hits.timeToExpire;
    const reply = res as FastifyReply;
    void reply.header('RateLimit-Policy', `"${name}";q=${limit};w=${windowSeconds}`);
    void reply.header('RateLimit', `"${name}";r=${remaining};t=${reset}`);
    void reply.header('X-RateLimit-Limit', limit);
    void reply.header('X-RateLimit-Remaining', remaining);
    void reply.header('X-RateLimit-Reset', reset);
    if (hits.isBlocked) throw new TooManyRequestsException(hits.timeToBlockExpire);
    return true;
  }

  private limitOf(context: ExecutionContext): RateLimitName | undefined {
    return this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
