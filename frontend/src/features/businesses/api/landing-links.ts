import { useQuery } from '@tanstack/react-query';
import { getListBusinessLandingPagesQueryOptions } from '@/api/generated/endpoints/landing-pages/landing-pages';

export function businessLandingLinksQueryOptions(id: string) {
  return getListBusinessLandingPagesQueryOptions(id);
}

/** The landing pages that list a business in its city: its category's first, then its trades'. */
export function useBusinessLandingLinks(id: string) {
  return useQuery(businessLandingLinksQueryOptions(id));
}
