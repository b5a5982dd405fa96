import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveClaim,
  getListAuditLogQueryKey,
  getListClaimsQueryKey,
  getListOutboxQueryKey,
  listClaims,
  listOutbox,
  rejectClaim,
  undoClaim,
} from '@/api/generated/endpoints/admin/admin';
import { useAdminListing } from './admin-listing';

export const CLAIMS_PAGE_SIZE = 20;
export const OUTBOX_PAGE_SIZE = 50;

/** "Übernahmen": waiting claims first, then decided ones, with the total from the headers. */
export function useClaims(page: number, enabled: boolean) {
  const params = { page, limit: CLAIMS_PAGE_SIZE };
  return useAdminListing(getListClaimsQueryKey(params), params, listClaims, enabled);
}

/** "Postausgang": the mail outbox, newest first. */
export function useOutbox(page: number, enabled: boolean) {
  const params = { page, limit: OUTBOX_PAGE_SIZE };
  return useAdminListing(getListOutboxQueryKey(params), params, listOutbox, enabled);
}

const STEPS = { approve: approveClaim, reject: rejectClaim, undo: undoClaim } as const;
export type ClaimStep = keyof typeof STEPS;

/** Bestätigen, Ablehnen or Rückgängig; the queue, the outbox and the log are fetched again afterwards. */
export function useDecideClaimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: ClaimStep }) => STEPS[step](id),
    onSuccess: async () => {
      await Promise.all(
        [getListClaimsQueryKey(), getListOutboxQueryKey(), getListAuditLogQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
