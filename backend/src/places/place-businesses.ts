import type { Country } from './countries';
import { placeLookup } from './place-lookup';

/** Sends one statement with its parameters and resolves to its rows (TypeORM's `query`, pg's rows). */
export type QueryRows = (sql: string, parameters?: unknown[]) => Promise<unknown[]>;

/** How many distinct addresses there were, how many of them the dataset knows, and the businesses that moved. */
export interface PlacedBusinesses {
  addresses: number;
  placed: number;
  businesses: number;
}

/**
 * Sets latitude and longitude of the stored businesses from the bundled place dataset, as every write does
 * (BusinessesRepository): for rows written before migration 1763910000010 added the columns, or after the
 * dataset changed. One lookup per distinct address, then one UPDATE; rows whose coordinates are already right
 * are not rewritten, and an address the dataset does not know keeps what it has.
 */
export async function placeBusinesses(query: QueryRows): Promise<PlacedBusinesses> {
  const addresses = (await query('SELECT DISTINCT postal_code AS "postalCode", city, country FROM businesses')) as {
    postalCode: string;
    city: string;
    country: Country;
  }[];
  const places = placeLookup();
  const located = addresses.flatMap((address) => {
    const point = places.forAddress(address.postalCode, address.city, address.country);
    return point === null ? [] : [{ ...address, ...point }];
  });
  const [{ businesses }] = (await query(
    `WITH moved AS (
       UPDATE businesses b SET latitude = p.latitude, longitude = p.longitude
       FROM jsonb_to_recordset($1::jsonb) AS p("postalCode" text, city text, country text, latitude float8, longitude float8)
       WHERE b.postal_code = p."postalCode" AND b.city = p.city AND b.country = p.country
         AND (b.latitude, b.longitude) IS DISTINCT FROM (p.latitude, p.longitude)
       RETURNING 1
     )
     SELECT count(*)::int AS businesses FROM moved`,
    [JSON.stringify(located)],
  )) as { businesses: number }[];
  return { addresses: addresses.length, placed: located.length, businesses };
}
