import { Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { Clock } from '../clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MemoryThrottlerStorage } from './memory-throttler.storage';
import { throttlerDefinitions } from './rate-limit';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/**
 * The one store of every rate-limit counter: in memory, or in Redis (the application's one
 * Redis client, keys under REDIS_KEY_PREFIX) when REDIS_URL is set. Owning it here lets Nest
 * close the Redis connection on shutdown.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock): ThrottlerStorage => {
        if (config.redisUrl === undefined) return new MemoryThrottlerStorage(clock);
        const redis = new Redis(config.redisUrl, {
          // Fail fast so a Redis outage lets requests through instead of stalling them.
          connectTimeout: 2000,
          commandTimeout: 1000,
          maxRetriesPerRequest: 1,
        });
        return new RedisThrottlerStorage(redis, config.redisKeyPrefix);
      },
    },
  ],
  exports: [RATE_LIMIT_STORE],
})
class RateLimitStoreModule {}

/** Every per-IP limit (see @RateLimit); failed admin logins are counted by AdminAuthService. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [APP_CONFIG, RATE_LIMIT_STORE],
      useFactory: (config: AppConfig, storage: ThrottlerStorage) => ({
        throttlers: throttlerDefinitions(config),
        storage,
      }),
    }),
  ],
})
export class ThrottlingModule {}
