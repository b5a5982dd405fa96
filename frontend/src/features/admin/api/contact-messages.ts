import { getListContactMessagesQueryKey, listContactMessages } from '@/api/generated/endpoints/admin/admin';
import { useAdminListing } from './admin-listing';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** The messages of the contact form, newest first, with the total from the headers. */
export function useContactMessages(page: number, enabled: boolean) {
  const params = { page, limit: CONTACT_MESSAGES_PAGE_SIZE };
  return useAdminListing(getListContactMessagesQueryKey(params), params, listContactMessages, enabled);
}
