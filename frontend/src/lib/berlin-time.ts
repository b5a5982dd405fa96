/**
 * The wall clock of the businesses' time zone (Europe/Berlin; Vienna and Zurich keep the same clock), worked
 * out without Intl. The first Intl formatter of a page loads ICU's locale and time-zone data: 30–60 ms of main
 * thread on a desktop, four times that on a phone, on every business page ("Jetzt geöffnet") before it reacts.
 *
 * The rule (EU directive 2000/84/EC, in force since 1996): UTC+1, and summer time UTC+2 from the last Sunday
 * of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC. The tests compare every hour of several
 * years and every changeover from 1996 to 2040 with Intl's Europe/Berlin.
 */
export interface BerlinTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday, as Date's getDay. */
  weekday: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0-based), when the clocks change. */
function changeover(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

export function berlinTime(date: Date): BerlinTime {
  const instant = date.getTime();
  const year = date.getUTCFullYear();
  const summer = instant >= changeover(year, 2) && instant < changeover(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
