import { WEEKDAYS } from './business-constants';
import { HOURS_PER_WEEK } from './opening-hours';

/**
 * The expressions of the generated columns of `businesses`. TypeORM cannot read a generation
 * expression back from PostgreSQL, so it keeps them in `typeorm_metadata`; the entity declares
 * the same text, which is what it compares (test/migrations.api-spec.ts fails when the two differ).
 *
 * The migrations import none of this (eslint.config.mjs): each holds the text it ran as its own
 * frozen copy, so that replaying the history builds the same schema whatever this file says today.
 * Changing one means a new migration that alters the column or re-creates the indexes.
 */
export const RATING_AVG_EXPRESSION =
  'CASE WHEN review_count > 0 THEN round(rating_sum::numeric / review_count, 2) ELSE 0 END';
export const NAME_FOLDED_EXPRESSION = 'search_fold(name)';
export const CITY_FOLDED_EXPRESSION = 'search_fold(city)';
export const SEARCH_DOCUMENT_EXPRESSION = [
  `setweight(to_tsvector('german'::regconfig, search_fold(name)), 'A')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(category)), 'B')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(coalesce(keywords, '') || ' ' || coalesce(services, ''))), 'C')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(coalesce(description, '') || ' ' || city)), 'D')`,
].join(' || ');

/** The business name alone as a German tsvector: the name tier of the relevance order. */
export const NAME_DOCUMENT_EXPRESSION = `to_tsvector('german'::regconfig, search_fold(name))`;

/**
 * Which rows the public sees (approved, not in the trash), unqualified: the predicate of the
 * partial listing indexes. Queries on `businesses b` state the same condition (`PUBLISHED` in
 * businesses.repository.ts) so PostgreSQL can prove it and use those indexes.
 */
export const PUBLISHED_PREDICATE = `status = 'published' AND deleted_at IS NULL`;

/**
 * The head of the listing order (verified, rated 4.5 or better; about 4 % of the businesses), unqualified: the
 * predicate of idx_businesses_top_rated_names (migration 1764010000010). The listing order puts these before every
 * other business, so the first matches of a name in the listing order are the first of these when enough match.
 */
export const TOP_RATED_PREDICATE = 'verified AND rating_avg >= 4.5';

/**
 * The name as a key for spotting the same business: folded, punctuation as spaces, without the legal
 * form ("Bäckerei Sonnenschein GmbH" and "Baeckerei Sonnenschein" are both "backerei sonnenschein").
 * Its own column, so that its trigram index serves duplicate detection only and never the search.
 */
export function nameKeyOf(name: string): string {
  const words = `regexp_replace(search_fold(${name}), '[^a-z0-9]+', ' ', 'g')`;
  const withoutLegalForm = `regexp_replace(${words}, '\\m(gmbh|mbh|co|kg|ag|ug|ohg|gbr|ek|ev|inh)\\M', ' ', 'g')`;
  return `btrim(regexp_replace(${withoutLegalForm}, ' +', ' ', 'g'))`;
}
export const NAME_KEY_EXPRESSION = nameKeyOf('name');

/**
 * The address as a key for spotting the same business: the folded city and the street without spaces
 * and punctuation, "straße"/"str." alike ("München", "Hauptstraße 12" and "Muenchen", "Hauptstr. 12"
 * are both "munchen:hauptstr12").
 */
export function addressKeyOf(street: string, city: string): string {
  return `search_fold(${city}) || ':' || replace(regexp_replace(search_fold(${street}), '[^a-z0-9]+', '', 'g'), 'strasse', 'str')`;
}
export const ADDRESS_KEY_EXPRESSION = addressKeyOf('street', 'city');

/**
 * The week's opening hours as minutes since Monday 00:00 (`opening_week`, migration 1763900000010):
 * stored so "open now" is one containment test (`open_week @> minute`); idx_businesses_open_hours
 * (migration 1763940000010) finds the businesses open in an hour of the week.
 * The function is written from the days in order, so the column list cannot drift from the entity.
 */
export const OPEN_WEEK_EXPRESSION = `opening_week(${WEEKDAYS.map((day) => `${day}_open, ${day}_close`).join(', ')})`;

/** Hours (open_hour_slot) per day, and the hours of each night: 22:01 to 06:00. */
const HOURS_PER_DAY = 24;
const NIGHT_HOURS_OF_DAY = new Set([23, 0, 1, 2, 3, 4, 5, 6]);

/**
 * The night hours of the week as open_hour_slot numbers them (hour h holds the minutes (60h − 60, 60h]):
 * 22:01 to 06:00 every day. At a million businesses one in fifty is open at such a minute, and one in
 * seven is open at some minute of some night (idx_businesses_night_listing, migration 1763950000010).
 */
export const NIGHT_HOURS: readonly number[] = Array.from({ length: HOURS_PER_WEEK }, (_, hour) => hour).filter((hour) =>
  NIGHT_HOURS_OF_DAY.has(hour % HOURS_PER_DAY),
);

/**
 * Open at some minute of some night, unqualified: the predicate of idx_businesses_night_listing. A
 * search states the same text (with PUBLISHED) so PostgreSQL can prove it and use that index.
 */
export const NIGHT_OPEN_PREDICATE = `open_hour_slots(open_week) && '{${NIGHT_HOURS.join(',')}}'::smallint[]`;

/**
 * "Open now" to the minute (idx_businesses_category_open_minutes and _city_open_minutes, migration
 * 1763960000010): the minutes of the week as the leaves of a binary tree with OPEN_MINUTE_LEAVES leaves
 * (2^14 ≥ 10,080), numbered as a heap numbers its nodes (the root 1, a node n's children 2n and 2n + 1, the
 * minute m the leaf OPEN_MINUTE_LEAVES + m). Each business is indexed by the few nodes that exactly cover
 * its open minutes (open_minute_segments, at most two per level of each range); the minute m is in one of
 * them if and only if one of them is among the fifteen nodes on m's path to the root.
 */
export const OPEN_MINUTE_LEAVES = 16_384;
const OPEN_MINUTE_LEVELS = Math.log2(OPEN_MINUTE_LEAVES);

/** The nodes on minute m's path to the root, qualified like the index's keys (`'berlin|16747'`). */
export function openMinuteKeys(qualifiers: readonly string[], minuteOfWeek: number): string[] {
  const path = Array.from(
    { length: OPEN_MINUTE_LEVELS + 1 },
    (_, level) => (OPEN_MINUTE_LEAVES + minuteOfWeek) >> level,
  );
  return qualifiers.flatMap((qualifier) => path.map((node) => `${qualifier}|${node}`));
}
