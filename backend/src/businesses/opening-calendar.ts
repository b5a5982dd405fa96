import type { Country } from '../places/countries';
import { holidayOn, holidayRegionsOn, type HolidayRegion } from './public-holidays';
import { coveredMinutes, localTime, OPENING_DAYS, type OpeningHours } from './opening-hours';

/** Hours of one day that differ from the week's: closed when both times are null. */
export interface DayHoursOverride {
  opens: string | null;
  closes: string | null;
  note: string | null;
}

/** What the rule needs of a business: its week, and where it is (for the holidays). */
export type CalendarBusiness = OpeningHours<string | null> & { country: Country; state: string | null };

/** The special hours of a business on the day asked for and on the day before (its night may run into it). */
export interface SpecialHoursAround {
  today?: DayHoursOverride;
  yesterday?: DayHoursOverride;
}

/**
 * SQL: the special hours `s` (business_special_hours) are in force on `day` (an SQL date) or the day before, whose
 * night may run into it: the rows an OpeningCalendar of `day` judges, and those "open now" leaves to it.
 */
export const specialHoursAround = (day: string): string => `s.starts_on <= ${day} AND s.ends_on >= ${day} - 1`;

/** 'JJJJ-MM-TT' of the day before `day`. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Open at `now` by the calendar: special hours on the day take precedence; else a public holiday where the
 * business is closes it for the whole calendar day (00:00–24:00); else the week's hours. The night of the day
 * before runs into the day as in the week's rule (18:00–02:00 is open at 01:00), by that day's special hours
 * when it has some. The "open now" filter states the same rule in SQL for businesses without special hours
 * (`open_week` and the holiday regions) and asks this function for those with them.
 */
export function isOpenOnCalendar(business: CalendarBusiness, now: Date, special: SpecialHoursAround = {}): boolean {
  const { day, weekday, minutes } = localTime(now);
  if (special.today === undefined && holidayOn(day, business.country, business.state) !== null) return false;
  const index = OPENING_DAYS.findIndex((entry) => entry.day === weekday);
  const today = OPENING_DAYS[index];
  const yesterday = OPENING_DAYS[(index + OPENING_DAYS.length - 1) % OPENING_DAYS.length];
  const own =
    special.today !== undefined
      ? coveredMinutes(special.today.opens, special.today.closes).today
      : coveredMinutes(business[today.open], business[today.close]).today;
  const carried =
    special.yesterday !== undefined
      ? coveredMinutes(special.yesterday.opens, special.yesterday.closes).next
      : coveredMinutes(business[yesterday.open], business[yesterday.close]).next;
  return (own !== undefined && minutes >= own[0] && minutes <= own[1]) || (carried !== undefined && minutes <= carried);
}

/** A stored range joined with its business's week and place (SpecialHoursService reads them). */
export type SpecialHoursRow = CalendarBusiness &
  DayHoursOverride & { businessId: string; startsOn: string; endsOn: string };

/** What the "open now" filter adds to its SQL on a day (business-search-filters.ts). */
export interface OpenNowCalendar {
  /** The day ('JJJJ-MM-TT') the filter is asked on. */
  day: string;
  /** Where the day is a public holiday: businesses there are closed all day. */
  holidays: HolidayRegion[];
  /** Businesses with special hours today or yesterday: judged by this calendar, not by `open_week`. */
  specialIds: string[];
  /** Of those, the ones open at the minute asked for. */
  openIds: string[];
}

/**
 * The calendar of one day: the special hours of every business that has some today or yesterday (few: a
 * snapshot SpecialHoursService reads once a minute), and the public holidays of the day.
 */
export class OpeningCalendar {
  private readonly special = new Map<string, SpecialHoursAround & { business: CalendarBusiness }>();
  private lastOpen: { minute: number; ids: string[] } | undefined;
  private specialIds: string[] | undefined;

  constructor(
    readonly day: string,
    rows: readonly SpecialHoursRow[],
  ) {
    const yesterday = dayBefore(day);
    for (const row of rows) {
      const entry = this.special.get(row.businessId) ?? { business: row };
      const override = { opens: row.opens, closes: row.closes, note: row.note };
      if (row.startsOn <= day && row.endsOn >= day) entry.today = override;
      if (row.startsOn <= yesterday && row.endsOn >= yesterday) entry.yesterday = override;
      this.special.set(row.businessId, entry);
    }
  }

  /** Public holidays only: for mappings that drop whether the business is open (the audit log's snapshots). */
  static withoutSpecialHours(now: Date): CalendarMoment {
    return { now, calendar: new OpeningCalendar(localTime(now).day, []) };
  }

  /** Whether the business is open at `now` (a moment of this calendar's day). */
  isOpen(business: CalendarBusiness & { id: string }, now: Date): boolean {
    return isOpenOnCalendar(business, now, this.special.get(business.id));
  }

  /** The special hours in force today for the business, if any. */
  todayOf(businessId: string): DayHoursOverride | undefined {
    return this.special.get(businessId)?.today;
  }

  openNow(now: Date): OpenNowCalendar {
    // The rule reads whole minutes: every search within one shares the judgement of every business with special
    // hours (tens of thousands around Christmas) instead of making it again per request.
    const minute = Math.floor(now.getTime() / 60_000);
    if (this.lastOpen?.minute !== minute) {
      const ids = [...this.special]
        .filter(([, entry]) => isOpenOnCalendar(entry.business, now, entry))
        .map(([id]) => id);
      this.lastOpen = { minute, ids };
    }
    return {
      day: this.day,
      holidays: holidayRegionsOn(this.day),
      specialIds: (this.specialIds ??= [...this.special.keys()]),
      openIds: this.lastOpen.ids,
    };
  }
}

/** A moment with the calendar of its day: what mapping a business for the API needs to say whether it is open. */
export interface CalendarMoment {
  now: Date;
  calendar: OpeningCalendar;
}
