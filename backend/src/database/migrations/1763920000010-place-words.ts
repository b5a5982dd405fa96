import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Words in a place. "Friseur" in Berlin went through idx_businesses_city_search (btree_gin), which
 * collects every "friseur…" in the country and intersects it with Berlin (96 of the count's 122 ms
 * at a million businesses); "Friseur" within 10 km read every row of the radius' points and tested
 * the words per row. Here each word of a business is also indexed prefixed with its place
 * ('berlin|friseur'), so the prefix 'berlin|friseur':* finds just the matches in that place:
 * - `qualified_words(place, document)`: the document's words, each as `place|word`;
 * - `qualified_words_query(places, query)`: the query with each word as `place|word`, once per place,
 *   the places joined by OR. Prefix words stay prefixes ('friseur':* becomes 'berlin|friseur':*), and
 *   the query's words are the stemmed ones of to_tsquery, as the document's are;
 * - `point_place(latitude, longitude)`: a dataset point as a place ('52.52437,13.41053'); businesses
 *   carry their place's point, so the points within a radius are all the places a match can have.
 * Two GIN indexes, partial on the published rows like the listing indexes: by city
 * (idx_businesses_city_words) and by point (idx_businesses_point_words, for the Umkreissuche).
 */
export class PlaceWords1763920000010 implements MigrationInterface {
  name = 'PlaceWords1763920000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION qualified_words(place text, words tsvector) RETURNS tsvector
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$SELECT array_to_tsvector(ARRAY(SELECT place || '|' || word FROM unnest(tsvector_to_array(words)) AS word))$$`,
    );
    // tsquery text quotes each word ('it''s'); the place is quoted the same way, then escaped for the
    // replacement text of regexp_replace, where a backslash is special.
    await queryRunner.query(
      String.raw`CREATE FUNCTION qualified_words_query(places text[], query tsquery) RETURNS tsquery
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$SELECT CASE WHEN numnode(query) = 0 THEN query ELSE (
         SELECT coalesce(string_agg('(' || regexp_replace(query::text, '''((?:[^'']|'''')*)''',
             '''' || replace(replace(replace(place, '\', '\\'), '''', ''''''), '\', '\\') || '|\1''', 'g') || ')', ' | '), '')::tsquery
         FROM unnest(places) AS place) END$$`,
    );
    // numeric's text is the same under every setting (float8's follows extra_float_digits).
    await queryRunner.query(
      `CREATE FUNCTION point_place(latitude double precision, longitude double precision) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$SELECT latitude::numeric::text || ',' || longitude::numeric::text$$`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_words" ON "businesses"
       USING gin (qualified_words(city_folded, search_document)) WHERE status = 'published' AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_point_words" ON "businesses"
       USING gin (qualified_words(point_place(latitude, longitude), search_document))
       WHERE status = 'published' AND deleted_at IS NULL AND latitude IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_point_words"');
    await queryRunner.query('DROP INDEX "idx_businesses_city_words"');
    await queryRunner.query('DROP FUNCTION point_place(double precision, double precision)');
    await queryRunner.query('DROP FUNCTION qualified_words_query(text[], tsquery)');
    await queryRunner.query('DROP FUNCTION qualified_words(text, tsvector)');
  }
}
