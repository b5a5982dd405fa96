import { UUID_PATTERN } from '../common/crypto';
import { ENTRY_CATEGORIES, HOME_CATEGORIES, HomeCategoryMapping } from './business-constants';
import { foldedPhrase, foldSearchText, prefixTsQuery, searchTokens, searchTsQuery } from './search-text';

/** What a search asks the database for; every text is already folded (see search-text.ts). */
export interface SearchCriteria {
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
  /**
   * The folded stored city names the prefix stands for, looked up in the vocabulary
   * (BusinessesRepository.resolveCities): compared for equality, they let the per-city index
   * return rows in listing order. Absent while unresolved or when the prefix fits too many cities.
   */
  cities?: readonly string[];
  /** Digits only: prefix of the postal code. */
  postalCodePrefix?: string;
}

export interface SearchInput {
  query?: string;
  category?: string;
  city?: string;
}

const HOME_BY_FOLDED = new Map<string, HomeCategoryMapping>(
  Object.entries(HOME_CATEGORIES).map(([name, mapping]) => [foldSearchText(name), mapping]),
);
const ENTRY_BY_FOLDED = new Map<string, string>(ENTRY_CATEGORIES.map((name) => [foldSearchText(name), name]));

/**
 * The categories a `category` parameter stands for: a home tile maps to its entry categories
 * (and terms), an entry category to itself (case and umlaut spelling ignored), anything else is
 * taken literally and finds only businesses stored with exactly that category.
 */
export function resolveCategory(category: string): HomeCategoryMapping | { categories: readonly string[] } {
  const folded = foldSearchText(category.trim());
  const entry = ENTRY_BY_FOLDED.get(folded);
  if (entry !== undefined) return { categories: [entry] };
  return HOME_BY_FOLDED.get(folded) ?? { categories: [category.trim()] };
}

/** The criteria for a list of folded words (the query as typed, or as corrected). */
export function withWords(criteria: SearchCriteria, words: readonly string[], phrase: string): SearchCriteria {
  return { ...criteria, words: [...words], tsQuery: searchTsQuery(words), phrase };
}

export function buildSearchCriteria(input: SearchInput): SearchCriteria {
  let criteria: SearchCriteria = {};
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
  return criteria;
}

/** Any filter besides the query words: category, city or postal code. */
export function hasNonWordFilters(criteria: SearchCriteria): boolean {
  return (
    criteria.categories !== undefined || criteria.cityPrefix !== undefined || criteria.postalCodePrefix !== undefined
  );
}

export function hasFilters(criteria: SearchCriteria): boolean {
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

/** Where a keyset page starts: strictly after (next) or before (previous) a row of a tier. */
export interface ListingCursor {
  direction: 'after' | 'before';
  tier: SearchTier;
  key: ListingKey;
}

const NEGATED_RATING = /^-?\d(\.\d{1,2})?$/;

/** The opaque `cursor` parameter: base64url of a JSON array. */
export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.direction === 'after' ? 'a' : 'b', cursor.tier, ...cursor.key])).toString(
    'base64url',
  );
}

/** Reads a `cursor` parameter; anything not written by encodeCursor is undefined. */
export function decodeCursor(value: string): ListingCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 7) return undefined;
  const [direction, tier, notVerified, negatedRating, negatedReviews, name, id] = parsed as unknown[];
  if (direction !== 'a' && direction !== 'b') return undefined;
  if (!SEARCH_TIERS.includes(tier as SearchTier)) return undefined;
  if (typeof notVerified !== 'boolean') return undefined;
  if (typeof negatedRating !== 'string' || !NEGATED_RATING.test(negatedRating)) return undefined;
  if (typeof negatedReviews !== 'number' || !Number.isSafeInteger(negatedReviews) || negatedReviews > 0) {
    return undefined;
  }
  if (typeof name !== 'string' || name.length > 100) return undefined;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return undefined;
  return {
    direction: direction === 'a' ? 'after' : 'before',
    tier: tier as SearchTier,
    key: [notVerified, negatedRating, negatedReviews, name, id],
  };
}
