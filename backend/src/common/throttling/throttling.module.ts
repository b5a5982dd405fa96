import { Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RATE_LIMIT_MESSAGE, throttlerDefinitions } from './rate-limit';
import { RedisThrottlerStorage } from './redis-throttler.storage';

export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/** Owns the storage so Nest closes its Redis connection on shutdown. */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ThrottlerStorage => {
        if (config.redisUrl === undefined) return new ThrottlerStorageService();
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
  exports: [RATE_LIMIT_STORAGE],
})
class RateLimitStorageModule {}

/** Per-IP limits on search, entry creation and review posting (see @RateLimit). */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [APP_CONFIG, RATE_LIMIT_STORAGE],
      useFactory: (config: AppConfig, storage: ThrottlerStorage) => ({
        throttlers: throttlerDefinitions(config),
        storage,
        errorMessage: RATE_LIMIT_MESSAGE,
      }),
    }),
  ],
})
export class ThrottlingModule {}
