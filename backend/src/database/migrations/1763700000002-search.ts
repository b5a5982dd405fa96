import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The generated columns' expressions as this migration writes them: frozen copies of search-expressions.ts,
 * which the entity compares with what typeorm_metadata holds. Changing one there means a new migration.
 */
const RATING_AVG_EXPRESSION = 'CASE WHEN review_count > 0 THEN round(rating_sum::numeric / review_count, 2) ELSE 0 END';
const NAME_FOLDED_EXPRESSION = 'search_fold(name)';
const CITY_FOLDED_EXPRESSION = 'search_fold(city)';
const SEARCH_DOCUMENT_EXPRESSION = [
  `setweight(to_tsvector('german'::regconfig, search_fold(name)), 'A')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(category)), 'B')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(coalesce(keywords, '') || ' ' || coalesce(services, ''))), 'C')`,
  `setweight(to_tsvector('german'::regconfig, search_fold(coalesce(description, '') || ' ' || city)), 'D')`,
].join(' || ');

/**
 * Search: a folding function shared by indexes and queries, a weighted German tsvector
 * (name A, category B, keywords/services C, description/city D) with a GIN index, the folded
 * name and city stored with trigram indexes for typo and prefix tolerance, a stored average
 * rating, and btree indexes in the listing's quality order so unfiltered and category pages walk
 * an index and stop after a page.
 */
export class Search1763700000002 implements MigrationInterface {
  name = 'Search1763700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Reading a few random rows for the home page without touching every row.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS tsm_system_rows');
    // Fully qualified: generated columns may be computed with an empty search_path. unaccent() is
    // only STABLE, so this IMMUTABLE wrapper is never inlined and costs a function call per row;
    // COST says so, and queries compare the stored folded columns instead of calling it per row.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 1000
      AS $$ SELECT pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
        pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, value)), 'ae', 'a'), 'oe', 'o'), 'ue', 'u') $$`);

    await queryRunner.query(
      `ALTER TABLE "businesses" ADD "rating_avg" numeric(3,2) GENERATED ALWAYS AS (${RATING_AVG_EXPRESSION}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "businesses" ADD "search_document" tsvector GENERATED ALWAYS AS (${SEARCH_DOCUMENT_EXPRESSION}) STORED NOT NULL`,
    );
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS "typeorm_metadata" (
      "type" character varying NOT NULL, "database" character varying, "schema" character varying,
      "table" character varying, "name" character varying, "value" text)`);
    await queryRunner.query(
      `ALTER TABLE "businesses" ADD "name_folded" text GENERATED ALWAYS AS (${NAME_FOLDED_EXPRESSION}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "businesses" ADD "city_folded" text GENERATED ALWAYS AS (${CITY_FOLDED_EXPRESSION}) STORED NOT NULL`,
    );
    for (const [name, value] of [
      ['rating_avg', RATING_AVG_EXPRESSION],
      ['search_document', SEARCH_DOCUMENT_EXPRESSION],
      ['name_folded', NAME_FOLDED_EXPRESSION],
      ['city_folded', CITY_FOLDED_EXPRESSION],
    ]) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), 'public', 'businesses', 'GENERATED_COLUMN', $1, $2)`,
        [name, value],
      );
    }

    await queryRunner.query(
      'CREATE INDEX "idx_businesses_search_document" ON "businesses" USING gin ("search_document")',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_name_trgm" ON "businesses" USING gin ("name_folded" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_city_trgm" ON "businesses" USING gin ("city_folded" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_postal_code" ON "businesses" ("postal_code" text_pattern_ops)',
    );
    // The listing order: verified, average rating, review count, name (id breaks ties).
    await queryRunner.query(`CREATE INDEX "idx_businesses_quality" ON "businesses"
      ("verified" DESC, "rating_avg" DESC, "review_count" DESC, "name", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_businesses_category_quality" ON "businesses"
      ("category", "verified" DESC, "rating_avg" DESC, "review_count" DESC, "name", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'idx_businesses_category_quality',
      'idx_businesses_quality',
      'idx_businesses_postal_code',
      'idx_businesses_city_trgm',
      'idx_businesses_name_trgm',
      'idx_businesses_search_document',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'businesses'
       AND "name" IN ('rating_avg', 'search_document', 'name_folded', 'city_folded')`,
    );
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "city_folded"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "name_folded"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "search_document"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "rating_avg"');
    await queryRunner.query('DROP FUNCTION search_fold(text)');
    await queryRunner.query('DROP EXTENSION IF EXISTS tsm_system_rows');
  }
}
