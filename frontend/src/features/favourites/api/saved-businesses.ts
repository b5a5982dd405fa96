import { useQuery } from '@tanstack/react-query';
import { getGetBusinessQueryOptions } from '@/api/generated/endpoints/businesses/businesses';
import type { BusinessDto } from '@/api/generated/model';
import { ApiError } from '@/lib/api-client';

/** A saved id's business, still loading, gone (404: deleted or no longer public), or not loaded just now. */
export type SavedBusiness =
  { state: 'loaded'; business: BusinessDto } | { state: 'loading' } | { state: 'gone' } | { state: 'failed' };

/** One saved business (the list lives in the browser, the API knows no favourites: one request per entry). */
export function useSavedBusiness(id: string): SavedBusiness {
  const { data, error, isError } = useQuery(getGetBusinessQueryOptions(id));
  if (data !== undefined) return { state: 'loaded', business: data };
  if (error instanceof ApiError && error.status === 404) return { state: 'gone' };
  return isError ? { state: 'failed' } : { state: 'loading' };
}
