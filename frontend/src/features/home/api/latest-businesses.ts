import { useListBusinesses } from '@/api/generated/endpoints/businesses/businesses';

/** Three random businesses for the home page. */
export function useLatestBusinesses() {
  return useListBusinesses(
    { sort: 'random', limit: 3 },
    // The specification: the home page's list always refetches on mount (never on window focus).
    { query: { refetchOnMount: 'always' } },
  );
}
