import { MAX_PREFIX_LEXEMES, ROW_CHECKED_COUNT_CAP } from '../src/businesses/business-search-plan';
import { WALKED_PREFIX_SHARE } from '../src/businesses/business-search-shape';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness } from './support/dataset-fixture';
import { searchWith } from './support/query-plans';

/** More matches in the cities than a count of rows checked stops at: the page walks the cities' listing. */
const IN_CITIES = ROW_CHECKED_COUNT_CAP + 100;

/** More words beginning with "ver" than MAX_PREFIX_LEXEMES: the prefix "Vers" is not sent as its lexemes. */
const VER_WORDS = Array.from({ length: MAX_PREFIX_LEXEMES + 5 }, (_, i) => `Verband${String.fromCharCode(97 + i)}x`);

const PER_ROW = /ts_match_vq\(b\.search_document, /;

/** Each statement tests the document per row and never through its index. */
function expectDocumentPerRow(statements: readonly string[]): void {
  expect(statements.length).toBeGreaterThan(0);
  for (const sql of statements) {
    expect(sql).toMatch(PER_ROW);
    expect(sql).not.toMatch(/b\.search_document @@/);
  }
}

/**
 * A word many businesses of the cities hold is walked in the cities' listing order, its document tested on each row
 * passed (ts_match_vq). With `@@` PostgreSQL could AND the cities' bitmap with every match of the prefix in the country
 * (an index of cities and documents): "Vers" in the seven "Bad" cities read every "ver…" of a million businesses, past the
 * search's budget. The names keep their index: few businesses are named so.
 */
describe('words walked in the listing of cities', () => {
  const homburg = { city: 'Bad Homburg', postalCode: '61348', state: 'Hessen' };
  const honnef = { city: 'Bad Honnef', postalCode: '53604', state: 'Nordrhein-Westfalen' };
  const insurer = (i: number, place: object, name = `Agentur ${1000 + i}`): DatasetBusiness =>
    fixtureBusiness(i, { name, description: `Versicherungen und ${VER_WORDS[i % VER_WORDS.length]}.`, ...place });
  const FIXTURES: DatasetBusiness[] = [
    ...Array.from({ length: IN_CITIES }, (_, i) => insurer(i, i % 4 === 3 ? honnef : homburg)),
    insurer(IN_CITIES, homburg, 'Versmold Beratung'),
    // The same word elsewhere, and other businesses in the cities.
    ...Array.from({ length: 30 }, (_, i) => insurer(IN_CITIES + 1 + i, {})),
    ...Array.from({ length: 30 }, (_, i) => fixtureBusiness(IN_CITIES + 31 + i, homburg)),
  ];

  const search = searchWith(FIXTURES);
  const inCities = (found: { city: string }[]): boolean =>
    found.every((business) => business.city === 'Bad Homburg' || business.city === 'Bad Honnef');

  it('tests the document per row on the walk of several cities, the name by its index', async () => {
    // A random pick's candidates are a page in listing order.
    for (const sort of ['relevance', 'random']) {
      const { result, statements } = await search({ query: 'Vers', city: 'Bad Ho', sort }, /search_document/);
      expect(result.headers['x-total-count-exact']).toBe('false');
      const found = result.body as { name: string; city: string }[];
      expect(found).toHaveLength(24);
      expect(inCities(found)).toBe(true);
      if (sort === 'relevance') expect(found[0].name).toBe('Versmold Beratung');
      expectDocumentPerRow(statements);
    }
  });

  it('keeps the index of a word sent as its few lexemes', async () => {
    const { result, statements } = await search({ query: 'Versicherungen', city: 'Bad Ho' }, /search_document/);
    expect(result.headers['x-total-count-exact']).toBe('false');
    expect((result.body as { city: string }[]).every((business) => business.city.startsWith('Bad Ho'))).toBe(true);
    expect(statements.length).toBeGreaterThan(0);
    for (const sql of statements) expect(sql).not.toMatch(PER_ROW);
  });

  it('does so in one city too', async () => {
    const { result, statements } = await search({ query: 'Vers', city: 'Bad Homburg' }, /search_document/);
    expect(result.headers['x-total-count-exact']).toBe('false');
    const found = result.body as { city: string }[];
    expect(found).toHaveLength(24);
    expect(found.every((business) => business.city === 'Bad Homburg')).toBe(true);
    expectDocumentPerRow(statements);
  });
});

/**
 * One short prefix (searched as a prefix, its share of the directory read) whose few words many businesses hold: sent
 * as its lexemes to the cities' words index, but on a walk of the city's listing the document is tested per row. With
 * `@@` PostgreSQL ANDed the city with the prefix's postings in the whole country ("Fah" in Nürnberg: 62,767).
 */
describe('a short prefix many hold, walked in one city', () => {
  const homburg = { city: 'Bad Homburg', postalCode: '61348', state: 'Hessen' };
  const ELSEWHERE = 2500;
  const FIXTURES: DatasetBusiness[] = [
    ...Array.from({ length: IN_CITIES }, (_, i) =>
      fixtureBusiness(i, { name: `Fahrschule ${1000 + i}`, description: 'Fahrschule für alle Klassen.', ...homburg }),
    ),
    ...Array.from({ length: ELSEWHERE }, (_, i) => fixtureBusiness(IN_CITIES + i)),
  ];
  const search = searchWith(FIXTURES);

  it('holds the word in a share between the walked and the per-row thresholds', () => {
    const share = IN_CITIES / (IN_CITIES + ELSEWHERE);
    expect(share).toBeGreaterThanOrEqual(WALKED_PREFIX_SHARE);
    expect(share).toBeLessThan(0.25);
  });

  it('tests "Fah" per row on the walk, for a page and a random pick', async () => {
    for (const sort of ['relevance', 'random']) {
      const { result, statements } = await search({ query: 'Fah', city: 'Bad Homburg', sort }, /search_document/);
      const found = result.body as { name: string; city: string }[];
      expect(found).toHaveLength(24);
      expect(found.every((business) => business.city === 'Bad Homburg')).toBe(true);
      expectDocumentPerRow(statements.filter((sql) => /ORDER BY/.test(sql) && !/count\(/.test(sql)));
    }
  });

  it('keeps the index for a prefix of four letters, whose share is not read', async () => {
    const { result, statements } = await search({ query: 'Fahr', city: 'Bad Homburg' }, /search_document/);
    expect(result.body as unknown[]).toHaveLength(24);
    expect(statements.length).toBeGreaterThan(0);
    for (const sql of statements) expect(sql).not.toMatch(PER_ROW);
  });
});

/**
 * A short prefix nearly every business holds is tested per row, in the names too: their tier is walked city by city
 * like the words' tier. Walked in the listing of the whole directory with the cities as a filter, it passed 196,643
 * rows for "u" in the eleven "Ba" cities on a Monday evening, past the search's budget.
 */
describe('a short prefix tested per row in several cities', () => {
  const homburg = { city: 'Bad Homburg', postalCode: '61348', state: 'Hessen' };
  const honnef = { city: 'Bad Honnef', postalCode: '53604', state: 'Nordrhein-Westfalen' };
  const FIXTURES: DatasetBusiness[] = Array.from({ length: IN_CITIES }, (_, i) =>
    fixtureBusiness(i, {
      name: i % 10 === 0 ? `Fahrschule ${1000 + i}` : `Agentur ${1000 + i}`,
      description: 'Fahrten und Fahrstunden für alle Klassen.',
      ...(i % 2 === 0 ? homburg : honnef),
    }),
  );
  const search = searchWith(FIXTURES);

  it('walks the names city by city, not the whole listing with the cities as a filter', async () => {
    const { result, statements } = await search({ query: 'Fa', city: 'Bad Ho' }, /UNION ALL/);
    const found = result.body as { name: string }[];
    expect(found).toHaveLength(24);
    // A tenth are named so: more than a page, and their tier comes first.
    expect(found.every((business) => business.name.startsWith('Fahrschule'))).toBe(true);
    const nameBranches = statements
      .flatMap((sql) => sql.split('UNION ALL'))
      .filter(
        (branch) => branch.includes('ts_match_vq(b.name_document, ') && !branch.includes('NOT (ts_match_vq(b.name'),
      );
    expect(nameBranches.length).toBeGreaterThan(0);
    for (const branch of nameBranches) {
      expect(branch).toContain('b.city_folded = city.city_folded');
      expect(branch).not.toContain('b.city_folded = ANY(');
    }
  });
});
