import type { PageOrder, ResolvedSearch, TopRatedScope } from './business-search';
import {
  hasWordsInPlace,
  isNightOpenNow,
  isOpenNowIn,
  openMinuteQualifiers,
  readsNightAtPoints,
  type CountedRows,
} from './business-search-shape';

// The indexes the plans of business-search-plan.ts rely on, by the search's shape.

/** How "open now" is found by a count of rows (FilterIndexes.openHours), from the statistics. */
export type OpenHoursIndex = 'hour' | 'night' | undefined;

/** The index a count of rows reads first. */
export function countIndex(search: ResolvedSearch, rows: CountedRows, openHours: OpenHoursIndex): string {
  if (rows === 'open beside words' || (openHours === 'hour' && isOpenNowIn(search))) {
    return openMinuteQualifiers(search).column === 'b.city_folded'
      ? 'idx_businesses_city_open_minutes'
      : 'idx_businesses_category_open_minutes';
  }
  if (rows === 'words in place') {
    if (search.postalCodes !== undefined) return 'idx_businesses_postal_words';
    if (search.near !== undefined) return 'idx_businesses_point_words';
    return 'idx_businesses_open_city_words';
  }
  if (openHours === 'hour') return 'idx_businesses_open_hours';
  if (openHours === 'night') return 'idx_businesses_night_listing';
  return search.tsQuery === undefined || search.wordsPerRow === true
    ? 'idx_businesses_listing'
    : 'idx_businesses_search_document';
}

/**
 * The index a walk point by point reads: by night, when "open now" is asked, the points' night listing, which holds
 * only those open at some night (FilterIndexes.atPoints states its predicate).
 */
export function pointListingIndex(
  search: ResolvedSearch,
): 'idx_businesses_point_listing' | 'idx_businesses_point_night_listing' {
  return readsNightAtPoints(search) ? 'idx_businesses_point_night_listing' : 'idx_businesses_point_listing';
}

/** The listing index a walk in the page's order reads (the exact-name tier aside). */
export function listingIndex(search: ResolvedSearch, order: PageOrder): string {
  const place = (search.cities?.length ?? 0) > 0 ? 'city_' : search.categories !== undefined ? 'category_' : '';
  if (order === 'newest') return `idx_businesses_${search.verifiedOnly === true ? 'verified_newest' : 'created_at'}`;
  if (order === 'rating') return `idx_businesses_${place}rating`;
  return isNightOpenNow(search) ? `idx_businesses_${place}night_listing` : `idx_businesses_${place}listing`;
}

/** The index few matches are fetched through before they are sorted. */
export function matchesIndex(search: ResolvedSearch, openBesideWords: boolean): string {
  if (openBesideWords) return 'idx_businesses_city_open_minutes';
  if (hasWordsInPlace(search)) return countIndex(search, 'words in place', undefined);
  if (search.tsQuery !== undefined) return 'idx_businesses_search_document';
  return search.near !== undefined ? 'idx_businesses_earth' : listingIndex(search, 'relevance');
}

export const TOP_RATED_INDEXES: Record<TopRatedScope, string> = {
  anywhere: 'idx_businesses_top_rated_names',
  'in the cities': 'idx_businesses_top_rated_city_names',
  'within the radius': 'idx_businesses_top_rated_point_names',
};
