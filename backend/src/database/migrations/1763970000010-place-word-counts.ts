import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the published businesses counted per place: kind 'l' per city (`'berlin|friseur'`), kind
 * 'g' per dataset point (`'52.52437,13.41053|friseur'`), exactly as qualified_words qualifies the German
 * lexemes of search_document for idx_businesses_city_words and idx_businesses_point_words (migration
 * 1763920000010). A search for one word in a city or within a radius counted its matches from those indexes:
 * the whole bitmap of the place's matches, then a row read for each of the first 1,001 ("Friseur" within
 * 10 km of 10115 at a million businesses: 5,198 matches, 4.5 ms of the request's 10). When one word the
 * query word is a prefix of appears in more than that many of the place's businesses, every one of them
 * matches, so the count is a lower bound without reading a row, as the country-wide word counts already
 * settle "Friseur" alone. The statement triggers of search_terms keep these counts too: search_terms_of
 * now yields them for a published row, and an update is counted again when the searched text, the status,
 * the trash or the coordinates changed. About 640,000 rows per kind at a million businesses (search_terms grows
 * to 180 MB); this migration takes about 80 s there, most of it search_reindex.
 */
export class PlaceWordCounts1763970000010 implements MigrationInterface {
  name = 'PlaceWordCounts1763970000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c', 'l', 'g'))`,
    );
    // Place words longer than 60 characters are not counted: a btree entry has a size limit, and nobody types them.
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
    CREATE OR REPLACE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r, LATERAL search_terms_of(r) AS w) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      ELSIF TG_OP = 'DELETE' THEN
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (SELECT w.kind, w.term, w.display, -1 AS delta FROM old_rows AS r, LATERAL search_terms_of(r) AS w) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      ELSE
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (
          SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r
            JOIN old_rows AS o ON o.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city, r.status, r.deleted_at, r.latitude, r.longitude) IS DISTINCT FROM (o.name, o.category, o.keywords, o.services, o.description, o.city, o.status, o.deleted_at, o.latitude, o.longitude)
          UNION ALL
          SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
            JOIN new_rows AS n ON n.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city, r.status, r.deleted_at, r.latitude, r.longitude) IS DISTINCT FROM (n.name, n.category, n.keywords, n.services, n.description, n.city, n.status, n.deleted_at, n.latitude, n.longitude)) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      END IF;
      RETURN NULL;
    END $$`);
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
    await queryRunner.query('SELECT search_reindex()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "search_terms" WHERE "kind" IN ('l', 'g')`);
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c'))`,
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
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`);
    await queryRunner.query(`
    CREATE OR REPLACE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r, LATERAL search_terms_of(r) AS w) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      ELSIF TG_OP = 'DELETE' THEN
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (SELECT w.kind, w.term, w.display, -1 AS delta FROM old_rows AS r, LATERAL search_terms_of(r) AS w) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      ELSE
        
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (
          SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r
            JOIN old_rows AS o ON o.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city) IS DISTINCT FROM (o.name, o.category, o.keywords, o.services, o.description, o.city)
          UNION ALL
          SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
            JOIN new_rows AS n ON n.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city) IS DISTINCT FROM (n.name, n.category, n.keywords, n.services, n.description, n.city)) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;
      END IF;
      RETURN NULL;
    END $$`);
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
        ANALYZE search_terms;
      END $$`);
  }
}
