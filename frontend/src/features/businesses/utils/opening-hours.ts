/** Business hours: the seven days Montag–Sonntag and the specification's open-now labels. */
import { WEEKDAYS, type OpeningTimeField, type Weekday } from '@/lib/business-field-rules';

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

/** What a day's row shows: '08:00 – 18:00', or 'Geschlossen' when either time is missing. */
export function dayHoursText(day: DayHours): string {
  return day.open === null || day.close === null ? 'Geschlossen' : `${day.open} – ${day.close}`;
}

/**
 * Open or closed at `minutes` after midnight on `day`: open when opening ≤ now ≤ closing (both bounds
 * inclusive), closed when either time is missing. A closing time before the opening time (e.g. 18:00–00:00 or
 * 18:00–02:00) means open until midnight on that day; the hours after midnight belong to the previous day's entry.
 */
export function openStatus(day: DayHours, minutes: number): OpenStatus {
  const open = parseTime(day.open);
  const close = parseTime(day.close);
  if (open === null || close === null) return { open: false, label: 'Geschlossen' };
  const isOpen = close >= open ? minutes >= open && minutes <= close : minutes >= open;
  return isOpen
    ? { open: true, label: `Geöffnet bis ${day.close}` }
    : { open: false, label: `Geschlossen - Öffnet um ${day.open}` };
}

const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and minutes after midnight of `date` on the businesses' clock (Germany, Austria, Switzerland). */
export function localClock(date: Date): { weekday: Weekday; minutes: number } {
  const parts = Object.fromEntries(BERLIN_CLOCK.formatToParts(date).map((part) => [part.type, part.value]));
  const weekday = String(parts.weekday).toLowerCase() as Weekday;
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}
