import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createOwnerSession,
  getGetOwnerQueryKey,
  getGetOwnerSettingsQueryKey,
  getListOwnerBusinessesQueryKey,
  getOwner,
  getOwnerSettings,
  listOwnerBusinesses,
  ownerLogout,
  requestOwnerLoginLink,
  saveOwnerSettings,
  saveReviewAnswer,
  deleteReviewAnswer,
  getGetSpecialHoursQueryKey,
  getSpecialHours,
  replaceSpecialHours,
  getGetStatisticsQueryKey,
  getStatistics,
  getListOwnerReviewsQueryKey,
  listOwnerReviews,
} from '@/api/generated/endpoints/owner/owner';
import { getListReviewsQueryKey } from '@/api/generated/endpoints/reviews/reviews';
import type { OwnerReviewDto, OwnerSettingsDto, SpecialHoursEntryDto } from '@/api/generated/model';
import { getGetBusinessQueryKey } from '@/api/generated/endpoints/businesses/businesses';
import { ApiError } from '@/lib/api-client';

/** Owner data is the signed-in owner's alone: never retried on 401, never kept for another visitor. */
const ownerQuery = { retry: (count: number, error: unknown) => !(error instanceof ApiError) && count < 2 } as const;

export function useOwner() {
  return useQuery({
    queryKey: getGetOwnerQueryKey(),
    queryFn: ({ signal }) => getOwner(undefined, signal),
    ...ownerQuery,
  });
}

export function useOwnerBusinesses(enabled: boolean) {
  return useQuery({
    queryKey: getListOwnerBusinessesQueryKey(),
    queryFn: ({ signal }) => listOwnerBusinesses(undefined, signal),
    enabled,
    ...ownerQuery,
  });
}

export function useOwnerSettings(enabled: boolean) {
  return useQuery({
    queryKey: getGetOwnerSettingsQueryKey(),
    queryFn: ({ signal }) => getOwnerSettings(undefined, signal),
    enabled,
    ...ownerQuery,
  });
}

export function useSaveOwnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OwnerSettingsDto) => saveOwnerSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(getGetOwnerSettingsQueryKey(), saved),
  });
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: (email: string) => requestOwnerLoginLink({ email }) });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => createOwnerSession({ token }),
    onSuccess: (owner) => queryClient.setQueryData(getGetOwnerQueryKey(), owner),
  });
}

export function useOwnerLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ownerLogout(),
    onSettled: () =>
      queryClient.removeQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/owner/'),
      }),
  });
}

/** Whether a failure means "not signed in" (the page sends the visitor to /inhaber/anmelden). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The listing's reviews as the public list pages them (newest first), 20 at a time, with the owner's answers: also
 * one the administrator has hidden after a report (answer.state), which the public list leaves out.
 */
export function useOwnerListingReviews(businessId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: getListOwnerReviewsQueryKey(businessId),
    queryFn: ({ pageParam, signal }) =>
      listOwnerReviews(businessId, { page: pageParam, limit: REVIEWS_PER_PAGE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OwnerReviewDto[], all) => (last.length < REVIEWS_PER_PAGE ? undefined : all.length + 1),
    enabled,
    ...ownerQuery,
  });
}

const REVIEWS_PER_PAGE = 20;

/** Writes, replaces (text) or deletes (null) the owner's answer; the owner's and the public review lists are fetched again. */
export function useSaveReviewAnswer(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, text }: { reviewId: string; text: string | null }): Promise<void> => {
      if (text === null) await deleteReviewAnswer(reviewId);
      else await saveReviewAnswer(reviewId, { text });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListOwnerReviewsQueryKey(businessId) }),
        queryClient.invalidateQueries({ queryKey: getListReviewsQueryKey(businessId) }),
      ]),
  });
}

/** The listing's current and future special hours. */
export function useOwnerSpecialHours(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: getGetSpecialHoursQueryKey(businessId),
    queryFn: ({ signal }) => getSpecialHours(businessId, undefined, signal),
    enabled,
    ...ownerQuery,
  });
}

/** Replaces the listing's special hours; the public page's data is fetched again. */
export function useSaveSpecialHours(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: SpecialHoursEntryDto[]) => replaceSpecialHours(businessId, { entries }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetSpecialHoursQueryKey(businessId), saved);
      void queryClient.invalidateQueries({ queryKey: getGetBusinessQueryKey(businessId) });
    },
  });
}

/** The listing's statistics for the days from `range.from` to `range.to`. */
export function useOwnerStatistics(businessId: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: getGetStatisticsQueryKey(businessId, range),
    queryFn: ({ signal }) => getStatistics(businessId, range, undefined, signal),
    enabled,
    ...ownerQuery,
  });
}
