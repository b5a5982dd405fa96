import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Country } from './countries';
import { foldSearchText } from '../common/search-text';

/** A point in WGS 84 degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

type CountryCode = 'DE' | 'AT' | 'CH';

/** The committed file written by scripts/build-places.mjs (sources and licences: docs/search.md, "Place data and licences"). */
interface PlaceFile {
  attribution: string;
  postalCodes: Record<CountryCode, Record<string, [number, number]>>;
  /** [name, latitude, longitude, population], most populous first. */
  places: Record<CountryCode, [string, number, number, number][]>;
}

/** Where the build (scripts/copy-build-assets.mjs) and ts-jest both find the file. */
export const PLACES_PATH = join(__dirname, 'data', 'places.json');

const CODES: Record<Country, CountryCode> = { Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH' };
/** Country prefixes a visitor may write before a postal code ("CH-8001", "A-1010", "D 10115"). */
const PREFIXES: Record<string, CountryCode> = { D: 'DE', DE: 'DE', A: 'AT', AT: 'AT', CH: 'CH' };
/** "CH-8001", "10115 Berlin": optional country, a German (5 digits) or Austrian/Swiss (4) code, optional place. */
const POSTAL_SEARCH = /^(?:(D|DE|A|AT|CH)\s*-?\s*)?(\d{4,5})(?:\s+(.+))?$/i;
/** A 4-digit code without a country is tried in this order (Austrian and Swiss codes overlap). */
const FOUR_DIGIT_COUNTRIES: readonly CountryCode[] = ['AT', 'CH'];

/** A place name as the lookup compares it: folded (case, umlauts, ß), single spaces. */
function foldPlaceName(name: string): string {
  return foldSearchText(name).trim().replace(/\s+/g, ' ');
}

/** "Freiburg im Breisgau" → "freiburg", "Halle (Saale)" → "halle": the short name GeoNames or a visitor may use. */
function shortName(folded: string): string {
  return folded.split(/\s+(?:am|an der|im|in|bei|ob der)\s+|\s*\(|\//)[0].trim();
}

/** A place of the dataset as its names find it: its point, and its population to choose among namesakes. */
interface NamedPlace {
  point: Coordinates;
  population: number;
}

/** Sets `key` only when unset: the places come most populous first, so the first of a name stays. */
function keepFirst(map: Map<string, NamedPlace>, key: string, place: NamedPlace): void {
  if (!map.has(key)) map.set(key, place);
}

/** How many answers of pointsWithin are kept: a search asks for at most two radii. */
const RECENT_RADII = 4;

/**
 * The index of the first point whose latitude is at least `latitude`, a little before it to be safe
 * from rounding (the caller tests the band exactly); `points` is sorted by latitude.
 */
function firstAtOrAbove(points: readonly Coordinates[], latitude: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (points[middle].latitude < latitude - 1e-9) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Coordinates for postal codes and place names in Germany, Austria and Switzerland, from the bundled
 * place dataset: a postal code's main place, else the most populous place of the name. Place-level
 * precision (a town's or district's centre), not the street address.
 */
export class PlaceLookup {
  private readonly postalCodes: PlaceFile['postalCodes'];
  /** Each place by its name ("country|name" and "*|name"), the most populous of a name first. */
  private readonly byName = new Map<string, NamedPlace>();
  /** Each place by its short name ("frankfurt" for Frankfurt am Main), keyed as byName. */
  private readonly byShortName = new Map<string, NamedPlace>();
  private readonly namePoints: [number, number][] = [];
  private points?: Coordinates[];
  /** The last few answers of pointsWithin, most recent first. */
  private readonly recentWithin: (Coordinates & {
    radiusKm: number;
    points: readonly (Coordinates & { km: number })[];
  })[] = [];

  constructor(file: PlaceFile) {
    this.postalCodes = file.postalCodes;
    const all = (Object.entries(file.places) as [CountryCode, PlaceFile['places'][CountryCode]][])
      .flatMap(([country, places]) => places.map((place) => ({ country, place })))
      .sort((a, b) => b.place[3] - a.place[3]);
    // Most populous first, so the first place of a name wins ("Frankfurt am Main" over smaller namesakes).
    for (const { country, place } of all) {
      const [name, latitude, longitude, population] = place;
      this.namePoints.push([latitude, longitude]);
      const folded = foldPlaceName(name);
      const short = shortName(folded);
      const named: NamedPlace = { point: { latitude, longitude }, population };
      for (const scope of [country, '*']) {
        keepFirst(this.byName, `${scope}|${folded}`, named);
        if (short !== '' && short !== folded) keepFirst(this.byShortName, `${scope}|${short}`, named);
      }
    }
  }

  /** The coordinates of an address: its postal code's place, else its city; null when neither is known. */
  forAddress(postalCode: string, city: string, country: Country): Coordinates | null {
    const code = CODES[country] as CountryCode | undefined;
    if (code === undefined) return null;
    return this.postalCode(code, postalCode.trim()) ?? this.place(city, code) ?? null;
  }

  /**
   * The centre of a radius search: a postal code ("10115", "CH-8001", "1010 Wien") or a place name
   * ("Berlin", "Muenchen", "Gießen"); undefined when unknown.
   */
  forSearch(near: string): Coordinates | undefined {
    const text = near.trim().replace(/\s+/g, ' ');
    const postal = POSTAL_SEARCH.exec(text);
    if (postal !== null) {
      const [, prefix, code, name] = postal;
      const countries: readonly CountryCode[] =
        prefix !== undefined ? [PREFIXES[prefix.toUpperCase()]] : code.length === 5 ? ['DE'] : FOUR_DIGIT_COUNTRIES;
      // "5400 Baden": where a code exists in several countries, the one lying at the named place.
      const found = countries
        .map((country) => ({ point: this.postalCode(country, code), place: name && this.place(name, country) }))
        .filter((candidate): candidate is { point: Coordinates; place: Coordinates | undefined } => !!candidate.point)
        .map(({ point, place }) => ({ point, km: place === undefined ? Infinity : distanceKm(point, place) }))
        .reduce<{ point: Coordinates; km: number } | undefined>(
          (best, next) => (best && best.km <= next.km ? best : next),
          undefined,
        );
      if (found !== undefined) return found.point;
      return name === undefined ? undefined : this.place(name);
    }
    return this.place(text);
  }

  /**
   * Every distinct point of the dataset within `radiusKm` of `centre`, nearest first (ties by
   * coordinates). Stored coordinates only ever come from this dataset, so these are all the points a
   * business in the radius can have.
   */
  pointsWithin(centre: Coordinates, radiusKm: number): readonly (Coordinates & { km: number })[] {
    // One search asks for the same radius up to four times (count, page and its relevance tiers), a
    // nearest-first search for two radii (the count's includes the edge that SQL decides).
    const recent = this.recentWithin.find(
      (entry) =>
        entry.latitude === centre.latitude && entry.longitude === centre.longitude && entry.radiusKm === radiusKm,
    );
    if (recent !== undefined) return recent.points;
    const points = this.pointsByLatitude();
    // A degree of latitude is about 111 km: a cheap band before the exact distance. The points are
    // sorted by latitude, so the band is found by binary search instead of testing all ~11,000 on
    // every radius search (which cost about 0.5 ms a call at 10 km, 2 ms at 100 km).
    const band = radiusKm / 110;
    const within: (Coordinates & { km: number })[] = [];
    for (let i = firstAtOrAbove(points, centre.latitude - band); i < points.length; i++) {
      const point = points[i];
      if (point.latitude - centre.latitude > band) break;
      if (Math.abs(point.latitude - centre.latitude) > band) continue;
      const km = distanceKm(centre, point);
      if (km <= radiusKm) within.push({ ...point, km });
    }
    within.sort((a, b) => a.km - b.km || a.latitude - b.latitude || a.longitude - b.longitude);
    const result = Object.freeze(within.map((point) => Object.freeze(point)));
    this.recentWithin.unshift({ latitude: centre.latitude, longitude: centre.longitude, radiusKm, points: result });
    this.recentWithin.length = Math.min(this.recentWithin.length, RECENT_RADII);
    return result;
  }

  /** The dataset's distinct points, sorted by latitude. */
  private pointsByLatitude(): Coordinates[] {
    this.points ??= [
      ...new Map(
        [...Object.values(this.postalCodes).flatMap((codes) => Object.values(codes)), ...this.namePoints].map(
          ([latitude, longitude]) => [`${latitude},${longitude}`, { latitude, longitude }] as const,
        ),
      ).values(),
    ].sort((a, b) => a.latitude - b.latitude);
    return this.points;
  }

  private postalCode(country: CountryCode, code: string): Coordinates | undefined {
    const point = this.postalCodes[country][code];
    return point === undefined ? undefined : { latitude: point[0], longitude: point[1] };
  }

  private place(name: string, country?: CountryCode): Coordinates | undefined {
    const folded = foldPlaceName(name);
    if (folded === '') return undefined;
    const scope = country ?? '*';
    const sankt = folded.replace(/^st\.\s*/, 'sankt ');
    // "Frankfurt/Oder" as the dataset writes it: "Frankfurt (Oder)".
    const bracketed = sankt.replace(/\s*\/\s*([^/]+)$/, ' ($1)');
    // A name as written, or the short name of a more populous place: "Frankfurt" is Frankfurt am Main, "Halle" is
    // Halle (Saale) before the smaller place GeoNames calls "Halle" (Halle (Westf.)).
    for (const key of [folded, sankt, bracketed]) {
      const named = this.byName.get(`${scope}|${key}`);
      const shortened = this.byShortName.get(`${scope}|${key}`);
      const found = named === undefined || (shortened?.population ?? -1) > named.population ? shortened : named;
      if (found !== undefined) return found.point;
    }
    // A name with a qualifier the dataset leaves out ("Freiburg im Breisgau", "Halle (Westf.)"): the place so named.
    const short = shortName(sankt);
    return (this.byName.get(`${scope}|${short}`) ?? this.byShortName.get(`${scope}|${short}`))?.point;
  }
}

let shared: PlaceLookup | undefined;

/** The lookup over the bundled dataset, read once (about 0.6 MB). */
export function placeLookup(): PlaceLookup {
  shared ??= new PlaceLookup(JSON.parse(readFileSync(PLACES_PATH, 'utf8')) as PlaceFile);
  return shared;
}

/** The stored coordinates of an address (latitude/longitude columns): both null when the place is unknown. */
export function coordinatesOf(address: { postalCode: string; city: string; country: string }): {
  latitude: number | null;
  longitude: number | null;
} {
  const point = placeLookup().forAddress(address.postalCode, address.city, address.country as Country);
  return point ?? { latitude: null, longitude: null };
}

/** Great-circle distance in km on the sphere PostgreSQL's earthdistance uses (radius 6,378.168 km). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** earthdistance's earth(): the radius its ll_to_earth and earth_distance assume. */
export const EARTH_RADIUS_KM = 6378.168;
