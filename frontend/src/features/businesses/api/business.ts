import { useQuery } from '@tanstack/react-query';
import { getGetBusinessQueryOptions } from '@/api/generated/endpoints/businesses/businesses';
import { getGetRatingQueryOptions } from '@/api/generated/endpoints/reviews/reviews';

export function businessQueryOptions(id: string) {
  return getGetBusinessQueryOptions(id);
}

export function businessRatingQueryOptions(id: string) {
  return getGetRatingQueryOptions(id);
}

export function useBusiness(id: string) {
  return useQuery(businessQueryOptions(id));
}

/** The live rating summary (average, count) of a business. */
export function useBusinessRating(id: string) {
  return useQuery(businessRatingQueryOptions(id));
}
