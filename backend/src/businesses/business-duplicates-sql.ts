/** Duplicate detection's SQL: the nearest names at one address, bounded whatever the number of entries there. */

/** What a new entry is compared with to find likely duplicates: its name and address. */
export interface DuplicateProbe {
  name: string;
  postalCode: string;
  /** With `city`: also compared by street, in case the postal code differs. */
  street?: string;
  city?: string;
}

/** An existing entry that may be the same business. */
export interface DuplicateCandidate {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

/** Names at least this similar (pg_trgm similarity of the folded names, 0 to 1) count as likely the same. */
export const DUPLICATE_SIMILARITY = 0.5;
/** The most likely duplicates named per entry. */
export const DUPLICATE_LIMIT = 5;

/**
 * The nearest names (`name_key`, trigram distance to `nameKey`) at one address, nearest first, each branch
 * bounded by DUPLICATE_LIMIT: entries with the postal code `postal` (a walk of the GiST index in distance
 * order, migration DuplicateDetection) and entries with the address key `addressKey` (the few at one
 * address, by btree). `extra` is a further condition on the entry `b`. Both branches are cut to the
 * similar ones afterwards, so the work is bounded whatever the number of entries at the address.
 */
export function nearestNamesAt(nameKey: string, postal: string, addressKey: string, extra: string): string {
  const branch = (where: string, order: string): string =>
    `(SELECT b.id, b.name, b.street, b.postal_code AS "postalCode", b.city, b.name_key <-> ${nameKey} AS distance
      FROM businesses b WHERE ${where} AND ${extra} ORDER BY ${order} LIMIT ${DUPLICATE_LIMIT})`;
  return `SELECT DISTINCT ON (d.distance, d.id) d.id, d.name, d.street, d."postalCode", d.city FROM (
      ${branch(`b.postal_code = ${postal}`, `b.name_key <-> ${nameKey}`)}
      UNION ALL
      ${
        // Sorted as a value ("+ 0"), not as an index order: the few entries at one address are found by
        // their btree, instead of walking the postal-code index in distance order for them.
        branch(`b.address_key = ${addressKey}`, `(b.name_key <-> ${nameKey}) + 0`)
      }
    ) AS d WHERE d.distance <= ${1 - DUPLICATE_SIMILARITY} ORDER BY d.distance, d.id LIMIT ${DUPLICATE_LIMIT}`;
}
