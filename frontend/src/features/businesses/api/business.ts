import { useGetBusiness } from '@/api/generated/endpoints/businesses/businesses';
import { useGetRating } from '@/api/generated/endpoints/reviews/reviews';

export function useBusiness(id: string) {
  return useGetBusiness(id);
}

/** The live rating summary (average, count) of a business. */
export function useBusinessRating(id: string) {
  return useGetRating(id);
}
