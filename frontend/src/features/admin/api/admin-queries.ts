import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getListAdminBusinessesQueryKey,
  getListAuditLogQueryKey,
  getListContactMessagesQueryKey,
  getListReportedAnswersQueryKey,
  getListReportedReviewsQueryKey,
} from '@/api/generated/endpoints/admin/admin';

/** The roots (generated keys without parameters) of every cached admin listing. */
const ADMIN_QUERY_ROOTS = [
  getListAdminBusinessesQueryKey(),
  getListContactMessagesQueryKey(),
  getListReportedReviewsQueryKey(),
  getListReportedAnswersQueryKey(),
  getListAuditLogQueryKey(),
];

/** Nothing of a closed session stays in memory. */
export function removeAdminQueries(queryClient: QueryClient): void {
  for (const queryKey of ADMIN_QUERY_ROOTS) queryClient.removeQueries({ queryKey });
}

/** 'Aktualisieren': every admin listing is fetched again. */
export function useRefreshAdminQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(ADMIN_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
