import type { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { SpecialHoursRow } from './opening-calendar';
import { SpecialHoursService } from './special-hours.service';

const NOON = new Date('2026-12-07T11:00:00Z');

function specialRow(businessId: string, day: string): SpecialHoursRow {
  return { businessId, startsOn: day, endsOn: day, opens: '10:00', closes: '12:00', note: null } as SpecialHoursRow;
}

/** A data source whose snapshot reads are answered by the test, one at a time, in order. */
function readsByHand() {
  const pending: { resolve: (rows: SpecialHoursRow[]) => void; reject: (error: Error) => void }[] = [];
  const dataSource = {
    query: jest.fn(
      () =>
        new Promise<SpecialHoursRow[]>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
    transaction: jest.fn(() => Promise.resolve()),
  };
  return { dataSource, pending };
}

describe('SpecialHoursService snapshot', () => {
  let wallClock: number;
  let nowSpy: jest.SpyInstance<number, []>;
  const clock: Clock = { now: () => NOON };

  beforeEach(() => {
    wallClock = 1_000_000;
    nowSpy = jest.spyOn(Date, 'now').mockImplementation(() => wallClock);
  });
  afterEach(() => nowSpy.mockRestore());

  function service(dataSource: unknown): SpecialHoursService {
    return new SpecialHoursService(dataSource as DataSource, clock);
  }

  /** A service whose first calendar (business "a" special today) has been read, and the clock a minute on. */
  async function readOnceAMinuteAgo() {
    const { dataSource, pending } = readsByHand();
    const hours = service(dataSource);
    const first = hours.calendarAt(NOON);
    pending[0].resolve([specialRow('a', '2026-12-07')]);
    const kept = await first;
    wallClock += 61_000;
    return { dataSource, pending, hours, kept };
  }

  const nextTick = () => new Promise((resolve) => setImmediate(resolve));

  it('reads the day once within its minute', async () => {
    const { dataSource, pending } = readsByHand();
    const hours = service(dataSource);
    const first = hours.calendarAt(NOON);
    pending[0].resolve([specialRow('a', '2026-12-07')]);
    expect((await first).todayOf('a')).toBeDefined();
    wallClock += 59_000;
    expect(await hours.calendarAt(NOON)).toBe(await first);
    expect(dataSource.query).toHaveBeenCalledTimes(1);
  });

  it('answers from the kept calendar while the next one is read, then from the next', async () => {
    const { dataSource, pending, hours, kept } = await readOnceAMinuteAgo();
    // The next read has not answered: the kept calendar does, and only one read is under way.
    expect(await hours.calendarAt(NOON)).toBe(kept);
    expect(await hours.calendarAt(NOON)).toBe(kept);
    expect(dataSource.query).toHaveBeenCalledTimes(2);
    pending[1].resolve([specialRow('b', '2026-12-07')]);
    await nextTick();
    const next = await hours.calendarAt(NOON);
    expect(next).not.toBe(kept);
    expect(next.todayOf('b')).toBeDefined();
    expect(next.todayOf('a')).toBeUndefined();
  });

  it('keeps the calendar when the next read fails', async () => {
    const { dataSource, pending, hours, kept } = await readOnceAMinuteAgo();
    expect(await hours.calendarAt(NOON)).toBe(kept);
    pending[1].reject(new Error('connection lost'));
    await nextTick();
    expect(await hours.calendarAt(NOON)).toBe(kept);
    // A minute on, it is read again.
    wallClock += 61_000;
    expect(await hours.calendarAt(NOON)).toBe(kept);
    expect(dataSource.query).toHaveBeenCalledTimes(3);
  });

  it('does not let a read begun before a write replace what the write renewed', async () => {
    const { pending, hours } = await readOnceAMinuteAgo();
    await hours.calendarAt(NOON); // starts the background read (pending[1])
    const written = hours.replace('a', []);
    await nextTick();
    pending[2].resolve([]); // the list after the write
    await written;
    const afterWrite = hours.calendarAt(NOON); // reads anew (pending[3])
    pending[1].resolve([specialRow('a', '2026-12-07')]); // the stale read answers late
    pending[3].resolve([]);
    expect((await afterWrite).todayOf('a')).toBeUndefined();
    await nextTick();
    expect((await hours.calendarAt(NOON)).todayOf('a')).toBeUndefined();
  });

  it('waits for the read on a new day', async () => {
    const { dataSource, pending } = readsByHand();
    const hours = service(dataSource);
    const first = hours.calendarAt(NOON);
    pending[0].resolve([specialRow('a', '2026-12-07')]);
    await first;
    const tomorrow = new Date(NOON.getTime() + 24 * 3_600_000);
    const next = hours.calendarAt(tomorrow);
    pending[1].resolve([specialRow('c', '2026-12-08')]);
    const calendar = await next;
    expect(calendar.day).toBe('2026-12-08');
    expect(calendar.todayOf('c')).toBeDefined();
  });

  it('reads the calendar at start-up, and a failure there is left to the first search', async () => {
    const { dataSource, pending } = readsByHand();
    const hours = service(dataSource);
    hours.onApplicationBootstrap();
    expect(dataSource.query).toHaveBeenCalledTimes(1);
    pending[0].reject(new Error('database down'));
    await nextTick();
    const again = hours.calendarAt(NOON);
    expect(dataSource.query).toHaveBeenCalledTimes(2);
    pending[1].resolve([]);
    expect((await again).day).toBe('2026-12-07');
  });
});
