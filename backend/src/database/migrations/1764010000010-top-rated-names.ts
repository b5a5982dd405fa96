import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A word of middling frequency, alone: "Schwimmschule" matches 3,532 of a million businesses, few enough to be
 * counted exactly and too many to find the first page by walking the listing order (one row in 280 matches). Its
 * count and first page read every match from the table: 3,500 rows, 10 to 12 ms of the request's 12 to 15, and
 * a quarter of PostgreSQL's time in the search mix at 16 connections.
 *
 * - The German lexemes of search_terms (kind 'x', migration 1763980000010) are now counted over the published
 *   businesses only, as the place words are. The search is public, so it looks up only lexemes that published
 *   rows hold, and a word whose prefix stands for one lexeme has its exact count there, without a row read.
 * - idx_businesses_top_rated_names holds the name of the published businesses at the head of the listing order
 *   (verified, rated 4.5 or better: about 4 % of them). The first pages of the name tier are the first of these
 *   when there are enough of them: 138 of the 3,532 for "Schwimmschule", read in 0.4 ms.
 *
 * At a million businesses, search_reindex's lexeme count takes about 20 s and the index 1 s (1 MB).
 */
export class TopRatedNames1764010000010 implements MigrationInterface {
  name = 'TopRatedNames1764010000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    // search_terms_of and search_reindex with the lexemes of the published rows only, and their counts.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION search_terms_of(business businesses)
      RETURNS TABLE (kind "char", term text, display text)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$
        SELECT DISTINCT ON (t.kind, t.term) t.kind, t.term, t.display
        FROM (
          SELECT 'w'::"char" AS kind, public.search_fold(l.lexeme) AS term, pg_catalog.initcap(l.lexeme) AS display
          FROM pg_catalog.unnest(pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', business.name, business.category, business.keywords, business.services, business.description, business.city))) AS l
          WHERE l.lexeme !~ '[-.@/:_]' AND pg_catalog.length(l.lexeme) BETWEEN 1 AND 60
          UNION ALL
          SELECT 'c'::"char", public.search_fold(business.city), business.city
          UNION ALL
          SELECT p.kind, p.place || '|' || l.lexeme, l.lexeme
          FROM (VALUES ('l'::"char", business.city_folded), ('g'::"char", public.point_place(business.latitude, business.longitude))) AS p(kind, place)
   CROSS JOIN LATERAL pg_catalog.unnest(pg_catalog.tsvector_to_array(business.search_document)) AS l(lexeme)
          WHERE p.place IS NOT NULL AND pg_catalog.length(l.lexeme) <= 60 AND business.status = 'published' AND business.deleted_at IS NULL
          UNION ALL
          SELECT 'x'::"char", l.lexeme, l.lexeme
          FROM pg_catalog.unnest(pg_catalog.tsvector_to_array(business.search_document)) AS l(lexeme)
          WHERE business.status = 'published' AND business.deleted_at IS NULL
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE search_terms IN EXCLUSIVE MODE;
        DELETE FROM search_terms;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'w', public.search_fold(w.word),
               (pg_catalog.array_agg(pg_catalog.initcap(w.word) ORDER BY w.ndoc DESC, w.word))[1], sum(w.ndoc)::int
        FROM pg_catalog.ts_stat(
          $stat$SELECT pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', b.name, b.category, b.keywords, b.services, b.description, b.city)) FROM businesses AS b$stat$) AS w
        WHERE w.word !~ '[-.@/:_]' AND pg_catalog.length(w.word) BETWEEN 1 AND 60
        GROUP BY public.search_fold(w.word)
        ORDER BY 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'c', b.city_folded, pg_catalog.min(b.city), count(*)::int
        FROM businesses AS b GROUP BY b.city_folded ORDER BY 2;
        -- Twenty-five million (business, word) pairs at a million businesses: aggregated in memory.
        PERFORM pg_catalog.set_config('work_mem', '512MB', true);
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT p.kind, p.place || '|' || l.lexeme, pg_catalog.min(l.lexeme), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL (VALUES ('l'::"char", b.city_folded), ('g'::"char", public.point_place(b.latitude, b.longitude))) AS p(kind, place)
   CROSS JOIN LATERAL pg_catalog.unnest(pg_catalog.tsvector_to_array(b.search_document)) AS l(lexeme)
        WHERE p.place IS NOT NULL AND pg_catalog.length(l.lexeme) <= 60 AND status = 'published' AND deleted_at IS NULL
        GROUP BY 1, 2
        ORDER BY 1, 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses WHERE status = 'published' AND deleted_at IS NULL$stat$) AS w
        ORDER BY 2;
        ANALYZE search_terms;
      END $$`);
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 'x'`);
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses WHERE status = 'published' AND deleted_at IS NULL$stat$) AS w
        ORDER BY 2`);
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_top_rated_names" ON "businesses"
       USING gin (name_document) WHERE status = 'published' AND deleted_at IS NULL AND verified AND rating_avg >= 4.5`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_businesses_top_rated_names"`);
    // The lexemes of every row again.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION search_terms_of(business businesses)
      RETURNS TABLE (kind "char", term text, display text)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$
        SELECT DISTINCT ON (t.kind, t.term) t.kind, t.term, t.display
        FROM (
          SELECT 'w'::"char" AS kind, public.search_fold(l.lexeme) AS term, pg_catalog.initcap(l.lexeme) AS display
          FROM pg_catalog.unnest(pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', business.name, business.category, business.keywords, business.services, business.description, business.city))) AS l
          WHERE l.lexeme !~ '[-.@/:_]' AND pg_catalog.length(l.lexeme) BETWEEN 1 AND 60
          UNION ALL
          SELECT 'c'::"char", public.search_fold(business.city), business.city
          UNION ALL
          SELECT p.kind, p.place || '|' || l.lexeme, l.lexeme
          FROM (VALUES ('l'::"char", business.city_folded), ('g'::"char", public.point_place(business.latitude, business.longitude))) AS p(kind, place)
   CROSS JOIN LATERAL pg_catalog.unnest(pg_catalog.tsvector_to_array(business.search_document)) AS l(lexeme)
          WHERE p.place IS NOT NULL AND pg_catalog.length(l.lexeme) <= 60 AND business.status = 'published' AND business.deleted_at IS NULL
          UNION ALL
          SELECT 'x'::"char", l.lexeme, l.lexeme
          FROM pg_catalog.unnest(pg_catalog.tsvector_to_array(business.search_document)) AS l(lexeme)
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE search_terms IN EXCLUSIVE MODE;
        DELETE FROM search_terms;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'w', public.search_fold(w.word),
               (pg_catalog.array_agg(pg_catalog.initcap(w.word) ORDER BY w.ndoc DESC, w.word))[1], sum(w.ndoc)::int
        FROM pg_catalog.ts_stat(
          $stat$SELECT pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', b.name, b.category, b.keywords, b.services, b.description, b.city)) FROM businesses AS b$stat$) AS w
        WHERE w.word !~ '[-.@/:_]' AND pg_catalog.length(w.word) BETWEEN 1 AND 60
        GROUP BY public.search_fold(w.word)
        ORDER BY 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'c', b.city_folded, pg_catalog.min(b.city), count(*)::int
        FROM businesses AS b GROUP BY b.city_folded ORDER BY 2;
        -- Twenty-five million (business, word) pairs at a million businesses: aggregated in memory.
        PERFORM pg_catalog.set_config('work_mem', '512MB', true);
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT p.kind, p.place || '|' || l.lexeme, pg_catalog.min(l.lexeme), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL (VALUES ('l'::"char", b.city_folded), ('g'::"char", public.point_place(b.latitude, b.longitude))) AS p(kind, place)
   CROSS JOIN LATERAL pg_catalog.unnest(pg_catalog.tsvector_to_array(b.search_document)) AS l(lexeme)
        WHERE p.place IS NOT NULL AND pg_catalog.length(l.lexeme) <= 60 AND status = 'published' AND deleted_at IS NULL
        GROUP BY 1, 2
        ORDER BY 1, 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses$stat$) AS w
        ORDER BY 2;
        ANALYZE search_terms;
      END $$`);
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 'x'`);
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses$stat$) AS w
        ORDER BY 2`);
  }
}
