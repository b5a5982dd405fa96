import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createAdminBusiness,
  deleteAdminBusiness,
  importProductionData,
  listAdminBusinesses,
  markFormCustomers,
  updateAdminBusiness,
  uploadAdminImage,
} from '../../../api/generated/endpoints/admin/admin';
import type { AdminBusinessDto, ListAdminBusinessesParams } from '../../../api/generated/model';
import { withListingHeaders } from '../../../lib/api-client';
import type { BusinessFormValues } from '../lib/business-form-schema';
import { toPayload } from '../lib/business-payload';
import { adminQueryKeys, type BusinessListParams } from './admin-query-keys';

export type AdminBusiness = AdminBusinessDto;

/** 50 rows keep the page light with thousands of entries; the server pages, filters and counts. */
export const BUSINESS_PAGE_SIZE = 50;

async function fetchPage(params: ListAdminBusinessesParams, signal?: AbortSignal) {
  let total = 0;
  const body = await listAdminBusinesses(
    params,
    withListingHeaders((listing) => (total = listing.total)),
    signal,
  );
  // The specification: a non-array answer counts as empty.
  return { items: Array.isArray(body) ? body : [], total };
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

export function useBusinessList(params: BusinessListParams, enabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.businessList(params),
    queryFn: ({ signal }) => fetchPage(listParams(params), signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** A count from the list's X-Total-Count, asking for a single row. */
export function useBusinessCount(filter: 'all' | 'formCustomers' | 'unverified', enabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.businessCount(filter),
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          {
            limit: 1,
            formCustomers: filter === 'formCustomers' ? true : undefined,
            verified: filter === 'unverified' ? false : undefined,
          },
          signal,
        )
      ).total,
    enabled,
    refetchOnMount: 'always',
  });
}

/** Everything that changes entries; each refreshes the list and the counters afterwards. */
export function useBusinessMutations() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.businesses() });
    const after = async <T>(call: Promise<T>): Promise<T> => {
      const result = await call;
      await refresh();
      return result;
    };
    return {
      create: (values: BusinessFormValues) => after(createAdminBusiness(toPayload(values))),
      update: (id: string, values: BusinessFormValues) => after(updateAdminBusiness(id, toPayload(values))),
      remove: (id: string) => after(deleteAdminBusiness(id)),
      markFormCustomers: () => after(markFormCustomers()),
      importProductionData: () => after(importProductionData()),
      uploadImage: async (file: File) => (await uploadAdminImage({ image: file })).imageUrl,
    };
  }, [queryClient]);
}
