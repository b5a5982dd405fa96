import { MigrationInterface, QueryRunner } from 'typeorm';

/** The name_document column's expression as this migration writes it (frozen copy of search-expressions.ts). */
const NAME_DOCUMENT_EXPRESSION = `to_tsvector('german'::regconfig, search_fold(name))`;

/**
 * The listing order as ascending expressions: verified first, then the higher average rating,
 * more reviews, name and id. Written ascending so that one row comparison
 * `(key…) > (cursor…)` seeks into the btree indexes below (keyset paging); a mixed
 * DESC/ASC column list cannot be compared that way.
 */
const LISTING_KEY_COLUMNS = '(NOT verified), (- rating_avg), (- review_count), name, id';

/**
 * Search at national scale:
 * - listing indexes on the ascending key (unfiltered, per category, per city) so every page walks an
 *   index in result order and stops after the page; they replace the DESC/ASC quality indexes;
 * - `name_document`, a small tsvector of the name only: the name tier of the relevance order is
 *   checked per row while an index is walked, which a short, untoasted vector makes cheap;
 * - a btree on the folded name for the exact-name tier;
 * - `search_terms`, the vocabulary of the indexed words ('w') and the folded city names ('c') with
 *   the number of businesses using each, kept current by statement-level triggers (so bulk SQL
 *   writes keep it right) and rebuilt by `search_reindex()`: typo correction looks words up there
 *   (trigram KNN) instead of comparing against every name, and a city prefix resolves to the
 *   stored city names through it.
 * The trigram index on the folded city goes: city filters now compare whole folded names.
 */
export class SearchAtScale1763700000030 implements MigrationInterface {
  name = 'SearchAtScale1763700000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "businesses" ADD "name_document" tsvector GENERATED ALWAYS AS (${NAME_DOCUMENT_EXPRESSION}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), 'public', 'businesses', 'GENERATED_COLUMN', 'name_document', $1)`,
      [NAME_DOCUMENT_EXPRESSION],
    );
    await queryRunner.query('CREATE INDEX "idx_businesses_name_document" ON "businesses" USING gin ("name_document")');
    await queryRunner.query('CREATE INDEX "idx_businesses_name_folded" ON "businesses" ("name_folded")');

    await queryRunner.query('DROP INDEX "idx_businesses_quality"');
    await queryRunner.query('DROP INDEX "idx_businesses_category_quality"');
    await queryRunner.query('DROP INDEX "idx_businesses_city_trgm"');
    await queryRunner.query(`CREATE INDEX "idx_businesses_listing" ON "businesses" (${LISTING_KEY_COLUMNS})`);
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_listing" ON "businesses" ("category", ${LISTING_KEY_COLUMNS})`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_listing" ON "businesses" ("city_folded", ${LISTING_KEY_COLUMNS})`,
    );

    // "C" collation: LIKE 'prefix%' can then use the primary key's btree whatever the database's locale.
    await queryRunner.query(`CREATE TABLE "search_terms" (
      "kind" "char" NOT NULL,
      "term" text COLLATE "C" NOT NULL,
      "display" text NOT NULL,
      "documents" integer NOT NULL,
      CONSTRAINT "pk_search_terms" PRIMARY KEY ("kind", "term"),
      CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c')))`);
    await queryRunner.query(
      `CREATE INDEX "idx_search_terms_word_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops) WHERE "kind" = 'w'`,
    );

    // The words of every searched field, lower-cased by the 'simple' text-search configuration (the
    // parser to_tsvector uses, without stemming), then folded; hyphenated wholes, e-mail addresses
    // and hosts are left out (their parts are words of their own). Plus the city as a whole.
    const simpleWords = (text: string): string => `pg_catalog.to_tsvector('simple'::regconfig, ${text})`;
    const isWord = (lexeme: string): string =>
      `${lexeme} !~ '[-.@/:_]' AND pg_catalog.length(${lexeme}) BETWEEN 1 AND 60`;
    const searchedText = (row: string): string =>
      `pg_catalog.concat_ws(' ', ${['name', 'category', 'keywords', 'services', 'description', 'city'].map((column) => `${row}.${column}`).join(', ')})`;
    await queryRunner.query(`
      CREATE FUNCTION search_terms_of(business businesses)
      RETURNS TABLE (kind "char", term text, display text)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$
        SELECT DISTINCT ON (t.kind, t.term) t.kind, t.term, t.display
        FROM (
          SELECT 'w'::"char" AS kind, public.search_fold(l.lexeme) AS term, pg_catalog.initcap(l.lexeme) AS display
          FROM pg_catalog.unnest(${simpleWords(searchedText('business'))}) AS l
          WHERE ${isWord('l.lexeme')}
          UNION ALL
          SELECT 'c'::"char", public.search_fold(business.city), business.city
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`);

    // Adds the per-term business counts of a set of changes; a term keeps its first spelling.
    // Sorted by key, so concurrent writers lock the rows in the same order and cannot deadlock.
    const applyDeltas = (changes: string): string => `
      INSERT INTO search_terms AS s (kind, term, display, documents)
      SELECT c.kind, c.term, pg_catalog.min(c.display), sum(c.delta)::int
      FROM (${changes}) AS c
      GROUP BY c.kind, c.term
      HAVING sum(c.delta) <> 0
      ORDER BY c.kind, c.term
      ON CONFLICT (kind, term) DO UPDATE
        SET documents = GREATEST(s.documents + EXCLUDED.documents, 0),
            display = CASE WHEN s.documents <= 0 THEN EXCLUDED.display ELSE s.display END`;
    const termsOf = (rows: string, delta: number): string =>
      `SELECT w.kind, w.term, w.display, ${delta} AS delta FROM ${rows} AS r, LATERAL search_terms_of(r) AS w`;
    const searchedColumns = (row: string): string =>
      `(${['name', 'category', 'keywords', 'services', 'description', 'city'].map((column) => `${row}.${column}`).join(', ')})`;
    await queryRunner.query(`
      CREATE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyDeltas(termsOf('new_rows', 1))};
        ELSIF TG_OP = 'DELETE' THEN
          ${applyDeltas(termsOf('old_rows', -1))};
        ELSE
          -- Only rows whose searchable text changed: rating counters change far more often.
          ${applyDeltas(`
            SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r
              JOIN old_rows AS o ON o.id = r.id
              CROSS JOIN LATERAL search_terms_of(r) AS w
              WHERE ${searchedColumns('r')} IS DISTINCT FROM ${searchedColumns('o')}
            UNION ALL
            SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
              JOIN new_rows AS n ON n.id = r.id
              CROSS JOIN LATERAL search_terms_of(r) AS w
              WHERE ${searchedColumns('r')} IS DISTINCT FROM ${searchedColumns('n')}`)};
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, transition] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'NEW TABLE AS new_rows OLD TABLE AS old_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`CREATE TRIGGER "trg_businesses_search_terms_${event.toLowerCase()}"
        AFTER ${event} ON "businesses" REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION search_terms_maintain()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION search_terms_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE search_terms;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "trg_businesses_search_terms_truncate" AFTER TRUNCATE ON "businesses"
      FOR EACH STATEMENT EXECUTE FUNCTION search_terms_truncate()`);

    // Rebuilds everything derived for search from the rows themselves: after a bulk load with
    // triggers disabled (npm run bench:seed) or whenever in doubt (npm run search:reindex).
    // ts_stat counts the businesses per word in C, so only the distinct words are folded: a
    // million businesses take seconds, where folding every word of every row would take minutes.
    // (A business spelling one word two ways — "Bäckerei", "Baeckerei" — counts twice here and
    // once in the triggers; the count only ranks suggestions.)
    await queryRunner.query(`
      CREATE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE search_terms IN EXCLUSIVE MODE;
        DELETE FROM search_terms;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'w', public.search_fold(w.word),
               (pg_catalog.array_agg(pg_catalog.initcap(w.word) ORDER BY w.ndoc DESC, w.word))[1], sum(w.ndoc)::int
        FROM pg_catalog.ts_stat(
          $stat$SELECT ${simpleWords(searchedText('b'))} FROM businesses AS b$stat$) AS w
        WHERE ${isWord('w.word')}
        GROUP BY public.search_fold(w.word)
        ORDER BY 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'c', b.city_folded, pg_catalog.min(b.city), count(*)::int
        FROM businesses AS b GROUP BY b.city_folded ORDER BY 2;
        ANALYZE search_terms;
      END $$`);
    await queryRunner.query('SELECT search_reindex()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION search_reindex()');
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "trg_businesses_search_terms_${event}" ON "businesses"`);
    }
    await queryRunner.query('DROP FUNCTION search_terms_truncate()');
    await queryRunner.query('DROP FUNCTION search_terms_maintain()');
    await queryRunner.query('DROP FUNCTION search_terms_of(businesses)');
    await queryRunner.query('DROP TABLE "search_terms"');
    await queryRunner.query('DROP INDEX "idx_businesses_city_listing"');
    await queryRunner.query('DROP INDEX "idx_businesses_category_listing"');
    await queryRunner.query('DROP INDEX "idx_businesses_listing"');
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_city_trgm" ON "businesses" USING gin ("city_folded" gin_trgm_ops)',
    );
    await queryRunner.query(`CREATE INDEX "idx_businesses_category_quality" ON "businesses"
      ("category", "verified" DESC, "rating_avg" DESC, "review_count" DESC, "name", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_businesses_quality" ON "businesses"
      ("verified" DESC, "rating_avg" DESC, "review_count" DESC, "name", "id")`);
    await queryRunner.query('DROP INDEX "idx_businesses_name_folded"');
    await queryRunner.query('DROP INDEX "idx_businesses_name_document"');
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'businesses' AND "name" = 'name_document'`,
    );
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "name_document"');
  }
}
