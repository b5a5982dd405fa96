/**
 * The expressions of the generated columns of `businesses`. TypeORM cannot read a generation
 * expression back from PostgreSQL, so it keeps them in `typeorm_metadata`; the entity declares
 * the same text, which is what it compares. Both the entity and the migrations that create the
 * columns import them from here, so the two cannot drift apart.
 *
 * Changing one means a new migration that alters the column; the migration that created it then
 * gets the old text as its own frozen copy, so that replaying the history still builds the same
 * schema step by step.
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
