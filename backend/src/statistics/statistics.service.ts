import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { localTime } from '../businesses/opening-hours';
import { Clock } from '../common/clock';
import type {
  BusinessStatisticsDto,
  StatisticsDayDto,
  StatisticsQueryDto,
  StatisticsTotalsDto,
} from './statistics.dto';
import { STATISTICS_MAX_DAYS } from './statistics-counter';
import { STATISTICS_ORDER_MESSAGE, STATISTICS_SPAN_MESSAGE } from './statistics-messages';

const DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const ZERO: StatisticsTotalsDto = {
  views: 0,
  searchAppearances: 0,
  phoneClicks: 0,
  websiteClicks: 0,
  routeClicks: 0,
  emailClicks: 0,
};
const METRICS = Object.keys(ZERO) as (keyof StatisticsTotalsDto)[];

/** The CSV's columns: German headers, as a spreadsheet in Germany opens them (semicolons, a BOM for UTF-8). */
const CSV_HEADERS = [
  'Datum',
  'Aufrufe',
  'Anzeigen in Suchergebnissen',
  'Klicks Telefon',
  'Klicks Website',
  'Klicks Route',
  'Klicks E-Mail',
];

/** A listing's counts per day, read for its owner. */
@Injectable()
export class StatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The totals and every day from `from` to `to` (both included); 400 for a reversed or too long range. */
  async read(businessId: string, query: StatisticsQueryDto): Promise<BusinessStatisticsDto> {
    const to = query.to ?? localTime(this.clock.now()).day;
    const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
    if (from > to) throw DomainError.invalidField('from', STATISTICS_ORDER_MESSAGE);
    if (daysBetween(from, to) >= STATISTICS_MAX_DAYS) {
      throw DomainError.invalidField('from', STATISTICS_SPAN_MESSAGE);
    }
    const rows: (StatisticsTotalsDto & { date: string })[] = await this.dataSource.query(
      `SELECT day::text AS date, views, search_appearances AS "searchAppearances", phone_clicks AS "phoneClicks",
              website_clicks AS "websiteClicks", route_clicks AS "routeClicks", email_clicks AS "emailClicks"
         FROM business_day_stats WHERE business_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [businessId, from, to],
    );
    const byDay = new Map(rows.map((row) => [row.date, row]));
    const totals = { ...ZERO };
    const days: StatisticsDayDto[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const row = byDay.get(date);
      const day = { date, ...ZERO };
      if (row !== undefined) for (const metric of METRICS) day[metric] = Number(row[metric]);
      for (const metric of METRICS) totals[metric] += day[metric];
      days.push(day);
    }
    return { from, to, totals, days };
  }

  /** The same days as CSV (semicolon-separated, UTF-8 with BOM). */
  static csv(statistics: BusinessStatisticsDto): string {
    const lines = [CSV_HEADERS, ...statistics.days.map((day) => [day.date, ...METRICS.map((metric) => day[metric])])];
    return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
  }
}
