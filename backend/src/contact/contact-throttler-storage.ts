import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/fixed-window-limiter';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on the application's fixed-window store, so the contact limit is
 * counted in Redis and holds across API replicas (in memory in the default run mode).
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(SharedThrottlerStorage.name);

  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async increment(
    key: string,
    ttlMs: number,
    limit: number,
    _blockDurationMs: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    let totalHits: number;
    try {
      totalHits = await this.store.hit(`throttle:${throttlerName}:${key}`, ttlMs);
    } catch (error) {
      // A broken store lets the message through rather than refusing every visitor.
      this.logger.warn({ err: error }, `Rate-Limit-Speicher nicht erreichbar (${throttlerName})`);
      totalHits = 0;
    }
    // The fixed window's exact end is not reported; the whole window is the safe upper bound.
    const windowSeconds = Math.ceil(ttlMs / 1000);
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire: windowSeconds, isBlocked, timeToBlockExpire: isBlocked ? windowSeconds : 0 };
  }
}
