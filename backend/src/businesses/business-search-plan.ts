import { DEFAULT_PAGE_SIZE, pastNumberedPages } from '../common/pagination';
import { hasNonWordFilters } from './business-search';
import type { ListingCursor, PageOrder, ResolvedSearch, SearchTier, TopRatedScope } from './business-search';
import {
  asksOpenBesideWords,
  asksWordsPerRow,
  hasNameTiers,
  hasWordsInPlace,
  isNightOpenNow,
  isOneWordAlone,
  isOneWordInPlace,
  isOpenNowIn,
  isOpenNowBesideIndexedWords,
  readsHourSlotPerRow,
  isPlaceAlone,
  isPostalCodeListing,
  isShortPrefix,
  isSortedPage,
  narrowsBesidesOpenNow,
  sortsWordsInPlace,
  walksPoints,
  countsByLookup,
  asksPostalCodeRows,
  type CountedRows,
} from './business-search-shape';
import {
  countIndex,
  listingIndex,
  matchesIndex,
  OpenHoursIndex,
  pointListingIndex,
  TOP_RATED_INDEXES,
} from './business-search-plan-indexes';

/** The index of a walk point by point (pointListingIndex). */
type PointListingIndex = ReturnType<typeof pointListingIndex>;

/** Counted exactly up to this many; beyond it the total is a lower bound ("Mehr als 10.000"). */
export const COUNT_CAP = 10_000;

/**
 * Counts that read every counted row from the table ("open now", words in a place, a radius with criteria, the verified
 * mark or a minimum rating, words tested per row) stop here: each row costs a heap fetch, and "open now" also the
 * closed rows it passes. Two hundred say as much ("Mehr als 200").
 */
export const ROW_CHECKED_COUNT_CAP = 200;

/**
 * Up to this many matches a page sorts its matches instead of walking the listing order: walking costs about a page ×
 * (rows ÷ matches) row checks, sorting about the matches; at a million rows they meet near √(24 × 1,000,000).
 */
export const SPARSE_MATCHES = 5_000;

/**
 * A page by date or rating in a radius holding up to this many businesses is sorted from all of the radius' matches,
 * counted point by point (each point's rows lie together in its index); beyond, the order's index is walked.
 */
export const RADIUS_SORTED_ROWS = 20_000;

/** From this many matches of words alone the name tier's pages are looked for among the top-rated first. */
export const TOP_RATED_MIN_MATCHES = 1_000;

/**
 * From this many top-rated names holding a frequent word its first page walks the listing, where they lead: the walk
 * passes about 24 × (top-rated ÷ their names) rows, sorting them reads each one's row (search-decisions.md).
 */
export const TOP_RATED_NAMES_WALKED = 1_000;

/** A city prefix standing for more stored cities than this filters by prefix instead of by name. */
export const MAX_CITY_VARIANTS = 20;

/** Words in a postal-code prefix standing for up to this many stored codes are found code by code. */
export const MAX_POSTAL_CODES = 50;

/** A query prefix standing for more lexemes than this stays a prefix. */
export const MAX_PREFIX_LEXEMES = 20;

/** A vocabulary word must be at least this similar (pg_trgm) to replace a query word. */
export const CORRECTION_MIN_SIMILARITY = 0.35;

/** Random points of the id space tried per business of a random pick: two rarely fall in one gap. */
export const RANDOM_PROBES_PER_PICK = 2;

/**
 * "Open now" alone is found through idx_businesses_open_hours when fewer than this share of all businesses are open
 * in the hour, else by walking an index and checking each row: the two cost the same near this share at a million.
 */
export const OPEN_HOURS_INDEX_SHARE = 0.045;

/** How many of a place's first rows in the listing order are looked at to judge how many of it are open. */
export const OPEN_SAMPLE_ROWS = 200;

/**
 * Fewer open than this among the sample: the place's open ones are read from the per-minute indexes (`day`, `night`);
 * beside words in cities (`besideWords`) up to SPARSE_MATCHES of the matches are counted and sorted, not walked to.
 */
export const OPEN_SAMPLE_FEW = {
  day: Math.round(OPEN_SAMPLE_ROWS * 0.065),
  night: 1,
  besideWords: OPEN_SAMPLE_ROWS / 5,
};

/** "Open now" beside words in cities: up to this many open ones are read and their words tested per row. */
export const OPEN_BESIDE_WORDS_ROWS = 2_000;

export interface CountResult {
  total: number;
  /** False when the count stopped at its cap: `total` is then a lower bound. */
  exact: boolean;
}

/** An exact count of few matches with the page's matches in the page's order (countAndSort). */
export interface SortedCount extends CountResult {
  page: { id: string; tier: SearchTier }[];
}

/** Where a page starts: a row offset (direct jumps near the start) or a keyset cursor. */
export type PagePosition = { offset: number } | { cursor: ListingCursor };

/** The page a search asks for. */
export interface PageRequest {
  order: PageOrder;
  position: PagePosition;
  limit: number;
  /** Nearest first (sort=distance): offsets only, no cursor. */
  byDistance?: boolean;
  /** A count kept elsewhere (a landing page's, recounted periodically) instead of counting the matches. */
  knownCount?: CountResult;
}

/** Few open at the minute among the first OPEN_SAMPLE_ROWS of a place's listing order, and the cities' businesses. */
export interface OpenSample {
  open: number;
  sampled: number;
  businesses: number;
}

/** What the planner decides by, read before it plans (business-search-statistics.ts); each only when it matters. */
export interface SearchStats {
  /** Some indexed word the one query word is a prefix of is held by more than COUNT_CAP businesses. */
  wordFrequent?: boolean;
  /** Those holding the one prefix's lexemes: exact for one (or none), else the most-held one's; null: no prefix. */
  lexemeDocuments?: CountResult | null;
  /** Some word the one query word is a prefix of is held by more than ROW_CHECKED_COUNT_CAP in the place. */
  frequentInPlace?: boolean;
  /** The same above SPARSE_MATCHES: a page by date or rating then walks its order, else it sorts the matches. */
  denseInPlace?: boolean;
  /**
   * The same above a page's worth per point of the radius (pointsDenseThreshold): a page in listing order within the
   * radius then walks point by point, else it sorts the matches.
   */
  denseAtPoints?: boolean;
  /** How many of the place's first businesses are open at the minute ("open now" in categories or cities). */
  openSample?: OpenSample;
  /** The share of all businesses open in the minute's hour of the week (the open-hours index's statistics). */
  openHourShare?: number;
  /** The published businesses within the radius (the vocabulary's numbers per point), for a page by date or rating. */
  radiusBusinesses?: number;
  /** How often the words the one short query prefix stands for are held, summed, per published business. */
  prefixShare?: number;
  /** The businesses of the postal codes searched. */
  postalCodeRows?: number;
  /** The top-rated names holding the lexemes the one query prefix stands for, summed per lexeme (0: not a prefix). */
  topRatedNames?: number;
}

/** The statistics a search is planned by, in the order they are read. */
export type StatisticName = keyof SearchStats;

/**
 * The statistics a search's plan depends on, in the order they are read: a statistic later in the list is read only
 * when the ones before it did not settle the count (statisticsSettleCount).
 */
export function statisticsNeeded(search: ResolvedSearch, page?: PageRequest): StatisticName[] {
  // Cities wholly on a public holiday: the open ones are found by their ids, whatever the statistics say.
  if (search.openAt?.cityHoliday === true) return [];
  const needed: StatisticName[] = asksOpenBesideWords(search) ? ['openSample'] : [];
  const asksShare = asksWordsPerRow(search) || isOpenNowBesideIndexedWords(search);
  if (asksShare && search.wordsPerRow === undefined) needed.unshift('prefixShare');
  if (asksPostalCodeRows(search)) needed.push('postalCodeRows');
  if (page?.knownCount !== undefined) return needed;
  if (isOneWordAlone(search)) {
    const names = asksTopRatedNames(search, page) ? (['topRatedNames'] as const) : [];
    return [...needed, 'wordFrequent', 'lexemeDocuments', ...names];
  }
  if (isPlaceAlone(search)) return needed;
  if (search.near !== undefined && (search.tsQuery === undefined || search.wordsPerRow === true)) {
    if (isSortedPage(page)) needed.push('radiusBusinesses');
    if (search.tsQuery === undefined) return needed;
  }
  // A walk in an order the place's matches are spread over is bounded only when many match (densityAsked).
  if (isOneWordInPlace(search)) needed.push(densityAsked(search, page));
  if (isOpenNowIn(search)) return needed.includes('openSample') ? needed : [...needed, 'openSample'];
  const openNowAlone = search.openAt !== undefined && !isNightOpenNow(search) && !narrowsBesidesOpenNow(search);
  if (openNowAlone || isOpenNowBesideIndexedWords(search)) needed.push('openHourShare');
  return needed;
}

/** Which statistic says whether one word in a place is walked (true) or counted there (false). */
function densityAsked(search: ResolvedSearch, page: PageRequest | undefined): StatisticName {
  if (isSortedPage(page)) return 'denseInPlace';
  return walksPoints(search, page) ? 'denseAtPoints' : 'frequentInPlace';
}

/**
 * Above how many matches within the radius a walk point by point is bounded: a page's worth at every point on average,
 * at most SPARSE_MATCHES. Fewer are counted from the points' words and sorted. Never below ROW_CHECKED_COUNT_CAP: more
 * is then the count's lower bound ("Mehr als 200"), and counting as many costs less than walking to them.
 */
export function pointsDenseThreshold(search: ResolvedSearch): number {
  const pagePerPoint = Math.max(1, search.radiusPoints?.length ?? 1) * DEFAULT_PAGE_SIZE;
  return Math.min(SPARSE_MATCHES, Math.max(ROW_CHECKED_COUNT_CAP, pagePerPoint));
}

/** Whether the first page of one word alone, not a short prefix, may walk the listing (topRatedScope). */
function asksTopRatedNames(search: ResolvedSearch, page: PageRequest | undefined): boolean {
  if (page === undefined || !hasNameTiers(search, page.order) || isShortPrefix(search)) return false;
  return 'offset' in page.position && page.position.offset === 0 && page.byDistance !== true;
}

/**
 * Whether a statistic is still needed after those read before it: the count's once they settle it, the top-rated
 * names only when one word alone matches more than COUNT_CAP (a frequent word may walk its first page).
 */
export function statisticStillNeeded(name: StatisticName, stats: SearchStats): boolean {
  if (name !== 'topRatedNames') return !statisticsSettleCount(stats);
  return stats.wordFrequent === true || (stats.lexemeDocuments?.total ?? 0) > COUNT_CAP;
}

/** Whether the statistics read so far already give the count, so those after them need not be read. */
function statisticsSettleCount(stats: SearchStats): boolean {
  return (
    stats.wordFrequent === true ||
    stats.frequentInPlace === true ||
    stats.denseInPlace === true ||
    stats.denseAtPoints === true
  );
}

/** Whether "open now" beside words in cities is best read from their ones open now; a sample short of rows is few. */
export function fewOpenBesideWords(search: ResolvedSearch, stats: SearchStats): boolean {
  const sample = stats.openSample;
  if (!asksOpenBesideWords(search) || sample === undefined) return false;
  return (
    sample.sampled < OPEN_SAMPLE_ROWS || (sample.open / sample.sampled) * sample.businesses <= OPEN_BESIDE_WORDS_ROWS
  );
}

/** Whether fewer than `few` of the categories' or cities' businesses are open at the minute, in a full sample. */
function fewOpenAmong(sample: OpenSample | undefined, few: number): boolean {
  return sample !== undefined && sample.sampled === OPEN_SAMPLE_ROWS && sample.open < few;
}

/** A count that went one past its cap is the cap, as a lower bound. */
export function capped(total: number, cap: number): CountResult {
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
}

/** A lower bound, in round hundreds, for a prefix one of whose lexemes `held` hold: counting outruns a page's walk. */
export function lowerBound(held: number): CountResult {
  return { total: Math.min(COUNT_CAP, Math.floor((held - 1) / 100) * 100), exact: false };
}

/**
 * How a search is counted, each kind with the index it relies on: `known` needs no statement (a landing page's count,
 * the vocabulary's); `placeTotals` adds up places' numbers in the vocabulary; `pointsCount` counts point by point (and
 * `sorts` the page's matches when it finds them all); `countRows` reads up to `cap` + 1 rows; `countAndSort` also sorts
 * them when they are all, for the page.
 */
export type CountPlan =
  | { kind: 'known'; count: CountResult; index: 'search_terms' | 'none' }
  | { kind: 'placeTotals'; index: 'search_terms' }
  | { kind: 'pointsCount'; index: PointListingIndex; cap: number; sorts: boolean }
  | {
      kind: 'countRows' | 'countAndSort';
      index: string;
      rows: CountedRows;
      cap: number;
      openHours: OpenHoursIndex;
      /** Index walks off for the count, so that only a lookup in `index` can find its rows (countsByLookup). */
      indexScansOff: boolean;
    };

/**
 * A radius with criteria besides words is counted point by point. A page by date or rating walks that order's index and
 * checks the distance per row, which is bounded only when many of all businesses lie in the radius. Where fewer do (a
 * town's, a city's few kilometres), all its matches are counted point by point and sorted with the count, words tested
 * per row among them; a page by cursor sorts them apart, so only in a smaller radius.
 */
function pointsCountPlan(search: ResolvedSearch, stats: SearchStats, page?: PageRequest): CountPlan | undefined {
  if (search.near === undefined) return undefined;
  const businesses = stats.radiusBusinesses ?? Infinity;
  const sorts =
    isSortedPage(page) && page !== undefined && 'offset' in page.position && businesses <= RADIUS_SORTED_ROWS;
  if (search.tsQuery !== undefined && !(search.wordsPerRow === true && sorts)) return undefined;
  const few = sorts || (isSortedPage(page) && businesses <= SPARSE_MATCHES);
  return {
    kind: 'pointsCount',
    index: pointListingIndex(search),
    cap: few ? SPARSE_MATCHES : ROW_CHECKED_COUNT_CAP,
    sorts,
  };
}

/**
 * How the matches are counted, from the statistics. With the `page` of a search, a count of words for a page by offset
 * also sorts the page's matches (countAndSort); a count alone (a random pick's) does not.
 */
export function planCount(search: ResolvedSearch, stats: SearchStats, page?: PageRequest): CountPlan {
  if (page?.knownCount !== undefined) return { kind: 'known', count: page.knownCount, index: 'none' };
  // Open now in cities wholly on a public holiday, and none open by special hours: nothing to read.
  if (search.openAt?.cityHoliday === true && (search.openAt.calendar?.openIds.length ?? 0) === 0) {
    return { kind: 'known', count: { total: 0, exact: true }, index: 'none' };
  }
  if (isOneWordAlone(search)) {
    // A word held by more than COUNT_CAP (wordFrequent) bounds the count from below as a common lexeme does.
    const held = stats.wordFrequent === true ? { total: COUNT_CAP + 1, exact: false } : stats.lexemeDocuments;
    if (held?.exact === true) return { kind: 'known', count: capped(held.total, COUNT_CAP), index: 'search_terms' };
    if (held && held.total > SPARSE_MATCHES)
      return { kind: 'known', count: lowerBound(held.total), index: 'search_terms' };
  }
  if (isPlaceAlone(search)) return { kind: 'placeTotals', index: 'search_terms' };
  const inRadius = pointsCountPlan(search, stats, page);
  if (inRadius !== undefined) return inRadius;
  if (stats.frequentInPlace === true || stats.denseInPlace === true || stats.denseAtPoints === true) {
    return { kind: 'known', count: capped(ROW_CHECKED_COUNT_CAP + 1, ROW_CHECKED_COUNT_CAP), index: 'search_terms' };
  }
  let rows: CountedRows = 'filters';
  if (fewOpenBesideWords(search, stats)) rows = 'open beside words';
  else if (hasWordsInPlace(search)) rows = 'words in place';
  // Words in postal codes stop at SPARSE_MATCHES, so that the page still sorts up to that many.
  // Open now, words tested per row, the verified mark and the rating are checked on each row in the table.
  const perRow = search.openAt !== undefined || search.wordsPerRow === true;
  const rowChecked = perRow || search.verifiedOnly === true || search.minRating !== undefined;
  let cap = !rowChecked && rows === 'filters' ? COUNT_CAP : ROW_CHECKED_COUNT_CAP;
  if (!perRow && search.postalCodes !== undefined) cap = SPARSE_MATCHES;
  // No index in a page's order has the postal code beside it, none by date the city: a page walked the directory's order
  // past every other code's or city's rows. Of codes (by date cities) holding up to SPARSE_MATCHES all are counted.
  const byDate = page?.order === 'newest' && (search.cities?.length ?? 0) > 0 ? stats.openSample : undefined;
  const fewInPlace = Math.min(stats.postalCodeRows ?? Infinity, byDate?.businesses ?? Infinity) <= SPARSE_MATCHES;
  if (fewInPlace) cap = Math.max(cap, SPARSE_MATCHES);
  // A page by date or rating, or within a radius in listing order, walks rows the words in the place are spread over,
  // checking every row it passes: bounded only when many match. Up to SPARSE_MATCHES they are counted from the place's
  // words and sorted instead (sortsWordsInPlace).
  if (rows === 'words in place' && sortsWordsInPlace(search, page)) cap = Math.max(cap, SPARSE_MATCHES);
  // So does "open now" beside words in cities whose first rows are seldom open (Sunday noon: "Friseur" in Berlin
  // walked 42,000 rows for a page). A walk passes about 1 ÷ share rows for each open match.
  if (rows === 'words in place' && fewOpenAmong(stats.openSample, OPEN_SAMPLE_FEW.besideWords)) {
    cap = Math.max(cap, SPARSE_MATCHES);
  }
  // The cities' open ones read for words (OPEN_BESIDE_WORDS_ROWS), and the hour's slot by night, are few: counted
  // whole, they sort the page, whose walk of the names' tier passed the whole listing ("u" in "Ba"; "bi" at 23:30).
  if (rows === 'open beside words' || readsHourSlotPerRow(search)) cap = Math.max(cap, SPARSE_MATCHES);
  let openHours: OpenHoursIndex;
  const few = isNightOpenNow(search) ? OPEN_SAMPLE_FEW.night : OPEN_SAMPLE_FEW.day;
  if (isOpenNowIn(search) && fewOpenAmong(stats.openSample, few)) openHours = 'hour';
  else if (isNightOpenNow(search)) openHours = 'night';
  else if (search.openAt !== undefined && !narrowsBesidesOpenNow(search)) {
    // An hour missing from the statistics is rarer than every listed one; without any the index is used.
    if ((stats.openHourShare ?? 0) < OPEN_HOURS_INDEX_SHARE) openHours = 'hour';
  }
  // Words, and the few matches of such codes or cities, are sorted while counted: the count reads them all anyway.
  const sortable = search.tsQuery !== undefined || fewInPlace;
  const sorts = page !== undefined && sortable && 'offset' in page.position && page.byDistance !== true;
  const kind = sorts ? 'countAndSort' : 'countRows';
  return {
    kind,
    index: countIndex(search, rows, openHours),
    rows,
    cap,
    openHours,
    indexScansOff: countsByLookup(rows),
  };
}

/**
 * How one page is read, each kind with the index it relies on:
 * - `empty`: nothing matches, or the page lies past the end; `deepPageRefused`: a page by number past those linked by
 *   number, of more matches than were counted (only a walk past every earlier match would reach it);
 * - `rowsById`: the page's matches came sorted with the count (countAndSort), read by primary key;
 * - `walkListing`: a listing index in the page's order, stopping after the page (a later tier only when needed);
 * - `walkPoints` / `walkPostalCodes`: the same, point by point within a radius or code by code of a postal prefix;
 * - `sortMatches`: few matches fetched through the words' or a filter's index and sorted (index walks off);
 * - `topRatedFirst`: the exact names and the top-rated names, `otherwise` when they do not fill the page;
 * - `nearestFirst` / `walkPointsByDistance`: nearest first, few sorted by distance or many point by point.
 */
export type PagePlan =
  | { kind: 'empty' }
  | { kind: 'deepPageRefused' }
  | { kind: 'rowsById'; index: 'businesses_pkey'; matches: SortedCount['page'] }
  | { kind: 'walkListing'; index: string }
  | { kind: 'walkPoints'; index: PointListingIndex }
  | { kind: 'walkPostalCodes'; index: 'idx_businesses_postal_listing' }
  | { kind: 'sortMatches'; index: string; openBesideWords: boolean }
  | { kind: 'topRatedFirst'; index: string; scope: TopRatedScope; sortMatches: boolean; otherwise: PagePlan }
  | { kind: 'nearestFirst'; index: 'idx_businesses_earth' }
  | { kind: 'walkPointsByDistance'; index: PointListingIndex };

/** A page's plan with what every kind needs: the page's size (`take`, no more than remain) and where it starts. */
export interface PlannedPage {
  plan: PagePlan;
  take: number;
}

/** What a page is planned by: the statistics, and the count the search has made. */
export interface PageStats extends SearchStats {
  matches: CountResult | SortedCount;
}

/** Where a page may be looked for among the top-rated first (by offset, in the relevance order, not nearest first). */
function topRatedScope(
  search: ResolvedSearch,
  page: PageRequest,
  sparse: boolean,
  stats: PageStats,
): TopRatedScope | undefined {
  if (!hasNameTiers(search, page.order) || !('offset' in page.position) || page.byDistance === true) return undefined;
  // Words alone: a page among the top-rated names (they lead the name tier) is sorted from their index; the first page
  // of a word held by more than COUNT_CAP walks the listing when many top-rated names (or a short prefix's) hold it,
  // not "Kaffee" (one name in 800 rows). A later page's walk passes every row before it.
  const wordsAlone = !hasNonWordFilters(search);
  const count = stats.matches;
  const denseNames = isShortPrefix(search) || (stats.topRatedNames ?? 0) >= TOP_RATED_NAMES_WALKED;
  const walked = !count.exact && count.total >= COUNT_CAP && page.position.offset === 0 && denseNames;
  if (sparse || (wordsAlone && !walked)) {
    return count.total >= TOP_RATED_MIN_MATCHES && wordsAlone ? 'anywhere' : undefined;
  }
  const { cities, near, postalCodePrefix } = search;
  if (cities !== undefined && cities.length > 0 && near === undefined && postalCodePrefix === undefined) {
    return 'in the cities';
  }
  return near !== undefined ? 'within the radius' : undefined;
}

/** How the page is read when the top-rated do not fill it (or are not asked). */
function matchesPlan(search: ResolvedSearch, page: PageRequest, sorts: boolean, openBesideWords: boolean): PagePlan {
  if (page.byDistance === true && search.near !== undefined) {
    return sorts
      ? { kind: 'nearestFirst', index: 'idx_businesses_earth' }
      : { kind: 'walkPointsByDistance', index: pointListingIndex(search) };
  }
  if (sorts) return { kind: 'sortMatches', index: matchesIndex(search, openBesideWords), openBesideWords };
  if (page.order === 'relevance' && search.near !== undefined) {
    return { kind: 'walkPoints', index: pointListingIndex(search) };
  }
  if (page.order === 'relevance' && isPostalCodeListing(search) && search.postalCodes !== undefined) {
    return { kind: 'walkPostalCodes', index: 'idx_businesses_postal_listing' };
  }
  return { kind: 'walkListing', index: listingIndex(search, page.order) };
}

/**
 * How one page is read, from the count: few matches (SPARSE_MATCHES) are sorted with index walks off, many walked in
 * the page's order; `take` is the page's size, no more than remain after its offset.
 */
export function planPage(
  search: ResolvedSearch,
  stats: PageStats,
  page: PageRequest,
): PlannedPage & { indexScansOff: boolean } {
  const { matches: count } = stats;
  const offset = 'offset' in page.position ? page.position.offset : undefined;
  const nothing = { take: 0, indexScansOff: false };
  if (!count.exact && offset !== undefined && pastNumberedPages(offset, page.limit)) {
    return { plan: { kind: 'deepPageRefused' }, ...nothing };
  }
  if (count.total === 0 || (count.exact && offset !== undefined && offset >= count.total)) {
    return { plan: { kind: 'empty' }, ...nothing };
  }
  // Knowing that only a few rows remain lets the tiers stop as soon as they are found.
  const take = Math.min(page.limit, count.exact && offset !== undefined ? count.total - offset : page.limit);
  if ('page' in count) {
    return {
      plan: { kind: 'rowsById', index: 'businesses_pkey', matches: count.page.slice(0, take) },
      take,
      indexScansOff: false,
    };
  }
  const sparse = count.exact && count.total <= SPARSE_MATCHES;
  // A postal-code prefix alone is walked code by code, however few match.
  const walksCodes = page.order === 'relevance' && isPostalCodeListing(search) && search.postalCodes !== undefined;
  // Criteria in a radius in listing order are walked point by point however few match, as the count found them: the
  // radius' box holds every business around them (docs/benchmarks/search-decisions.md, Radius).
  const criteriaAtPoints = search.tsQuery === undefined && walksPoints(search, page);
  const sorts = sparse && !walksCodes && !criteriaAtPoints;
  const otherwise = matchesPlan(search, page, sorts, fewOpenBesideWords(search, stats));
  const scope = topRatedScope(search, page, sparse, stats);
  if (scope === undefined) return { plan: otherwise, take, indexScansOff: sorts };
  const plan: PagePlan = {
    kind: 'topRatedFirst',
    index: TOP_RATED_INDEXES[scope],
    scope,
    sortMatches: sparse,
    otherwise,
  };
  return { plan, take, indexScansOff: sorts };
}
