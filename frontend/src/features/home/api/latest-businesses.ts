import { useQuery } from '@tanstack/react-query';
import { getListBusinessesQueryOptions } from '@/api/generated/endpoints/businesses/businesses';
import type { BusinessDto } from '@/api/generated/model';
import { keptInMarkup, refetchOnMountUnlessHydrating } from '@/lib/server-render-state';

/** Three random businesses for the home page. */
export function latestBusinessesQueryOptions() {
  return getListBusinessesQueryOptions(
    { sort: 'random', limit: 3 },
    // The specification: the home page's list always refetches on mount (never on window focus).
    {
      query: {
        refetchOnMount: refetchOnMountUnlessHydrating,
        // The cards keep their server markup; the page only asks whether there are any.
        meta: keptInMarkup<BusinessDto[]>((businesses) => businesses.map(({ id }) => ({ id }))),
      },
    },
  );
}

export function useLatestBusinesses() {
  return useQuery(latestBusinessesQueryOptions());
}
