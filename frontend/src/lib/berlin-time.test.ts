import { describe, expect, it } from 'vitest';
import { berlinTime } from './berlin-time';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function viaIntl(instant: number) {
  const parts = Object.fromEntries(intl.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

describe('berlinTime', () => {
  it('agrees with Intl for every hour (and a minute past) from 2025 to 2027', () => {
    for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 3_600_000) {
      expect(berlinTime(new Date(instant))).toEqual(viaIntl(instant));
      expect(berlinTime(new Date(instant + 59_000 + 60_000 * 17))).toEqual(viaIntl(instant + 59_000 + 60_000 * 17));
    }
  });

  it('agrees with Intl around every changeover from 1996 to 2040', () => {
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (const offset of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_600_000]) {
          expect(berlinTime(new Date(change + offset)), `${year}-${month + 1} ${offset}`).toEqual(
            viaIntl(change + offset),
          );
        }
      }
    }
  });

  it('knows the examples by heart', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Berlin; a summer Monday 22:30 UTC is Tuesday 00:30.
    expect(berlinTime(new Date('2025-12-31T23:30:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      weekday: 4,
      hour: 0,
      minute: 30,
    });
    expect(berlinTime(new Date('2026-07-13T22:30:00Z'))).toMatchObject({ day: 14, weekday: 2, hour: 0, minute: 30 });
  });
});
