import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveAdminBusiness,
  createAdminBusiness,
  deleteAdminBusiness,
  getListAdminBusinessesQueryKey,
  importProductionData,
  listAdminBusinesses,
  markFormCustomers,
  rejectAdminBusiness,
  restoreAdminBusiness,
  updateAdminBusiness,
  uploadAdminImage,
  getAdminSpecialHours,
  getGetAdminSpecialHoursQueryKey,
  replaceAdminSpecialHours,
} from '@/api/generated/endpoints/admin/admin';
import type { AdminBusinessDto, ListAdminBusinessesParams, SpecialHoursEntryDto } from '@/api/generated/model';
import { fetchListingPage } from '@/lib/api-client';
import type { BusinessFormValues } from '@/components/business-form/business-form-schema';
import { toPayload } from '../lib/business-payload';

export type AdminBusiness = AdminBusinessDto;

/** 50 rows keep the page light with thousands of entries; the server pages, filters and counts. */
export const BUSINESS_PAGE_SIZE = 50;

export interface BusinessListParams {
  query: string;
  status: 'all' | 'verified' | 'unverified';
  formCustomers: boolean;
  page: number;
}

/** The generated list's key and call, with the total read from the headers (hence the suffix). */
function businessPageQuery(params: ListAdminBusinessesParams) {
  return {
    queryKey: [...getListAdminBusinessesQueryKey(params), 'mit-kopfzeilen'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchListingPage((options) => listAdminBusinesses(params, options, signal)),
    refetchOnMount: 'always' as const,
  };
}

function listParams({ query, status, formCustomers, page }: BusinessListParams): ListAdminBusinessesParams {
  return {
    query: query === '' ? undefined : query,
    verified: status === 'all' ? undefined : status === 'verified',
    formCustomers: formCustomers ? true : undefined,
    page,
    limit: BUSINESS_PAGE_SIZE,
  };
}

export function useAdminBusinesses(params: BusinessListParams, enabled: boolean) {
  return useQuery({ ...businessPageQuery(listParams(params)), enabled, placeholderData: keepPreviousData });
}

/** The two lists beside the directory: entries waiting for review ("Zu prüfen") and the trash ("Papierkorb"). */
export type BusinessQueue = 'pending' | 'trash';

function queueParams(queue: BusinessQueue): ListAdminBusinessesParams {
  return queue === 'pending' ? { status: 'pending' } : { deleted: true };
}

export function useAdminBusinessQueue(queue: BusinessQueue, page: number, enabled: boolean) {
  return useQuery({
    ...businessPageQuery({ ...queueParams(queue), page, limit: BUSINESS_PAGE_SIZE }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A count from the list's X-Total-Count, asking for a single row. */
export function useAdminBusinessCount(filter: 'all' | 'formCustomers' | 'unverified' | 'pending', enabled: boolean) {
  return useQuery({
    ...businessPageQuery({
      limit: 1,
      formCustomers: filter === 'formCustomers' ? true : undefined,
      verified: filter === 'unverified' ? false : undefined,
      status: filter === 'pending' ? 'pending' : undefined,
    }),
    select: (page) => page.total,
    enabled,
  });
}

/** Everything that changes entries refreshes the lists and the counters afterwards. */
function useRefreshAdminBusinesses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListAdminBusinessesQueryKey() });
}

export function useCreateAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: (values: BusinessFormValues) => createAdminBusiness(toPayload(values)), onSuccess });
}

export function useUpdateAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: BusinessFormValues }) =>
      updateAdminBusiness(id, toPayload(values)),
    onSuccess,
  });
}

export function useDeleteAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: (id: string) => deleteAdminBusiness(id), onSuccess });
}

export function useApproveAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: (id: string) => approveAdminBusiness(id), onSuccess });
}

export function useRejectAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectAdminBusiness(id, { reason }),
    onSuccess,
  });
}

export function useRestoreAdminBusinessMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: (id: string) => restoreAdminBusiness(id), onSuccess });
}

export function useMarkFormCustomersMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: () => markFormCustomers(), onSuccess });
}

export function useImportProductionDataMutation() {
  const onSuccess = useRefreshAdminBusinesses();
  return useMutation({ mutationFn: () => importProductionData(), onSuccess });
}

/** The dialog's image upload; resolves to the stored image's address. */
export function useUploadAdminImageMutation() {
  return useMutation({ mutationFn: async (file: File) => (await uploadAdminImage({ image: file })).imageUrl });
}

/** An entry's current and future special hours, read when the admin opens them. */
export function useAdminSpecialHours(id: string | null) {
  return useQuery({
    queryKey: getGetAdminSpecialHoursQueryKey(id ?? ''),
    queryFn: ({ signal }) => getAdminSpecialHours(id ?? '', undefined, signal),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}

/** Replaces an entry's special hours (audited on the server). */
export function useSaveAdminSpecialHours(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: SpecialHoursEntryDto[]) => replaceAdminSpecialHours(id ?? '', { entries }),
    onSuccess: (saved) => queryClient.setQueryData(getGetAdminSpecialHoursQueryKey(id ?? ''), saved),
  });
}
