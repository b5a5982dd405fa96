import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, type FieldError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { prepared } from '../database/prepared-statements';
import { Clock } from '../common/clock';
import { AROUND_THE_CLOCK, localTime, OPENING_HOUR_FIELDS } from './opening-hours';
import { OpeningCalendar, specialHoursAround, type CalendarMoment, type SpecialHoursRow } from './opening-calendar';
import { type SpecialHoursDto, type SpecialHoursEntryDto } from './special-hours.dto';
import { BusinessSpecialHours } from './special-hours.entity';
import { holidaysBetween, prepareHolidays, type PublicHoliday } from './public-holidays';
import type { Country } from '../places/countries';
import {
  SAME_OPEN_CLOSE_MESSAGE,
  SPECIAL_BOTH_TIMES_MESSAGE,
  SPECIAL_ORDER_MESSAGE,
  SPECIAL_PAST_MESSAGE,
  SPECIAL_SPAN_MESSAGE,
  SPECIAL_OVERLAP_MESSAGE,
} from './business-messages';
import { SPECIAL_HOURS_MAX_DAYS } from './business-constants';

/** How far ahead a business page lists public holidays. */
const HOLIDAY_LOOKAHEAD_DAYS = 30;
/**
 * How long the "open now" snapshot of special hours is fresh (writes of this process renew it at once). An older one of
 * the same day is still served while its successor is read.
 */
const SNAPSHOT_TTL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The errors of ranges that each passed the DTO's checks but not together, or not today. */
function rangeErrors(entries: readonly SpecialHoursEntryDto[], today: string): FieldError[] {
  const errors: FieldError[] = [];
  entries.forEach((entry, index) => {
    const field = (name: string): string => `entries.${index}.${name}`;
    if ((entry.opens === undefined) !== (entry.closes === undefined)) {
      errors.push({
        field: field(entry.opens === undefined ? 'opens' : 'closes'),
        message: SPECIAL_BOTH_TIMES_MESSAGE,
      });
    } else if (entry.opens !== undefined && entry.opens === entry.closes && entry.opens !== AROUND_THE_CLOCK) {
      errors.push({ field: field('closes'), message: SAME_OPEN_CLOSE_MESSAGE });
    }
    if (entry.endsOn < entry.startsOn) errors.push({ field: field('endsOn'), message: SPECIAL_ORDER_MESSAGE });
    else if (entry.endsOn < today) errors.push({ field: field('endsOn'), message: SPECIAL_PAST_MESSAGE });
    else if (daysBetween(entry.startsOn, entry.endsOn) >= SPECIAL_HOURS_MAX_DAYS) {
      errors.push({ field: field('endsOn'), message: SPECIAL_SPAN_MESSAGE });
    }
  });
  if (errors.length > 0) return errors;
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.startsOn.localeCompare(b.entry.startsOn));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].entry.startsOn <= sorted[i - 1].entry.endsOn) {
      errors.push({ field: `entries.${sorted[i].index}.startsOn`, message: SPECIAL_OVERLAP_MESSAGE });
    }
  }
  return errors;
}

/**
 * A business's ranges (`$1`) that have not ended by the day `$2`, shaped as SpecialHoursDto. Raw and prepared
 * (prepared-statements.ts): the detail page asks it on every read, and building TypeORM's find cost more than running it.
 */
const SPECIAL_HOURS_OF = prepared(
  `SELECT starts_on::text AS "startsOn", ends_on::text AS "endsOn", opens, closes, note
     FROM business_special_hours WHERE business_id = $1 AND ends_on >= $2::date ORDER BY starts_on`,
);

/**
 * Special hours per date range (set by the owner or the admin) and the calendar that judges "open now" by them
 * and by the public holidays. A business's ranges are replaced as a whole, as its form shows them.
 */
@Injectable()
export class SpecialHoursService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SpecialHoursService.name);
  private snapshot: { day: string; takenAt: number; calendar: Promise<OpeningCalendar> } | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The first "open now" search and the first pages should not wait for the snapshot, nor for the public holidays of
   * this year and of the days a business page lists ahead.
   */
  onApplicationBootstrap(): void {
    const now = this.clock.now();
    this.calendarAt(now).catch((error: unknown) =>
      this.logger.debug({ error }, 'Special hours not read at start-up; the first search reads them'),
    );
    const today = localTime(now).day;
    const years = new Set([today, addDays(today, HOLIDAY_LOOKAHEAD_DAYS)].map((day) => Number(day.slice(0, 4))));
    void prepareHolidays([...years]);
  }

  /** The business's ranges that have not ended, by their first day. */
  list(businessId: string): Promise<SpecialHoursDto[]> {
    return this.dataSource.query<SpecialHoursDto[]>(SPECIAL_HOURS_OF, [businessId, localTime(this.clock.now()).day]);
  }

  /** Replaces the business's ranges (400 with every field's message when one does not hold; nothing changes then). */
  async replace(businessId: string, entries: readonly SpecialHoursEntryDto[]): Promise<SpecialHoursDto[]> {
    const errors = rangeErrors(entries, localTime(this.clock.now()).day);
    if (errors.length > 0) throw DomainError.invalidFields(errors);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(BusinessSpecialHours, { businessId });
      if (entries.length === 0) return;
      await manager.insert(
        BusinessSpecialHours,
        entries.map((entry) => ({
          businessId,
          startsOn: entry.startsOn,
          endsOn: entry.endsOn,
          opens: entry.opens ?? null,
          closes: entry.closes ?? null,
          note: entry.note ?? null,
        })),
      );
    });
    this.snapshot = undefined;
    return this.list(businessId);
  }

  /** The public holidays of the next weeks where the business is (its page lists them). */
  upcomingHolidays(business: { country: Country; state: string | null }): PublicHoliday[] {
    const today = localTime(this.clock.now()).day;
    return holidaysBetween(today, addDays(today, HOLIDAY_LOOKAHEAD_DAYS), business.country, business.state);
  }

  /** Now, with the calendar of today. */
  async moment(): Promise<CalendarMoment> {
    const now = this.clock.now();
    return { now, calendar: await this.calendarAt(now) };
  }

  /**
   * The calendar at `now`: the special hours of today and yesterday of every business that has some, read once
   * a minute (a page of results, and the "open now" filter, ask it for every request). Within a day the kept one
   * answers while the next is read, so no request waits for that read but the day's first.
   */
  calendarAt(now: Date): Promise<OpeningCalendar> {
    const day = localTime(now).day;
    const time = Date.now();
    const kept = this.snapshot;
    if (kept?.day === day && time - kept.takenAt <= SNAPSHOT_TTL_MS) return kept.calendar;
    const calendar = this.readSnapshot(day).then((rows) => new OpeningCalendar(day, rows));
    if (kept?.day === day) {
      // The kept calendar stays until the new one is read (unless a write dropped it meanwhile); a failed read leaves
      // it to the next minute.
      kept.takenAt = time;
      calendar.then(
        () => {
          if (this.snapshot === kept) this.snapshot = { day, takenAt: time, calendar };
        },
        (error: unknown) => this.logger.warn({ error }, 'Special hours not read again; the kept snapshot stays'),
      );
      return kept.calendar;
    }
    // A failed read is not kept: the next request reads again.
    calendar.catch(() => {
      if (this.snapshot?.calendar === calendar) this.snapshot = undefined;
    });
    this.snapshot = { day, takenAt: time, calendar };
    return calendar;
  }

  private readSnapshot(day: string): Promise<SpecialHoursRow[]> {
    const columns = OPENING_HOUR_FIELDS.map(
      (field) => `b.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} AS "${field}"`,
    );
    return this.dataSource.query(
      `SELECT s.business_id AS "businessId", s.starts_on::text AS "startsOn", s.ends_on::text AS "endsOn",
              s.opens, s.closes, s.note, b.country, b.state, ${columns.join(', ')}
         FROM business_special_hours s JOIN businesses b ON b.id = s.business_id
        WHERE ${specialHoursAround('$1::date')}`,
      [day],
    );
  }
}
