import { Global, Inject, Injectable, Logger, Module, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Clock } from './clock';

/** Counts hits per key in fixed windows; the answer says whether the hit is within the limit. */
export interface RateLimitStore {
  /** Registers one hit and returns the number of hits in the key's current window. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** One process only: enough for the default run mode, not for several replicas. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) this.prune(now);
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return Promise.resolve(1);
    }
    window.count += 1;
    return Promise.resolve(window.count);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Shared by all replicas: the window starts with the first hit and expires in Redis. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const results = await this.redis
      .multi()
      .set(`ratelimit:${key}`, '0', 'PX', windowMs, 'NX')
      .incr(`ratelimit:${key}`)
      .exec();
    const count = results?.[1]?.[1];
    if (typeof count !== 'number') throw new Error('Redis lieferte keinen Zählerstand');
    return count;
  }
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

@Injectable()
class RedisConnection implements OnModuleDestroy {
  readonly client: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client =
      config.redisUrl === undefined
        ? undefined
        : new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client !== undefined && this.client.status !== 'end' && this.client.status !== 'wait') {
      await this.client.quit().catch(() => undefined);
    }
  }
}

@Global()
@Module({
  providers: [
    RedisConnection,
    {
      provide: RATE_LIMIT_STORE,
      inject: [RedisConnection, Clock],
      useFactory: (connection: RedisConnection, clock: Clock): RateLimitStore =>
        connection.client === undefined ? new MemoryRateLimitStore(clock) : new RedisRateLimitStore(connection.client),
    },
  ],
  exports: [RATE_LIMIT_STORE],
})
export class RateLimitModule {}

/** A named limit, e.g. 10 admin path checks per IP and minute. */
export class FixedWindowLimiter {
  private readonly logger = new Logger(FixedWindowLimiter.name);

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: { name: string; limit: number; windowMs: number },
  ) {}

  /** True while the key is within its limit. A broken store lets requests through rather than locking everyone out. */
  async allow(key: string): Promise<boolean> {
    try {
      const count = await this.store.hit(`${this.options.name}:${key}`, this.options.windowMs);
      return count <= this.options.limit;
    } catch (error) {
      this.logger.warn({ err: error }, `Rate-Limit-Speicher nicht erreichbar (${this.options.name})`);
      return true;
    }
  }
}
