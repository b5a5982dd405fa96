import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import type { ThrottlerStorageRecord } from './memory-throttler.storage';

/**
 * One atomic step of a fixed-window counter with blocking (times in milliseconds):
 * while the block key lives, report blocked; otherwise count the hit, start the window on
 * the first hit, and block for `blockDuration` once the count exceeds the limit.
 * Returns {hits, msUntilWindowEnds, blocked (0/1), msUntilBlockEnds}.
 */
const INCREMENT_SCRIPT = `
local hits_key = KEYS[1]
local block_key = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block_duration = tonumber(ARGV[3])

local block_ttl = redis.call('PTTL', block_key)
if block_ttl > 0 then
  local hits = tonumber(redis.call('GET', hits_key)) or 0
  local hits_ttl = redis.call('PTTL', hits_key)
  if hits_ttl < 0 then hits_ttl = 0 end
  return { hits, hits_ttl, 1, block_ttl }
end

local hits = redis.call('INCR', hits_key)
local hits_ttl = redis.call('PTTL', hits_key)
if hits == 1 or hits_ttl < 0 then
  redis.call('PEXPIRE', hits_key, ttl)
  hits_ttl = ttl
end
if hits > limit then
  redis.call('SET', block_key, '1', 'PX', block_duration)
  return { hits, hits_ttl, 1, block_duration }
end
return { hits, hits_ttl, 0, 0 }
`;

type IncrementReply = [hits: number, windowMs: number, blocked: 0 | 1, blockMs: number];

interface RedisWithThrottle extends Redis {
  throttleIncrement(
    hitsKey: string,
    blockKey: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<IncrementReply>;
}

/**
 * Throttler counters in Redis, so limits hold across API replicas. Each increment is one Lua
 * script, atomic on the server. When Redis is unreachable requests are let through (and
 * logged): rate limiting protects the service, it must not take it down.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: RedisWithThrottle;
  private closed = false;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
  ) {
    redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    this.redis = redis as RedisWithThrottle;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // The hash tag keeps both keys of one counter in the same Redis Cluster slot.
    const base = `${this.keyPrefix}throttle:{${throttlerName}:${key}}`;
    try {
      const [hits, windowMs, blocked, blockMs] = await this.redis.throttleIncrement(
        `${base}:hits`,
        `${base}:blocked`,
        ttl,
        limit,
        blockDuration,
      );
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(windowMs / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockMs / 1000),
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'Redis for rate limits unreachable; letting the request through');
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // QUIT needs a live connection; a client that never connected (or gave up) is just dropped.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
