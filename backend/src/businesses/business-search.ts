import { ENTRY_CATEGORIES, HOME_CATEGORIES, HomeCategoryMapping } from './business-constants';
import { foldedPhrase, foldSearchText, prefixTsQuery, searchTokens } from './search-text';

/** What a search asks the database for; every text is already folded (see search-text.ts). */
export interface QueryWord {
  /** The folded word. */
  word: string;
  /** The word as a prefix tsquery ("'back':*"). */
  tsQuery: string;
}

export interface SearchCriteria {
  /**
   * Every word must match as a word prefix in the full-text document or, when `typoTolerant`,
   * alternatively by trigram similarity to a whole word of the name.
   */
  words?: QueryWord[];
  /**
   * Set for a second attempt when the words as written match nothing ("Bakerei"): trigram
   * matching is far dearer per row than the full-text index, so it is only the fallback.
   */
  typoTolerant?: boolean;
  /** All words as prefixes, for ranking. */
  tsQuery?: string;
  /** The whole folded query, for the exact-name boost and name similarity in the ranking. */
  phrase?: string;
  /** Stored categories to match exactly; absent = any category. */
  categories?: readonly string[];
  /** Additional full-text condition of a home tile: any of its terms as a word prefix. */
  categoryTsQuery?: string;
  /** Folded prefix of the city name ("frankfurt" matches "Frankfurt am Main"). */
  cityPrefix?: string;
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

export function buildSearchCriteria(input: SearchInput): SearchCriteria {
  const criteria: SearchCriteria = {};
  if (input.query !== undefined) {
    const tokens = searchTokens(input.query);
    // A query without a single letter or digit ("–", "&") filters nothing.
    if (tokens.length > 0) {
      criteria.words = tokens.map((word) => ({ word, tsQuery: `'${word}':*` }));
      criteria.tsQuery = prefixTsQuery(tokens);
      criteria.phrase = foldedPhrase(input.query);
    }
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

export function hasFilters(criteria: SearchCriteria): boolean {
  return (
    criteria.words !== undefined ||
    criteria.categories !== undefined ||
    criteria.cityPrefix !== undefined ||
    criteria.postalCodePrefix !== undefined
  );
}
