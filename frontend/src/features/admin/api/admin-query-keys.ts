/** Every admin query lives under this root, so a session change can drop them all at once. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

export interface BusinessListParams {
  query: string;
  status: 'all' | 'verified' | 'unverified';
  formCustomers: boolean;
  page: number;
}

export const adminQueryKeys = {
  businesses: () => [...ADMIN_QUERY_ROOT, 'businesses'] as const,
  businessList: (params: BusinessListParams) => [...ADMIN_QUERY_ROOT, 'businesses', 'list', params] as const,
  businessCount: (filter: 'all' | 'formCustomers' | 'unverified') =>
    [...ADMIN_QUERY_ROOT, 'businesses', 'count', filter] as const,
  contactMessages: (page: number) => [...ADMIN_QUERY_ROOT, 'contact-messages', page] as const,
};
