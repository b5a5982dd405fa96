import type { BusinessDto } from '@/api/generated/model';

/** A result the map can show: one with coordinates (the place's centre, from postal code or city). */
export type MapBusiness = BusinessDto & { latitude: number; longitude: number };

export function hasMapPosition(business: BusinessDto): business is MapBusiness {
  return business.latitude !== null && business.longitude !== null;
}
