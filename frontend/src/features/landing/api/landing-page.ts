import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetLandingPageQueryKey, getLandingPage } from '@/api/generated/endpoints/landing-pages/landing-pages';
import type { LandingPageDto } from '@/api/generated/model';
import { keptInMarkup } from '@/lib/server-render-state';

/** The API's page size, the search's too. */
export const LANDING_PAGE_SIZE = 24;

/**
 * One page of a landing page (`/branchen/{trade}/{city}?page=`): the trade, the city, the total and the
 * businesses. A query options factory, so that a route loader can prime it before rendering (server rendering).
 * The slugs are sent encoded: whatever the address holds stays one path segment.
 */
export function landingPageQueryOptions(trade: string, city: string, page: number) {
  const params = { page, limit: LANDING_PAGE_SIZE };
  const tradeSegment = encodeURIComponent(trade);
  const citySegment = encodeURIComponent(city);
  return queryOptions({
    queryKey: getGetLandingPageQueryKey(tradeSegment, citySegment, params),
    queryFn: ({ signal }) => getLandingPage(tradeSegment, citySegment, params, undefined, signal),
    // The businesses and the pages' links keep their server markup.
    meta: keptInMarkup<LandingPageDto>((page) => ({ ...page, items: [] })),
  });
}

export function useLandingPage(trade: string, city: string, page: number) {
  return useQuery(landingPageQueryOptions(trade, city, page));
}
