/** Business hours: the seven days Montag–Sonntag and the specification's open-now labels. */
import type { PublicHolidayDto, SpecialHoursDto } from '@/api/generated/model';
import { berlinTime } from '@/lib/berlin-time';
import { WEEKDAYS, type OpeningTimeField, type Weekday } from '@/lib/weekdays';

/** The business fields `mondayOpen`, `mondayClose`, … as the API sends them (null or missing when unset). */
export type WeeklyHours = Partial<Record<OpeningTimeField, string | null>>;

export interface DayHours {
  key: Weekday;
  label: string;
  open: string | null;
  close: string | null;
}

export interface OpenStatus {
  open: boolean;
  label: string;
}

/** 'HH:MM' (or 'H:MM') → minutes after midnight; null for a missing or malformed time. */
export function parseTime(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** The seven days in the order Montag … Sonntag, with the stored times (null when a time is missing). */
export function weekSchedule(hours: WeeklyHours): DayHours[] {
  return WEEKDAYS.map(({ key, label }) => {
    const open = hours[`${key}Open`];
    const close = hours[`${key}Close`];
    return {
      key,
      label,
      open: parseTime(open) === null ? null : open!.trim(),
      close: parseTime(close) === null ? null : close!.trim(),
    };
  });
}

/** Both times of a day set to this ("00:00 – 00:00") mean open around the clock. */
const AROUND_THE_CLOCK = '00:00';
const MINUTES_PER_DAY = 24 * 60;

function isAroundTheClock(day: DayHours): boolean {
  return day.open === AROUND_THE_CLOCK && day.close === AROUND_THE_CLOCK;
}

/**
 * What a day's row shows: '08:00 – 18:00', '18:00 – 02:00' (past midnight), 'Rund um die Uhr', or
 * 'Geschlossen' when either time is missing.
 */
export function dayHoursText(day: DayHours): string {
  if (day.open === null || day.close === null) return 'Geschlossen';
  return isAroundTheClock(day) ? 'Rund um die Uhr' : `${day.open} – ${day.close}`;
}

/**
 * The minutes a day's hours cover on the day itself and, when they run past midnight, on the next
 * day (18:00–02:00: 18:00–24:00, then 00:00–02:00). Both bounds inclusive. Equal times are only
 * valid as 00:00–00:00, the whole day; other equal times cover nothing.
 */
function coveredMinutes(day: DayHours): { today?: [number, number]; next?: number } {
  const open = parseTime(day.open);
  const close = parseTime(day.close);
  if (open === null || close === null) return {};
  if (close > open) return { today: [open, close] };
  if (close === open) return isAroundTheClock(day) ? { today: [0, MINUTES_PER_DAY] } : {};
  return { today: [open, MINUTES_PER_DAY], next: close };
}

/**
 * Open or closed at `clock` by the week's hours (the specification's rule: open when opening ≤ now ≤
 * closing, closed when either time is missing), counting the part after midnight of yesterday's hours:
 * Friday 18:00–02:00 is open on Saturday at 01:00, 'Geöffnet bis 02:00'. Closed, it names today's
 * opening time when there is one.
 */
export function openStatus(week: readonly DayHours[], clock: { weekday: Weekday; minutes: number }): OpenStatus {
  const index = week.findIndex((day) => day.key === clock.weekday);
  const today = week[index];
  const yesterday = week[(index + week.length - 1) % week.length];
  if (today === undefined || yesterday === undefined) return { open: false, label: 'Geschlossen' };
  return statusOf(today, yesterday, clock.minutes);
}

/** Open or closed at `minutes` of a day with `today`'s hours, after a day with `yesterday`'s. */
function statusOf(today: DayHours, yesterday: DayHours, minutes: number): OpenStatus {
  const carried = coveredMinutes(yesterday).next;
  if (carried !== undefined && minutes <= carried) return { open: true, label: `Geöffnet bis ${yesterday.close}` };
  const own = coveredMinutes(today).today;
  if (own !== undefined && minutes >= own[0] && minutes <= own[1]) {
    return {
      open: true,
      label: isAroundTheClock(today) ? 'Heute rund um die Uhr geöffnet' : `Geöffnet bis ${today.close}`,
    };
  }
  return own === undefined
    ? { open: false, label: 'Geschlossen' }
    : { open: false, label: `Geschlossen - Öffnet um ${today.open}` };
}

export interface LocalClock {
  /** The calendar day, 'JJJJ-MM-TT'. */
  day: string;
  weekday: Weekday;
  minutes: number;
}

/** The day, weekday and minutes after midnight of `date` on the businesses' clock (Germany, Austria, Switzerland). */
export function localClock(date: Date): LocalClock {
  const time = berlinTime(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${time.year}-${pad(time.month)}-${pad(time.day)}`,
    // WEEKDAYS starts on Monday, getDay's count on Sunday.
    weekday: WEEKDAYS[(time.weekday + 6) % 7].key,
    minutes: time.hour * 60 + time.minute,
  };
}

/**
 * The temporary closure in force on `day` ('JJJJ-MM-TT'): undefined when there is none, else its last
 * closed day or null for "until further notice". A last day that has passed since the API answered ends it.
 */
export function temporaryClosureAt(
  business: { temporarilyClosed: boolean; temporarilyClosedUntil: string | null },
  day: string,
): string | null | undefined {
  if (!business.temporarilyClosed) return undefined;
  const until = business.temporarilyClosedUntil;
  return until === null || until >= day ? until : undefined;
}

/** What the API says of the days that differ from the week: special hours (today and later) and public holidays. */
export interface CalendarExceptions {
  specialHours?: readonly SpecialHoursDto[];
  holidays?: readonly PublicHolidayDto[];
}

/** 'JJJJ-MM-TT' of the day before. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function specialOn(day: string, specialHours: readonly SpecialHoursDto[]): SpecialHoursDto | undefined {
  return specialHours.find((entry) => entry.startsOn <= day && entry.endsOn >= day);
}

function asDay(key: Weekday, entry: SpecialHoursDto): DayHours {
  return { key, label: '', open: entry.opens, close: entry.closes };
}

/**
 * Open or closed at `clock` by the calendar, the API's rule (backend opening-calendar.ts): special hours on the day
 * first; else a public holiday closes the whole day ('Heute geschlossen (Feiertag: …)'); else the week's hours. The
 * night before runs into the day by its own special hours when it has some.
 */
export function calendarStatus(week: readonly DayHours[], clock: LocalClock, calendar: CalendarExceptions): OpenStatus {
  const specialHours = calendar.specialHours ?? [];
  const special = specialOn(clock.day, specialHours);
  const holiday = calendar.holidays?.find((entry) => entry.date === clock.day);
  if (special === undefined && holiday !== undefined) {
    return { open: false, label: `Heute geschlossen (Feiertag: ${holiday.name})` };
  }
  const index = week.findIndex((day) => day.key === clock.weekday);
  const weekToday = week[index];
  const weekYesterday = week[(index + week.length - 1) % week.length];
  if (weekToday === undefined || weekYesterday === undefined) return { open: false, label: 'Geschlossen' };
  const specialYesterday = specialOn(dayBefore(clock.day), specialHours);
  const today = special === undefined ? weekToday : asDay(weekToday.key, special);
  const yesterday = specialYesterday === undefined ? weekYesterday : asDay(weekYesterday.key, specialYesterday);
  const status = statusOf(today, yesterday, clock.minutes);
  if (status.open || special === undefined || special.opens !== null) return status;
  return { open: false, label: special.note === null ? 'Heute geschlossen' : `Heute geschlossen (${special.note})` };
}

/** A line's hours as the week's rows show them: 'Geschlossen', '09:00 – 13:00', 'Rund um die Uhr'. */
export function exceptionHoursText(line: ExceptionLine): string {
  return dayHoursText({ key: 'monday', label: '', open: line.opens, close: line.closes });
}

/** One line of the panel's list of days that differ: its days, its hours and why. */
export interface ExceptionLine {
  key: string;
  from: string;
  to: string;
  /** Both null: closed. */
  opens: string | null;
  closes: string | null;
  note: string | null;
}

/** The special hours and the holidays they do not cover, by first day; at most `limit`. */
export function exceptionLines(calendar: CalendarExceptions, limit = 10): ExceptionLine[] {
  const specialHours = calendar.specialHours ?? [];
  const lines: ExceptionLine[] = specialHours.map((entry) => ({
    key: `s-${entry.startsOn}`,
    from: entry.startsOn,
    to: entry.endsOn,
    opens: entry.opens,
    closes: entry.closes,
    note: entry.note,
  }));
  for (const holiday of calendar.holidays ?? []) {
    if (specialOn(holiday.date, specialHours) !== undefined) continue;
    lines.push({
      key: `h-${holiday.date}`,
      from: holiday.date,
      to: holiday.date,
      opens: null,
      closes: null,
      note: `Feiertag: ${holiday.name}`,
    });
  }
  return lines.sort((a, b) => a.from.localeCompare(b.from)).slice(0, limit);
}
