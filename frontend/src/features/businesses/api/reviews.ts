import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetBusinessQueryKey } from '@/api/generated/endpoints/businesses/businesses';
import {
  createReview,
  reportReview,
  reportReviewAnswer,
  getGetRatingQueryKey,
  getListReviewsQueryKey,
  listReviews,
} from '@/api/generated/endpoints/reviews/reviews';
import type { CreateReviewDto, CreateReviewReportDto } from '@/api/generated/model';

export const REVIEWS_PER_PAGE = 20;

export function businessReviewsQueryOptions(businessId: string, totalReviews: number) {
  return infiniteQueryOptions({
    queryKey: [...getListReviewsQueryKey(businessId), 'seitenweise'] as const,
    queryFn: ({ pageParam, signal }) =>
      listReviews(businessId, { page: pageParam, limit: REVIEWS_PER_PAGE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0);
      return lastPage.length === REVIEWS_PER_PAGE && loaded < totalReviews ? lastPageParam + 1 : undefined;
    },
  });
}

/** The reviews of a business, newest first, page by page ('Weitere Bewertungen anzeigen'). */
export function useBusinessReviews(businessId: string, totalReviews: number) {
  return useInfiniteQuery(businessReviewsQueryOptions(businessId, totalReviews));
}

/** A new review; afterwards the list, the rating summary and the business (average, count) are fetched again. */
export function useCreateReviewMutation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReviewDto) => createReview(businessId, review),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListReviewsQueryKey(businessId) }),
        queryClient.invalidateQueries({ queryKey: getGetRatingQueryKey(businessId) }),
        queryClient.invalidateQueries({ queryKey: getGetBusinessQueryKey(businessId) }),
      ]);
    },
  });
}

/** What a visitor reports: a review, or the owner's answer under it. */
export type ReportTarget = 'review' | 'answer';

const REPORT_CALLS = { review: reportReview, answer: reportReviewAnswer } as const;

/** 'Melden': files a report; nothing on the page changes until an administrator decides. */
export function useReportReviewMutation(target: ReportTarget = 'review') {
  return useMutation({
    mutationFn: ({ reviewId, report }: { reviewId: string; report: CreateReviewReportDto }) =>
      REPORT_CALLS[target](reviewId, report),
  });
}
