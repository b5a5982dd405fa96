import { describe, expect, it } from 'vitest';
import {
  dayHoursText,
  localClock,
  openStatus as openStatusOfWeek,
  parseTime,
  temporaryClosureAt,
  weekSchedule,
  type DayHours,
} from './opening-hours';

const day = (open: string | null, close: string | null): DayHours => ({ key: 'monday', label: 'Montag', open, close });
const at = (time: string) => parseTime(time)!;
/** Monday's hours alone, at `minutes` on Monday. */
const openStatus = (monday: DayHours, minutes: number) =>
  openStatusOfWeek(weekSchedule({ mondayOpen: monday.open, mondayClose: monday.close }), {
    weekday: 'monday',
    minutes,
  });

describe('openStatus', () => {
  it("is open inside the hours with 'Geöffnet bis {closing}'", () => {
    expect(openStatus(day('08:00', '18:00'), at('12:30'))).toEqual({ open: true, label: 'Geöffnet bis 18:00' });
  });

  it('includes both bounds', () => {
    expect(openStatus(day('08:00', '18:00'), at('08:00')).open).toBe(true);
    expect(openStatus(day('08:00', '18:00'), at('18:00')).open).toBe(true);
  });

  it("is closed one minute outside with 'Geschlossen - Öffnet um {opening}'", () => {
    expect(openStatus(day('08:00', '18:00'), at('07:59'))).toEqual({
      open: false,
      label: 'Geschlossen - Öffnet um 08:00',
    });
    expect(openStatus(day('08:00', '18:00'), at('18:01'))).toEqual({
      open: false,
      label: 'Geschlossen - Öffnet um 08:00',
    });
  });

  it("is plain 'Geschlossen' when either time is missing", () => {
    expect(openStatus(day(null, null), at('12:00'))).toEqual({ open: false, label: 'Geschlossen' });
    expect(openStatus(day('08:00', null), at('12:00'))).toEqual({ open: false, label: 'Geschlossen' });
    expect(openStatus(day(null, '18:00'), at('12:00'))).toEqual({ open: false, label: 'Geschlossen' });
    expect(openStatus(day('kaputt', '18:00'), at('12:00'))).toEqual({ open: false, label: 'Geschlossen' });
  });

  it('keeps a late closing time open until midnight of that day', () => {
    expect(openStatus(day('18:00', '00:00'), at('23:59')).open).toBe(true);
    expect(openStatus(day('18:00', '02:00'), at('20:00'))).toEqual({ open: true, label: 'Geöffnet bis 02:00' });
    expect(openStatus(day('18:00', '02:00'), at('17:59')).open).toBe(false);
  });

  it('is open around the clock for 00:00–00:00', () => {
    for (const time of ['00:00', '12:00', '23:59']) {
      expect(openStatus(day('00:00', '00:00'), at(time))).toEqual({
        open: true,
        label: 'Heute rund um die Uhr geöffnet',
      });
    }
  });

  it('is closed for other equal times (the forms refuse them)', () => {
    expect(openStatus(day('08:00', '08:00'), at('08:00'))).toEqual({ open: false, label: 'Geschlossen' });
  });
});

describe('openStatus after midnight', () => {
  // A bar: Friday 18:00–02:00, Saturday 18:00–03:00, Sunday closed.
  const bar = weekSchedule({
    fridayOpen: '18:00',
    fridayClose: '02:00',
    saturdayOpen: '18:00',
    saturdayClose: '03:00',
  });

  it("is open on Saturday at 01:00 by Friday's hours, until Friday's closing time", () => {
    expect(openStatusOfWeek(bar, { weekday: 'saturday', minutes: at('01:00') })).toEqual({
      open: true,
      label: 'Geöffnet bis 02:00',
    });
  });

  it('includes the closing time after midnight and is closed a minute later', () => {
    expect(openStatusOfWeek(bar, { weekday: 'saturday', minutes: at('02:00') }).open).toBe(true);
    expect(openStatusOfWeek(bar, { weekday: 'saturday', minutes: at('02:01') })).toEqual({
      open: false,
      label: 'Geschlossen - Öffnet um 18:00',
    });
  });

  it("carries Saturday's hours into Sunday, a closed day, and wraps Sunday into Monday", () => {
    expect(openStatusOfWeek(bar, { weekday: 'sunday', minutes: at('02:59') })).toEqual({
      open: true,
      label: 'Geöffnet bis 03:00',
    });
    expect(openStatusOfWeek(bar, { weekday: 'sunday', minutes: at('03:01') })).toEqual({
      open: false,
      label: 'Geschlossen',
    });
    const sundayNight = weekSchedule({ sundayOpen: '20:00', sundayClose: '01:00' });
    expect(openStatusOfWeek(sundayNight, { weekday: 'monday', minutes: at('00:30') }).open).toBe(true);
  });

  it('is closed on Friday before the evening opening, whatever Thursday did', () => {
    expect(openStatusOfWeek(bar, { weekday: 'friday', minutes: at('01:00') }).open).toBe(false);
  });
});

describe('temporaryClosureAt', () => {
  it('applies without a last day, and through the last day but not after it', () => {
    expect(temporaryClosureAt({ temporarilyClosed: true, temporarilyClosedUntil: null }, '2027-01-15')).toBeNull();
    const until = { temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15' };
    expect(temporaryClosureAt(until, '2027-01-15')).toBe('2027-01-15');
    expect(temporaryClosureAt(until, '2027-01-16')).toBeUndefined();
    expect(
      temporaryClosureAt({ temporarilyClosed: false, temporarilyClosedUntil: null }, '2027-01-15'),
    ).toBeUndefined();
  });
});

describe('parseTime', () => {
  it('reads HH:MM and H:MM and rejects the rest', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('8:05')).toBe(485);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:30')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });
});

describe('weekSchedule', () => {
  it("lists Montag to Sonntag with times or 'Geschlossen'", () => {
    const week = weekSchedule({
      mondayOpen: '08:00',
      mondayClose: '18:00',
      saturdayOpen: '09:00',
      sundayClose: '12:00',
    });
    expect(week.map((entry) => entry.label)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(week.map(dayHoursText)).toEqual([
      '08:00 – 18:00',
      'Geschlossen',
      'Geschlossen',
      'Geschlossen',
      'Geschlossen',
      'Geschlossen',
      'Geschlossen',
    ]);
  });
});

describe('localClock', () => {
  it('reads weekday and time on German time, summer and winter', () => {
    // Monday 2 March 2026, 07:30 UTC = 08:30 CET.
    expect(localClock(new Date('2026-03-02T07:30:00Z'))).toEqual({
      day: '2026-03-02',
      weekday: 'monday',
      minutes: 8 * 60 + 30,
    });
    // Sunday 5 July 2026, 22:15 UTC = Monday 00:15 CEST.
    expect(localClock(new Date('2026-07-05T22:15:00Z'))).toEqual({ day: '2026-07-06', weekday: 'monday', minutes: 15 });
  });
});
