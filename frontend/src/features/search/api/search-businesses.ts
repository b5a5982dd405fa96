import { queryOptions } from '@tanstack/react-query';
import type { AxiosResponseTransformer } from 'axios';
import { getListBusinessesQueryKey, listBusinesses } from '../../../api/generated/endpoints/businesses/businesses';
import type { BusinessDto, ListBusinessesParams } from '../../../api/generated/model';
import { axiosInstance } from '../../../lib/api-client';
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

function defaultTransforms(): AxiosResponseTransformer[] {
  const configured = axiosInstance.defaults.transformResponse;
  if (configured === undefined) return [];
  return Array.isArray(configured) ? configured : [configured];
}

/**
 * One page of search results with the total. The generated `listBusinesses` resolves to the body only
 * (the orval mutator returns `response.data`), so the total is read from the documented X-Total-Count
 * header by a response transformer passed through the mutator's request options; the call itself, its URL
 * and its types stay the generated ones.
 */
export async function searchBusinessesPage(
  params: ListBusinessesParams,
  signal?: AbortSignal,
): Promise<BusinessSearchPage> {
  let totalHeader: string | undefined;
  const readTotal: AxiosResponseTransformer = (data, headers) => {
    const value: unknown = headers['x-total-count'];
    if (typeof value === 'string') totalHeader = value;
    return data;
  };
  const items = await listBusinesses(params, { transformResponse: [readTotal, ...defaultTransforms()] }, signal);
  const page = params.page ?? 1;
  const limit = params.limit ?? SEARCH_PAGE_SIZE;
  const parsed = Number(totalHeader);
  const total = totalHeader !== undefined && Number.isSafeInteger(parsed) ? parsed : (page - 1) * limit + items.length;
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
