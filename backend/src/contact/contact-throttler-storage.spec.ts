import { Logger } from '@nestjs/common';
import { MemoryRateLimitStore, type RateLimitStore } from '../common/fixed-window-limiter';
import { SharedThrottlerStorage } from './contact-throttler-storage';

describe('SharedThrottlerStorage', () => {
  it('counts hits per key in the window and blocks above the limit', async () => {
    let now = 0;
    const storage = new SharedThrottlerStorage(new MemoryRateLimitStore({ now: () => new Date(now) }));
    const hit = (key = 'ip-a') => storage.increment(key, 600_000, 2, 600_000, 'contact');

    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 600, isBlocked: false, timeToBlockExpire: 0 });
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toEqual({ totalHits: 3, timeToExpire: 600, isBlocked: true, timeToBlockExpire: 600 });
    expect((await hit('ip-b')).isBlocked).toBe(false);

    now += 600_001;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('lets requests through when the store fails', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('Redis weg')) };
    const record = await new SharedThrottlerStorage(broken).increment('ip', 1000, 1, 1000, 'contact');
    expect(record.isBlocked).toBe(false);
  });
});
