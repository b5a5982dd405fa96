import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getListLandingPageLinksQueryKey,
  listLandingPageLinks,
} from '@/api/generated/endpoints/landing-pages/landing-pages';
import type { LandingLinksDto } from '@/api/generated/model';
import { keptInMarkup } from '@/lib/server-render-state';

/** The landing pages the home page links: per large city its largest trades, and the largest pages overall. */
export function landingLinksQueryOptions() {
  return queryOptions({
    queryKey: getListLandingPageLinksQueryKey(),
    queryFn: ({ signal }) => listLandingPageLinks(undefined, signal),
    // Shown only in bands that keep their server markup.
    meta: keptInMarkup<LandingLinksDto>(() => ({ cities: [], popular: [] })),
  });
}

export function useLandingLinks() {
  return useQuery(landingLinksQueryOptions());
}
