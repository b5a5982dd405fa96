import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dismissReviewAnswerReports,
  dismissReviewReports,
  getListAuditLogQueryKey,
  getListReportedAnswersQueryKey,
  getListReportedReviewsQueryKey,
  hideReview,
  hideReviewAnswer,
  listAuditLog,
  listReportedAnswers,
  listReportedReviews,
  restoreReview,
  restoreReviewAnswer,
} from '@/api/generated/endpoints/admin/admin';
import type { ReportedAnswerDto, ReportedReviewDto } from '@/api/generated/model';
import { useAdminListing } from './admin-listing';

export const REPORTED_REVIEWS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 50;

/** What a moderation queue holds: reported reviews, or reported answers of owners under reviews. */
export type ModerationTarget = 'review' | 'answer';

const QUEUES = {
  review: { key: getListReportedReviewsQueryKey, list: listReportedReviews },
  answer: { key: getListReportedAnswersQueryKey, list: listReportedAnswers },
} as const;

/** A target's moderation queue (reported and hidden ones, answers with their review), with the total. */
export function useModerationQueue(target: ModerationTarget, page: number, enabled: boolean) {
  const params = { page, limit: REPORTED_REVIEWS_PAGE_SIZE };
  return useAdminListing<ReportedReviewDto | ReportedAnswerDto>(
    QUEUES[target].key(params),
    params,
    QUEUES[target].list,
    enabled,
  );
}

/** The audit log, newest first, with the total from the headers. */
export function useAuditLog(page: number, enabled: boolean) {
  const params = { page, limit: AUDIT_LOG_PAGE_SIZE };
  return useAdminListing(getListAuditLogQueryKey(params), params, listAuditLog, enabled);
}

const STEPS = {
  review: { hide: hideReview, restore: restoreReview, dismiss: dismissReviewReports },
  answer: { hide: hideReviewAnswer, restore: restoreReviewAnswer, dismiss: dismissReviewAnswerReports },
} as const;
export type ModerationStep = keyof (typeof STEPS)['review'];

/**
 * Ausblenden, Wiederherstellen or Meldungen verwerfen, on a review or an answer; the target's queue and the log are
 * fetched again afterwards.
 */
export function useModerateReviewMutation(target: ModerationTarget = 'review') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: ModerationStep }) => STEPS[target][step](id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUEUES[target].key() }),
        queryClient.invalidateQueries({ queryKey: getListAuditLogQueryKey() }),
      ]);
    },
  });
}
