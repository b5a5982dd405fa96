import { MigrationInterface, QueryRunner } from 'typeorm';
import { PUBLISHED_PREDICATE } from '../../businesses/search-expressions';

/** Place-qualified words longer than this are not counted (a btree entry has a size limit; nobody types them). */
const MAX_COUNTED_WORD = 60;

/** The searched fields, the 'simple' words of which make the word vocabulary (as in migration 1763700000030). */
const SEARCHED_COLUMNS = ['name', 'category', 'keywords', 'services', 'description', 'city'] as const;

/** What the vocabulary of a row depends on: its searched text, and whether and where the public sees it. */
export const COUNTED_COLUMNS = [...SEARCHED_COLUMNS, 'status', 'deleted_at', 'latitude', 'longitude'] as const;

const simpleWords = (row: string): string =>
  `pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', ${SEARCHED_COLUMNS.map((column) => `${row}.${column}`).join(', ')}))`;
const isWord = (lexeme: string): string => `${lexeme} !~ '[-.@/:_]' AND pg_catalog.length(${lexeme}) BETWEEN 1 AND 60`;

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
    await queryRunner.query(searchTermsOf({ places: true }));
    await queryRunner.query(searchTermsMaintain(COUNTED_COLUMNS));
    await queryRunner.query(searchReindex({ places: true }));
    await queryRunner.query('SELECT search_reindex()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "search_terms" WHERE "kind" IN ('l', 'g')`);
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c'))`,
    );
    await queryRunner.query(searchTermsOf({ places: false }));
    await queryRunner.query(searchTermsMaintain(SEARCHED_COLUMNS));
    await queryRunner.query(searchReindex({ places: false }));
  }
}

/** The 'n' rows of search_terms: the number of published businesses in each place (placeCounts). */
export function placeCountRows(): string {
  return `SELECT 'n', n.term, pg_catalog.min(n.term), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL ${placeCounts('b')}
        WHERE n.term IS NOT NULL AND ${PUBLISHED_PREDICATE}
        GROUP BY 1, 2
        ORDER BY 1, 2`;
}

/** The 'x' rows of search_terms: each lexeme of the rows' search_document with the number of rows holding it. */
export function lexemeCounts(publishedOnly: boolean): string {
  const rows = publishedOnly
    ? `SELECT search_document FROM businesses WHERE ${PUBLISHED_PREDICATE}`
    : 'SELECT search_document FROM businesses';
  return `SELECT 'x', w.word, w.word, w.ndoc
        FROM pg_catalog.ts_stat($stat$${rows}$stat$) AS w
        ORDER BY 2`;
}

/**
 * The places a published row counts in (kind 'n', migration 1764010000020): 'all', its city ('city|berlin'), its
 * dataset point ('point|52.52437,13.41053') and its postal code ('code|10115'), as `term`.
 */
const placeCounts = (row: string): string =>
  `(VALUES ('all'), ('city|' || ${row}.city_folded), ('point|' || public.point_place(${row}.latitude, ${row}.longitude)),
     ('code|' || ${row}.postal_code)) AS n(term)`;

/** The words of a row's published place ('l', 'g') as `lexeme` beside `place`, from `row`'s search_document. */
const placeWords = (row: string): string =>
  `(VALUES ('l'::"char", ${row}.city_folded), ('g'::"char", public.point_place(${row}.latitude, ${row}.longitude))) AS p(kind, place)
   CROSS JOIN LATERAL pg_catalog.unnest(pg_catalog.tsvector_to_array(${row}.search_document)) AS l(lexeme)`;
const isPlaceWord = `p.place IS NOT NULL AND pg_catalog.length(l.lexeme) <= ${MAX_COUNTED_WORD}`;

/** The kinds of search_terms besides the words and the cities ('w', 'c'), as a migration leaves them. */
export interface VocabularyKinds {
  /** The words per city and per dataset point ('l', 'g', migration 1763970000010). */
  places: boolean;
  /**
   * The German lexemes of search_document ('x', migration 1763980000010): of every row, or of the published ones
   * (migration 1764010000010).
   */
  lexemes?: 'every row' | 'published';
  /** The number of published businesses per place ('n', migration 1764010000020). */
  placeCounts?: boolean;
}

/** search_terms_of (migration 1763700000030): a row's vocabulary, of the `kinds`. */
export function searchTermsOf(kinds: VocabularyKinds): string {
  const counts = `
          UNION ALL
          SELECT 'n'::"char", n.term, n.term
          FROM ${placeCounts('business')}
          WHERE n.term IS NOT NULL AND business.status = 'published' AND business.deleted_at IS NULL`;
  const lexemes = `
          UNION ALL
          SELECT 'x'::"char", l.lexeme, l.lexeme
          FROM pg_catalog.unnest(pg_catalog.tsvector_to_array(business.search_document)) AS l(lexeme)${
            kinds.lexemes === 'published'
              ? `\n          WHERE business.status = 'published' AND business.deleted_at IS NULL`
              : ''
          }`;
  const places = `
          UNION ALL
          SELECT p.kind, p.place || '|' || l.lexeme, l.lexeme
          FROM ${placeWords('business')}
          WHERE ${isPlaceWord} AND business.status = 'published' AND business.deleted_at IS NULL`;
  return `
      CREATE OR REPLACE FUNCTION search_terms_of(business businesses)
      RETURNS TABLE (kind "char", term text, display text)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$
        SELECT DISTINCT ON (t.kind, t.term) t.kind, t.term, t.display
        FROM (
          SELECT 'w'::"char" AS kind, public.search_fold(l.lexeme) AS term, pg_catalog.initcap(l.lexeme) AS display
          FROM pg_catalog.unnest(${simpleWords('business')}) AS l
          WHERE ${isWord('l.lexeme')}
          UNION ALL
          SELECT 'c'::"char", public.search_fold(business.city), business.city${kinds.places ? places : ''}${kinds.lexemes === undefined ? '' : lexemes}${kinds.placeCounts === true ? counts : ''}
        ) AS t
        ORDER BY t.kind, t.term, t.display
      $$`;
}

/** search_reindex (migration 1763700000030): the vocabulary of the `kinds` rebuilt. */
export function searchReindex(kinds: VocabularyKinds): string {
  const counts = `
        INSERT INTO search_terms (kind, term, display, documents)
        ${placeCountRows()};`;
  const lexemes = `
        INSERT INTO search_terms (kind, term, display, documents)
        ${lexemeCounts(kinds.lexemes === 'published')};`;
  const places = `
        -- Twenty-five million (business, word) pairs at a million businesses: aggregated in memory.
        PERFORM pg_catalog.set_config('work_mem', '512MB', true);
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT p.kind, p.place || '|' || l.lexeme, pg_catalog.min(l.lexeme), count(*)::int
        FROM businesses AS b CROSS JOIN LATERAL ${placeWords('b')}
        WHERE ${isPlaceWord} AND ${PUBLISHED_PREDICATE}
        GROUP BY 1, 2
        ORDER BY 1, 2;`;
  return `
      CREATE OR REPLACE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE search_terms IN EXCLUSIVE MODE;
        DELETE FROM search_terms;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'w', public.search_fold(w.word),
               (pg_catalog.array_agg(pg_catalog.initcap(w.word) ORDER BY w.ndoc DESC, w.word))[1], sum(w.ndoc)::int
        FROM pg_catalog.ts_stat(
          $stat$SELECT ${simpleWords('b')} FROM businesses AS b$stat$) AS w
        WHERE ${isWord('w.word')}
        GROUP BY public.search_fold(w.word)
        ORDER BY 2;
        INSERT INTO search_terms (kind, term, display, documents)
        SELECT 'c', b.city_folded, pg_catalog.min(b.city), count(*)::int
        FROM businesses AS b GROUP BY b.city_folded ORDER BY 2;${kinds.places ? places : ''}${kinds.lexemes === undefined ? '' : lexemes}${
          kinds.placeCounts === true ? counts : ''
        }
        ANALYZE search_terms;
      END $$`;
}

/**
 * The statement trigger function of search_terms (migration 1763700000030), counting an updated row again
 * when one of the `counted` columns differs: rating counters change far more often than these.
 */
export function searchTermsMaintain(counted: readonly string[]): string {
  const columns = (row: string): string => `(${counted.map((column) => `${row}.${column}`).join(', ')})`;
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
  return `
    CREATE OR REPLACE FUNCTION search_terms_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDeltas(termsOf('new_rows', 1))};
      ELSIF TG_OP = 'DELETE' THEN
        ${applyDeltas(termsOf('old_rows', -1))};
      ELSE
        ${applyDeltas(`
          SELECT w.kind, w.term, w.display, 1 AS delta FROM new_rows AS r
            JOIN old_rows AS o ON o.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE ${columns('r')} IS DISTINCT FROM ${columns('o')}
          UNION ALL
          SELECT w.kind, w.term, w.display, -1 FROM old_rows AS r
            JOIN new_rows AS n ON n.id = r.id
            CROSS JOIN LATERAL search_terms_of(r) AS w
            WHERE ${columns('r')} IS DISTINCT FROM ${columns('n')}`)};
      END IF;
      RETURN NULL;
    END $$`;
}
