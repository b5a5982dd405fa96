import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchListingPage, type ApiRequestOptions } from '@/lib/api-client';

interface PageParams {
  page: number;
  limit: number;
}

/**
 * One page of an admin list (newest first on the server) with the total from X-Total-Count, fetched
 * on every mount; the previous page stays on screen while the next one loads.
 */
export function useAdminListing<T>(
  queryKey: readonly unknown[],
  params: PageParams,
  list: (params: PageParams, options: ApiRequestOptions, signal: AbortSignal) => Promise<T[]>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...queryKey, 'mit-kopfzeilen'] as const,
    queryFn: ({ signal }) => fetchListingPage((options) => list(params, options, signal)),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
