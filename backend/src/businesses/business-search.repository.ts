import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { entityColumns } from '../database/entity-columns';
import { placeLookup } from '../places/place-lookup';
import { Business, NON_PUBLIC_COLUMNS, PublicBusiness } from './business.entity';
import { hasFilters, ResolvedSearch, SearchRequest, SearchTier } from './business-search';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/pagination';
import { randomProbesSql, randomSampleSql } from './business-search-distance-sql';
import { SearchExecutor, SearchSession } from './business-search-executor';
import {
  checkWordsSql,
  cityRegionsSql,
  citiesSql,
  heldPointsSql,
  lexemesSql,
  MAX_CITY_REGIONS,
  postalCodesSql,
} from './business-search-lookup-sql';
import { PageSpec, PageStatement } from './business-search-page-sql';
import { countStatement, pageStatements } from './business-search-statements';
import {
  capped,
  CountPlan,
  CountResult,
  COUNT_CAP,
  MAX_CITY_VARIANTS,
  MAX_POSTAL_CODES,
  MAX_PREFIX_LEXEMES,
  PagePlan,
  PageRequest,
  planCount,
  planPage,
  SearchStats,
  SortedCount,
} from './business-search-plan';
import {
  hasPlaceWords,
  isPostalCodeListing,
  withCategoryPerRow,
  withOpenHourSlot,
  withWordsPerRow,
} from './business-search-shape';
import { RADIUS_EDGE_KM, RadiusPoint } from './business-search-sql';
import { SearchStatistics } from './business-search-statistics';
import { holidayOn, isHolidayEverywhere } from './public-holidays';
import { isCountry } from '../places/countries';

/**
 * A page row: the business with its tier and the key parts a cursor needs (k3, the creation time to the microsecond,
 * only in the newest order).
 */
export type SearchRow = PublicBusiness & {
  tier: SearchTier;
  k0: boolean;
  k1: string;
  k2: number;
  k3?: string;
  /** With an Umkreissuche: the distance from the centre (km, rounded to 0.1). */
  distanceKm?: number;
};

/** A search's answer, or why there is none: a page by number that only a walk past every earlier match reaches. */
export type SearchOutcome = { count: CountResult; rows: SearchRow[] } | { refused: 'deep page' };

/** What the vocabulary says about one query word. */
export interface WordCheck {
  word: string;
  /** The word has no lexeme ("die", "und") and constrains nothing. */
  stopWord: boolean;
  /** Some indexed word starts with it. */
  known: boolean;
  /**
   * Of a word that may be corrected (neither known nor a stop word, of CORRECTION_MIN_LENGTH letters or more), the most
   * similar indexed word (folded and as written), if similar enough.
   */
  closest?: { term: string; display: string };
}

/** Quotes a lexeme for a tsquery's text. */
const quoted = (lexeme: string): string => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * How many of the first matches a random pick with filters chooses from: twice the pick, at least a page's worth, at
 * most the largest page. Each candidate is a row the page reads, at every point of a radius.
 */
const randomCandidates = (limit: number): number => Math.min(MAX_PAGE_SIZE, Math.max(limit * 2, DEFAULT_PAGE_SIZE));

/** The rows in a random order (Fisher–Yates). */
function shuffled<T>(rows: readonly T[]): T[] {
  const result = [...rows];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [result[index], result[other]] = [result[other], result[index]];
  }
  return result;
}

/** Page rows read by id, put back in the order their `position` states (an ORDER BY would add a Sort node). */
function inPositionOrder(rows: (SearchRow & { position: number })[]): SearchRow[] {
  return rows.sort((a, b) => a.position - b.position).map(({ position: _position, ...row }) => row);
}

/**
 * The search with what the statistics decided is tested per row (a common short prefix or a rare word's categories)
 * and whether the hour's slot is named beside its words.
 */
function withRowTests(resolved: ResolvedSearch, stats: SearchStats): ResolvedSearch {
  const tested = withCategoryPerRow(withWordsPerRow(resolved, stats), stats.prefixShare);
  return withOpenHourSlot(tested, stats.openHourShare, stats.prefixShare);
}

/**
 * The public search: resolves a request against the vocabulary and the place dataset, reads the statistics its plan
 * depends on, counts, plans the page (business-search-plan.ts) and has the executor run the builders' statements.
 * Holds no product rules and throws no HTTP errors: the services turn its outcomes into answers.
 */
@Injectable()
export class BusinessSearchRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly executor: SearchExecutor,
    private readonly statistics: SearchStatistics,
  ) {}

  /** `b."postal_code" AS "postalCode", …`: raw rows come back shaped like the entity, as the public reads it. */
  private columns(): string {
    return entityColumns(this.dataSource, Business, 'b', NON_PUBLIC_COLUMNS);
  }

  /** One page and its count, in one read-only session on one server. */
  search(request: SearchRequest, page: PageRequest): Promise<SearchOutcome> {
    return this.executor.run(async (session) => {
      const resolved = await this.resolve(session, request);
      const stats = await this.statistics.read(session, resolved, page);
      const search = withRowTests(resolved, stats);
      const matches = await this.count(session, search, planCount(search, stats, page), page);
      const { plan, take, indexScansOff } = planPage(search, { ...stats, matches }, page);
      if (plan.kind === 'deepPageRefused') return { refused: 'deep page' };
      const count: CountResult = { total: matches.total, exact: matches.exact };
      // The count may have turned index walks off for itself; the page sets them as its plan needs.
      if (indexScansOff) await session.indexScansOff();
      else await session.indexScansOn();
      return {
        count,
        rows: await this.readPage(session, plan, {
          search,
          order: page.order,
          position: page.position,
          take,
          columns: this.columns(),
        }),
      };
    });
  }

  /** The number of matches, as `search` counts them. */
  countMatches(request: SearchRequest): Promise<CountResult> {
    return this.executor.run(async (session) => {
      const resolved = await this.resolve(session, request);
      const stats = await this.statistics.read(session, resolved);
      const search = withRowTests(resolved, stats);
      return this.count(session, search, planCount(search, stats));
    });
  }

  /**
   * `limit` random matches and their count. With filters, the first page of up to randomCandidates(limit) matches in
   * listing order as the search plans it, shuffled: a walk in listing order that tested every row for the filters read far past a page
   * when few rows matched (sort=random with minRating=5: the budget). Without filters random points of the id space
   * pick the next published business each; only when the probes find fewer (a small directory) a few random pages of
   * the table are read instead of every row.
   */
  async findRandom(request: SearchRequest, limit: number): Promise<{ count: CountResult; items: PublicBusiness[] }> {
    if (hasFilters(request)) {
      const page = { order: 'relevance' as const, position: { offset: 0 }, limit: randomCandidates(limit) };
      // The candidates in listing order, without the name tiers: they are shuffled anyway, and a tier of few names
      // (no "EDV" in a name within 10 km of Hamburg) walked every row of the radius to find them.
      const outcome = await this.search({ ...request, phrase: undefined }, page);
      // A first page is never refused.
      if ('refused' in outcome) return { count: { total: 0, exact: true }, items: [] };
      return { count: outcome.count, items: shuffled(outcome.rows).slice(0, limit) };
    }
    const [count, items] = await Promise.all([this.countMatches(request), this.randomProbes(limit)]);
    return { count, items };
  }

  /** `limit` random published businesses, each statement on a connection of its own. */
  private async randomProbes(limit: number): Promise<PublicBusiness[]> {
    const picked = await this.executor.read<PublicBusiness>(randomProbesSql(this.columns(), limit));
    const distinct = [...new Map(picked.map((business) => [business.id, business])).values()].slice(0, limit);
    if (distinct.length === limit) return distinct;
    return this.executor.read<PublicBusiness>(randomSampleSql(this.columns(), limit));
  }

  /** Checks query words against the vocabulary (stop word, known prefix, closest indexed word). */
  async checkWords(words: readonly string[]): Promise<WordCheck[]> {
    const rows = await this.executor.lookup<{
      word: string;
      stopWord: boolean;
      known: boolean;
      term: string | null;
      display: string | null;
    }>(checkWordsSql(words));
    return rows.map((row) => ({
      word: row.word,
      stopWord: row.stopWord,
      known: row.known,
      closest: row.term === null || row.display === null ? undefined : { term: row.term, display: row.display },
    }));
  }

  /** The request with its cities, postal codes, lexemes and radius points looked up. */
  private async resolve(session: SearchSession, request: SearchRequest): Promise<ResolvedSearch> {
    let search: ResolvedSearch = await this.withCities(request);
    search = await this.withLexemes(session, search);
    search = await this.withPostalCodes(session, search);
    search = await this.withCityHoliday(session, search);
    if (search.near === undefined) return search;
    const within = placeLookup().pointsWithin(search.near, search.near.radiusKm + RADIUS_EDGE_KM);
    return { ...search, radiusPoints: await this.heldPoints(session, within) };
  }

  /** The points where a published business lies: at the others nothing can match, and no statement need look. */
  private async heldPoints(session: SearchSession, points: readonly RadiusPoint[]): Promise<RadiusPoint[]> {
    if (points.length === 0) return [];
    const [{ held }] = await session.lookup<{ held: number[] }>(heldPointsSql(points));
    return held.map((position) => points[position - 1]);
  }

  /** The stored cities a folded prefix stands for ("frankfurt" → two); more than MAX_CITY_VARIANTS: the prefix stays. */
  private async withCities(request: SearchRequest): Promise<ResolvedSearch> {
    if (request.cityPrefix === undefined || request.cities !== undefined) return request;
    const cities = await this.executor.lookup<{ term: string }>(citiesSql(request.cityPrefix));
    if (cities.length > MAX_CITY_VARIANTS) return request;
    return { ...request, cities: cities.map((city) => city.term) };
  }

  /**
   * The search with the lexemes its prefixes stand for, up to MAX_PREFIX_LEXEMES each; for one word only in a place
   * (placeLexemeQuery): rows walked one by one test a single prefix as cheaply as its lexemes.
   */
  private async withLexemes(session: SearchSession, search: ResolvedSearch): Promise<ResolvedSearch> {
    const { words, tsQuery } = search;
    if (tsQuery === undefined || words === undefined) return search;
    const placesOnly = words.length < 2;
    if (placesOnly && !hasPlaceWords(search)) return search;
    const rows = await session.lookup<{ query: string; prefix: string | null; terms: string[] | null }>(
      lexemesSql(tsQuery),
    );
    let query = rows[0]?.query ?? '';
    if (query === '') return search;
    for (const { prefix, terms } of rows) {
      // No lexeme: the prefix matches nothing, and says so cheaply as it is.
      if (prefix === null || terms === null || terms.length === 0 || terms.length > MAX_PREFIX_LEXEMES) continue;
      query = query.split(`${quoted(prefix)}:*`).join(`( ${terms.map(quoted).join(' | ')} )`);
    }
    return placesOnly ? { ...search, placeLexemeQuery: query } : { ...search, lexemeQuery: query };
  }

  /**
   * The search with the stored postal codes its prefix stands for, when words are searched in it (and no city or
   * radius, which narrow through their own indexes) or when it is searched alone (walked code by code).
   */
  private async withPostalCodes(session: SearchSession, search: ResolvedSearch): Promise<ResolvedSearch> {
    const { tsQuery, postalCodePrefix, cities, near } = search;
    if (postalCodePrefix === undefined || cities !== undefined || near !== undefined) return search;
    if (tsQuery === undefined && !isPostalCodeListing(search)) return search;
    const rows = await session.lookup<{ code: string }>(postalCodesSql(postalCodePrefix));
    if (rows.length > MAX_POSTAL_CODES) return search;
    return { ...search, postalCodes: rows.map((row) => row.code) };
  }

  /**
   * "Open now" on a public holiday in cities whose every published business lies where the day is one (München on
   * Epiphany, any German city on 3 October): only those open by special hours can match, and the count no longer
   * reads every business of the cities to find none open by the week's hours.
   */
  private async withCityHoliday(session: SearchSession, search: ResolvedSearch): Promise<ResolvedSearch> {
    const { openAt, cities } = search;
    if (openAt?.calendar === undefined || openAt.calendar.holidays.length === 0) return search;
    // A day every country keeps wholly (Christmas Day) is a holiday wherever the search looks.
    if (isHolidayEverywhere(openAt.calendar.holidays)) return { ...search, openAt: { ...openAt, cityHoliday: true } };
    if (cities === undefined || cities.length === 0) return search;
    const regions = await session.lookup<{ country: string; state: string }>(cityRegionsSql(cities));
    if (regions.length === 0 || regions.length > MAX_CITY_REGIONS) return search;
    const onHoliday = regions.every(
      ({ country, state }) =>
        isCountry(country) && holidayOn(openAt.day, country, state === '' ? null : state) !== null,
    );
    return onHoliday ? { ...search, openAt: { ...openAt, cityHoliday: true } } : search;
  }

  /** Runs a count plan; `page` lets a count of words by offset sort the page's matches too. */
  private async count(
    session: SearchSession,
    search: ResolvedSearch,
    plan: CountPlan,
    page?: PageRequest,
  ): Promise<CountResult | SortedCount> {
    if (plan.kind === 'known') return plan.count;
    if ('indexScansOff' in plan && plan.indexScansOff) await session.indexScansOff();
    const [row] = await session.rows<{ total: number; page?: [string, SearchTier][] | null }>(
      countStatement(search, plan, page),
    );
    const cap = plan.kind === 'placeTotals' ? COUNT_CAP : plan.cap;
    const total = capped(row.total, cap);
    if (row.page === undefined || row.page === null || !total.exact) return total;
    return { ...total, page: row.page.map(([id, tier]) => ({ id, tier })) };
  }

  /** Runs a page plan's statements: the top-rated first, and the next only when they do not fill the page. */
  private async readPage(session: SearchSession, plan: PagePlan, page: PageSpec): Promise<SearchRow[]> {
    const [first, otherwise] = pageStatements(plan, page);
    if (first === undefined) return [];
    const rows = await this.rowsOf(session, first);
    if (otherwise === undefined || (rows.length === page.take && rows.every((row) => row.tier < 2))) return rows;
    return this.rowsOf(session, otherwise);
  }

  /** A page statement's rows in the page's order. */
  private async rowsOf(session: SearchSession, statement: PageStatement): Promise<SearchRow[]> {
    if (statement.numbered) {
      const rows = inPositionOrder(await session.rows<SearchRow & { position: number }>(statement));
      return statement.backward ? rows.reverse() : rows;
    }
    const rows = await session.rows<SearchRow>(statement);
    return statement.backward ? rows.reverse() : rows;
  }
}
