import { localTime, minuteOfWeek } from './opening-hours';

/** What localTime answers, read directly from Intl for every instant (the way it used to be computed). */
const REFERENCE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function reference(date: Date): { day: string; weekday: string; minutes: number } {
  const parts = Object.fromEntries(REFERENCE.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday.toLowerCase(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

describe('localTime', () => {
  it('answers each instant on the Berlin clock, also when asked again or in turn with another', () => {
    const winter = new Date('2026-11-27T11:30:00Z'); // Friday 12:30 CET
    const summer = new Date('2026-07-05T22:15:00Z'); // Monday 00:15 CEST
    for (let round = 0; round < 2; round++) {
      expect(localTime(winter)).toEqual({ day: '2026-11-27', weekday: 'friday', minutes: 12 * 60 + 30 });
      expect(localTime(summer)).toEqual({ day: '2026-07-06', weekday: 'monday', minutes: 15 });
    }
    expect(minuteOfWeek(winter)).toBe(4 * 24 * 60 + 12 * 60 + 30);
    expect(minuteOfWeek(summer)).toBe(15);
  });

  it('follows the clock changes to the minute, at midnight, month and year ends', () => {
    const instants = [
      '2026-03-29T00:59:59.999Z', // 01:59 CET, the last minute before summer time
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-10-25T00:59:59.999Z', // 02:59 CEST
      '2026-10-25T01:00:00.000Z', // 02:00 CET again
      '2026-12-31T22:59:59.999Z', // 23:59 on New Year's Eve
      '2026-12-31T23:00:00.000Z', // 00:00 on New Year's Day
      '2028-02-28T23:30:00.000Z', // 00:30 on 29 February
    ].map((text) => new Date(text));
    for (const instant of instants) expect(localTime(instant)).toEqual(reference(instant));
  });

  it('agrees with Intl for random instants over a decade, seconds and milliseconds included', () => {
    let seed = 20261123;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const instant = new Date(from + Math.floor(random() * (to - from)));
      expect(localTime(instant)).toEqual(reference(instant));
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => localTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
