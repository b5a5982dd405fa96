/** Business hours: the seven days Montag–Sonntag and the specification's open-now labels. */
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
  const carried = coveredMinutes(yesterday).next;
  if (carried !== undefined && clock.minutes <= carried)
    return { open: true, label: `Geöffnet bis ${yesterday.close}` };
  const own = coveredMinutes(today).today;
  if (own !== undefined && clock.minutes >= own[0] && clock.minutes <= own[1]) {
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
