import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getListLandingPageLinksQueryKey,
  listLandingPageLinks,
} from '@/api/generated/endpoints/landing-pages/landing-pages';

/** The landing pages the home page links: per large city its largest trades, and the largest pages overall. */
export function landingLinksQueryOptions() {
  return queryOptions({
    queryKey: getListLandingPageLinksQueryKey(),
    queryFn: ({ signal }) => listLandingPageLinks(undefined, signal),
  });
}

export function useLandingLinks() {
  return useQuery(landingLinksQueryOptions());
}
