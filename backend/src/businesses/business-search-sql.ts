import { PUBLISHED_PREDICATE } from './search-expressions';
import type { Coordinates } from '../places/place-lookup';
import type { NearCriteria, PageOrder } from './business-search';

/** A statement as every builder of the search returns it: its text and its positional parameters. */
export interface Sql {
  text: string;
  values: unknown[];
  /** Sent as a named statement every connection prepares once (prepared-statements.ts): for reads by key only. */
  prepared?: boolean;
}

/** The one parameter collector of the search's SQL: `add` returns the placeholder of the value it keeps. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /**
   * The statement `text` with the values it uses. A value collected for a part the statement left out (the exact name
   * in a page of the last tier, "open now" in a branch not taken) is dropped and the others renumbered: PostgreSQL
   * refuses a statement with a parameter it cannot type ("could not determine data type of parameter $1").
   */
  sql(text: string): Sql {
    const used = new Set([...text.matchAll(PARAMETER)].map(([, number]) => Number(number)));
    if (used.size === this.values.length) return { text, values: this.values };
    const renumbered = new Map<number, number>();
    const values = this.values.filter((_, index) => used.has(index + 1));
    [...used].sort((a, b) => a - b).forEach((number, index) => renumbered.set(number, index + 1));
    return { text: text.replace(PARAMETER, (_, number: string) => `$${renumbered.get(Number(number))}`), values };
  }
}

/** A parameter's reference in a statement: `$1`, `$12`. */
const PARAMETER = /\$(\d+)\b/g;

/**
 * Which businesses the public may see, as a condition on `businesses b`: the predicate of the partial listing
 * indexes, so every public query that states it can walk them.
 */
export const PUBLISHED = `(${PUBLISHED_PREDICATE})`;

/** The greatest code point: `term < prefix || MAX_CHAR` bounds a prefix range in "C" collation. */
export const MAX_CHAR = '\u{10FFFF}';

/** The published businesses the vocabulary counts in all (search_terms kind 'n', 'all'), as a scalar subquery. */
export const ALL_PUBLISHED = `(SELECT t.documents FROM search_terms t WHERE t.kind = 'n' AND t.term = 'all')`;

/** The vocabulary's terms of the postal codes a prefix stands for (`code|…`, of kind 'n'), as a condition on `t`. */
export function postalCodeTerms(postalCodePrefix: string, params: SqlParams): string {
  const prefix = `code|${postalCodePrefix}`;
  return `t.term >= ${params.add(prefix)} AND t.term < ${params.add(`${prefix}${MAX_CHAR}`)}`;
}

/** The listing order, ascending, as the listing indexes hold it (LISTING_KEY_COLUMNS of migration 1763700000030). */
export const LISTING_KEY = ['(NOT b.verified)', '(- b.rating_avg)', '(- b.review_count)', 'b.name', 'b.id'] as const;

/**
 * Each page order as its indexes hold it: the key (compared as one row for keyset cursors), the SQL type of each
 * part, whether the index holds it descending, and the key as the columns of a page row (to merge the rows of
 * several walks). Relevance: idx_businesses_listing and its twins; rating: idx_businesses_rating and its twins;
 * newest: idx_businesses_created_at (idx_businesses_verified_newest for the verified alone), walked backwards.
 */
export const PAGE_ORDER_KEYS: Record<
  PageOrder,
  { key: readonly string[]; types: readonly string[]; descending: boolean; rowKey: readonly string[] }
> = {
  relevance: {
    key: LISTING_KEY,
    types: ['boolean', 'numeric', 'integer', 'text', 'uuid'],
    descending: false,
    rowKey: ['"k0"', '"k1"::numeric', '"k2"', '"name"', '"id"'],
  },
  rating: {
    key: ['(- b.rating_avg)', '(- b.review_count)', 'b.name', 'b.id'],
    types: ['numeric', 'integer', 'text', 'uuid'],
    descending: false,
    rowKey: ['"k1"::numeric', '"k2"', '"name"', '"id"'],
  },
  newest: {
    key: ['b.created_at', 'b.id'],
    types: ['timestamptz', 'uuid'],
    descending: true,
    rowKey: ['"createdAt"', '"id"'],
  },
};

/** A page row's listing-key columns (SearchRow's k0 to k2), which its cursor is made from. */
export const ROW_KEY_COLUMNS = `(NOT b.verified) AS "k0", (- b.rating_avg)::text AS "k1", (- b.review_count) AS "k2"`;

/** The creation time as the newest order's cursor carries it: UTC, to the microsecond (what timestamptz holds). */
const CREATED_AT_TEXT = `to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The creation time column of a page row in the newest order (its cursor's k3), else nothing. */
export function createdAtColumn(order: PageOrder): string {
  return order === 'newest' ? `, ${CREATED_AT_TEXT} AS "k3"` : '';
}

/** A business's point as idx_businesses_earth holds it (migration 1763910000010's business_earth). */
export const EARTH_POINT = 'business_earth(b.latitude, b.longitude)';

/** The centre of an Umkreissuche as earthdistance's point. */
export function centreOf(near: NearCriteria, params: SqlParams): string {
  return `ll_to_earth(${params.add(near.latitude)}::float8, ${params.add(near.longitude)}::float8)`;
}

/** A point's three coordinates as ll_to_earth computes them, in the same operations. */
const earthAxes = (latitude: string, longitude: string): string[] => [
  `(earth() * cos(radians(${latitude}))) * cos(radians(${longitude}))`,
  `(earth() * cos(radians(${latitude}))) * sin(radians(${longitude}))`,
  `earth() * sin(radians(${latitude}))`,
];

/**
 * The metres from the centre to the point (`latitude`, `longitude`): earth_distance(ll_to_earth(centre),
 * business_earth(point)) in plain arithmetic, the same operations in the same order and so the same value to the last
 * bit, without the earth domain's checks on both points and a call of business_earth that its search_path setting
 * keeps from being inlined. Those cost about ten microseconds a row; a radius of thousands checks each.
 */
export function metresFromCentre(
  near: NearCriteria,
  params: SqlParams,
  latitude = 'b.latitude',
  longitude = 'b.longitude',
): string {
  const centre = earthAxes(`${params.add(near.latitude)}::float8`, `${params.add(near.longitude)}::float8`);
  const point = earthAxes(latitude, longitude);
  // Each difference squared by multiplying, as cube_distance does: power() may round the last bit otherwise.
  const squares = centre.map((axis, index) => `(${axis} - ${point[index]}) * (${axis} - ${point[index]})`);
  return `sec_to_gc(sqrt(${squares.join(' + ')}))`;
}

/** A row's distance from the centre in km, rounded to 0.1 km, as the `distanceKm` column. */
export function distanceColumn(near: NearCriteria | undefined, params: SqlParams): string {
  if (near === undefined) return '';
  return `, round((${metresFromCentre(near, params)} / 1000)::numeric, 1)::float8 AS "distanceKm"`;
}

/** A place of the dataset as the search knows it: its point and its distance from an Umkreissuche's centre. */
export type RadiusPoint = Coordinates & { km: number };

/** Dataset points as the relation `point(latitude, longitude)`, for lookups place by place. */
export function pointsRelation(points: readonly Coordinates[], params: SqlParams): string {
  const latitudes = params.add(points.map((point) => point.latitude));
  const longitudes = params.add(points.map((point) => point.longitude));
  return `unnest(${latitudes}::float8[], ${longitudes}::float8[]) AS point(latitude, longitude)`;
}

/** A business at the dataset point `point` (stated not null so the partial point indexes apply). */
export const AT_POINT = ['b.latitude = point.latitude', 'b.longitude = point.longitude', 'b.latitude IS NOT NULL'];

/** How close to the radius JavaScript's distance leaves the decision to SQL's (km). */
export const RADIUS_EDGE_KM = 0.1;

/**
 * The dataset points within the radius as the relation `point(latitude, longitude)`: businesses carry their place's
 * point, so these are all the points a match can have, and a row is within when its point is among them. Only the
 * points near the radius are measured in SQL, with earth_distance's arithmetic; points well inside skip it.
 */
export function pointsWithinRadius(near: NearCriteria, points: readonly RadiusPoint[], params: SqlParams): string {
  const latitudes = params.add(points.map((point) => point.latitude));
  const longitudes = params.add(points.map((point) => point.longitude));
  const inside = params.add(points.map((point) => point.km < near.radiusKm - RADIUS_EDGE_KM));
  const distance = metresFromCentre(near, params, 'point.latitude', 'point.longitude');
  return `(SELECT point.latitude, point.longitude
    FROM unnest(${latitudes}::float8[], ${longitudes}::float8[], ${inside}::boolean[]) AS point(latitude, longitude, inside)
    WHERE point.inside OR ${distance} <= ${params.add(near.radiusKm * 1000)}) AS point`;
}

/** Postal codes as the relation `code(postal_code)`, for walks code by code. */
export function codesRelation(codes: readonly string[], params: SqlParams): string {
  return `unnest(${params.add(codes)}::text[]) AS code(postal_code)`;
}

/** Cities as the relation `city(city_folded)`, for walks city by city. */
export function citiesRelation(cities: readonly string[], params: SqlParams): string {
  return `unnest(${params.add(cities)}::text[]) AS city(city_folded)`;
}

/** A business in the city `city` (idx_businesses_city_listing and the other indexes led by the city). */
export const AT_CITY = 'b.city_folded = city.city_folded';

/** A business with the postal code `code` (idx_businesses_postal_listing). */
export const AT_CODE = 'b.postal_code = code.postal_code';
