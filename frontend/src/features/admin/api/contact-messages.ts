import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListContactMessagesQueryKey, listContactMessages } from '@/api/generated/endpoints/admin/admin';
import { fetchListingPage } from '@/lib/api-client';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** The messages of the contact form, newest first, with the total from the headers. */
export function useContactMessages(page: number, enabled: boolean) {
  const params = { page, limit: CONTACT_MESSAGES_PAGE_SIZE };
  return useQuery({
    queryKey: [...getListContactMessagesQueryKey(params), 'mit-kopfzeilen'] as const,
    queryFn: ({ signal }) => fetchListingPage((options) => listContactMessages(params, options, signal)),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
