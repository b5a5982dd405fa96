import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dismissReviewReports,
  getListAuditLogQueryKey,
  getListReportedReviewsQueryKey,
  hideReview,
  listAuditLog,
  listReportedReviews,
  restoreReview,
} from '@/api/generated/endpoints/admin/admin';
import { useAdminListing } from './admin-listing';

export const REPORTED_REVIEWS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 50;

/** The moderation queue (reported and hidden reviews), with the total from the headers. */
export function useReportedReviews(page: number, enabled: boolean) {
  const params = { page, limit: REPORTED_REVIEWS_PAGE_SIZE };
  return useAdminListing(getListReportedReviewsQueryKey(params), params, listReportedReviews, enabled);
}

/** The audit log, newest first, with the total from the headers. */
export function useAuditLog(page: number, enabled: boolean) {
  const params = { page, limit: AUDIT_LOG_PAGE_SIZE };
  return useAdminListing(getListAuditLogQueryKey(params), params, listAuditLog, enabled);
}

const STEPS = { hide: hideReview, restore: restoreReview, dismiss: dismissReviewReports } as const;
export type ModerationStep = keyof typeof STEPS;

/** Ausblenden, Wiederherstellen or Meldungen verwerfen; the queue and the log are fetched again afterwards. */
export function useModerateReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: ModerationStep }) => STEPS[step](id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListReportedReviewsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListAuditLogQueryKey() }),
      ]);
    },
  });
}
