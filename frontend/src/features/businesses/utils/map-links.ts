/** Google Maps addresses for the map panel: the embed (after consent), Vollbild and Route. */

export const MAP_ZOOM = 15;

export interface MapPlace {
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

export function placeAddress(place: Omit<MapPlace, 'name'>): string {
  return `${place.street}, ${place.postalCode} ${place.city}`;
}

/** The embedded map for the business name and address, zoom 15. */
export function mapEmbedUrl(place: MapPlace): string {
  const q = encodeURIComponent(`${place.name}, ${placeAddress(place)}`);
  return `https://www.google.com/maps?q=${q}&z=${MAP_ZOOM}&output=embed`;
}

/** Vollbild: a maps search for the business in a new tab. */
export function mapSearchUrl(place: MapPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${placeAddress(place)}`)}`;
}

/** Route: directions to the address in a new tab. */
export function mapDirectionsUrl(place: MapPlace): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(placeAddress(place))}`;
}
