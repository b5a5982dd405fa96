import type { ResolvedSearch } from './business-search';
import type { Coordinates } from '../places/place-lookup';
import { filters, radiusPlaces } from './business-search-filters';
import {
  CORRECTION_MIN_SIMILARITY,
  COUNT_CAP,
  MAX_CITY_VARIANTS,
  MAX_POSTAL_CODES,
  MAX_PREFIX_LEXEMES,
  OPEN_SAMPLE_ROWS,
  ROW_CHECKED_COUNT_CAP,
} from './business-search-plan';
import {
  ALL_PUBLISHED,
  AT_CITY,
  citiesRelation,
  LISTING_KEY,
  MAX_CHAR,
  postalCodeTerms,
  PUBLISHED,
  Sql,
  SqlParams,
} from './business-search-sql';
import { escapeLike } from '../common/search-text';

/** The stored cities a folded prefix stands for, from the vocabulary (one more than MAX_CITY_VARIANTS at most). */
export function citiesSql(cityPrefix: string): Sql {
  return {
    text: `SELECT term FROM search_terms WHERE kind = 'c' AND documents > 0 AND term >= $1 AND term < $2
       ORDER BY term LIMIT $3`,
    values: [cityPrefix, `${cityPrefix}${MAX_CHAR}`, MAX_CITY_VARIANTS + 1],
  };
}

/** The one prefix of the tsquery text $1 ("'backerei':*" gives backerei), NULL when it is not exactly one prefix. */
const ONE_PREFIX = `SELECT replace((regexp_match(to_tsquery('german', $1)::text, '^''((?:[^'']|'''')*)'':\\*$'))[1], '''''', '''') AS prefix`;

/** The vocabulary's lexemes (kind 'x') held by some business that begin with p.prefix; $2 is MAX_CHAR. */
const PREFIX_LEXEMES = `t.kind = 'x' AND t.documents > 0 AND t.term >= p.prefix AND t.term < p.prefix || $2`;

/**
 * The same without the compounds ("schmidt-bianchi") when the prefix has no hyphen: the parser indexes a compound's
 * parts beside it, so every business holding one also holds a lexeme of its first part, which begins with the prefix.
 * A word shared by many compound names otherwise stands for hundreds of lexemes and stays a prefix.
 */
const SIMPLE_PREFIX_LEXEMES = `${PREFIX_LEXEMES} AND (strpos(p.prefix, '-') > 0 OR strpos(t.term, '-') = 0)`;

/**
 * Each prefix of a tsquery with the lexemes of the vocabulary it stands for (search_terms kind 'x'), up to one more
 * than MAX_PREFIX_LEXEMES: given the lexemes, GIN's fast scan skips through a common word guided by a rare one, where a
 * prefix collects every posting of every lexeme it matches first. The lexemes come from to_tsquery's own stemming.
 */
export function lexemesSql(tsQuery: string): Sql {
  return {
    text: `SELECT q.query::text AS query, p.prefix,
         ARRAY(SELECT t.term FROM search_terms t
               WHERE ${SIMPLE_PREFIX_LEXEMES}
               ORDER BY t.term LIMIT $3) AS terms
       FROM (SELECT to_tsquery('german', $1) AS query) AS q
       LEFT JOIN LATERAL (
         SELECT DISTINCT replace(m[1], '''''', '''') AS prefix
         FROM regexp_matches(q.query::text, '''((?:[^'']|'''')*)'':\\*', 'g') AS m
       ) AS p ON TRUE`,
    values: [tsQuery, MAX_CHAR, MAX_PREFIX_LEXEMES + 1],
  };
}

/**
 * The stored postal codes of published businesses a prefix stands for, up to one more than MAX_POSTAL_CODES: read from
 * idx_businesses_published_postal_code by skipping from one code to the next, not by reading the codes' rows.
 */
export function postalCodesSql(postalCodePrefix: string): Sql {
  const next = (after: string): string =>
    `SELECT b.postal_code::text AS code FROM businesses b
       WHERE ${PUBLISHED} AND b.postal_code LIKE $1${after} ORDER BY b.postal_code USING ~<~ LIMIT 1`;
  return {
    text: `WITH RECURSIVE codes AS (
         (${next('')})
         UNION ALL
         SELECT following.code FROM codes CROSS JOIN LATERAL (${next(' AND b.postal_code ~>~ codes.code')}) AS following
       )
       SELECT code FROM codes LIMIT $2`,
    values: [`${escapeLike(postalCodePrefix)}%`, MAX_POSTAL_CODES + 1],
  };
}

/** Whether some indexed word the one query word is a prefix of is held by more than COUNT_CAP businesses. */
export function wordFrequentSql(search: ResolvedSearch): Sql {
  return {
    text: `SELECT numnode(to_tsquery('german', $1)) > 0 AND EXISTS (
           SELECT 1 FROM search_terms
           WHERE kind = 'w' AND term >= $2 AND term < $2 || $3 AND documents > $4) AS frequent`,
    values: [search.tsQuery, search.words?.[0], MAX_CHAR, COUNT_CAP],
  };
}

/** The vocabulary's lexemes read for one prefix, at most: a one-letter prefix stands for a few hundred. */
const PREFIX_LEXEMES_READ = 5_000;

/**
 * The published businesses holding the lexemes a single query prefix stands for (search_terms kind 'x'): `lexemes`
 * of them, none for a typo, and `documents` held by the most-held one: the count itself when it stands for one, else
 * a lower bound (a business may hold two).
 */
export function lexemeDocumentsSql(tsQuery: string): Sql {
  return {
    text: `SELECT p.prefix, count(x.documents)::int AS lexemes, max(x.documents) AS documents
       FROM (
         ${ONE_PREFIX}
       ) AS p
       LEFT JOIN LATERAL (
         SELECT t.documents FROM search_terms t
         WHERE ${SIMPLE_PREFIX_LEXEMES} LIMIT $3
       ) AS x ON TRUE
       GROUP BY p.prefix`,
    values: [tsQuery, MAX_CHAR, PREFIX_LEXEMES_READ],
  };
}

/**
 * The top-rated names holding the lexemes the one query prefix stands for (search_terms kind 't'), summed per lexeme
 * (a name holding two counts twice); 0 when the query is not one prefix.
 */
export function topRatedNamesSql(tsQuery: string): Sql {
  return {
    text: `SELECT (SELECT coalesce(sum(t.documents), 0)::int FROM (
           SELECT t.documents FROM search_terms t
           WHERE t.kind = 't' AND t.documents > 0 AND t.term >= p.prefix AND t.term < p.prefix || $2 LIMIT $3
         ) AS t) AS names
       FROM (
         ${ONE_PREFIX}
       ) AS p`,
    values: [tsQuery, MAX_CHAR, PREFIX_LEXEMES_READ],
  };
}

/**
 * How often the lexemes the one query prefix stands for are held, summed per lexeme (search_terms kind 'x': what the
 * words index reads for it), per published business (kind 'n', 'all').
 */
export function prefixShareSql(tsQuery: string): Sql {
  return {
    text: `SELECT coalesce(sum(x.documents), 0)::float8
         / greatest(${ALL_PUBLISHED}, 1) AS share
       FROM (
         ${ONE_PREFIX}
       ) AS p
       CROSS JOIN LATERAL (
         SELECT t.documents FROM search_terms t
         WHERE ${PREFIX_LEXEMES} LIMIT $3
       ) AS x`,
    values: [tsQuery, MAX_CHAR, PREFIX_LEXEMES_READ],
  };
}

/**
 * Whether some word the one query prefix stands for is held by more than `threshold` of the place's published
 * businesses (search_terms kinds 'l' per city and 'g' per point, summed over the place: each business lies in one).
 */
export function frequentInPlaceSql(search: ResolvedSearch, threshold = ROW_CHECKED_COUNT_CAP): Sql {
  const params = new SqlParams();
  const { near, cities } = search;
  const places = near !== undefined ? radiusPlaces(search, params) : `${params.add(cities)}::text[]`;
  const kind = near !== undefined ? 'g' : 'l';
  // The place's words the query's one prefix stands for: a range of the vocabulary's key per place.
  const lexeme = `(regexp_match(to_tsquery('german', ${params.add(search.tsQuery)})::text, '^''([^'']+)'':\\*$'))[1]`;
  return params.sql(`SELECT EXISTS (
         SELECT 1 FROM (SELECT place || '|' || ${lexeme} AS prefix, length(place) + 2 AS word_start
           FROM unnest(${places}) AS place) AS q
         CROSS JOIN LATERAL (
           SELECT t.term, t.documents FROM search_terms t
           WHERE t.kind = '${kind}' AND t.term >= q.prefix AND t.term < q.prefix || ${params.add(MAX_CHAR)} AND t.documents > 0
         ) AS t
         GROUP BY substr(t.term, q.word_start)
         HAVING sum(t.documents) > ${params.add(threshold)}
       ) AS frequent`);
}

/**
 * How many of the first OPEN_SAMPLE_ROWS in the listing order of the search's places (without "open now" and the
 * words) are open at its minute, and how many businesses the cities searched hold (0 without cities). Of several
 * cities the first of each are read city by city and the first of those kept: the same rows, where one walk of the
 * listing order tested every business of the directory before them for its city ("Lin": Linz, Lingen, Lindau).
 */
export function openSampleSql(search: ResolvedSearch): Sql {
  const params = new SqlParams();
  const cities = search.cities ?? [];
  const eachCity = cities.length > 1;
  const sampled = { ...search, openAt: undefined, ...(eachCity ? { cities: undefined, cityPrefix: undefined } : {}) };
  const conditions = filters(sampled, params);
  const minute = params.add(search.openAt?.minuteOfWeek);
  const listing = LISTING_KEY.join(', ');
  const rows = eachCity
    ? `SELECT first.open_week FROM ${citiesRelation(cities, params)} CROSS JOIN LATERAL (
         SELECT b.open_week, ${LISTING_KEY.map((key, i) => `${key} AS k${i}`).join(', ')} FROM businesses b
         WHERE ${[AT_CITY, ...conditions].join(' AND ')} ORDER BY ${listing} LIMIT ${OPEN_SAMPLE_ROWS}) AS first
       ORDER BY ${LISTING_KEY.map((_key, i) => `first.k${i}`).join(', ')} LIMIT ${OPEN_SAMPLE_ROWS}`
    : `SELECT b.open_week FROM businesses b WHERE ${conditions.join(' AND ')}
         ORDER BY ${listing} LIMIT ${OPEN_SAMPLE_ROWS}`;
  return params.sql(`SELECT count(*) FILTER (WHERE sample.open_week @> ${minute}::integer)::int AS open, count(*)::int AS sampled,
         (SELECT coalesce(sum(t.documents), 0)::int FROM search_terms t
          WHERE t.kind = 'c' AND t.term = ANY(${params.add(cities)}::text[])) AS businesses
       FROM (${rows}) AS sample`);
}

/** When the businesses' statistics were last made (ANALYZE or autovacuum's): the hours' shares are read anew then. */
export const BUSINESSES_ANALYZED_SQL: Sql = {
  text: `SELECT greatest(pg_stat_get_last_analyze_time('businesses'::regclass),
  pg_stat_get_last_autoanalyze_time('businesses'::regclass))::text AS analyzed`,
  values: [],
};

/** The businesses of a postal-code prefix's codes (the vocabulary's numbers): how their matches are counted (planCount). */
export function postalCodeRowsSql(postalCodePrefix: string): Sql {
  const params = new SqlParams();
  return params.sql(`SELECT (SELECT coalesce(sum(t.documents), 0) FROM search_terms t
     WHERE t.kind = 'n' AND ${postalCodeTerms(postalCodePrefix, params)})::float8 AS codes`);
}

/** The share of businesses open at some minute of each hour of the week, from ANALYZE's statistics of the hours' index. */
export const OPEN_HOUR_SHARES_SQL: Sql = {
  text: `SELECT s.most_common_elems::text::smallint[] AS hours, s.most_common_elem_freqs AS shares
  FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = 'idx_businesses_open_hours'`,
  values: [],
};

/** Query words shorter than this are never corrected: too few trigrams to tell a typo from another word. */
export const CORRECTION_MIN_LENGTH = 3;

/**
 * Query words against the vocabulary: whether each is a stop word, the prefix of an indexed word, and, for a word that
 * is neither and might be corrected, the most similar indexed word (the more frequent on a tie). The similar ones are
 * found through idx_search_terms_word_trgm (GIN) by pg_trgm's `%`, whose threshold (pg_trgm.similarity_threshold,
 * 0.3) lies below CORRECTION_MIN_SIMILARITY: a nearest-neighbour walk of a GiST index measured every word of the
 * vocabulary, per query word.
 */
export function checkWordsSql(words: readonly string[]): Sql {
  return {
    text: `SELECT q.word, q."stopWord", q.known, best.term, best.display
       FROM (SELECT q.word, q.position,
           numnode(to_tsquery('german', '''' || q.word || ''':*')) = 0 AS "stopWord",
           EXISTS (SELECT 1 FROM search_terms t
                   WHERE t.kind = 'w' AND t.documents > 0 AND t.term >= q.word AND t.term < q.word || $2) AS known
         FROM unnest($1::text[]) WITH ORDINALITY AS q(word, position)) AS q
       LEFT JOIN LATERAL (
         SELECT t.term, t.display FROM search_terms t
         WHERE NOT q.known AND NOT q."stopWord" AND length(q.word) >= $4
           AND t.kind = 'w' AND t.documents > 0 AND t.term % q.word AND similarity(t.term, q.word) >= $3
         ORDER BY similarity(t.term, q.word) DESC, t.documents DESC LIMIT 1
       ) AS best ON TRUE
       ORDER BY q.position`,
    values: [words, MAX_CHAR, CORRECTION_MIN_SIMILARITY, CORRECTION_MIN_LENGTH],
  };
}

/** Cities whose businesses lie in more regions than this are not looked at as a whole for "open now" on a holiday. */
export const MAX_CITY_REGIONS = 16;

/**
 * The countries and states (`''` for none) the published businesses of these cities lie in, each once, up to one more
 * than MAX_CITY_REGIONS: a skip scan of idx_businesses_city_region, one index seek per region.
 */
export function cityRegionsSql(cities: readonly string[]): Sql {
  const key = `b.city_folded, b.country, coalesce(b.state, '')`;
  return {
    text: `WITH RECURSIVE region (city, country, state, n) AS (
        (SELECT ${key}, 1 FROM businesses b WHERE b.city_folded = ANY($1::text[]) AND b.city_folded IS NOT NULL AND ${PUBLISHED}
         ORDER BY ${key} LIMIT 1)
        UNION ALL
        SELECT next.*, region.n + 1 FROM region CROSS JOIN LATERAL (
          SELECT ${key} FROM businesses b
          WHERE b.city_folded = ANY($1::text[]) AND b.city_folded IS NOT NULL AND ${PUBLISHED}
            AND (${key}) > (region.city, region.country, region.state)
          ORDER BY ${key} LIMIT 1) AS next
        WHERE region.n <= $2)
      SELECT DISTINCT country, state FROM region`,
    values: [cities, MAX_CITY_REGIONS],
  };
}

/**
 * Which of the radius' points hold a published business, as their positions in `points` (from 1): of the place
 * dataset's points within a radius many hold none, and each statement of the search would look every one of them up.
 * Asked here with index scans on, one index-only probe of idx_businesses_point each: inside a count that turns them
 * off (countsByLookup) the same test read every business at each point.
 */
export function heldPointsSql(points: readonly Coordinates[]): Sql {
  return {
    text: `SELECT coalesce(array_agg(point.i::int ORDER BY point.i), '{}') AS held
      FROM unnest($1::float8[], $2::float8[]) WITH ORDINALITY AS point(latitude, longitude, i)
      WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.latitude = point.latitude AND b.longitude = point.longitude
        AND b.latitude IS NOT NULL AND ${PUBLISHED})`,
    values: [points.map((point) => point.latitude), points.map((point) => point.longitude)],
  };
}
