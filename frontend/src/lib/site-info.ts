import { useGetSiteInfo } from '@/api/generated/endpoints/site/site';

/** The operator's data (imprint, contact, footer), from configuration at run time. */
export function useSiteInfo() {
  return useGetSiteInfo();
}
