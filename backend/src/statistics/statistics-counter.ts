import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { SearchAppearances } from '../businesses/search-appearances';
import { localTime } from '../businesses/opening-hours';
import { isBotUserAgent } from '../common/bots';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What a page beacon reports: a view of the business page, or a click on one of its ways to get in touch. */
export const STATISTICS_EVENTS = ['view', 'phone', 'website', 'route', 'email'] as const;
export type StatisticsEvent = (typeof STATISTICS_EVENTS)[number];

/** The counters of a day, in the order of business_day_stats' columns. */
const COLUMNS = ['views', 'search_appearances', 'phone_clicks', 'website_clicks', 'route_clicks', 'email_clicks'];
const COLUMN_OF_EVENT: Record<StatisticsEvent, number> = { view: 0, phone: 2, website: 3, route: 4, email: 5 };
const APPEARANCES = 1;

/** How often the counts gathered in memory are written (and on shutdown). */
const FLUSH_INTERVAL_MS = 10_000;
/** Days kept; older rows are deleted once an hour by the process that runs the periodic jobs. */
export const STATISTICS_RETENTION_DAYS = 400;
const RETENTION_INTERVAL_MS = 3_600_000;
/** Listings × days held in memory before a flush is started early (a burst of search pages). */
const MAX_PENDING = 50_000;

/**
 * Counts views, search appearances and clicks per listing and day in memory and writes them in one statement per
 * flush: one row per listing and day only when something happened, added to what the row holds (another instance
 * adds its own). No address, cookie or identifier of the visitor is kept; the caller leaves bots out.
 */
@Injectable()
export class StatisticsCounter extends SearchAppearances implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Statistics');
  private pending = new Map<string, number[]>();
  private flushing: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // Offline (OpenAPI writer): no database.
    if (!this.dataSource.isInitialized) return;
    this.timers.push(setInterval(() => void this.flushQuietly(), FLUSH_INTERVAL_MS).unref());
    if (this.config.backgroundJobs) {
      this.timers.push(setInterval(() => void this.purgeQuietly(), RETENTION_INTERVAL_MS).unref());
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.timers.forEach(clearInterval);
    if (this.dataSource.isInitialized) await this.flushQuietly();
  }

  /** One beacon's event for a listing (its id checked to be a UUID by the caller's DTO). */
  count(businessId: string, event: StatisticsEvent, userAgent: string | undefined): void {
    if (this.counts(userAgent)) this.add(businessId, COLUMN_OF_EVENT[event], this.today());
  }

  /** The listings a served result page showed. */
  countAppearances(businessIds: readonly string[], userAgent: string | undefined): void {
    if (!this.counts(userAgent)) return;
    const day = this.today();
    for (const id of businessIds) this.add(id, APPEARANCES, day);
  }

  /** Visitors are counted, bots and requests without a User-Agent not, and nobody while counting is off. */
  private counts(userAgent: string | undefined): boolean {
    return this.config.statisticsCounting && !isBotUserAgent(userAgent);
  }

  private today(): string {
    return localTime(this.clock.now()).day;
  }

  private add(businessId: string, column: number, day: string): void {
    if (!isUUID(businessId)) return;
    const key = `${businessId}|${day}`;
    let counts = this.pending.get(key);
    if (counts === undefined) {
      counts = COLUMNS.map(() => 0);
      this.pending.set(key, counts);
    }
    counts[column]++;
    if (this.pending.size >= MAX_PENDING) void this.flushQuietly();
  }

  /** Writes what was counted (also what tests call); counts of a failed write are kept for the next one. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const ids: string[] = [];
    const days: string[] = [];
    const columns: number[][] = COLUMNS.map(() => []);
    for (const [key, counts] of batch) {
      const [id, day] = key.split('|');
      ids.push(id);
      days.push(day);
      counts.forEach((count, index) => columns[index].push(count));
    }
    const list = COLUMNS.join(', ');
    try {
      // Listings deleted since (or never there) are left out by the join, not failing the batch.
      await this.dataSource.query(
        `INSERT INTO business_day_stats (business_id, day, ${list})
         SELECT c.id, c.day, ${COLUMNS.map((column) => `c.${column}`).join(', ')}
           FROM unnest($1::uuid[], $2::date[], ${COLUMNS.map((_, index) => `$${index + 3}::int[]`).join(', ')})
                AS c(id, day, ${list})
           JOIN businesses b ON b.id = c.id
         ON CONFLICT (business_id, day) DO UPDATE SET
           ${COLUMNS.map((column) => `${column} = business_day_stats.${column} + EXCLUDED.${column}`).join(', ')}`,
        [ids, days, ...columns],
      );
    } catch (error) {
      // Kept for the next flush: an outage delays the counts and loses none.
      for (const [key, counts] of batch) {
        const now = this.pending.get(key);
        if (now === undefined) this.pending.set(key, counts);
        else counts.forEach((count, index) => (now[index] += count));
      }
      throw error;
    }
  }

  private async flushQuietly(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      this.logger.warn({ err: error }, 'Statistics not written; retrying shortly');
    }
  }

  /** Deletes the days older than STATISTICS_RETENTION_DAYS; resolves to how many rows went. */
  async purge(): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM business_day_stats WHERE day < $1::date - $2::int`,
      [localTime(this.clock.now()).day, STATISTICS_RETENTION_DAYS],
    );
    return deleted;
  }

  private async purgeQuietly(): Promise<void> {
    try {
      await this.purge();
    } catch (error) {
      this.logger.warn({ err: error }, 'Old statistics not deleted; retrying in an hour');
    }
  }
}

/** The longest range one request reads (a year, leap years included). */
export const STATISTICS_MAX_DAYS = 366;
