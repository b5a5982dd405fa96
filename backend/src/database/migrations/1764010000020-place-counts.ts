import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of published businesses in each place, kept in search_terms (kind 'n') by the same statement triggers
 * as the words: in all ('all'), per city ('city|berlin'), per dataset point ('point|52.52437,13.41053') and per
 * postal code ('code|10115'). A listing without words or other filters counted its first 10,001 rows from an index
 * at every request: the unfiltered first page 1.4 ms of PostgreSQL's time at a million businesses, "Berlin" 1.5,
 * 10 km around Berlin 2.8 (every point's businesses), "803" 1.8. These counts are now a lookup of the places' rows
 * (BusinessSearchQueries.placeCount). An update is counted again when its postal code changed too. About 36,000
 * rows at a million businesses; this migration takes about 5 s there.
 */
export class PlaceCounts1764010000020 implements MigrationInterface {
  name = 'PlaceCounts1764010000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.kinds(queryRunner, ['w', 'c', 'l', 'g', 'x', 'n']);
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
          UNION ALL
          SELECT 'n'::"char", n.term, n.term
          FROM (VALUES ('all'), ('city|' || business.city_folded), ('point|' || public.point_place(business.latitude, business.longitude)),
     ('code|' || business.postal_code)) AS n(term)
          WHERE n.term IS NOT NULL AND business.status = 'published' AND business.deleted_at IS NULL
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
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city, r.status, r.deleted_at, r.latitude, r.longitude, r.postal_code) IS DISTINCT FROM (o.name, o.category, o.keywords, o.services, o.description, o.city, o.status, o.deleted_at, o.latitude, o.longitude, o.postal_code)
          UNION ALL
          SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
            JOIN new_rows AS n ON n.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE (r.name, r.category, r.keywords, r.services, r.description, r.city, r.status, r.deleted_at, r.latitude, r.longitude, r.postal_code) IS DISTINCT FROM (n.name, n.category, n.keywords, n.services, n.description, n.city, n.status, n.deleted_at, n.latitude, n.longitude, n.postal_code)) AS c
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
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses WHERE status = 'published' AND deleted_at IS NULL$stat$) AS w
        ORDER BY 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'n', n.term, pg_catalog.min(n.term), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL (VALUES ('all'), ('city|' || b.city_folded), ('point|' || public.point_place(b.latitude, b.longitude)),
     ('code|' || b.postal_code)) AS n(term)
        WHERE n.term IS NOT NULL AND status = 'published' AND deleted_at IS NULL
        GROUP BY 1, 2
        ORDER BY 1, 2;
        ANALYZE search_terms;
      END $$`);
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) SELECT 'n', n.term, pg_catalog.min(n.term), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL (VALUES ('all'), ('city|' || b.city_folded), ('point|' || public.point_place(b.latitude, b.longitude)),
     ('code|' || b.postal_code)) AS n(term)
        WHERE n.term IS NOT NULL AND status = 'published' AND deleted_at IS NULL
        GROUP BY 1, 2
        ORDER BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 'n'`);
    await this.kinds(queryRunner, ['w', 'c', 'l', 'g', 'x']);
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
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT search_document FROM businesses WHERE status = 'published' AND deleted_at IS NULL$stat$) AS w
        ORDER BY 2;
        ANALYZE search_terms;
      END $$`);
  }

  private async kinds(queryRunner: QueryRunner, kinds: readonly string[]): Promise<void> {
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
    );
  }
}
