import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { BusinessDto, ReviewDto } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { breadcrumbData } from '@/lib/breadcrumb-data';
import { useAbsoluteUrl, type DocumentMeta } from '@/lib/use-document-meta';
import { businessReviewsQueryOptions } from '../api/reviews';
import { localBusinessData } from '../utils/structured-data';

function describe(business: BusinessDto): string {
  const text = business.description?.trim() ?? '';
  const lead = `${business.name} in ${business.city}: ${business.category}. Adresse, Kontakt, Öffnungszeiten und Bewertungen im Branchenbuch.`;
  return text === '' ? lead : `${lead} ${text}`.slice(0, 160);
}

/** The reviews the server loaded with the page (for structured data); none when the tab was never opened. */
function useLoadedReviews(business: BusinessDto | undefined): ReviewDto[] {
  const queryClient = useQueryClient();
  if (business === undefined || business.reviewCount === 0) return [];
  const { queryKey } = businessReviewsQueryOptions(business.id, business.reviewCount);
  return queryClient.getQueryData<InfiniteData<ReviewDto[]>>(queryKey)?.pages.flat() ?? [];
}

/** JSON-LD reviews shown with the business: the newest few are enough for search engines. */
const STRUCTURED_REVIEWS = 5;

/** The detail page's title, description, canonical address and structured data; a 404 when it is not found. */
export function useBusinessMeta(business: BusinessDto | undefined, error: unknown): DocumentMeta {
  const absoluteUrl = useAbsoluteUrl();
  const reviews = useLoadedReviews(business);
  if (business === undefined) {
    if (error === null || error === undefined) return { title: 'Unternehmen' };
    const status = error instanceof ApiError && error.status !== 0 ? error.status : undefined;
    return { title: 'Unternehmen nicht gefunden', noIndex: true, status: status === 400 ? 404 : status };
  }
  const path = paths.business(business.id);
  // Not listed before it is approved: search engines are told to leave it out as well.
  if (business.status === 'pending') {
    return { title: `${business.name} in ${business.city}`, description: describe(business), noIndex: true };
  }
  const pageUrl = absoluteUrl(path);
  return {
    title: `${business.name} in ${business.city}`,
    description: describe(business),
    canonicalPath: path,
    type: 'business.business',
    image: business.imageUrl ?? undefined,
    jsonLd: [
      localBusinessData(business, pageUrl, reviews.slice(0, STRUCTURED_REVIEWS)),
      breadcrumbData([
        ['Home', absoluteUrl(paths.home)],
        [business.category, absoluteUrl(paths.search({ category: business.category }))],
        [business.name, pageUrl],
      ]),
    ],
  };
}
