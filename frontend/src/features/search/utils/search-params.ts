import { paths } from '@/config/paths';

/**
 * The search page's URL state: query, category, city (trimmed, empty = absent), the page number and, on
 * deep pages, the API's keyset cursor (taken from its Link header; empty = the page is an offset).
 */
export interface SearchCriteria {
  query: string;
  category: string;
  city: string;
  page: number;
  cursor: string;
}

/** A results page to link to: its number and, beyond the offset pages, the cursor that reaches it. */
export interface PageTarget {
  page: number;
  cursor?: string;
}

/** The specification's limits for the search parameters. */
export const SEARCH_LIMITS = { query: 100, category: 50, city: 50 } as const;

/** The API's cursors are base64url of at most 600 characters; anything else is not one of its cursors. */
const CURSOR = /^[A-Za-z0-9_-]{1,600}$/;

export function readSearchParams(params: URLSearchParams): SearchCriteria {
  const text = (name: keyof typeof SEARCH_LIMITS) => (params.get(name) ?? '').trim().slice(0, SEARCH_LIMITS[name]);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: text('query'),
    category: text('category'),
    city: text('city'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    // A damaged cursor is dropped: the page number alone still opens that page (as an offset).
    cursor: CURSOR.test(params.get('cursor') ?? '') ? (params.get('cursor') ?? '') : '',
  };
}

/** The shareable address of a results page: the search, then page and cursor (page 1 has neither). */
export function searchPageHref(
  criteria: Pick<SearchCriteria, 'query' | 'category' | 'city'>,
  target: PageTarget,
): string {
  const base = paths.search({ query: criteria.query, category: criteria.category, city: criteria.city });
  if (target.page <= 1) return base;
  const extra = new URLSearchParams({ page: String(target.page) });
  if (target.cursor !== undefined && target.cursor !== '') extra.set('cursor', target.cursor);
  return `${base}${base.includes('?') ? '&' : '?'}${extra.toString()}`;
}

/** The page heading: 'Suchergebnisse für "…" {category} in {city}', or 'Alle Unternehmen' without criteria. */
export function searchTitle({ query, category, city }: Pick<SearchCriteria, 'query' | 'category' | 'city'>): string {
  if (query === '' && category === '' && city === '') return 'Alle Unternehmen';
  const parts = ['Suchergebnisse für'];
  if (query !== '') parts.push(`"${query}"`);
  if (category !== '') parts.push(category);
  // 'Suchergebnisse für in Berlin' is not German; a city alone reads 'Suchergebnisse für Unternehmen in Berlin'.
  if (query === '' && category === '') parts.push('Unternehmen');
  if (city !== '') parts.push(`in ${city}`);
  return parts.join(' ');
}
