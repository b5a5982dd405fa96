import { describe, expect, it } from 'vitest';
import { dayHoursText, localClock, openStatus, parseTime, weekSchedule, type DayHours } from './opening-hours';

const day = (open: string | null, close: string | null): DayHours => ({ key: 'monday', label: 'Montag', open, close });
const at = (time: string) => parseTime(time)!;

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
    expect(openStatus(day('18:00', '02:00'), at('20:00')).open).toBe(true);
    expect(openStatus(day('18:00', '02:00'), at('17:59')).open).toBe(false);
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
    expect(localClock(new Date('2026-03-02T07:30:00Z'))).toEqual({ weekday: 'monday', minutes: 8 * 60 + 30 });
    // Sunday 5 July 2026, 22:15 UTC = Monday 00:15 CEST.
    expect(localClock(new Date('2026-07-05T22:15:00Z'))).toEqual({ weekday: 'monday', minutes: 15 });
  });
});
