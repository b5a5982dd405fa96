import { MemoryThrottlerStorage } from './memory-throttler.storage';

describe('MemoryThrottlerStorage', () => {
  let now: number;
  let storage: MemoryThrottlerStorage;

  beforeEach(() => {
    now = 0;
    storage = new MemoryThrottlerStorage({ now: () => new Date(now) });
  });

  it('counts hits per key in the window and blocks above the limit', async () => {
    const hit = (key = 'ip-a') => storage.increment(key, 600_000, 2, 600_000, 'contact');

    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 600, isBlocked: false, timeToBlockExpire: 0 });
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toEqual({ totalHits: 3, timeToExpire: 600, isBlocked: true, timeToBlockExpire: 600 });
    expect((await hit('ip-b')).isBlocked).toBe(false);

    now += 600_001;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts each throttler separately and does not count while blocked', async () => {
    await storage.increment('ip', 60_000, 1, 30_000, 'search');
    expect(await storage.increment('ip', 60_000, 1, 30_000, 'search')).toMatchObject({ totalHits: 2, isBlocked: true });
    expect(await storage.increment('ip', 60_000, 1, 30_000, 'search')).toMatchObject({ totalHits: 2, isBlocked: true });
    expect((await storage.increment('ip', 60_000, 1, 30_000, 'createReview')).totalHits).toBe(1);
  });

  it('reports the rest of the window and of the block, and lifts the block when it ends', async () => {
    const hit = () => storage.increment('ip', 5_000, 1, 7_000, 'search');
    await hit();
    now += 1_000;
    expect(await hit()).toEqual({ totalHits: 2, timeToExpire: 4, isBlocked: true, timeToBlockExpire: 7 });
    // The window is over, the block is not: still refused, with no hits left to report.
    now += 5_000;
    expect(await hit()).toEqual({ totalHits: 0, timeToExpire: 0, isBlocked: true, timeToBlockExpire: 2 });
    now += 2_000;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 5, isBlocked: false, timeToBlockExpire: 0 });
  });
});
