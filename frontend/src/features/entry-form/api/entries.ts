import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createBusiness,
  getFindPossibleDuplicatesQueryOptions,
  getGetBusinessQueryKey,
  getGetBusinessQueryOptions,
  getListBusinessesQueryKey,
  updateBusiness,
} from '@/api/generated/endpoints/businesses/businesses';
import {
  getGetOwnerBusinessQueryKey,
  getGetOwnerBusinessQueryOptions,
  getListOwnerBusinessesQueryKey,
  updateOwnerBusiness,
} from '@/api/generated/endpoints/owner/owner';
import type { BusinessDto, FindPossibleDuplicatesParams } from '@/api/generated/model';
import { ApiError } from '@/lib/api-client';
import type { ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { toEntryPayload } from '../entry-payload';

/** After a create or a save: every cached list and search (and the saved business) is refetched when next used. */
function refreshBusinessQueries(queryClient: QueryClient, saved?: BusinessDto): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListBusinessesQueryKey() }),
    saved === undefined ? undefined : queryClient.invalidateQueries({ queryKey: getGetBusinessQueryKey(saved.id) }),
  ]).then(() => undefined);
}

/** The business an edit starts from; asked for only while the edit window is open. */
export function useEntryBusiness(id: string, enabled: boolean) {
  return useQuery({ ...getGetBusinessQueryOptions(id), enabled });
}

/** Entries that may be the business being entered; asked for once name and postal code are given. */
export function usePossibleDuplicates(probe: FindPossibleDuplicatesParams | null) {
  return useQuery({
    ...getFindPossibleDuplicatesQueryOptions(probe ?? { name: '', postalCode: '' }),
    enabled: probe !== null,
  });
}

export function useCreateEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ValidBusinessFormValues) => createBusiness(toEntryPayload(values)),
    onSuccess: () => void refreshBusinessQueries(queryClient),
  });
}

/** Saves with the edit token this browser stored; the saved business shows at once. */
export function useUpdateEntryMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, editToken }: { values: ValidBusinessFormValues; editToken: string }) =>
      updateBusiness(id, toEntryPayload(values), { headers: { 'X-Edit-Token': editToken } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(getGetBusinessQueryKey(saved.id), saved);
      await refreshBusinessQueries(queryClient, saved);
    },
  });
}

/** The signed-in owner's listing, with the state of their change; a 401 (signed out) is not retried. */
export function useOwnerEntry(id: string) {
  return useQuery({
    ...getGetOwnerBusinessQueryOptions(id),
    retry: (count: number, error: unknown) => !(error instanceof ApiError) && count < 2,
  });
}

/** The owner's save (any time, no edit token): the owner's list and the public page are fetched again. */
export function useUpdateOwnerEntryMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ValidBusinessFormValues) => updateOwnerBusiness(id, toEntryPayload(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(getGetOwnerBusinessQueryKey(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListOwnerBusinessesQueryKey() }),
        refreshBusinessQueries(queryClient, saved),
      ]);
    },
  });
}
