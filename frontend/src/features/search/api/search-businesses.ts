import { queryOptions } from '@tanstack/react-query';
import { getListBusinessesQueryKey, listBusinesses } from '../../../api/generated/endpoints/businesses/businesses';
import type { BusinessDto, ListBusinessesParams } from '../../../api/generated/model';
import { withListingHeaders } from '../../../lib/api-client';
import type { SearchCriteria } from '../utils/search-params';

/** Three columns of eight rows; the API's default page size. */
export const SEARCH_PAGE_SIZE = 24;
/** The API refuses deeper pages. */
export const MAX_SEARCH_PAGE = 1000;

export interface BusinessSearchPage {
  items: BusinessDto[];
  /** All matches, from the API's X-Total-Count header. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of search results with the total from the documented X-Total-Count header
 * (read through the generated call's request options; URL and types stay the generated ones).
 */
export async function searchBusinessesPage(
  params: ListBusinessesParams,
  signal?: AbortSignal,
): Promise<BusinessSearchPage> {
  let reported = 0;
  const items = await listBusinesses(
    params,
    withListingHeaders((listing) => (reported = listing.total)),
    signal,
  );
  const page = params.page ?? 1;
  const limit = params.limit ?? SEARCH_PAGE_SIZE;
  // Never fewer than the results already seen, even if a proxy dropped the header.
  const total = Math.max(reported, (page - 1) * limit + items.length);
  return { items, total, page, pageCount: Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.ceil(total / limit))) };
}

/** The API parameters for the URL's criteria: empty values omitted. */
export function searchParamsFor(criteria: SearchCriteria): ListBusinessesParams {
  const params: ListBusinessesParams = { page: criteria.page, limit: SEARCH_PAGE_SIZE };
  if (criteria.query !== '') params.query = criteria.query;
  if (criteria.category !== '') params.category = criteria.category;
  if (criteria.city !== '') params.city = criteria.city;
  return params;
}

export function searchBusinessesQueryOptions(criteria: SearchCriteria) {
  const params = searchParamsFor(criteria);
  return queryOptions({
    queryKey: [...getListBusinessesQueryKey(params), 'mit-gesamtzahl'] as const,
    queryFn: ({ signal }) => searchBusinessesPage(params, signal),
    // The specification: the search page always refetches on mount.
    refetchOnMount: 'always',
  });
}
