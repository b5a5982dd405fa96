import { UUID_PATTERN } from '../common/crypto';
import type { OpenNowCalendar } from './opening-calendar';
import { categoryNameOfCode, ENTRY_CATEGORIES, HOME_CATEGORIES, HomeCategoryMapping } from './business-constants';
import type { RadiusPoint } from './business-search-sql';
import { localTime, minuteOfWeek } from './opening-hours';
import { foldedPhrase, foldSearchText, prefixTsQuery, searchTokens, searchTsQuery } from '../common/search-text';

/** What a visitor asks for, folded (see search-text.ts); resolved against the vocabulary into a ResolvedSearch. */
export interface SearchRequest {
  /** The folded query words; every one must match as a word prefix in the full-text document. */
  words?: string[];
  /** All words as prefixes ("'back':* & 'munchen':*"). */
  tsQuery?: string;
  /** The whole folded query, for the exact-name tier of the relevance order. */
  phrase?: string;
  /** Stored categories to match exactly; absent = any category. */
  categories?: readonly string[];
  /** Additional full-text condition of a home tile: any of its terms as a word prefix. */
  categoryTsQuery?: string;
  /** Folded prefix of the city name ("frankfurt" matches "Frankfurt am Main"). */
  cityPrefix?: string;
  /** The folded stored city names, when the caller knows them (a landing page's city); else resolved from cityPrefix. */
  cities?: readonly string[];
  /** Digits only: prefix of the postal code. */
  postalCodePrefix?: string;
  /**
   * Only businesses open at this minute of the week (Europe/Berlin, 0 = Monday 00:00) and not
   * temporarily closed on this day (YYYY-MM-DD).
   */
  openAt?: {
    minuteOfWeek: number;
    day: string;
    calendar?: OpenNowCalendar;
    /**
     * Every published business searched lies where the day is a public holiday: none is open by its week's hours,
     * only those open by special hours can be (set by the search from the cities' regions, or for any search on a
     * day every country keeps wholly).
     */
    cityHoliday?: boolean;
  };
  /** Only businesses whose shown average (rounded to one decimal) is at least this (1–5). */
  minRating?: number;
  /** Only verified businesses. */
  verifiedOnly?: boolean;
  /** Umkreissuche (issue 14): businesses within `radiusKm` of the resolved `near` place. */
  near?: NearCriteria;
}

/**
 * A request with what the vocabulary and the place dataset say about it, read inside the search
 * (business-search.repository.ts); the planner and the SQL builders work on this alone.
 */
export interface ResolvedSearch extends SearchRequest {
  /**
   * The folded stored city names a city prefix stands for: compared for equality, they let the per-city indexes
   * return rows in listing order. Absent when the prefix fits more than MAX_CITY_VARIANTS.
   */
  cities?: readonly string[];
  /** The stored postal codes of published businesses a postal-code prefix stands for, up to MAX_POSTAL_CODES. */
  postalCodes?: readonly string[];
  /** The words' tsquery with each prefix replaced by the lexemes it stands for (several words). */
  lexemeQuery?: string;
  /** The same for one word, for a place-words index only: rows tested one by one test a prefix as cheaply. */
  placeLexemeQuery?: string;
  /** The dataset points within the radius (and RADIUS_EDGE_KM beyond it), nearest first. */
  radiusPoints?: readonly RadiusPoint[];
  /**
   * The one query word is a prefix so common (PER_ROW_PREFIX_SHARE) that no words index reads it cheaply: it is tested
   * on the rows the other criteria find, and counted as rows checked one by one (withWordsPerRow).
   */
  wordsPerRow?: boolean;
  /**
   * The one short query prefix's words are held by at least WALKED_PREFIX_SHARE of the businesses: a walk of the
   * cities' listing tests it per row rather than let PostgreSQL AND the cities with its postings in the whole country.
   */
  commonPrefix?: boolean;
  /**
   * The one query word is held by so few businesses (CATEGORY_PER_ROW_SHARE) that the categories are tested on
   * its matches, not ANDed as the bitmap of every business in them nor walked through their index.
   */
  categoryPerRow?: boolean;
  /**
   * Few are open in the hour beside words read through their index (OPEN_HOUR_SLOT_SHARE): every statement names the
   * hour's slot too, so that PostgreSQL sees how few are open and ANDs the hours' index with the words' instead of
   * walking an index for matches that lie far apart (docs/benchmarks/search-decisions.md).
   */
  openHourSlot?: boolean;
}

/** The centre and radius of an Umkreissuche, resolved from `near` and `radius` (BusinessesService). */
export interface NearCriteria {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface SearchInput {
  query?: string;
  category?: string;
  city?: string;
  openNow?: boolean;
  minRating?: number;
  verified?: boolean;
}

const HOME_BY_FOLDED = new Map<string, HomeCategoryMapping>(
  Object.entries(HOME_CATEGORIES).map(([name, mapping]) => [foldSearchText(name), mapping]),
);
const ENTRY_BY_FOLDED = new Map<string, string>(ENTRY_CATEGORIES.map((name) => [foldSearchText(name), name]));

/**
 * The categories a `category` parameter stands for: a category code stands for its name; a home tile
 * maps to its entry categories (and terms), an entry category to itself (case and umlaut spelling
 * ignored), anything else is taken literally and finds only businesses stored with exactly that category.
 */
export function resolveCategory(category: string): HomeCategoryMapping | { categories: readonly string[] } {
  const trimmed = category.trim();
  const folded = foldSearchText(categoryNameOfCode(trimmed.toLowerCase()) ?? trimmed);
  const entry = ENTRY_BY_FOLDED.get(folded);
  if (entry !== undefined) return { categories: [entry] };
  return HOME_BY_FOLDED.get(folded) ?? { categories: [trimmed] };
}

/** The criteria for a list of folded words (the query as typed, or as corrected). */
export function withWords(request: SearchRequest, words: readonly string[], phrase: string): SearchRequest {
  return { ...request, words: [...words], tsQuery: searchTsQuery(words), phrase };
}

/**
 * The request of a search; `now` is the time "open now" refers to, `calendar` the public holidays and special
 * hours it honours then.
 */
export function buildSearchRequest(input: SearchInput, now: Date, calendar?: OpenNowCalendar): SearchRequest {
  let criteria: SearchRequest = {};
  if (input.query !== undefined) {
    const tokens = searchTokens(input.query);
    // A query without a single letter or digit ("–", "&") filters nothing.
    if (tokens.length > 0) criteria = withWords(criteria, tokens, foldedPhrase(input.query));
  }
  if (input.category !== undefined) {
    const mapping = resolveCategory(input.category);
    criteria.categories = mapping.categories;
    if ('terms' in mapping && mapping.terms !== undefined) {
      criteria.categoryTsQuery = prefixTsQuery(mapping.terms.map(foldSearchText), '|');
    }
  }
  if (input.city !== undefined) {
    const city = input.city.trim();
    if (/^\d+$/.test(city)) criteria.postalCodePrefix = city;
    else criteria.cityPrefix = foldedPhrase(city);
  }
  if (input.openNow === true) {
    criteria.openAt = { minuteOfWeek: minuteOfWeek(now), day: localTime(now).day, calendar };
  }
  if (input.minRating !== undefined) criteria.minRating = input.minRating;
  if (input.verified === true) criteria.verifiedOnly = true;
  return criteria;
}

/** Any filter besides the query words: category, city, postal code, open now, rating, verified or radius. */
export function hasNonWordFilters(criteria: SearchRequest): boolean {
  return (
    criteria.categories !== undefined ||
    criteria.cityPrefix !== undefined ||
    criteria.postalCodePrefix !== undefined ||
    criteria.openAt !== undefined ||
    criteria.minRating !== undefined ||
    criteria.verifiedOnly === true ||
    criteria.near !== undefined
  );
}

export function hasFilters(criteria: SearchRequest): boolean {
  return criteria.words !== undefined || hasNonWordFilters(criteria);
}

/**
 * The relevance tiers of a query, in result order: the exact name, the name containing every
 * word, then every other match. Inside a tier the listing order holds, so each tier is one index
 * walk that stops after the page. Without a query there is a single tier.
 */
export const SEARCH_TIERS = [0, 1, 2] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

/**
 * The orders a result can be paged through: relevance (the listing order without a query), best
 * rating and newest. `sort=random` has no pages, `sort=distance` belongs to the radius search.
 */
export const PAGE_ORDERS = ['relevance', 'rating', 'newest'] as const;
export type PageOrder = (typeof PAGE_ORDERS)[number];

/** Where a page is looked for among the top-rated first: anywhere, in the cities searched, or within the radius. */
export type TopRatedScope = 'anywhere' | 'in the cities' | 'within the radius';

/**
 * A row's place in the listing order, ascending: not verified, negated average rating, negated
 * review count, name, id (LISTING_KEY_COLUMNS of migration 1763700000030).
 */
export type ListingKey = readonly [
  notVerified: boolean,
  negatedRating: string,
  negatedReviews: number,
  name: string,
  id: string,
];

/** A row's place in the "best rating" order, ascending (RATING_KEY_COLUMNS of migration 1763900000010). */
export type RatingKey = readonly [negatedRating: string, negatedReviews: number, name: string, id: string];

/** A row's place in the "newest" order, descending: creation time (ISO, microseconds, UTC) and id. */
export type NewestKey = readonly [createdAt: string, id: string];

/**
 * Where a keyset page starts: strictly after (next) or before (previous) a row, in the order the
 * cursor was handed out for (a cursor of one order means nothing in another).
 */
export type ListingCursor = { direction: 'after' | 'before' } & (
  | { order: 'relevance'; tier: SearchTier; key: ListingKey }
  | { order: 'rating'; key: RatingKey }
  | { order: 'newest'; key: NewestKey }
);

const NEGATED_RATING = /^-?\d(\.\d{1,2})?$/;
const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The opaque `cursor` parameter: base64url of a JSON array. Relevance cursors keep their original
 * shape (direction, tier, key), so the cursors in links handed out before other orders existed still work.
 */
export function encodeCursor(cursor: ListingCursor): string {
  const direction = cursor.direction === 'after' ? 'a' : 'b';
  const parts =
    cursor.order === 'relevance' ? [direction, cursor.tier, ...cursor.key] : [direction, cursor.order, ...cursor.key];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const isNegatedRating = (value: unknown): value is string => typeof value === 'string' && NEGATED_RATING.test(value);
const isNegatedCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value <= 0;
const isName = (value: unknown): value is string => typeof value === 'string' && value.length <= 100;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
/** A creation time as the page query writes it, and a real one (PostgreSQL would refuse 31 February). */
const isCreatedAt = (value: unknown): value is string =>
  typeof value === 'string' &&
  CREATED_AT.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(Date.parse(value)).toISOString().slice(0, 19) === value.slice(0, 19);

/** Reads a `cursor` parameter; anything not written by encodeCursor is undefined. */
export function decodeCursor(value: string): ListingCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const [code, kind, ...key] = parsed as unknown[];
  if (code !== 'a' && code !== 'b') return undefined;
  const direction = code === 'a' ? 'after' : 'before';
  if (kind === 'rating') {
    const [negatedRating, negatedReviews, name, id] = key;
    if (key.length !== 4 || !isNegatedRating(negatedRating) || !isNegatedCount(negatedReviews)) return undefined;
    if (!isName(name) || !isId(id)) return undefined;
    return { direction, order: 'rating', key: [negatedRating, negatedReviews, name, id] };
  }
  if (kind === 'newest') {
    const [createdAt, id] = key;
    if (key.length !== 2 || !isCreatedAt(createdAt) || !isId(id)) return undefined;
    return { direction, order: 'newest', key: [createdAt, id] };
  }
  if (!SEARCH_TIERS.includes(kind as SearchTier) || key.length !== 5) return undefined;
  const [notVerified, negatedRating, negatedReviews, name, id] = key;
  if (typeof notVerified !== 'boolean' || !isNegatedRating(negatedRating) || !isNegatedCount(negatedReviews)) {
    return undefined;
  }
  if (!isName(name) || !isId(id)) return undefined;
  return {
    direction,
    order: 'relevance',
    tier: kind as SearchTier,
    key: [notVerified, negatedRating, negatedReviews, name, id],
  };
}
