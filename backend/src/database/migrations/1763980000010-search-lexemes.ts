import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The German lexemes of every row's search_document (all of them, whatever the row's status), counted in
 * search_terms as kind 'x' and kept by the same statement triggers. A query word is a prefix ('backerei':*),
 * which GIN answers by collecting every posting of every lexeme it starts with before it can intersect them:
 * "Bäckerei Daubner OG" spent 21 ms on the 60,000 postings of "backerei*" to find one business. Written as the
 * lexemes themselves (`('backerei' | 'backereien') & 'daubn':* & 'og'`), GIN's fast scan skips through the
 * common word guided by the rare one: 0.6 ms. The search looks the lexemes up here (BusinessSearchQueries),
 * which is complete because it holds every lexeme of every row in the same snapshot as the rows.
 */
export class SearchLexemes1763980000010 implements MigrationInterface {
  name = 'SearchLexemes1763980000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c', 'l', 'g', 'x'))`,
    );
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
    await queryRunner.query(
      `INSERT INTO search_terms (kind, term, display, documents)
       SELECT 'x', w.word, w.word, w.ndoc FROM ts_stat('SELECT search_document FROM businesses') AS w ORDER BY 2`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "search_terms" WHERE "kind" = 'x'`);
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c', 'l', 'g'))`,
    );
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
        ANALYZE search_terms;
      END $$`);
  }
}
