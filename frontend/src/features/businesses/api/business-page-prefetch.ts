import type { PagePrefetch } from '@/lib/server-render-state';
import { businessQueryOptions, businessRatingQueryOptions } from './business';
import { businessLandingLinksQueryOptions } from './landing-links';
import { businessReviewsQueryOptions } from './reviews';

/**
 * On the server: the business, its landing pages and (when it has any) the first page of reviews, the reviews as
 * soon as the business is there. The rating summary is the business's own average and count (read from the same
 * row): no call of its own.
 */
export const prefetchBusinessPage: PagePrefetch = async (queryClient, { params }) => {
  const id = params.id ?? '';
  const businessAndReviews = queryClient
    .fetchQuery(businessQueryOptions(id))
    .then((business) => {
      queryClient.setQueryData(businessRatingQueryOptions(id).queryKey, {
        averageRating: business.averageRating,
        totalReviews: business.reviewCount,
      });
      if (business.reviewCount === 0) return undefined;
      return queryClient.prefetchInfiniteQuery(businessReviewsQueryOptions(id, business.reviewCount));
    })
    // A failed business stays in the cache as the page's answer ("Unternehmen nicht gefunden").
    .catch(() => undefined);
  await Promise.all([businessAndReviews, queryClient.prefetchQuery(businessLandingLinksQueryOptions(id))]);
};
