import { WEEKDAYS, type Weekday } from './business-constants';

/** `mondayOpen`, `mondayClose`, …: the 14 opening-hour properties of a business. */
export type OpeningHourField = `${Weekday}Open` | `${Weekday}Close`;
export type OpeningHours<T> = { [Field in OpeningHourField]: T };

/** One day of the opening hours: its properties, its columns and what the API documents for it. */
export interface OpeningDay {
  readonly day: Weekday;
  /** The German name of the day, for descriptions. */
  readonly label: string;
  readonly open: `${Weekday}Open`;
  readonly close: `${Weekday}Close`;
  readonly openColumn: `${Weekday}_open`;
  readonly closeColumn: `${Weekday}_close`;
  /** The example times of the OpenAPI document: a bakery's week, closed on Sunday. */
  readonly example: { readonly open: string | null; readonly close: string | null };
}

const LABELS: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

const WORKDAY_EXAMPLE = { open: '08:00', close: '18:00' };
const EXAMPLES: Partial<Record<Weekday, OpeningDay['example']>> = {
  saturday: { open: '08:00', close: '13:00' },
  sunday: { open: null, close: null },
};

export const OPENING_DAYS: readonly OpeningDay[] = WEEKDAYS.map((day) => ({
  day,
  label: LABELS[day],
  open: `${day}Open`,
  close: `${day}Close`,
  openColumn: `${day}_open`,
  closeColumn: `${day}_close`,
  example: EXAMPLES[day] ?? WORKDAY_EXAMPLE,
}));

export const OPENING_HOUR_FIELDS: readonly OpeningHourField[] = OPENING_DAYS.flatMap(({ open, close }) => [
  open,
  close,
]);

/**
 * A base class that only declares the opening-hour properties (`Hours`, e.g. OpeningHours<string | null>),
 * so a class can have them without spelling out 14 properties; decorateOpeningHours() then gives
 * them their decorators. The class itself is empty: the properties exist once they are assigned.
 */
export function openingHoursBase<Hours extends Partial<OpeningHours<unknown>>>(): abstract new () => Hours {
  return class {} as unknown as abstract new () => Hours;
}

/** Applies the decorators `decorate` returns for each day to the day's two properties of `target`. */
export function decorateOpeningHours(
  target: abstract new (...args: never[]) => object,
  decorate: (day: OpeningDay) => { open: PropertyDecorator; close: PropertyDecorator },
): void {
  for (const day of OPENING_DAYS) {
    const { open, close } = decorate(day);
    open(target.prototype as object, day.open);
    close(target.prototype as object, day.close);
  }
}

/** The 14 opening-hour values of `source`, absent ones as null. */
export function openingHoursOf(source: Partial<OpeningHours<string | null>>): OpeningHours<string | null> {
  // A loop, not Object.fromEntries: every search row is mapped through here (24 a page).
  const hours: Partial<OpeningHours<string | null>> = {};
  for (const field of OPENING_HOUR_FIELDS) hours[field] = source[field] ?? null;
  return hours as OpeningHours<string | null>;
}

// ---------------------------------------------------------------------------------------------
// Open now
// ---------------------------------------------------------------------------------------------

/** Both times of a day set to this ("00:00 – 00:00") mean open around the clock. */
export const AROUND_THE_CLOCK = '00:00';

export const MINUTES_PER_DAY = 24 * 60;

/** "HH:MM" → minutes after midnight; null for an absent or malformed time. */
function minutesOf(time: string | null): number | null {
  const match = time === null ? null : /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The minutes of its own day and of the next day a day's hours cover, both bounds inclusive (the
 * specification's rule). A closing time before the opening time runs past midnight: 18:00–02:00
 * is 18:00–24:00 on the day and 00:00–02:00 on the next. 00:00–00:00 is the whole day.
 */
export function coveredMinutes(open: string | null, close: string | null): { today?: [number, number]; next?: number } {
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === null || to === null) return {};
  if (to > from) return { today: [from, to] };
  if (to === from) return from === 0 ? { today: [0, MINUTES_PER_DAY] } : {};
  return { today: [from, MINUTES_PER_DAY], next: to };
}

const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type LocalTime = Readonly<{ day: string; weekday: Weekday; minutes: number }>;

const HOUR_MS = 60 * 60 * 1000;
/** getUTCDay()'s numbering: 0 is Sunday. */
const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = ['sunday', ...WEEKDAYS.slice(0, 6)];

/** Europe/Berlin's offset from UTC during the last UTC hour asked for. */
let lastOffset: { hour: number; offsetMs: number } | undefined;

/**
 * Europe/Berlin's offset from UTC at `time` (ms). It changes only at full UTC hours (01:00 UTC in
 * March and October), so formatToParts — about 0.1 ms a call, and a result page asked for every
 * row — runs once an hour.
 */
function berlinOffsetMs(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  if (lastOffset?.hour === hour) return lastOffset.offsetMs;
  const start = hour * HOUR_MS;
  const parts = Object.fromEntries(BERLIN_CLOCK.formatToParts(start).map((part) => [part.type, part.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  lastOffset = { hour, offsetMs: local - start };
  return lastOffset.offsetMs;
}

/** The last instant localTime was asked for: the rows of a page are all judged at the request's one `now`. */
let lastLocalTime: { time: number; local: LocalTime } | undefined;

/** `date` on the businesses' clock (Germany, Austria and Switzerland share Europe/Berlin's). */
export function localTime(date: Date): LocalTime {
  const time = date.getTime();
  if (lastLocalTime?.time === time) return lastLocalTime.local;
  // The local wall-clock time, read with the UTC getters.
  const local = new Date(time + berlinOffsetMs(time));
  const pad = (value: number): string => String(value).padStart(2, '0');
  lastLocalTime = {
    time,
    local: {
      day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
      weekday: WEEKDAY_OF_UTC_DAY[local.getUTCDay()],
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    },
  };
  return lastLocalTime.local;
}

/**
 * Open at `date` by the week's hours: within today's hours, or within the part after midnight of
 * yesterday's (Friday 18:00–02:00 is open on Saturday at 01:00).
 */
export function isOpenAt(hours: OpeningHours<string | null>, date: Date): boolean {
  const { weekday, minutes } = localTime(date);
  const index = OPENING_DAYS.findIndex(({ day }) => day === weekday);
  const today = OPENING_DAYS[index];
  const yesterday = OPENING_DAYS[(index + OPENING_DAYS.length - 1) % OPENING_DAYS.length];
  const own = coveredMinutes(hours[today.open], hours[today.close]).today;
  const carried = coveredMinutes(hours[yesterday.open], hours[yesterday.close]).next;
  return (own !== undefined && minutes >= own[0] && minutes <= own[1]) || (carried !== undefined && minutes <= carried);
}

/**
 * `date` as minutes since Monday 00:00 on the businesses' clock: what the stored `open_week`
 * (migration 1763900000010) holds, so `open_week @> minuteOfWeek(date)` is `isOpenAt` in SQL.
 */
export function minuteOfWeek(date: Date): number {
  const { weekday, minutes } = localTime(date);
  return OPENING_DAYS.findIndex(({ day }) => day === weekday) * MINUTES_PER_DAY + minutes;
}

/** Hours in a week: the hours of idx_businesses_open_hours are 0 … 167. */
export const HOURS_PER_WEEK = 168;

/**
 * The hour of the week a minute of the week falls in as idx_businesses_open_hours counts hours
 * (SQL `open_hour_slot`, migration 1763940000010): hour h holds the minutes (60h − 60, 60h], so a
 * closing time on the hour stays in the hour before; Sunday 23:01 to Monday 00:00 is hour 0.
 */
export function openHourOfWeek(minuteOfWeek: number): number {
  return Math.floor((minuteOfWeek + 59) / 60) % HOURS_PER_WEEK;
}

/**
 * Whether a temporary closure applies on `date`: marked closed, with no end date or an end date
 * (the last closed day, Europe/Berlin) not yet past. Past end dates stop applying by themselves.
 */
export function isTemporarilyClosedAt(closed: boolean, until: string | null, date: Date): boolean {
  return closed && (until === null || until >= localTime(date).day);
}
