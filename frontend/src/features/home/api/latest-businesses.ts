import { useQuery } from '@tanstack/react-query';
import { getListBusinessesQueryOptions } from '@/api/generated/endpoints/businesses/businesses';
import { refetchOnMountUnlessHydrating } from '@/lib/server-render-state';

/** Three random businesses for the home page. */
export function latestBusinessesQueryOptions() {
  return getListBusinessesQueryOptions(
    { sort: 'random', limit: 3 },
    // The specification: the home page's list always refetches on mount (never on window focus).
    { query: { refetchOnMount: refetchOnMountUnlessHydrating } },
  );
}

export function useLatestBusinesses() {
  return useQuery(latestBusinessesQueryOptions());
}
