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
import { ThrottlerGuard, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig, RateLimitConfig } from '../../config/app-config';
import { isServerRenderCall } from '../render-scope';
import { hashToken, sha256 } from '../crypto';
import { RATE_LIMIT_MESSAGE } from '../common-messages';

export const RATE_LIMITS = [
  'search',
  'read',
  'createBusiness',
  'createReview',
  'reportReview',
  'contact',
  'adminPath',
  'uploadUrl',
  'render',
  'editBusiness',
  'ownerLogin',
  'claim',
] as const;
/** The named per-IP limits; their numbers come from configuration (THROTTLE_*, CONTACT_RATE_*). */
export type RateLimitName = (typeof RATE_LIMITS)[number];

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

/**
 * Counts one request against `limit` for a subject other than the client's address (an e-mail address, which
 * requests from many addresses may name), in the same store as the per-IP limits; 429 beyond it. The subject is
 * kept only as a hash.
 */
export async function countPerSubject(
  storage: ThrottlerStorage,
  name: string,
  { limit, windowMs }: RateLimitConfig,
  subject: string,
): Promise<void> {
  const hits = await storage.increment(`${name}-${hashToken(subject)}`, windowMs, limit, windowMs, name);
  if (hits.isBlocked) throw new TooManyRequestsException(hits.timeToBlockExpire);
}

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
   * and so is the tracker (the client's address); the counter is the limit's, not the route's (countRequest).
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.limitOf(context);
    if (limit === null) return true;
    // The page render's own calls were counted as the page's render (ssr/server-renderer.ts), not again here.
    if (isServerRenderCall()) return true;
    const { req, res } = this.getRequestResponse(context);
    // The tracker (the normalised address) only depends on the request's address, so its counter key is kept.
    const address = (req as FastifyRequest).ip;
    const key = counterKeys.get(address) ?? keepCounterKey(address, counterKeyOf(await this.getTracker(req)));
    const hit = await countByKey(this.storageService, limit, key);
    sendRateLimitHeaders(res as FastifyReply, hit);
    if (hit.blocked) throw new TooManyRequestsException(hit.retryAfterSeconds);
    return true;
  }

  /** The route's limit, looked up once per handler: the metadata lookups cost more than the counting. */
  private limitOf(context: ExecutionContext): RouteLimit | null {
    const handler = context.getHandler();
    let limit = this.routeLimits.get(handler);
    if (limit === undefined) {
      const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
        handler,
        context.getClass(),
      ]);
      const throttler = this.throttlers.find((candidate) => candidate.name === name);
      limit = name === undefined || throttler === undefined ? null : routeLimitOf(name, throttler);
      this.routeLimits.set(handler, limit);
    }
    return limit;
  }

  private readonly routeLimits = new WeakMap<object, RouteLimit | null>();
}

/** A named limit with its policy header, which is the same for every request. */
interface RouteLimit extends RateLimitConfig {
  name: RateLimitName;
  policy: string;
}

function routeLimitOf(name: RateLimitName, { limit, ttl }: { limit: unknown; ttl: unknown }): RouteLimit {
  if (typeof limit !== 'number' || typeof ttl !== 'number') {
    throw new Error(`The "${name}" rate limit must be configured with numbers (throttlerDefinitions)`);
  }
  return { name, limit, windowMs: ttl, policy: policyOf(name, limit, ttl) };
}

function policyOf(name: RateLimitName, limit: number, windowMs: number): string {
  return `"${name}";q=${limit};w=${Math.ceil(windowMs / 1000)}`;
}

/** Counter keys of recent addresses; emptied when it grows past this, like the memory store's counters. */
const COUNTER_KEYS_KEPT = 10_000;

const counterKeys = new Map<string, string>();

function keepCounterKey(address: string, key: string): string {
  if (counterKeys.size >= COUNTER_KEYS_KEPT) counterKeys.clear();
  counterKeys.set(address, key);
  return key;
}

/** The counter's key is the address's hash, so Redis holds no client addresses. */
function counterKeyOf(address: string): string {
  return sha256(address).toString('hex');
}

/** One request counted against a named limit. */
export interface RateLimitHit {
  name: RateLimitName;
  limit: number;
  /** The RateLimit-Policy header. */
  policy: string;
  remaining: number;
  /** Seconds until the window (or the block) ends. */
  reset: number;
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one request of `address` against the limit `name`. One counter per limit and address: every route
 * under the same named limit shares it (ThrottlerGuard's own key adds the route, so each route had its own).
 * The counter's key is the address's hash, so Redis holds no client addresses.
 */
export async function countRequest(
  storage: ThrottlerStorage,
  throttler: { name: RateLimitName } & RateLimitConfig,
  address: string,
): Promise<RateLimitHit> {
  const { name, limit, windowMs } = throttler;
  return countByKey(storage, { ...throttler, policy: policyOf(name, limit, windowMs) }, counterKeyOf(address));
}

async function countByKey(storage: ThrottlerStorage, throttler: RouteLimit, key: string): Promise<RateLimitHit> {
  const { name, limit, windowMs, policy } = throttler;
  const hits = await storage.increment(key, windowMs, limit, windowMs, name);
  return {
    name,
    limit,
    policy,
    remaining: hits.isBlocked ? 0 : Math.max(0, limit - hits.totalHits),
    reset: hits.isBlocked ? hits.timeToBlockExpire : hits.timeToExpire,
    blocked: hits.isBlocked,
    retryAfterSeconds: hits.timeToBlockExpire,
  };
}

/** RATE_LIMIT_HEADERS of a counted request (Retry-After comes with the 429). */
export function sendRateLimitHeaders(reply: FastifyReply, hit: RateLimitHit): void {
  void reply.header('RateLimit-Policy', hit.policy);
  void reply.header('RateLimit', `"${hit.name}";r=${hit.remaining};t=${hit.reset}`);
  void reply.header('X-RateLimit-Limit', hit.limit);
  void reply.header('X-RateLimit-Remaining', hit.remaining);
  void reply.header('X-RateLimit-Reset', hit.reset);
}
