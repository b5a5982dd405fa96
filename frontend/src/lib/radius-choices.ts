/**
 * The Umkreis choices of the search form in km: the API's RADIUS_CHOICES_KM
 * (backend/src/businesses/business.dto.ts), which the API accepts within its 1–100 km range.
 */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50] as const;
