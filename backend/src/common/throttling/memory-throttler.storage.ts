import type { ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../clock';

export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Counter {
  hits: number;
  windowEndsAt: number;
  blockedUntil: number;
}

/** Counters are dropped once this many pile up, as far as their window and block are over. */
const PRUNE_ABOVE = 10_000;

/**
 * The counters of one process, for the default run mode (REDIS_URL unset): the same fixed
 * window with blocking as RedisThrottlerStorage's script, on the injected clock.
 */
export class MemoryThrottlerStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly clock: Clock) {}

  readonly increment: ThrottlerStorage['increment'] = (key, ttl, limit, blockDuration, throttlerName) => {
    const now = this.clock.now().getTime();
    if (this.counters.size > PRUNE_ABOVE) this.prune(now);
    const id = `${throttlerName}:${key}`;
    let counter = this.counters.get(id);
    if (counter === undefined) {
      counter = { hits: 0, windowEndsAt: 0, blockedUntil: 0 };
      this.counters.set(id, counter);
    }
    if (counter.windowEndsAt <= now) counter.hits = 0;
    const blocked = counter.blockedUntil > now;
    if (!blocked) {
      if (counter.hits === 0) counter.windowEndsAt = now + ttl;
      counter.hits += 1;
      if (counter.hits > limit) counter.blockedUntil = now + blockDuration;
    }
    const isBlocked = counter.blockedUntil > now;
    return Promise.resolve({
      totalHits: counter.hits,
      timeToExpire: Math.ceil(Math.max(0, counter.windowEndsAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((counter.blockedUntil - now) / 1000) : 0,
    });
  };

  private prune(now: number): void {
    for (const [id, counter] of this.counters) {
      if (counter.windowEndsAt <= now && counter.blockedUntil <= now) this.counters.delete(id);
    }
  }
}
