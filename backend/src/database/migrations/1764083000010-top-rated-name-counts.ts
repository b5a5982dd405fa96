import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The German lexemes of the top-rated published businesses' names counted in search_terms (kind 't'), by the same
 * statement triggers as the other kinds: how many names of idx_businesses_top_rated_names hold each lexeme. The first
 * page of a frequent word is read among the top-rated names first; a trade whose names are dense there ("Friseur")
 * fills its page sooner by walking the listing, where those names lead, than by sorting all of them. The count tells
 * the two apart without reading the index. An update is counted again when the top-rated mark of the row changed.
 */
export class TopRatedNameCounts1764083000010 implements MigrationInterface {
  name = 'TopRatedNameCounts1764083000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setKinds(queryRunner, ['w', 'c', 'l', 'g', 'x', 'n', 't']);
    await queryRunner.query(termsOf(TOP_RATED_NAME_TERMS));
    await queryRunner.query(maintain((row) => `, coalesce(${row}.verified AND ${row}.rating_avg >= 4.5, false)`));
    await queryRunner.query(reindex(TOP_RATED_NAME_REINDEX));
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) ${TOP_RATED_NAME_REINDEX}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 't'`);
    await setKinds(queryRunner, ['w', 'c', 'l', 'g', 'x', 'n']);
    await queryRunner.query(termsOf(''));
    await queryRunner.query(maintain(() => ''));
    await queryRunner.query(reindex(''));
  }
}

/** The published, verified and rated at least 4.5: the predicate of idx_businesses_top_rated_names. */
const TOP_RATED_ROW = `business.status = 'published' AND business.deleted_at IS NULL AND business.verified
            AND business.rating_avg >= 4.5`;

const TOP_RATED_NAME_TERMS = `
          UNION ALL
          SELECT 't'::"char", l.lexeme, l.lexeme
          FROM pg_catalog.unnest(pg_catalog.tsvector_to_array(business.name_document)) AS l(lexeme)
          WHERE ${TOP_RATED_ROW}`;

const TOP_RATED_NAME_REINDEX = `SELECT 't', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$SELECT name_document FROM businesses AS business
          WHERE ${TOP_RATED_ROW}$stat$) AS w
        ORDER BY 2`;

async function setKinds(queryRunner: QueryRunner, kinds: readonly string[]): Promise<void> {
  await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
  await queryRunner.query(
    `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
  );
}

/** search_terms_of as migration 1764010000020 left it, with `more` terms. */
function termsOf(more: string): string {
  return `
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
          WHERE n.term IS NOT NULL AND business.status = 'published' AND business.deleted_at IS NULL${more}
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`;
}

/** The upsert of the summed deltas the trigger's rows yield. */
function upsert(deltas: string): string {
  return `
    INSERT INTO search_terms AS s (kind, term, display, documents)
    SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
    FROM (${deltas}) AS c
    GROUP BY c.kind, c.term
    HAVING sum(c.delta) <> 0
    ORDER BY c.kind, c.term
    ON CONFLICT (kind, term) DO UPDATE
      SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
          display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END;`;
}

/**
 * search_terms_maintain as migration 1764010000020 left it; an update is counted again when the columns compared, and
 * what `more` adds for a row, differ.
 */
function maintain(more: (row: string) => string): string {
  const columns = (row: string): string =>
    `(${row}.name, ${row}.category, ${row}.keywords, ${row}.services, ${row}.description, ${row}.city, ${row}.status, ${row}.deleted_at, ${row}.latitude, ${row}.longitude, ${row}.postal_code${more(row)})`;
  return `
    CREATE OR REPLACE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${upsert('SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r, LATERAL search_terms_of(r) AS w')}
      ELSIF TG_OP = 'DELETE' THEN
        ${upsert('SELECT w.kind, w.term, w.display, -1 AS delta FROM old_rows AS r, LATERAL search_terms_of(r) AS w')}
      ELSE
        ${upsert(`
          SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r
            JOIN old_rows AS o ON o.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE ${columns('r')} IS DISTINCT FROM ${columns('o')}
          UNION ALL
          SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
            JOIN new_rows AS n ON n.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE ${columns('r')} IS DISTINCT FROM ${columns('n')}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

/** search_reindex as migration 1764010000020 left it, with the terms `more` selects. */
function reindex(more: string): string {
  return `
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
        ORDER BY 1, 2;${more === '' ? '' : `\n        INSERT INTO search_terms (kind, term, display, documents)\n        ${more};`}
        ANALYZE search_terms;
      END $$`;
}
