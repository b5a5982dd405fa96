import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListBusinessesQueryKey, listBusinesses } from '@/api/generated/endpoints/businesses/businesses';
import type { BusinessDto, ListBusinessesParams } from '@/api/generated/model';
import { readListingHeaders, withResponseHeaders, type ListingHeaders, type ResponseHeaders } from '@/lib/api-client';
import { keptInMarkup, refetchOnMountUnlessHydrating } from '@/lib/server-render-state';
import type { PageTarget, SearchCriteria } from '../utils/search-params';

/** Three columns of eight rows; the API's default page size. */
export const SEARCH_PAGE_SIZE = 24;
/** The API refuses deeper pages, with a cursor too (the page number is still checked). */
export const MAX_SEARCH_PAGE = 1000;
/** The pages the UI links by number: offsets this near the start stay cheap (the API's Link header agrees). */
export const NUMBERED_PAGE_LIMIT = 10;

export interface BusinessSearchPage {
  items: BusinessDto[];
  /** The matches from X-Total-Count: all of them when `exact`, otherwise a lower bound (the API stops counting). */
  total: number;
  /** False when there are more matches than `total` (X-Total-Count-Exact: false). */
  exact: boolean;
  page: number;
  /** The pages `total` fills; with `exact` false only the pages known to exist. */
  pageCount: number;
  /** The corrected query when the typed one found nothing; `items` are its results. */
  suggestion?: string;
  /** The neighbouring pages from the Link header, with the API's cursor where it gave one. */
  next?: PageTarget;
  prev?: PageTarget;
}

interface SearchHeaders extends ListingHeaders {
  suggestion?: string;
}

/** X-Search-Suggestion is URL-encoded UTF-8 (header values are Latin-1); a broken value is ignored. */
function readSuggestion(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const suggestion = decodeURIComponent(value).trim();
    return suggestion === '' ? undefined : suggestion;
  } catch {
    return undefined;
  }
}

function readSearchHeaders(headers: ResponseHeaders): SearchHeaders {
  return { ...readListingHeaders(headers), suggestion: readSuggestion(headers.get('x-search-suggestion')) };
}

/** The page number and cursor of a Link target ('/api/businesses?…&page=12&cursor=…'). */
export function pageTargetOf(url: string | undefined): PageTarget | undefined {
  if (url === undefined) return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://relative.invalid').searchParams;
  } catch {
    return undefined;
  }
  const page = Number(params.get('page') ?? '1');
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  const cursor = params.get('cursor');
  return cursor === null || cursor === '' ? { page } : { page, cursor };
}

/**
 * One page of search results with what the API says about it in its headers: the total and whether it is
 * exact, a corrected query, and the Link header's neighbours (read through the generated call's request
 * options; URL and types stay the generated ones).
 */
export async function searchBusinessesPage(
  params: ListBusinessesParams,
  signal?: AbortSignal,
): Promise<BusinessSearchPage> {
  let headers: SearchHeaders = { total: 0, exact: true, links: {} };
  const items = await listBusinesses(
    params,
    withResponseHeaders(readSearchHeaders, (read) => (headers = read)),
    signal,
  );
  const page = params.page ?? 1;
  const limit = params.limit ?? SEARCH_PAGE_SIZE;
  // Never fewer than the results already seen, even if a proxy dropped the header.
  const total = Math.max(headers.total, (page - 1) * limit + items.length);
  const pageCount = Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.ceil(total / limit)));
  // Without a Link header (a proxy dropped it) the neighbours are plain offsets, which the API answers too.
  const linked = headers.links.first !== undefined;
  const hasNext = headers.exact ? page < pageCount : items.length === limit;
  const next = linked ? pageTargetOf(headers.links.next) : hasNext ? { page: page + 1 } : undefined;
  const prev = linked ? pageTargetOf(headers.links.prev) : page > 1 ? { page: page - 1 } : undefined;
  return {
    items,
    total,
    exact: headers.exact,
    page,
    pageCount,
    suggestion: headers.suggestion,
    next: next !== undefined && next.page <= MAX_SEARCH_PAGE ? next : undefined,
    prev,
  };
}

/** The API parameters for the URL's criteria: empty values omitted. */
export function searchParamsFor(criteria: SearchCriteria): ListBusinessesParams {
  const params: ListBusinessesParams = { page: criteria.page, limit: SEARCH_PAGE_SIZE };
  if (criteria.query !== '') params.query = criteria.query;
  if (criteria.category !== '') params.category = criteria.category;
  if (criteria.city !== '') params.city = criteria.city;
  if (criteria.openNow) params.openNow = true;
  if (criteria.minRating > 0) params.minRating = criteria.minRating;
  if (criteria.verified) params.verified = true;
  if (criteria.sort !== '') params.sort = criteria.sort;
  if (criteria.near !== '') {
    params.near = criteria.near;
    params.radius = Number(criteria.radius);
  }
  if (criteria.cursor !== '') params.cursor = criteria.cursor;
  return params;
}

export function searchBusinessesQueryOptions(criteria: SearchCriteria) {
  const params = searchParamsFor(criteria);
  return queryOptions({
    queryKey: [...getListBusinessesQueryKey(params), 'mit-kopfzeilen'] as const,
    queryFn: ({ signal }) => searchBusinessesPage(params, signal),
    // The specification: the search page always refetches on mount (not the server-rendered first one).
    refetchOnMount: refetchOnMountUnlessHydrating,
    // The cards keep their server markup; the map needs each result's name, address and position.
    meta: keptInMarkup<BusinessSearchPage>((page) => ({
      ...page,
      items: page.items.map(({ id, name, street, postalCode, city, latitude, longitude }) => ({
        id,
        name,
        street,
        postalCode,
        city,
        latitude,
        longitude,
      })),
    })),
  });
}

/** One page of search results for the URL's criteria. */
export function useBusinessSearch(criteria: SearchCriteria) {
  return useQuery(searchBusinessesQueryOptions(criteria));
}
