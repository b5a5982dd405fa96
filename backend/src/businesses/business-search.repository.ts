import { BadRequestException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { pastNumberedPages } from '../common/pagination';
import { SearchReader } from '../database/database-reader';
import { entityColumns } from '../database/entity-columns';
import { prepared } from '../database/prepared-statements';
import {
  NIGHT_HOURS,
  NIGHT_OPEN_PREDICATE,
  openMinuteKeys,
  PUBLISHED_PREDICATE,
  TOP_RATED_PREDICATE,
} from '../database/search-expressions';
import { escapeLike } from './search-text';
import { Business, NON_PUBLIC_COLUMNS, PublicBusiness } from './business.entity';
import { DEEP_DISTANCE_PAGE_MESSAGE, DEEP_PAGE_MESSAGE } from './business-validators';
import {
  hasFilters,
  hasNonWordFilters,
  ListingCursor,
  NearCriteria,
  PageOrder,
  SearchCriteria,
  SearchTier,
} from './business-search';
import { Coordinates, placeLookup } from '../places/place-lookup';
import { openHourOfWeek } from './opening-hours';
import { SearchLookups } from './search-lookups';

/**
 * Which businesses the public may see (approved, not in the trash), as a condition on
 * `businesses b`: the predicate of the partial listing indexes, so every public query that
 * states it can walk them.
 */
export const PUBLISHED = `(${PUBLISHED_PREDICATE})`;

/** Collects positional parameters while SQL is assembled. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Matches are counted exactly up to this many; beyond it the count stops and the total is reported
 * as a lower bound. Counting every match of "Berlin" or "Friseur" at a million businesses costs
 * hundreds of milliseconds and tells a visitor nothing a "more than 10,000" does not.
 */
export const COUNT_CAP = 10_000;

/**
 * Counts that read every counted row from the table stop here instead of at COUNT_CAP: "open now"
 * (the week's hours are checked per row; no index can answer the count alone) and an Umkreissuche
 * with further criteria. Each counted row costs a heap fetch of a few microseconds, and "open now" also
 * the rows it passes that are closed: at an hour when one business in ten is open, a count of 1,001 checked
 * about 10,000 rows (19 ms at a million businesses, Tuesday 21:12), one of 201 about 2,000 (5 ms). Two hundred,
 * more than eight pages, say as much to a visitor ("Mehr als 200").
 */
export const ROW_CHECKED_COUNT_CAP = 200;

/**
 * Up to this many matches, a page sorts its matches instead of walking the listing order: walking
 * costs about a page × (rows ÷ matches) row checks, sorting about the matches; at a million rows
 * they meet near √(24 × 1,000,000) ≈ 5,000. Words whose count reads every match sort them up to the
 * count's cap instead (countAndSort): the count has paid for reading them.
 */
export const SPARSE_MATCHES = 5_000;

/** Random points of the id space tried per business of a random pick (findRandom): two rarely fall in one gap. */
export const RANDOM_PROBES_PER_PICK = 2;

/**
 * Where a page is looked for among the top-rated first: their names anywhere, in the cities searched, or at the
 * dataset points within the radius.
 */
type TopRatedNames = 'anywhere' | 'in the cities' | 'within the radius';

/**
 * From this many matches of words alone, a page of the name tier is first looked for among the top-rated
 * businesses (TOP_RATED_PREDICATE, about 4 % of them): about 40 of a thousand matches are there, enough for
 * the first page, found without sorting the other 960.
 */
export const TOP_RATED_MIN_MATCHES = 1_000;

/** A city prefix standing for more stored cities than this filters by prefix instead of by name. */
export const MAX_CITY_VARIANTS = 20;

/**
 * Words in a postal-code prefix standing for up to this many stored postal codes are found through
 * idx_businesses_postal_words, one lookup per code (withPostalCodes); a shorter prefix ("8") is tested
 * per row, as the postal code alone is.
 */
export const MAX_POSTAL_CODES = 50;

/** A vocabulary word must be at least this similar (pg_trgm) to replace a query word. */
export const CORRECTION_MIN_SIMILARITY = 0.35;

/** The creation time as the newest order's cursor carries it: UTC, to the microsecond (what timestamptz holds). */
const CREATED_AT_TEXT = `to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page row's listing-key columns (SearchRow's k0 to k2), which its cursor is made from. */
const ROW_KEY_COLUMNS = `(NOT b.verified) AS "k0", (- b.rating_avg)::text AS "k1", (- b.review_count) AS "k2"`;

/** The creation time column of a page row in the newest order (its cursor's k3), else nothing. */
function createdAtColumn(order: PageOrder): string {
  return order === 'newest' ? `, ${CREATED_AT_TEXT} AS "k3"` : '';
}

/** Page rows read by id, put back in the order their `position` states (an ORDER BY would add a Sort node). */
function inPositionOrder(rows: (SearchRow & { position: number })[]): SearchRow[] {
  return rows.sort((a, b) => a.position - b.position).map(({ position: _position, ...row }) => row);
}

/**
 * Index walks off until the search's transaction ends: a page then sorts the matches an index lookup found. A search's
 * connection has the settings of its pool (SEARCH_SESSION_SETTINGS) and no transaction; this one setting for one
 * search begins one, in the same round trip.
 */
const SORT_MATCHES = `START TRANSACTION; SELECT set_config('enable_indexscan', 'off', true)`;

/** One search's connection: its manager, and sortMatches (SORT_MATCHES) for the rest of the search. */
interface SearchSession {
  manager: EntityManager;
  sortMatches(): Promise<void>;
}

/**
 * "Open now" is counted through idx_businesses_open_hours (the businesses open in the hour) when
 * fewer than this share of all businesses are open in the hour, and otherwise by walking an index
 * and checking each row. Reading the hour's businesses from the index costs about 0.2 µs each, checking
 * rows about 2 µs each for the 201 ÷ share rows a count of ROW_CHECKED_COUNT_CAP + 1 passes: at a million
 * businesses they meet near √(201 × 2 µs ÷ (1,000,000 × 0.2 µs)) ≈ 4.5 % (Monday 10:30: 80 % open, Sunday 06:30:
 * 3.6 %). At night (NIGHT_HOURS) the count reads idx_businesses_night_listing instead.
 */
export const OPEN_HOURS_INDEX_SHARE = 0.045;

/**
 * The share of businesses open at some minute of each hour of the week, from ANALYZE's statistics
 * of idx_businesses_open_hours: the most common elements of its arrays (the hours) and their
 * frequencies. Read from pg_stats (about a millisecond) only when the statistics were made anew.
 */
const OPEN_HOUR_SHARES = `SELECT s.most_common_elems::text::smallint[] AS hours, s.most_common_elem_freqs AS shares
  FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = 'idx_businesses_open_hours'`;

/**
 * When the businesses' statistics were last made (ANALYZE or autovacuum's): OPEN_HOUR_SHARES are read
 * again when this changes. The time is unknown after a crash and on a replica; then they are read
 * again after OPEN_HOUR_SHARES_TTL_MS.
 */
const BUSINESSES_ANALYZED = `SELECT greatest(pg_stat_get_last_analyze_time('businesses'::regclass),
  pg_stat_get_last_autoanalyze_time('businesses'::regclass))::text AS analyzed`;

const OPEN_HOUR_SHARES_TTL_MS = 10 * 60_000;

/**
 * "Open now" in a category or a city: how many of its first rows in the listing order are looked at to
 * judge how many of it are open (fewOpenIn), and how many of those may be open for the open ones to be read
 * from the per-minute indexes instead. Found there, each costs about 0.3 µs and, up to the 201 a count
 * stops at, a read of its row (about 4 µs); a walk of the listing order checks 201 ÷ share rows at
 * about 1.5 µs each. The sample is the start of that walk, so it tells the walk's cost well; it tells the
 * index's less well, as the best rated come first: it found 9.5 % of "Handwerk" open on a Tuesday at 17:30,
 * of which 18.6 % was (16,000 postings read from the index, 4 ms, where a walk reads about 1,800 rows, 2 ms).
 * By day the index is read when fewer than 13 of the 200 are open (6.5 %: a walk of up to about 3,000 rows
 * otherwise), measured against a tenth at five instants in five places at a million businesses: 7.5 % less
 * time in all, the slowest p95 27 -> 17 ms ("Handwerk" at 17:30). "Gesundheit & Medizin" at 20:30: none open,
 * 290 ms walked, 4 ms from the index. At night the night listing indexes count the few candidates from the
 * index alone (Berlin at 23:07: 1,466 open, 4 ms), so only a place where the sample finds none open (the
 * restaurants at 23:07: 87,000 candidates, 25 ms) reads the index.
 */
const OPEN_SAMPLE_ROWS = 200;
const OPEN_SAMPLE_FEW = { day: Math.round(OPEN_SAMPLE_ROWS * 0.065), night: 1 };

/** Which filter indexes a statement states conditions for (filters()). */
interface FilterIndexes {
  /** The earth_box of an Umkreissuche (idx_businesses_earth); default true. */
  radius?: boolean;
  /**
   * How "open now" is found: `hour`, when few are open, the businesses open in the hour from
   * idx_businesses_open_hours when it is the one narrowing criterion, and in categories or cities
   * (isOpenNowIn) those open at the minute from idx_businesses_category_open_minutes or
   * _city_open_minutes; `night`, at night alone or in a city or a category (isNightOpenNow), a night
   * listing index walked in the listing order or counted alone. By default each row an index walk passes
   * is checked.
   */
  openHours?: 'hour' | 'night' | 'minute';
}

/** The criteria without the query words. */
function withoutWords(criteria: SearchCriteria): SearchCriteria {
  return {
    ...criteria,
    words: undefined,
    tsQuery: undefined,
    lexemeQuery: undefined,
    placeLexemeQuery: undefined,
    phrase: undefined,
  };
}

/**
 * "Open now" beside query words in cities, at a minute when few in the cities are open: read at most this
 * many of their open ones from idx_businesses_city_open_minutes (about 2 µs each with the words tested on
 * the row) rather than the words' matches from idx_businesses_city_words with the hours tested on each. At
 * night the matches of a common trade are thousands, nearly none open ("Friseur" in Berlin at 23:07: 5,198
 * rows read, 11 ms; Berlin's 1,466 open ones: 3 ms). With more open in the cities, their words and open
 * hours are read together from idx_businesses_open_city_words (wordsInPlace), which finds the open matches (and the
 * few open only earlier or later in the hour).
 */
const OPEN_BESIDE_WORDS_ROWS = 2_000;

/**
 * Whether "open now" at night narrows alone or beside the cities or categories searched: then the
 * businesses open at some night (idx_businesses_night_listing and its per-city and per-category twins)
 * are all the candidates, one in seven of all.
 */
function isNightOpenNow(criteria: SearchCriteria): boolean {
  let elsewhere: SearchCriteria = { ...criteria, categories: undefined };
  if (criteria.cities !== undefined) elsewhere = { ...elsewhere, cities: undefined, cityPrefix: undefined };
  return (
    criteria.openAt !== undefined &&
    !narrowsBesidesOpenNow(elsewhere) &&
    NIGHT_HOURS.includes(openHourOfWeek(criteria.openAt.minuteOfWeek))
  );
}

/**
 * Whether "open now" narrows beside the categories or the cities searched and nothing else: then the
 * businesses open at the minute in them can be read from the per-minute indexes (migration 1763960000010).
 */
function isOpenNowIn(criteria: SearchCriteria): boolean {
  const elsewhere: SearchCriteria = { ...criteria, categories: undefined, cities: undefined, cityPrefix: undefined };
  return (
    criteria.openAt !== undefined &&
    (criteria.categories?.length ?? 0) + (criteria.cities?.length ?? 0) > 0 &&
    !narrowsBesidesOpenNow(elsewhere)
  );
}

/**
 * Which per-minute index "open now" in categories or cities reads: the cities' (fewer businesses than a
 * category's), else the categories'; the column its keys are qualified by, and the qualifiers.
 */
function openMinuteQualifiers(criteria: SearchCriteria): { column: string; qualifiers: readonly string[] } {
  const cities = criteria.cities ?? [];
  return cities.length > 0
    ? { column: 'b.city_folded', qualifiers: cities }
    : { column: 'b.category', qualifiers: criteria.categories ?? [] };
}

/**
 * Open at the minute in one of the qualifiers' places: the expression of the per-minute indexes (migration
 * 1763960000010).
 */
function openMinutesCondition(
  { column, qualifiers }: { column: string; qualifiers: readonly string[] },
  minuteOfWeek: number,
  params: Params,
): string {
  return `qualified_open_segments(${column}, b.open_week) && ${params.add(openMinuteKeys(qualifiers, minuteOfWeek))}::text[]`;
}

/**
 * Open at some minute of the minute's hour in one of these cities: the second key of idx_businesses_open_city_words
 * (migration 1764060000010). Besides the businesses open at the minute it holds those opening later or closing earlier
 * in that hour; the rows' `open_week @> minute` (filters) is the exact test.
 */
function openHourInCitiesCondition(cities: readonly string[], minuteOfWeek: number, params: Params): string {
  const hour = openHourOfWeek(minuteOfWeek);
  return `qualified_open_hours(b.city_folded, b.open_week) && ${params.add(cities.map((city) => `${city}|${hour}`))}::text[]`;
}

/** The greatest code point: `term < prefix || MAX_CHAR` bounds a prefix range in "C" collation. */
const MAX_CHAR = '\u{10FFFF}';

/** A query prefix standing for more lexemes than this stays a prefix (withLexemes). */
export const MAX_PREFIX_LEXEMES = 20;

/** The query words as a tsquery: the looked-up lexemes (lexemeQuery) when there are, else to_tsquery of the words. */
function wordsQuery(criteria: SearchCriteria, params: Params): string {
  if (criteria.lexemeQuery !== undefined) return `${params.add(criteria.lexemeQuery)}::tsquery`;
  return `to_tsquery('german', ${params.add(criteria.tsQuery)})`;
}

/**
 * The query words for a place-words index (qualified_words_query): the lexemes also of a single word. GIN collects
 * a prefix's postings key by key, comparing each key of its range: "friseur":* in Berlin took 3.1 ms for 5,198
 * postings, its three lexemes 1.6 ms (a million businesses).
 */
function placeWordsQuery(criteria: SearchCriteria, params: Params): string {
  if (criteria.placeLexemeQuery !== undefined) return `${params.add(criteria.placeLexemeQuery)}::tsquery`;
  return wordsQuery(criteria, params);
}

/**
 * A document matching a tsquery: `@@`, which the document's GIN index serves, or `perRow` ts_match_vq (what
 * `@@` calls), which no index serves, for rows another index has already found.
 */
function wordsMatch(document: string, query: string, perRow: boolean): string {
  return perRow ? `ts_match_vq(${document}, ${query})` : `${document} @@ ${query}`;
}

/**
 * The listing order, ascending, exactly as the listing indexes of migration 1763700000030 hold it
 * (LISTING_KEY_COLUMNS), with the SQL type of each key part for cursor parameters.
 */
const LISTING_KEY = ['(NOT b.verified)', '(- b.rating_avg)', '(- b.review_count)', 'b.name', 'b.id'] as const;

/**
 * Each page order as the indexes hold it: the key expressions (compared as one row for keyset
 * cursors), their SQL types, whether the index holds them descending, and the key as the columns of
 * a page row (to merge rows that several index walks found).
 * relevance: idx_businesses_listing and its per-category and per-city twins (migrations 1763700000030, 1763800000010);
 * rating: idx_businesses_rating, _city_rating, _category_rating (1763900000010); newest: idx_businesses_created_at,
 * walked backwards (ties of one creation time are few and sorted by id on the way).
 */
const PAGE_ORDER_KEYS: Record<
  PageOrder,
  { key: readonly string[]; types: readonly string[]; descending: boolean; rowKey: readonly string[] }
> = {
  relevance: {
    key: LISTING_KEY,
    types: ['boolean', 'numeric', 'integer', 'text', 'uuid'],
    descending: false,
    rowKey: ['"k0"', '"k1"::numeric', '"k2"', '"name"', '"id"'],
  },
  rating: {
    key: ['(- b.rating_avg)', '(- b.review_count)', 'b.name', 'b.id'],
    types: ['numeric', 'integer', 'text', 'uuid'],
    descending: false,
    rowKey: ['"k1"::numeric', '"k2"', '"name"', '"id"'],
  },
  newest: {
    key: ['b.created_at', 'b.id'],
    types: ['timestamptz', 'uuid'],
    descending: true,
    rowKey: ['"createdAt"', '"id"'],
  },
};

/**
 * A page row: the business with its tier and the key parts that a cursor needs (k3, the creation
 * time to the microsecond, only in the newest order).
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

/** Whether a page's matches come in the relevance tiers of the name (tierConditions): words, in relevance order. */
function hasNameTiers({ criteria, order }: PageQuery): boolean {
  return order === 'relevance' && criteria.tsQuery !== undefined && criteria.phrase !== undefined;
}

/** Whether words are searched in a place: a place-words index may then serve them (wordsInPlace). */
function hasPlaceWords(criteria: SearchCriteria): boolean {
  return criteria.cityPrefix !== undefined || criteria.postalCodePrefix !== undefined || criteria.near !== undefined;
}

/**
 * A postal-code prefix and nothing else ("803"): counted from the vocabulary (placeCount) and, in the listing order,
 * walked code by code once its codes are resolved (withPostalCodes, findPage).
 */
function isPostalCodeListing(criteria: SearchCriteria): boolean {
  return criteria.postalCodePrefix !== undefined && !hasFilters({ ...criteria, postalCodePrefix: undefined });
}

/** The postal codes a page walks one by one: those of a postal-code prefix alone, in the listing order. */
function walkedPostalCodes({ criteria, order }: PageQuery): readonly string[] | undefined {
  return order === 'relevance' && isPostalCodeListing(criteria) ? criteria.postalCodes : undefined;
}

/**
 * Whether a page may be looked for among the top-rated first (search): words alone in the relevance order, by
 * offset (a cursor's tier and keys may lie beyond them).
 */
function isTopRatedFirst(query: PageQuery, position: PagePosition, byDistance: boolean): boolean {
  return hasNameTiers(query) && !hasNonWordFilters(query.criteria) && 'offset' in position && !byDistance;
}

/**
 * Whether a page may be looked for among the top-rated of the resolved cities first (search): words in cities, in
 * the relevance order, by offset; other filters are tested on those rows.
 */
function isTopRatedInCities(query: PageQuery, position: PagePosition, byDistance: boolean): boolean {
  const { cities, near, postalCodePrefix } = query.criteria;
  const inCities = cities !== undefined && cities.length > 0 && near === undefined && postalCodePrefix === undefined;
  return inCities && hasNameTiers(query) && 'offset' in position && !byDistance;
}

/**
 * Whether a page may be looked for among the top-rated within the radius first (search): words within a radius, in
 * the relevance order, by offset; other filters are tested on those rows.
 */
function isTopRatedWithinRadius(query: PageQuery, position: PagePosition, byDistance: boolean): boolean {
  return query.criteria.near !== undefined && hasNameTiers(query) && 'offset' in position && !byDistance;
}

/** Whether criteria other than "open now" narrow the matches through an index of their own. */
function narrowsBesidesOpenNow(criteria: SearchCriteria): boolean {
  return (
    criteria.tsQuery !== undefined ||
    criteria.categories !== undefined ||
    criteria.categoryTsQuery !== undefined ||
    criteria.cities !== undefined ||
    criteria.cityPrefix !== undefined ||
    criteria.postalCodePrefix !== undefined ||
    criteria.near !== undefined
  );
}

/** A count that went one past its cap is the cap, as a lower bound. */
function capped(total: number, cap: number): CountResult {
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
}

function isSortedCount(count: CountResult | SortedCount): count is SortedCount {
  return 'page' in count;
}

/** Where a page starts: a row offset (direct jumps near the start) or a keyset cursor. */
export type PagePosition = { offset: number } | { cursor: ListingCursor };

/** The criteria and the order of a page. */
export interface PageQuery {
  criteria: SearchCriteria;
  order: PageOrder;
}

export interface CountResult {
  total: number;
  /** False when the count stopped at COUNT_CAP: `total` is then a lower bound. */
  exact: boolean;
}

/**
 * What a count also sorts when it finds every match (countAndSort): a page's order and the page (by offset).
 */
interface SortedMatches {
  query: PageQuery;
  offset: number;
  limit: number;
}

/** An exact count of few matches, with the page's matches in the page's order. */
interface SortedCount extends CountResult {
  page: { id: string; tier: SearchTier }[];
}

/** What the vocabulary says about one query word. */
export interface WordCheck {
  word: string;
  /** The word has no lexeme ("die", "und") and constrains nothing. */
  stopWord: boolean;
  /** Some indexed word starts with it. */
  known: boolean;
  /** The most similar indexed word (folded and as written), when one is similar enough. */
  closest?: { term: string; display: string };
}

/** The centre of an Umkreissuche as earthdistance's point. */
/** A business's point as idx_businesses_earth holds it (migration 1763910000010's business_earth). */
const EARTH_POINT = 'business_earth(b.latitude, b.longitude)';

function centreOf(near: NearCriteria, params: Params): string {
  return `ll_to_earth(${params.add(near.latitude)}::float8, ${params.add(near.longitude)}::float8)`;
}

/** A row's distance from the centre in km, rounded to 0.1 km, as the `distanceKm` column. */
function distanceColumn(near: NearCriteria | undefined, params: Params): string {
  if (near === undefined) return '';
  return `, round((earth_distance(${centreOf(near, params)}, ${EARTH_POINT}) / 1000)::numeric, 1)::float8 AS "distanceKm"`;
}

/** Dataset points as the relation `point(latitude, longitude)`, for lookups place by place. */
function pointsRelation(points: readonly Coordinates[], params: Params): string {
  const latitudes = params.add(points.map((point) => point.latitude));
  const longitudes = params.add(points.map((point) => point.longitude));
  return `unnest(${latitudes}::float8[], ${longitudes}::float8[]) AS point(latitude, longitude)`;
}

/** A business at the dataset point `point` (stated not null so the partial point indexes apply). */
const AT_POINT = ['b.latitude = point.latitude', 'b.longitude = point.longitude', 'b.latitude IS NOT NULL'] as const;

/** Postal codes as the relation `code(postal_code)`, for walks code by code. */
function codesRelation(codes: readonly string[], params: Params): string {
  return `unnest(${params.add(codes)}::text[]) AS code(postal_code)`;
}

/** A business with the postal code `code` (idx_businesses_postal_listing). */
const AT_CODE = 'b.postal_code = code.postal_code';

/** How close to the radius JavaScript's distance leaves the decision to SQL's (km). */
const RADIUS_EDGE_KM = 0.1;

/**
 * The dataset points within the radius as the relation `point(latitude, longitude)`: businesses carry
 * their place's point, so these are all the points a match can have. Near the radius SQL decides with
 * earth_distance, as it checks a row's distance, so a row found through its point needs no check of
 * its own; points well inside skip it (earth_distance costs about 15 µs a call).
 */
function pointsWithinRadius(near: NearCriteria, params: Params): string {
  const points = placeLookup().pointsWithin(near, near.radiusKm + RADIUS_EDGE_KM);
  const latitudes = params.add(points.map((point) => point.latitude));
  const longitudes = params.add(points.map((point) => point.longitude));
  const inside = params.add(points.map((point) => point.km < near.radiusKm - RADIUS_EDGE_KM));
  const distance = `earth_distance(${centreOf(near, params)}, business_earth(point.latitude, point.longitude))`;
  return `(SELECT point.latitude, point.longitude
    FROM unnest(${latitudes}::float8[], ${longitudes}::float8[], ${inside}::boolean[]) AS point(latitude, longitude, inside)
    WHERE point.inside OR ${distance} <= ${params.add(near.radiusKm * 1000)}) AS point`;
}

/**
 * The search queries of BusinessesRepository (businesses.repository.ts), which is what other
 * classes inject. Holds no product rules: criteria arrive folded and resolved
 * (business-search.ts); this turns them into SQL that the indexes of migrations 1763700000002 and
 * 1763700000030 serve so that every page walks an index in result order and stops after the page.
 */
@Injectable()
export abstract class BusinessSearchQueries {
  /** OPEN_HOUR_SHARES by hour of the week, and until when they are used. */
  private openHourShares?: { shares: Map<number, number>; analyzed: string | null; until: number };

  constructor(
    @InjectDataSource() protected readonly dataSource: DataSource,
    // Every statement of a search, on the search's own pools, whose connections carry its settings
    // (searchTypeOrmOptions). Search reads what a replica holds: a result a few milliseconds old is a correct result.
    protected readonly searchReader: SearchReader,
    // The answers of the statements that prepare a search (the vocabulary's, the open sample), kept briefly.
    private readonly lookups: SearchLookups,
  ) {}

  /** `b."postal_code" AS "postalCode", …`: raw rows come back shaped like the entity, as the public reads it. */
  protected selectList(): string {
    return entityColumns(this.dataSource, Business, 'b', NON_PUBLIC_COLUMNS);
  }

  /**
   * The filters besides the query words, starting with PUBLISHED: every public read states it.
   * Every condition here is cheap to check per row.
   */
  protected filters(
    criteria: SearchCriteria,
    params: Params,
    { radius = true, openHours }: FilterIndexes = {},
  ): string[] {
    const conditions: string[] = [PUBLISHED];
    // "Open now" where few are open in the cities (else the categories) searched: read from a per-minute index
    // whose keys name the city or the category. That condition is then left out, and a category beside a
    // city is tested per row (IS TRUE): the planner otherwise ANDed the bitmap of every business in Berlin
    // (81,000, 17 ms) with the 8,900 open ones.
    const openKeys =
      (openHours === 'hour' && isOpenNowIn(criteria)) || (openHours === 'minute' && isOpenNowIn(withoutWords(criteria)))
        ? openMinuteQualifiers(criteria)
        : undefined;
    if (openKeys?.column !== 'b.category') {
      const perRow = openKeys === undefined ? (test: string) => test : (test: string) => `(${test}) IS TRUE`;
      if (criteria.categories?.length === 1) {
        // Plain equality lets idx_businesses_category_listing return rows already in listing order.
        conditions.push(perRow(`b.category = ${params.add(criteria.categories[0])}`));
      } else if (criteria.categories !== undefined) {
        conditions.push(perRow(`b.category = ANY(${params.add(criteria.categories)}::text[])`));
      }
    }
    if (criteria.categoryTsQuery !== undefined) {
      conditions.push(`b.search_document @@ to_tsquery('german', ${params.add(criteria.categoryTsQuery)})`);
    }
    if (openKeys?.column === 'b.city_folded') {
      // Implied by the keys.
    } else if (criteria.cities !== undefined) {
      if (criteria.cities.length === 0) conditions.push('FALSE');
      else if (criteria.cities.length === 1) conditions.push(`b.city_folded = ${params.add(criteria.cities[0])}`);
      else conditions.push(`b.city_folded = ANY(${params.add(criteria.cities)}::text[])`);
    } else if (criteria.cityPrefix !== undefined) {
      // So many cities start with it that most rows of the listing order qualify anyway.
      conditions.push(`b.city_folded LIKE ${params.add(`${escapeLike(criteria.cityPrefix)}%`)}`);
    }
    if (criteria.postalCodePrefix !== undefined) {
      conditions.push(`b.postal_code LIKE ${params.add(`${escapeLike(criteria.postalCodePrefix)}%`)}`);
    }
    if (criteria.verifiedOnly === true) conditions.push('b.verified');
    if (criteria.minRating !== undefined) {
      // rating_avg is rounded to two decimals, the shown average to one: the first condition is the
      // bound the rating indexes can seek to, the second the exact rule (sum / count ≥ minRating − 0.05).
      conditions.push(
        `(- b.rating_avg) <= ${params.add(`-${criteria.minRating - 1}.95`)}::numeric`,
        `b.rating_sum * 20 >= ${params.add(criteria.minRating * 20 - 1)}::integer * b.review_count`,
      );
    }
    if (criteria.openAt !== undefined) {
      const minute = params.add(criteria.openAt.minuteOfWeek);
      // A containment test per row while an index is walked, or (`openHours`, when "open now" is the one
      // criterion that narrows) the businesses open in this hour of the week from
      // idx_businesses_open_hours (GIN, migration 1763940000010), or at night those open at some night
      // from idx_businesses_night_listing or its per-city and per-category twins (migrations
      // 1763950000010-30), each tested exactly. Only stated when the index is wanted: on a walked row the
      // hour's expression costs about 20 µs. Beside words, a radius or a postal code (and by day a city
      // or a category) the other index narrows and each row is checked: on a Monday morning the
      // planner once ANDed a bitmap of the former GiST index over open_week with that of "Friseur" in
      // Berlin, 190 ms.
      if (openHours === 'hour' && !narrowsBesidesOpenNow(criteria)) {
        conditions.push(`open_hour_slots(b.open_week) @> ARRAY[open_hour_slot(${minute}::integer)]`);
      } else if (openKeys !== undefined) {
        conditions.push(openMinutesCondition(openKeys, criteria.openAt.minuteOfWeek, params));
      } else if (openHours !== undefined && isNightOpenNow(criteria)) {
        // In a city or a category, also when the matches are few: they are then fetched from its
        // businesses open at some night, not from all of its.
        conditions.push(`(${NIGHT_OPEN_PREDICATE})`);
      }
      conditions.push(
        `b.open_week @> ${minute}::integer`,
        `NOT (b.temporarily_closed AND (b.temporarily_closed_until IS NULL OR b.temporarily_closed_until >= ${params.add(criteria.openAt.day)}::date))`,
      );
    }
    // Umkreissuche (issue 14).
    if (criteria.near !== undefined) conditions.push(...this.radiusConditions(criteria.near, params, radius));
    return conditions;
  }

  /**
   * Within the radius: the exact great-circle distance, and (`indexed`) the earth_box around the
   * centre that idx_businesses_earth (GiST) answers. Without the box the distance is only checked
   * per row, which is what a walk of the listing order wants when the matches are many: with the box
   * the planner, which guesses containment to be rare, would fetch every match and sort.
   */
  private radiusConditions(near: NearCriteria, params: Params, indexed: boolean): string[] {
    const metres = params.add(near.radiusKm * 1000);
    const distance = `earth_distance(${centreOf(near, params)}, ${EARTH_POINT})`;
    // Stated so the partial radius indexes (… AND latitude IS NOT NULL) apply; no other search states it.
    const within = ['b.latitude IS NOT NULL', `${distance} <= ${metres}`];
    return indexed ? [`earth_box(${centreOf(near, params)}, ${metres}) @> ${EARTH_POINT}`, ...within] : within;
  }

  /** Every match of the query words (all tiers together); undefined without words. */
  private matchCondition(criteria: SearchCriteria, params: Params, perRow = false): string | undefined {
    if (criteria.tsQuery === undefined) return undefined;
    return wordsMatch('b.search_document', wordsQuery(criteria, params), perRow);
  }

  /** The query words' match (when there are words) and the filters: every condition a match meets. */
  private matchAndFilters(criteria: SearchCriteria, params: Params, indexes: FilterIndexes = {}): string[] {
    return [this.matchCondition(criteria, params), ...this.filters(criteria, params, indexes)].filter(
      (condition) => condition !== undefined,
    );
  }

  /**
   * The query words in the place searched (the resolved cities or the radius' points) as one condition
   * from a place-words index, followed by the other filters; undefined without words or a place.
   */
  private wordsInPlace(criteria: SearchCriteria, params: Params): string[] | undefined {
    const { tsQuery, cities, near, postalCodes } = criteria;
    if (tsQuery === undefined) return undefined;
    if (postalCodes !== undefined) {
      if (postalCodes.length === 0) return ['FALSE'];
      // The codes are all the stored ones with the prefix: the prefix needs no test of its own.
      const elsewhere = { ...criteria, postalCodePrefix: undefined };
      return [this.postalWordsCondition(postalCodes, criteria, params), ...this.filters(elsewhere, params)];
    }
    if (near !== undefined) {
      // The points are within the radius: the rows need no distance check (reading their coordinates
      // costs more than the rest of the row's checks).
      const elsewhere = { ...criteria, near: undefined };
      return [
        this.pointWordsCondition(near, criteria, params),
        'b.latitude IS NOT NULL',
        ...this.filters(elsewhere, params),
      ];
    }
    if (cities === undefined || cities.length === 0) return undefined;
    const elsewhere = { ...criteria, cities: undefined, cityPrefix: undefined };
    const inCities = [this.cityWordsCondition(cities, criteria, params)];
    if (criteria.openAt !== undefined) {
      // "Open now" too: the cities' open hours beside their words, both from idx_businesses_open_city_words
      // (migrations 1764040000010, 1764060000010), so that only the open matches are read from the table, not every
      // match (and the few open earlier or later in the hour, which filters' exact test leaves out).
      inCities.push(openHourInCitiesCondition(cities, criteria.openAt.minuteOfWeek, params));
    }
    return [...inCities, ...this.filters(elsewhere, params)];
  }

  /**
   * The query words in one of these cities, from idx_businesses_city_words (migration 1763920000010):
   * only the matches in the cities, where the document index would collect every match in the country.
   * In the names (`b.name_document`): from idx_businesses_top_rated_city_names, beside TOP_RATED_PREDICATE.
   */
  private cityWordsCondition(
    cities: readonly string[],
    criteria: SearchCriteria,
    params: Params,
    document = 'b.search_document',
  ): string {
    return `qualified_words(b.city_folded, ${document}) @@ qualified_words_query(${params.add(cities)}::text[], ${placeWordsQuery(criteria, params)})`;
  }

  /** The query words in one of these postal codes, from idx_businesses_postal_words (migration 1764000000010). */
  private postalWordsCondition(postalCodes: readonly string[], criteria: SearchCriteria, params: Params): string {
    return `qualified_words(b.postal_code, b.search_document) @@ qualified_words_query(${params.add(postalCodes)}::text[], ${placeWordsQuery(criteria, params)})`;
  }

  /**
   * The query words at the dataset points within the radius, from idx_businesses_point_words
   * (migration 1763920000010): only the matches within the radius.
   */
  private pointWordsCondition(near: NearCriteria, criteria: SearchCriteria, params: Params): string {
    // Only points where a published business is: each place is a prefix lookup in the index.
    const held = `SELECT 1 FROM businesses held WHERE held.latitude = point.latitude AND held.longitude = point.longitude
      AND held.latitude IS NOT NULL AND ${PUBLISHED}`;
    const places = `ARRAY(SELECT point_place(point.latitude, point.longitude) FROM ${pointsWithinRadius(near, params)}
      WHERE EXISTS (${held}))`;
    return `qualified_words(point_place(b.latitude, b.longitude), b.search_document) @@ qualified_words_query(${places}, ${placeWordsQuery(criteria, params)})`;
  }

  /**
   * The query words in the names of the top-rated at the dataset points within the radius, from
   * idx_businesses_top_rated_point_names (migration 1764050000010). Every point is looked up: the index is small,
   * and asking which points hold a business, as pointWordsCondition does, cost more to plan (a second reference to
   * the table) than the lookups of the empty ones (49 points within 10 km of 10115).
   */
  private pointNamesCondition(near: NearCriteria, criteria: SearchCriteria, params: Params): string {
    const places = `ARRAY(SELECT point_place(point.latitude, point.longitude) FROM ${pointsWithinRadius(near, params)})`;
    return `qualified_words(point_place(b.latitude, b.longitude), b.name_document) @@ qualified_words_query(${places}, ${placeWordsQuery(criteria, params)})`;
  }

  /**
   * The top-rated names of a page looked for among them first (findPage): the index's condition with the index's
   * predicate (`indexed`), and the other filters their rows are tested on (`elsewhere`). Anywhere
   * idx_businesses_top_rated_names; in the cities idx_businesses_top_rated_city_names, the city's own condition left
   * to the index (the planner would AND it with every business of the city); within a radius
   * idx_businesses_top_rated_point_names, not walked point by point, the radius left to the points looked up.
   */
  private topRatedNames(
    where: TopRatedNames,
    criteria: SearchCriteria,
    params: Params,
    filters: string[],
  ): { indexed: string[]; elsewhere: string[] } {
    const predicate = [`(${TOP_RATED_PREDICATE})`, PUBLISHED];
    const { cities, near } = criteria;
    if (where === 'in the cities' && cities !== undefined) {
      return {
        indexed: [this.cityWordsCondition(cities, criteria, params, 'b.name_document'), ...predicate],
        elsewhere: this.filters({ ...criteria, cities: undefined, cityPrefix: undefined }, params),
      };
    }
    if (where === 'within the radius' && near !== undefined) {
      return {
        indexed: [this.pointNamesCondition(near, criteria, params), ...predicate, 'b.latitude IS NOT NULL'],
        elsewhere: this.filters({ ...criteria, near: undefined }, params),
      };
    }
    return {
      indexed: [wordsMatch('b.name_document', wordsQuery(criteria, params), false), ...predicate],
      elsewhere: filters,
    };
  }

  /**
   * The condition of each relevance tier (index = tier). The tiers split the matches without
   * overlap: the exact name, the name holding every word (name_document is part of
   * search_document, so a name match is a match), and the remaining matches. `perRow`: the matches
   * come from a place-words index, so the words are tested on those rows only, through ts_match_vq
   * (what @@ calls), which no index serves: otherwise, when few match (open now in the evening), the
   * planner ANDed the place's bitmap with that of every "friseur" in the country's name_document or
   * search_document index, 130 to 200 ms at a million businesses for 5,000 rows in Berlin.
   */
  private tierConditions(page: PageQuery, params: Params, perRow = false): string[] {
    const { criteria, order } = page;
    // Sorted by rating or date, every match is one tier.
    if (order !== 'relevance') return [this.matchCondition(criteria, params, perRow) ?? 'TRUE'];
    if (!hasNameTiers(page)) return ['TRUE'];
    const query = wordsQuery(criteria, params);
    const phrase = params.add(criteria.phrase);
    const inName = wordsMatch('b.name_document', query, perRow);
    const inDocument = wordsMatch('b.search_document', query, perRow);
    return [
      `b.name_folded = ${phrase} AND ${inDocument}`,
      `${inName} AND b.name_folded <> ${phrase}`,
      `${inDocument} AND NOT (${inName})`,
    ];
  }

  /**
   * One page in its order: relevance (listing order without a query), best rating or newest. Each
   * relevance tier is a branch that walks an index in listing order (or, for few matches, sorts
   * just those) and stops at the page's end; a keyset cursor seeks into its tier. The branches are
   * appended without an outer sort, so PostgreSQL runs a later tier only when the earlier ones did
   * not fill the page. The other orders are one branch over their own indexes. Many matches within a
   * radius are walked point by point: each point's businesses in listing order from
   * idx_businesses_point_listing, each walk stopping at the page's end, the walks merged. A postal-code prefix alone
   * is walked code by code from idx_businesses_postal_listing, however few match: fetching and sorting its matches
   * cost "180" (4,692 of them) 22 ms at a million businesses, the walks about 1.
   */
  private async findPage(
    manager: EntityManager,
    query: PageQuery,
    position: PagePosition,
    limit: number,
    sortMatches: boolean,
    openBesideWords = false,
    topRated?: TopRatedNames,
  ): Promise<SearchRow[]> {
    const params = new Params();
    const { near } = query.criteria;
    // Many matches within a radius in listing order: walked point by point (a walk of the country's
    // listing order would check the distance of every row it passes, and most are outside the radius).
    const points = !sortMatches && query.order === 'relevance' ? near : undefined;
    // A postal-code prefix alone is walked code by code in the same way (idx_businesses_postal_listing).
    const codes = sortMatches ? undefined : walkedPostalCodes(query);
    // Walking a point: its rows, and the filters besides the radius. Sorting the matches: read from a
    // place-words index when the search has words and a place.
    // Few open beside words in cities (fewOpenBesideWords): the open ones, the words tested per row.
    const openFirst =
      sortMatches && openBesideWords ? this.filters(query.criteria, params, { openHours: 'minute' }) : undefined;
    const inPlace =
      points === undefined && sortMatches ? (openFirst ?? this.wordsInPlace(query.criteria, params)) : undefined;
    const filters =
      points !== undefined
        ? [...AT_POINT, ...this.filters({ ...query.criteria, near: undefined }, params)]
        : codes !== undefined
          ? [AT_CODE, ...this.filters({ ...query.criteria, postalCodePrefix: undefined }, params)]
          : (inPlace ??
            this.filters(query.criteria, params, {
              radius: sortMatches,
              // Few matches are fetched and sorted; many are walked in the listing order, at night that of the
              // businesses open at some night.
              openHours: sortMatches ? 'hour' : query.order === 'relevance' ? 'night' : undefined,
            }));
    const distance = distanceColumn(query.criteria.near, params);
    const cursor = 'cursor' in position ? position.cursor : undefined;
    const cursorTier = cursor?.order === 'relevance' ? cursor.tier : 0;
    const backward = cursor?.direction === 'before';
    const offset = 'offset' in position ? position.offset : 0;
    const order = PAGE_ORDER_KEYS[query.order];
    // Walking backward (the previous page) reads the index the other way round.
    const direction = backward === order.descending ? 'ASC' : 'DESC';

    let tiers = this.tierConditions(query, params, inPlace !== undefined).map((condition, tier) => ({
      condition,
      tier,
    }));
    if (cursor !== undefined) {
      tiers = tiers.filter(({ tier }) => (backward ? tier <= cursorTier : tier >= cursorTier));
    }
    if (backward) tiers.reverse();
    const take = params.add(offset + limit);
    const createdAt = createdAtColumn(query.order);
    // Sorting the matches, the branches carry only a row's id and keys, and the page's rows are read whole
    // afterwards: computing and sorting every match's whole row cost "Schwimmschule" (3,532 matches) 22 of its 26 ms.
    // So do walks to a deep offset (a landing page's later pages, a last page), which read every row before the
    // page: the landing page "gesundheit-medizin/berlin" at a million businesses, page 522 (12,504 rows before it),
    // took 250-380 ms with whole rows. A walk past points or postal codes merges by the name and creation time too.
    const narrow = sortMatches || pastNumberedPages(offset, limit);
    const columns = sortMatches
      ? 'b.id AS "id"'
      : narrow
        ? 'b.id AS "id", b.name AS "name", b.created_at AS "createdAt"'
        : this.selectList();
    let branches: { conditions: string[]; tier: string; places?: string }[];
    if (topRated !== undefined) {
      // The exact names and the top-rated names are one branch, sorted by tier: a BitmapOr of the exact name's btree
      // and the top-rated's GIN reads the rows the two branches read, and the planner weighs the indexes of businesses
      // once instead of twice (at a million businesses, the page of 'Friseur' open now in Berlin on a Monday at 10:30
      // planned in 0.69 ms instead of 0.93 and ran in 0.50 instead of 0.65). The first condition is the bitmap's
      // alone, an index's condition and its predicate, so PostgreSQL does not test it again on every row it yields:
      // a row's place words cost more to compute than all its other tests (a radius' top-rated page took 50 ms with
      // them in the row filter). The others are what each tier tests besides; the exact name tells the tiers apart.
      const phrase = params.add(query.criteria.phrase);
      const names = this.topRatedNames(topRated, query.criteria, params, filters);
      // Within a radius the exact name is tested against the radius (the earth_box, not a walk per point).
      const exactName = [
        tiers[0].condition,
        ...(points !== undefined ? this.filters(query.criteria, params) : filters),
      ];
      branches = [
        {
          conditions: [
            `(b.name_folded = ${phrase} OR (${names.indexed.join(' AND ')}))`,
            `(b.name_folded <> ${phrase} OR (${exactName.join(' AND ')}))`,
            `(b.name_folded = ${phrase} OR (${names.elsewhere.join(' AND ')}))`,
          ],
          tier: `CASE WHEN b.name_folded = ${phrase} THEN 0 ELSE 1 END`,
        },
      ];
    } else {
      branches = tiers.map(({ condition, tier }) => {
        // Within a radius the exact name is a lookup of its own (idx_businesses_name_folded, the earth_box beside it
        // should many share the name), not a walk per point: "Friseur" within 10 km of 10115 at a million businesses,
        // 4.5 -> 4.0 ms for the page (a lookup per point, and their planning).
        const exactNameNear = points !== undefined && tier === 0 && hasNameTiers(query);
        const conditions = [condition, ...(exactNameNear ? this.filters(query.criteria, params) : filters)];
        if (cursor !== undefined && tier === cursorTier) {
          const bound = cursor.key.map((value, i) => `${params.add(value)}::${order.types[i]}`).join(', ');
          conditions.push(`(${order.key.join(', ')}) ${direction === 'ASC' ? '>' : '<'} (${bound})`);
        }
        let places: string | undefined;
        if (codes !== undefined) places = codesRelation(codes, params);
        else if (points !== undefined && !exactNameNear) places = pointsWithinRadius(points, params);
        return { conditions, tier: String(tier), places };
      });
    }
    const branchTexts = branches.map(({ conditions, tier, places }) => {
      const keys = topRated === undefined ? order.key : ['"tier"', ...order.key];
      const branch = `SELECT ${columns}, ${tier} AS "tier",
          ${ROW_KEY_COLUMNS}${createdAt}${narrow ? '' : distance}
        FROM businesses b WHERE ${conditions.join(' AND ')}
        ORDER BY ${keys.map((part) => `${part} ${direction}`).join(', ')} LIMIT ${take}`;
      if (places === undefined) return `(${branch})`;
      return `(SELECT walk.* FROM ${places} CROSS JOIN LATERAL (${branch}) AS walk
        ORDER BY ${order.rowKey.map((part) => `walk.${part} ${direction}`).join(', ')} LIMIT ${take})`;
    });
    const page = `SELECT * FROM (${branchTexts.join(' UNION ALL ')}) AS page LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
    let rows: SearchRow[];
    if (narrow) {
      // The page's order is that of the branches (a later tier only runs when the earlier ones fell short):
      // numbered after the LIMIT, and restored here after the join.
      const sql = `SELECT ${this.selectList()}, page."tier", page."k0", page."k1", page."k2"${createdAt === '' ? '' : ', page."k3"'}${distance},
          page."position" FROM (SELECT page.*, (row_number() OVER ())::int AS "position" FROM (${page}) AS page) AS page
        JOIN businesses b ON b.id = page."id"`;
      const numbered = await manager.query<(SearchRow & { position: number })[]>(sql, params.values);
      rows = inPositionOrder(numbered);
    } else {
      rows = await manager.query<SearchRow[]>(page, params.values);
    }
    return backward ? rows.reverse() : rows;
  }

  /**
   * One page nearest first (sort=distance), ties in listing order. Few matches are fetched through
   * the GiST index and sorted. Many are walked place by place: businesses carry their place's
   * coordinates, so the distinct points of the place dataset within the radius, nearest first
   * (PlaceLookup.pointsWithin, passed as arrays), drive a nested loop that reads each point's
   * businesses from idx_businesses_point_listing in listing order and stops once the page is full.
   * Deep pages are offsets, bounded by MAX_PAGE (no keyset cursor for this order).
   */
  private async findByDistance(
    manager: EntityManager,
    criteria: SearchCriteria,
    near: NearCriteria,
    offset: number,
    limit: number,
    sparse: boolean,
  ): Promise<SearchRow[]> {
    const params = new Params();
    const conditions = this.matchAndFilters(criteria, params, { radius: sparse });
    const listing = LISTING_KEY.join(', ');
    const columns = `${this.selectList()}, 0 AS "tier", ${ROW_KEY_COLUMNS}${distanceColumn(near, params)}`;
    if (sparse) {
      const sql = `SELECT ${columns} FROM businesses b WHERE ${conditions.join(' AND ')}
        ORDER BY ${EARTH_POINT} <-> ${centreOf(near, params)}, ${listing}
        LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
      return manager.query<SearchRow[]>(sql, params.values);
    }
    const points = pointsRelation(placeLookup().pointsWithin(near, near.radiusKm), params);
    const take = params.add(offset + limit);
    // The nested loop returns the points' rows in the points' order; each inner walk stops at `take`.
    const sql = `SELECT page.* FROM ${points}
      CROSS JOIN LATERAL (
        SELECT ${columns} FROM businesses b
        WHERE b.latitude = point.latitude AND b.longitude = point.longitude AND ${conditions.join(' AND ')}
        ORDER BY ${listing} LIMIT ${take}
      ) AS page
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
    return manager.query<SearchRow[]>(sql, params.values);
  }

  /**
   * `limit` random matches. Without filters, each of RANDOM_PROBES_PER_PICK × `limit` random points of the id
   * space (ids are random UUIDs) picks the published business with the next id, a walk of the primary key
   * that reads about two pages; the first `limit` distinct ones are the answer. Only when the probes
   * find fewer (a directory of a few hundred, or a `limit` near their number), TABLESAMPLE SYSTEM_ROWS
   * reads a few random pages instead of every row. At a million businesses the sample read 67 random pages
   * of the table for its 200 rows: 4-10 ms, most of it in first touches of shared memory. With filters,
   * the first matches in listing order are shuffled, so the cost stays that of a page however many match.
   */
  async findRandom(criteria: SearchCriteria, limit: number): Promise<PublicBusiness[]> {
    const params = new Params();
    const pool = params.add(Math.max(limit * 20, 200));
    if (!hasFilters(criteria)) {
      const probes = new Params();
      const starts = Array.from({ length: limit * RANDOM_PROBES_PER_PICK }, () => randomUUID());
      const picked = await this.searchReader.query<PublicBusiness[]>(
        `SELECT pick.* FROM unnest(${probes.add(starts)}::uuid[]) WITH ORDINALITY AS probe(start, n)
          CROSS JOIN LATERAL (SELECT ${this.selectList()} FROM businesses b
            WHERE b.id >= probe.start AND ${PUBLISHED} ORDER BY b.id LIMIT 1) AS pick
          ORDER BY probe.n`,
        probes.values,
      );
      const distinct = [...new Map(picked.map((business) => [business.id, business])).values()].slice(0, limit);
      if (distinct.length === limit) return distinct;
      const sql = `SELECT ${this.selectList()} FROM businesses b TABLESAMPLE SYSTEM_ROWS(${pool})
        WHERE ${PUBLISHED} ORDER BY random() LIMIT ${params.add(limit)}`;
      return this.searchReader.query<PublicBusiness[]>(sql, params.values);
    }
    const conditions = this.matchAndFilters(criteria, params);
    const sql = `SELECT * FROM (SELECT ${this.selectList()} FROM businesses b WHERE ${conditions.join(' AND ')}
        ORDER BY ${LISTING_KEY.join(', ')} LIMIT ${pool}) AS candidates
      ORDER BY random() LIMIT ${params.add(limit)}`;
    return this.searchReader.query<PublicBusiness[]>(sql, params.values);
  }

  /**
   * One page and the number of matches (or `knownCount`), in one read-only transaction on one server. Counted
   * first: a page query for words that match nothing would walk the whole listing index looking
   * for them. Sequential scans are off: the planner prices a full-text match per row far below
   * what it costs, and would read a hundred thousand rows to count ten thousand. When the count
   * says the matches are few, index walks are off too: sorting a few thousand matches fetched
   * through the GIN index is then cheaper than walking the listing order past the rest.
   */
  async search(
    query: PageQuery,
    position: PagePosition,
    limit: number,
    knownCount?: CountResult,
    byDistance = false,
  ): Promise<{ count: CountResult; rows: SearchRow[] }> {
    return this.searchReader.read((manager) =>
      this.onSearchConnection(manager, async ({ manager: connection, sortMatches }) => {
        const criteria = await this.withPostalCodes(connection, await this.withLexemes(connection, query.criteria));
        query = { ...query, criteria };
        const openBesideWords = await this.fewOpenBesideWords(connection, criteria);
        // Words with an offset page (not nearest first): the count also sorts the matches when it finds them all.
        // Walking the listing order instead passes every business between the matches: "Yoga" (9,705 matches at
        // 1M) took 110-160 ms for page 1 (31,000 rows walked for the names' tier), 200-290 ms for page 405.
        const sorted =
          criteria.tsQuery !== undefined && 'offset' in position && !byDistance
            ? { query, offset: position.offset, limit }
            : undefined;
        // A count kept elsewhere (a landing page's, recounted periodically) saves counting the matches.
        const count = knownCount ?? (await this.countIn(connection, criteria, openBesideWords, sorted));
        // A page by number past those the Link header links by number (OFFSET_LINK_MAX_PAGE), of more matches than
        // were counted, is reached only by a walk past every match before it: at a million businesses "bäck" page
        // 1000 of 100 took 5-6 s, 100 km around Berlin 3 s, "Friseur" page 400 0.7-1 s. The next links' cursors
        // reach such pages at the cost of one; nearest first has no cursor and ends there.
        if (!count.exact && 'offset' in position && pastNumberedPages(position.offset, limit)) {
          throw new BadRequestException(byDistance ? DEEP_DISTANCE_PAGE_MESSAGE : DEEP_PAGE_MESSAGE);
        }
        const beyondEnd = count.exact && 'offset' in position && position.offset >= count.total;
        if (count.total === 0 || beyondEnd) return { count, rows: [] };
        const sparse = count.exact && count.total <= SPARSE_MATCHES;
        // Knowing that only a few rows remain lets the tiers stop as soon as they are found: an
        // exact name match is then the whole answer, without the name and full-text tiers' lookups.
        const remaining = count.exact && 'offset' in position ? count.total - position.offset : limit;
        const take = Math.min(limit, remaining);
        if (isSortedCount(count)) {
          const { page, ...total } = count;
          return { count: total, rows: await this.pageOf(connection, query, page.slice(0, take)) };
        }
        // A postal-code prefix alone is walked code by code, however few match.
        const sorts = sparse && walkedPostalCodes(query) === undefined;
        if (sorts) await sortMatches();
        // Few matches of words alone (sorted), or many in a city or within a radius (walked): the exact names and the
        // first names among the top-rated are the page when they fill it without the third tier (the listing order puts
        // the top-rated first); otherwise the page is read as below.
        let topRated: TopRatedNames | undefined;
        if (sparse && count.total >= TOP_RATED_MIN_MATCHES && isTopRatedFirst(query, position, byDistance)) {
          topRated = 'anywhere';
        } else if (!sparse && isTopRatedInCities(query, position, byDistance)) {
          topRated = 'in the cities';
        } else if (!sparse && isTopRatedWithinRadius(query, position, byDistance)) {
          topRated = 'within the radius';
        }
        if (topRated !== undefined) {
          const rows = await this.findPage(connection, query, position, take, sparse, false, topRated);
          if (rows.length === take && rows.every((row) => row.tier < 2)) return { count, rows };
        }
        if (byDistance && criteria.near !== undefined) {
          const offset = 'offset' in position ? position.offset : 0;
          return { count, rows: await this.findByDistance(connection, criteria, criteria.near, offset, take, sparse) };
        }
        return { count, rows: await this.findPage(connection, query, position, take, sorts, openBesideWords) };
      }),
    );
  }

  /**
   * Runs `work` on one connection of the search's pools (SearchReader), which come with the search's settings: no
   * transaction around it unless `work` asks for one (sortMatches), which then ends with it, rolled back on an error.
   */
  private async onSearchConnection<T>(
    manager: EntityManager,
    work: (session: SearchSession) => Promise<T>,
  ): Promise<T> {
    // A replica's reads come with their connection (SearchReader); the primary's take one from the pool.
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    let inTransaction = false;
    const sortMatches = async (): Promise<void> => {
      // Before the query: should its second statement fail, the transaction it began is still rolled back.
      inTransaction = true;
      await runner.query(SORT_MATCHES);
    };
    try {
      const result = await work({ manager: runner.manager, sortMatches });
      if (inTransaction) await runner.query('COMMIT');
      return result;
    } catch (error) {
      if (inTransaction) await runner.query('ROLLBACK');
      throw error;
    } finally {
      if (manager.queryRunner === undefined) await runner.release();
    }
  }

  /** The number of matches, as `search` counts them. */
  async count(criteria: SearchCriteria): Promise<CountResult> {
    return this.searchReader.read((manager) =>
      this.onSearchConnection(manager, async ({ manager: connection }) => {
        const resolved = await this.withPostalCodes(connection, await this.withLexemes(connection, criteria));
        return this.countIn(connection, resolved, await this.fewOpenBesideWords(connection, resolved));
      }),
    );
  }

  /**
   * Counts up to COUNT_CAP through the same indexes as the page. A single word without filters
   * is settled by the vocabulary when one indexed word it is a prefix of appears in more than
   * COUNT_CAP businesses: every one of them matches, so the total is a lower bound without
   * fetching ten thousand rows ("Friseur", "bäck"). Words in a city or within a radius are counted
   * from a place-words index with that one condition (wordsInPlace).
   */
  private async countIn(
    manager: EntityManager,
    criteria: SearchCriteria,
    openBesideWords = false,
    sorted?: SortedMatches,
  ): Promise<CountResult | SortedCount> {
    if (criteria.words?.length === 1 && criteria.tsQuery !== undefined && !hasNonWordFilters(criteria)) {
      const [word] = criteria.words;
      const [row] = await this.lookups.query<{ frequent: boolean }[]>(
        manager,
        `SELECT numnode(to_tsquery('german', $1)) > 0 AND EXISTS (
           SELECT 1 FROM search_terms
           WHERE kind = 'w' AND term >= $2 AND term < $2 || $3 AND documents > $4) AS frequent`,
        [criteria.tsQuery, word, MAX_CHAR, COUNT_CAP],
      );
      if (row.frequent) return { total: COUNT_CAP, exact: false };
      const documents = await this.lexemeDocuments(manager, criteria.tsQuery);
      if (documents !== null) return capped(documents, COUNT_CAP);
    }
    const inPlaces = await this.placeCount(manager, criteria);
    if (inPlaces !== undefined) return inPlaces;
    if (criteria.near !== undefined && criteria.tsQuery === undefined) {
      return this.countNear(manager, criteria, criteria.near);
    }
    if (await this.frequentInPlace(manager, criteria)) return { total: ROW_CHECKED_COUNT_CAP, exact: false };
    const params = new Params();
    const inPlace = openBesideWords
      ? [
          this.matchCondition(criteria, params, true) ?? 'TRUE',
          ...this.filters(criteria, params, { openHours: 'minute' }),
        ]
      : this.wordsInPlace(criteria, params);
    // Rows a count reads to check them (open now) or that a GIN index found (words in a place: no
    // index-only scan) stop at ROW_CHECKED_COUNT_CAP. Words in postal codes stop at SPARSE_MATCHES instead,
    // so that the page still sorts up to that many: walking the listing order would pass every business of
    // other postal codes (10115 holds one in 190 of a million).
    let cap = criteria.openAt === undefined && inPlace === undefined ? COUNT_CAP : ROW_CHECKED_COUNT_CAP;
    if (criteria.openAt === undefined && criteria.postalCodes !== undefined) cap = SPARSE_MATCHES;
    // In categories or cities few of which are open, those open at the minute are read from the per-minute
    // indexes. Otherwise at night the businesses open at some night are counted from their index alone; at
    // other times the hour's businesses are read from the open-hours index when few are open.
    let openHours: FilterIndexes['openHours'];
    if (isOpenNowIn(criteria) && (await this.fewOpenIn(manager, criteria))) openHours = 'hour';
    else if (isNightOpenNow(criteria)) openHours = 'night';
    else if (criteria.openAt !== undefined && !narrowsBesidesOpenNow(criteria)) {
      if (await this.fewOpen(manager, criteria.openAt.minuteOfWeek)) openHours = 'hour';
    }
    const conditions = inPlace ?? this.matchAndFilters(criteria, params, { openHours });
    if (sorted !== undefined) return this.countAndSort(manager, conditions, params, cap, sorted);
    const sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM businesses b WHERE ${conditions.join(' AND ')} LIMIT ${cap + 1}) AS capped`;
    const [row] = await manager.query<{ total: number }[]>(sql, params.values);
    return capped(row.total, cap);
  }

  /**
   * The count of a listing without words and without filters besides one place (none, the cities a prefix stands
   * for, a postal-code prefix or a radius): the sum of the places' numbers of published businesses, which the
   * vocabulary keeps (search_terms kind 'n', migration 1764010000020), read at each search as a count is; undefined
   * for other criteria. Counting the rows stopped at COUNT_CAP + 1 of them, read from an index at every request.
   */
  private async placeCount(manager: EntityManager, criteria: SearchCriteria): Promise<CountResult | undefined> {
    const { cityPrefix, cities, postalCodePrefix, near } = criteria;
    const elsewhere = { ...criteria, cityPrefix: undefined, postalCodePrefix: undefined, near: undefined };
    if (hasFilters(elsewhere) || criteria.tsQuery !== undefined) return undefined;
    if ([cityPrefix, postalCodePrefix, near].filter((place) => place !== undefined).length > 1) return undefined;
    const params = new Params();
    let places: string;
    if (cityPrefix !== undefined) {
      // A prefix standing for too many cities is compared as a prefix (no stored names to add up).
      if (cities === undefined) return undefined;
      places = `t.term = ANY(${params.add(cities.map((city) => `city|${city}`))}::text[])`;
    } else if (postalCodePrefix !== undefined) {
      const prefix = `code|${postalCodePrefix}`;
      places = `t.term >= ${params.add(prefix)} AND t.term < ${params.add(`${prefix}${MAX_CHAR}`)}`;
    } else if (near !== undefined) {
      places = `t.term = ANY(ARRAY(SELECT 'point|' || point_place(point.latitude, point.longitude)
        FROM ${pointsWithinRadius(near, params)}))`;
    } else {
      places = `t.term = 'all'`;
    }
    const [row] = await manager.query<{ total: number }[]>(
      `SELECT coalesce(sum(t.documents), 0)::int AS total FROM search_terms t WHERE t.kind = 'n' AND ${places}`,
      params.values,
    );
    return capped(row.total, COUNT_CAP);
  }

  /**
   * The number of published businesses holding the lexemes a query's single prefix stands for ("schwimmschul":*
   * in "Schwimmschule"), from the vocabulary (search_terms kind 'x', migration 1764010000010): that lexeme's count
   * when it stands for one, none when for none (a typo: nothing matches, known without reading a row); null for a
   * query that is not one prefix, or whose prefix stands for several (a business may hold more than one). Read at
   * each search, not kept as the lookups are: it is the count itself, and follows every write at once.
   */
  private async lexemeDocuments(manager: EntityManager, tsQuery: string): Promise<number | null> {
    const [row] = await manager.query<{ prefix: string | null; lexemes: number; documents: number | null }[]>(
      `SELECT p.prefix, count(x.documents)::int AS lexemes, min(x.documents) AS documents
       FROM (
         SELECT replace((regexp_match(to_tsquery('german', $1)::text, '^''((?:[^'']|'''')*)'':\\*$'))[1], '''''', '''') AS prefix
       ) AS p
       LEFT JOIN LATERAL (
         SELECT t.documents FROM search_terms t
         WHERE t.kind = 'x' AND t.documents > 0 AND t.term >= p.prefix AND t.term < p.prefix || $2 LIMIT 2
       ) AS x ON TRUE
       GROUP BY p.prefix`,
      [tsQuery, MAX_CHAR],
    );
    if (row.prefix === null || row.lexemes > 1) return null;
    return row.lexemes === 0 ? 0 : row.documents;
  }

  /**
   * The count of countIn, and when it finds every match (up to the count's cap), the page's matches in the page's
   * order (their ids and relevance tiers): the matches of query words are read from the table either way (a GIN
   * index answers no count alone), so this reads them once where the count and then the sorting page read them twice
   * ("Schwimmschule", 3,532 matches at a million businesses: 6.7 ms for the count, 8.8 with the sorting, against 6 to
   * 9 more for the page). Each match carries only its keys; the tier is computed while sorting, and only for an exact
   * count. Sorting up to the cap rather than walking: "Yoga" (9,705 matches) page 1 110-160 -> 65-70 ms, "Tierarzt"
   * (6,765) 42-53 -> 33-39 ms. Carrying the keys costs a count that reaches its cap about 0.6 of its 8.4 ms
   * ("Friseur" open now in Berlin at 10:30, 1,001 of 3,423 rows read).
   */
  private async countAndSort(
    manager: EntityManager,
    conditions: readonly string[],
    params: Params,
    cap: number,
    { query, offset, limit }: SortedMatches,
  ): Promise<CountResult | SortedCount> {
    const order = PAGE_ORDER_KEYS[query.order];
    const direction = order.descending ? 'DESC' : 'ASC';
    const keys = order.key.map((part, i) => `${part} AS "k${i}"`);
    let tier = '0';
    if (hasNameTiers(query)) {
      // tierConditions' three tiers; every row here matches the words.
      const inName = wordsMatch('m.name_document', wordsQuery(query.criteria, params), true);
      tier = `CASE WHEN m.name_folded = ${params.add(query.criteria.phrase)} THEN 0 WHEN ${inName} THEN 1 ELSE 2 END`;
      keys.push('b.name_folded', 'b.name_document');
    }
    // A constant tier is no sort key (and `ORDER BY 0` would name a column by its position).
    const sortKey = (relation: string, tierColumn: string): string =>
      [...(tier === '0' ? [] : [tierColumn]), ...order.key.map((_, i) => `${relation}."k${i}" ${direction}`)].join(
        ', ',
      );
    const sql = `WITH m AS MATERIALIZED (
        SELECT b.id, ${keys.join(', ')} FROM businesses b WHERE ${conditions.join(' AND ')} LIMIT ${cap + 1})
      SELECT count(*)::int AS total, CASE WHEN count(*) <= ${params.add(cap)} THEN (
          SELECT coalesce(json_agg(json_build_array(page.id, page.tier) ORDER BY ${sortKey('page', 'page.tier')}), '[]')
          FROM (
            SELECT m.*, ${tier} AS tier FROM m ORDER BY ${sortKey('m', tier)}
            LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) AS page
        ) END AS page
      FROM m`;
    const [row] = await manager.query<{ total: number; page: [string, SearchTier][] | null }[]>(sql, params.values);
    const total = capped(row.total, cap);
    if (row.page === null || !total.exact) return total;
    return { ...total, page: row.page.map(([id, tier]) => ({ id, tier })) };
  }

  /** Page rows by id, in the order given, with their tiers (from countAndSort): a primary-key lookup each. */
  private async pageOf(
    manager: EntityManager,
    query: PageQuery,
    matches: readonly { id: string; tier: SearchTier }[],
  ): Promise<SearchRow[]> {
    if (matches.length === 0) return [];
    const params = new Params();
    // Prepared from its first use (a few texts: by order, with a distance or not); planned for each execution, as on
    // every search connection (SEARCH_SESSION_SETTINGS).
    const sql =
      prepared(`SELECT ${this.selectList()}, page.tier AS "tier", ${ROW_KEY_COLUMNS}${createdAtColumn(query.order)}
        ${distanceColumn(query.criteria.near, params)}, page.position::int AS "position"
      FROM unnest(${params.add(matches.map((match) => match.id))}::uuid[], ${params.add(matches.map((match) => match.tier))}::int[])
        WITH ORDINALITY AS page(id, tier, position)
      JOIN businesses b ON b.id = page.id`);
    const rows = await manager.query<(SearchRow & { position: number })[]>(sql, params.values);
    return inPositionOrder(rows);
  }

  /**
   * The criteria with lexemeQuery: the query's prefixes replaced by the lexemes of the vocabulary they stand for
   * (search_terms kind 'x', every lexeme of every published row in the same snapshot, migrations 1763980000010 and
   * 1764010000010), up to MAX_PREFIX_LEXEMES each; for one word, placeLexemeQuery (placeWordsQuery). GIN collects every posting of every lexeme a prefix matches before it can intersect
   * them ("backerei":* in "Bäckerei Daubner OG": 60,000 postings, 21 ms at a million businesses); given the
   * lexemes, its fast scan skips through the common word guided by the rare one (0.6 ms). The lexemes come from
   * to_tsquery's text, so the stemming is PostgreSQL's own.
   */
  private async withLexemes(manager: EntityManager, criteria: SearchCriteria): Promise<SearchCriteria> {
    const { words, tsQuery } = criteria;
    if (tsQuery === undefined || words === undefined) return criteria;
    // One word is a single prefix: walked rows test it as cheaply as its lexemes (measured slower for "Friseur"
    // in Berlin with the lexemes), a place-words index does not (placeWordsQuery).
    const placesOnly = words.length < 2;
    if (placesOnly && !hasPlaceWords(criteria)) return criteria;
    const rows = await this.lookups.query<{ query: string; prefix: string | null; terms: string[] | null }[]>(
      manager,
      `SELECT q.query::text AS query, p.prefix,
         ARRAY(SELECT t.term FROM search_terms t
               WHERE t.kind = 'x' AND t.documents > 0 AND t.term >= p.prefix AND t.term < p.prefix || $2
               ORDER BY t.term LIMIT $3) AS terms
       FROM (SELECT to_tsquery('german', $1) AS query) AS q
       LEFT JOIN LATERAL (
         SELECT DISTINCT replace(m[1], '''''', '''') AS prefix
         FROM regexp_matches(q.query::text, '''((?:[^'']|'''')*)'':\\*', 'g') AS m
       ) AS p ON TRUE`,
      [tsQuery, MAX_CHAR, MAX_PREFIX_LEXEMES + 1],
    );
    let query = rows[0]?.query ?? '';
    if (query === '') return criteria;
    const quoted = (lexeme: string): string => `'${lexeme.replace(/'/g, "''")}'`;
    for (const { prefix, terms } of rows) {
      // No lexeme: the prefix matches nothing, and says so cheaply as it is.
      if (prefix === null || terms === null || terms.length === 0 || terms.length > MAX_PREFIX_LEXEMES) continue;
      query = query.split(`${quoted(prefix)}:*`).join(`( ${terms.map(quoted).join(' | ')} )`);
    }
    return placesOnly ? { ...criteria, placeLexemeQuery: query } : { ...criteria, lexemeQuery: query };
  }

  /**
   * The criteria with postalCodes: the stored postal codes of published businesses that the postal-code prefix
   * stands for, when query words are searched in it (and no city or radius, which narrow through their own
   * indexes) or when it is searched alone (walked code by code), up to MAX_POSTAL_CODES. Read from
   * idx_businesses_published_postal_code by skipping from one code to the next (a lookup each, about 30 µs), not by
   * reading the codes' rows: 10115 alone holds 5,372 at a million businesses.
   */
  private async withPostalCodes(manager: EntityManager, criteria: SearchCriteria): Promise<SearchCriteria> {
    const { tsQuery, postalCodePrefix, cities, near } = criteria;
    if (postalCodePrefix === undefined || cities !== undefined || near !== undefined) return criteria;
    if (tsQuery === undefined && !isPostalCodeListing(criteria)) return criteria;
    const next = (after: string): string =>
      `SELECT b.postal_code::text AS code FROM businesses b
       WHERE ${PUBLISHED} AND b.postal_code LIKE $1${after} ORDER BY b.postal_code USING ~<~ LIMIT 1`;
    const rows = await this.lookups.query<{ code: string }[]>(
      manager,
      `WITH RECURSIVE codes AS (
         (${next('')})
         UNION ALL
         SELECT following.code FROM codes CROSS JOIN LATERAL (${next(' AND b.postal_code ~>~ codes.code')}) AS following
       )
       SELECT code FROM codes LIMIT $2`,
      [`${escapeLike(postalCodePrefix)}%`, MAX_POSTAL_CODES + 1],
    );
    if (rows.length > MAX_POSTAL_CODES) return criteria;
    return { ...criteria, postalCodes: rows.map((row) => row.code) };
  }

  /**
   * Whether one word searched in cities or within a radius, and nothing else, is settled by the words
   * counted per place (migration 1763970000010): some indexed word it is a prefix of appears in more than
   * ROW_CHECKED_COUNT_CAP of the place's published businesses (summed over the cities or the dataset
   * points, each business lying in one). Every one of them matches, so the count, which would read a row of
   * each of the first ROW_CHECKED_COUNT_CAP + 1 matches from a place-words index, is that lower bound without reading a row.
   * The word as the place-words indexes hold it is the German lexeme of the query's one prefix.
   */
  private async frequentInPlace(manager: EntityManager, criteria: SearchCriteria): Promise<boolean> {
    const { words, tsQuery, cities, near } = criteria;
    if (words?.length !== 1 || tsQuery === undefined || criteria.categoryTsQuery !== undefined) return false;
    if (hasNonWordFilters({ ...criteria, cityPrefix: undefined, near: undefined })) return false;
    const params = new Params();
    let places: string;
    let kind: 'l' | 'g';
    if (near !== undefined) {
      places = `ARRAY(SELECT point_place(point.latitude, point.longitude) FROM ${pointsWithinRadius(near, params)})`;
      kind = 'g';
    } else if (cities !== undefined && cities.length > 0) {
      places = `${params.add(cities)}::text[]`;
      kind = 'l';
    } else {
      return false;
    }
    // The place's words the query's one prefix stands for: a range of the vocabulary's key per place.
    const lexeme = `(regexp_match(to_tsquery('german', ${params.add(tsQuery)})::text, '^''([^'']+)'':\\*$'))[1]`;
    const [row] = await this.lookups.query<{ frequent: boolean }[]>(
      manager,
      `SELECT EXISTS (
         SELECT 1 FROM (SELECT place || '|' || ${lexeme} AS prefix, length(place) + 2 AS word_start
           FROM unnest(${places}) AS place) AS q
         CROSS JOIN LATERAL (
           SELECT t.term, t.documents FROM search_terms t
           WHERE t.kind = '${kind}' AND t.term >= q.prefix AND t.term < q.prefix || ${params.add(MAX_CHAR)} AND t.documents > 0
         ) AS t
         GROUP BY substr(t.term, q.word_start)
         HAVING sum(t.documents) > ${params.add(ROW_CHECKED_COUNT_CAP)}
       ) AS frequent`,
      params.values,
    );
    return row.frequent;
  }

  /**
   * Whether "open now" beside query words in cities (and nothing else that narrows) is best read from the
   * cities' businesses open at the minute (OPEN_BESIDE_WORDS_ROWS): the share open among the first
   * OPEN_SAMPLE_ROWS of their listing order times their businesses (the vocabulary's city counts).
   */
  private async fewOpenBesideWords(manager: EntityManager, criteria: SearchCriteria): Promise<boolean> {
    const { tsQuery, cities, near, openAt } = criteria;
    if (tsQuery === undefined || near !== undefined || openAt === undefined || (cities?.length ?? 0) === 0) {
      return false;
    }
    if (!isOpenNowIn(withoutWords(criteria))) return false;
    const sample = await this.openSample(manager, criteria);
    // Fewer rows than the sample are few whatever is open.
    return (
      sample.sampled < OPEN_SAMPLE_ROWS || (sample.open / sample.sampled) * sample.businesses <= OPEN_BESIDE_WORDS_ROWS
    );
  }

  /**
   * Whether few of the categories' or cities' businesses are open at the minute: fewer than
   * OPEN_SAMPLE_FEW of the first OPEN_SAMPLE_ROWS in the listing order (about 0.3 ms). Fewer rows than that
   * are walked whole anyway.
   */
  private async fewOpenIn(manager: EntityManager, criteria: SearchCriteria): Promise<boolean> {
    const sample = await this.openSample(manager, criteria);
    const few = isNightOpenNow(criteria) ? OPEN_SAMPLE_FEW.night : OPEN_SAMPLE_FEW.day;
    return sample.sampled === OPEN_SAMPLE_ROWS && sample.open < few;
  }

  /**
   * How many of the first OPEN_SAMPLE_ROWS in the listing order of the criteria's places (without "open now"
   * and the words) are open at the criteria's minute, and how many businesses the cities searched hold (the
   * vocabulary's city counts; 0 without cities), in one round trip.
   */
  private async openSample(
    manager: EntityManager,
    criteria: SearchCriteria,
  ): Promise<{ open: number; sampled: number; businesses: number }> {
    const params = new Params();
    const conditions = this.filters({ ...criteria, openAt: undefined }, params);
    const minute = params.add(criteria.openAt?.minuteOfWeek);
    const [row] = await this.lookups.query<{ open: number; sampled: number; businesses: number }[]>(
      manager,
      `SELECT count(*) FILTER (WHERE sample.open_week @> ${minute}::integer)::int AS open, count(*)::int AS sampled,
         (SELECT coalesce(sum(t.documents), 0)::int FROM search_terms t
          WHERE t.kind = 'c' AND t.term = ANY(${params.add(criteria.cities ?? [])}::text[])) AS businesses
       FROM (SELECT b.open_week FROM businesses b WHERE ${conditions.join(' AND ')}
         ORDER BY ${LISTING_KEY.join(', ')} LIMIT ${OPEN_SAMPLE_ROWS}) AS sample`,
      params.values,
    );
    return row;
  }

  /**
   * Whether fewer than OPEN_HOURS_INDEX_SHARE of the businesses are open in this minute's hour of the
   * week. An hour missing from the statistics is rarer than every listed one; without statistics
   * (a table never analyzed) the index is used, which is what a small, new directory wants anyway.
   */
  private async fewOpen(manager: EntityManager, minuteOfWeek: number): Promise<boolean> {
    const [{ analyzed }] = await this.lookups.query<{ analyzed: string | null }[]>(manager, BUSINESSES_ANALYZED, []);
    let known = this.openHourShares;
    if (known === undefined || known.analyzed !== analyzed || known.until < Date.now()) {
      const rows = await manager.query<{ hours: number[] | null; shares: number[] | null }[]>(OPEN_HOUR_SHARES);
      const shares = new Map<number, number>();
      for (const { hours, shares: frequencies } of rows) {
        hours?.forEach((hour, i) => shares.set(hour, frequencies?.[i] ?? 0));
      }
      known = { shares, analyzed, until: Date.now() + OPEN_HOUR_SHARES_TTL_MS };
      this.openHourShares = known;
    }
    return (known.shares.get(openHourOfWeek(minuteOfWeek)) ?? 0) < OPEN_HOURS_INDEX_SHARE;
  }

  /**
   * The matches of an Umkreissuche, counted place by place: businesses carry their place's
   * coordinates, so the dataset's points within the radius (checked with earth_distance, as the
   * page checks its rows) are all the points a match can have. Beside further criteria every row is
   * read, and the count stops at ROW_CHECKED_COUNT_CAP; the radius alone is counted from the points'
   * numbers of businesses (placeCount). With query words, countIn counts the matches at these points
   * from idx_businesses_point_words instead.
   * The LIMIT inside the lateral subquery keeps it a nested loop of index lookups per point (a
   * hash join would read every published row).
   */
  private async countNear(manager: EntityManager, criteria: SearchCriteria, near: NearCriteria): Promise<CountResult> {
    const params = new Params();
    // The radius is the points; what else a match must meet is checked on its row (the radius alone is counted
    // from the points' numbers of businesses, placeCount).
    const conditions = this.matchAndFilters({ ...criteria, near: undefined }, params);
    const sql = `SELECT count(*)::int AS total FROM (
        SELECT 1 FROM ${pointsWithinRadius(near, params)}
        CROSS JOIN LATERAL (
          SELECT 1 FROM businesses b
          WHERE ${[...AT_POINT, ...conditions].join(' AND ')}
          LIMIT ${ROW_CHECKED_COUNT_CAP + 1}
        ) AS hit
        LIMIT ${ROW_CHECKED_COUNT_CAP + 1}
      ) AS capped`;
    const [row] = await manager.query<{ total: number }[]>(sql, params.values);
    return capped(row.total, ROW_CHECKED_COUNT_CAP);
  }

  /**
   * The stored cities a folded prefix stands for ("frankfurt" → "frankfurt am main",
   * "frankfurt (oder)"), from the vocabulary; more than MAX_CITY_VARIANTS leaves the prefix as it is.
   */
  async resolveCities(criteria: SearchCriteria): Promise<SearchCriteria> {
    if (criteria.cityPrefix === undefined || criteria.cities !== undefined) return criteria;
    const cities = await this.lookups.query<{ term: string }[]>(
      this.searchReader,
      `SELECT term FROM search_terms WHERE kind = 'c' AND documents > 0 AND term >= $1 AND term < $2
       ORDER BY term LIMIT $3`,
      [criteria.cityPrefix, `${criteria.cityPrefix}${MAX_CHAR}`, MAX_CITY_VARIANTS + 1],
    );
    if (cities.length > MAX_CITY_VARIANTS) return criteria;
    return { ...criteria, cities: cities.map((city) => city.term) };
  }

  /**
   * Checks query words against the vocabulary: whether each is a stop word, the prefix of an
   * indexed word, and which indexed word is closest (trigram KNN on idx_search_terms_word_trgm,
   * the most similar of the nearest few, the more frequent on a tie).
   */
  async checkWords(words: readonly string[]): Promise<WordCheck[]> {
    const rows = await this.lookups.query<
      { word: string; stopWord: boolean; known: boolean; term: string | null; display: string | null }[]
    >(
      this.searchReader,
      `SELECT q.word,
         numnode(to_tsquery('german', '''' || q.word || ''':*')) = 0 AS "stopWord",
         EXISTS (SELECT 1 FROM search_terms t
                 WHERE t.kind = 'w' AND t.documents > 0 AND t.term >= q.word AND t.term < q.word || $2) AS "known",
         best.term, best.display
       FROM unnest($1::text[]) WITH ORDINALITY AS q(word, position)
       LEFT JOIN LATERAL (
         SELECT nearest.term, nearest.display FROM (
           SELECT t.term, t.display, t.documents FROM search_terms t
           WHERE t.kind = 'w' AND t.documents > 0 ORDER BY t.term <-> q.word LIMIT 8
         ) AS nearest
         WHERE similarity(nearest.term, q.word) >= $3
         ORDER BY similarity(nearest.term, q.word) DESC, nearest.documents DESC LIMIT 1
       ) AS best ON TRUE
       ORDER BY q.position`,
      [words, MAX_CHAR, CORRECTION_MIN_SIMILARITY],
    );
    return rows.map((row) => ({
      word: row.word,
      stopWord: row.stopWord,
      known: row.known,
      closest: row.term === null || row.display === null ? undefined : { term: row.term, display: row.display },
    }));
  }
}
