import { paths } from '@/config/paths';
import { RADIUS_CHOICES_KM } from '@/lib/radius-choices';

/** The orders the search page offers besides relevance (the API's default); distance only with a place. */
export const SEARCH_SORTS = ['rating', 'newest', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The minimum averages the filter offers ("Mindestens 4 Sterne"). */
export const MIN_RATING_CHOICES = [3, 4, 5] as const;

/** The filters and the order of a search (issue 14), as the URL carries them. */
export interface SearchFilters {
  /** Only businesses open now. */
  openNow: boolean;
  /** Only businesses with at least this average (as shown); 0 = any. */
  minRating: number;
  /** Only verified businesses. */
  verified: boolean;
  /** The order; '' = relevance. */
  sort: SearchSort | '';
}

export const NO_FILTERS: SearchFilters = { openNow: false, minRating: 0, verified: false, sort: '' };

/**
 * The search page's URL state: query, category, city (trimmed, empty = absent), the filters and the
 * order, the page number and, on deep pages, the API's keyset cursor (taken from its Link header;
 * empty = the page is an offset).
 */
export interface SearchCriteria extends SearchFilters {
  query: string;
  category: string;
  city: string;
  /** Umkreissuche: the place ('10115', 'Berlin') and the radius in km (one of RADIUS_CHOICES_KM), both or neither. */
  near: string;
  radius: string;
  page: number;
  cursor: string;
}

/** What a results address names besides the page: the search and, where set, its filters. */
export type SearchTarget = Pick<SearchCriteria, 'query' | 'category' | 'city'> &
  Partial<Pick<SearchCriteria, 'near' | 'radius'>> &
  Partial<SearchFilters>;

/** A results page to link to: its number and, beyond the offset pages, the cursor that reaches it. */
export interface PageTarget {
  page: number;
  cursor?: string;
}

/** The specification's limits for the search parameters. */
export const SEARCH_LIMITS = { query: 100, category: 50, city: 50, near: 50 } as const;

/** The API's cursors are base64url of at most 600 characters; anything else is not one of its cursors. */
const CURSOR = /^[A-Za-z0-9_-]{1,600}$/;

/** A radius the form offers, with a place; anything else is no Umkreissuche. */
function readRadius(near: string, radius: string | null): Pick<SearchCriteria, 'near' | 'radius'> {
  const km = RADIUS_CHOICES_KM.find((choice) => String(choice) === radius?.trim());
  return near !== '' && km !== undefined ? { near, radius: String(km) } : { near: '', radius: '' };
}

export function readSearchParams(params: URLSearchParams): SearchCriteria {
  const text = (name: keyof typeof SEARCH_LIMITS) => (params.get(name) ?? '').trim().slice(0, SEARCH_LIMITS[name]);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: text('query'),
    category: text('category'),
    city: text('city'),
    ...readSearchFilters(params),
    ...readRadius(text('near'), params.get('radius')),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    // A damaged cursor is dropped: the page number alone still opens that page (as an offset).
    cursor: CURSOR.test(params.get('cursor') ?? '') ? (params.get('cursor') ?? '') : '',
  };
}

/** The filters of the URL; values the API would refuse are dropped (a shared address still opens). */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const minRating = Number(params.get('minRating') ?? '');
  const sort = params.get('sort') ?? '';
  // Nearest first needs a place: without one the API refuses it, so the address drops it.
  const sortable =
    sort !== 'distance' || readRadius((params.get('near') ?? '').trim(), params.get('radius')).near !== '';
  return {
    openNow: params.get('openNow') === 'true',
    minRating: Number.isInteger(minRating) && minRating >= 1 && minRating <= 5 ? minRating : 0,
    verified: params.get('verified') === 'true',
    sort: sortable && SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : '',
  };
}

/** The URL parameters of the filters that are set, in the API's spelling. */
export function searchFilterParams(filters: Partial<SearchFilters>): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.openNow === true) params.openNow = 'true';
  if (filters.minRating !== undefined && filters.minRating > 0) params.minRating = String(filters.minRating);
  if (filters.verified === true) params.verified = 'true';
  if (filters.sort !== undefined && filters.sort !== '') params.sort = filters.sort;
  return params;
}

/** The shareable address of a results page: the search, its filters, then page and cursor (page 1 has neither). */
export function searchPageHref(criteria: SearchTarget, target: PageTarget): string {
  const { query, category, city, near, radius } = criteria;
  const search = paths.search({ query, category, city, near, radius });
  const filters = new URLSearchParams(searchFilterParams(criteria)).toString();
  const base = filters === '' ? search : `${search}${search.includes('?') ? '&' : '?'}${filters}`;
  if (target.page <= 1) return base;
  const extra = new URLSearchParams({ page: String(target.page) });
  if (target.cursor !== undefined && target.cursor !== '') extra.set('cursor', target.cursor);
  return `${base}${base.includes('?') ? '&' : '?'}${extra.toString()}`;
}

/** The page heading: 'Suchergebnisse für "…" {category} in {city}', or 'Alle Unternehmen' without criteria. */
export function searchTitle({
  query,
  category,
  city,
  near = '',
  radius = '',
}: Pick<SearchCriteria, 'query' | 'category' | 'city'> & Partial<Pick<SearchCriteria, 'near' | 'radius'>>): string {
  if (query === '' && category === '' && city === '' && near === '') return 'Alle Unternehmen';
  const parts = ['Suchergebnisse für'];
  if (query !== '') parts.push(`"${query}"`);
  if (category !== '') parts.push(category);
  // 'Suchergebnisse für in Berlin' is not German; a city alone reads 'Suchergebnisse für Unternehmen in Berlin'.
  if (query === '' && category === '') parts.push('Unternehmen');
  if (city !== '') parts.push(`in ${city}`);
  if (near !== '') parts.push(`im Umkreis von ${radius} km um ${near}`);
  return parts.join(' ');
}
