import { encodeCursor } from '../src/businesses/business-search';
import { ROW_CHECKED_COUNT_CAP, SPARSE_MATCHES } from '../src/businesses/business-search-plan';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness } from './support/dataset-fixture';
import { searchWith } from './support/query-plans';

/** More verified businesses in one postal code than a count of rows checked stops at. */
const VERIFIED = ROW_CHECKED_COUNT_CAP + 30;

/**
 * Filters in postal codes holding few businesses: no index has the codes beside a page's order, so a page by rating
 * walked the whole directory's rating index past every other code's rows. Up to SPARSE_MATCHES businesses in the codes,
 * their matches are counted whole and the page is sorted from them; the verified mark and a minimum rating are tested
 * on the rows the codes' index finds, not ANDed with an index of half the directory.
 */
describe('filters in postal codes of few businesses', () => {
  const lingen = { postalCode: '49808', city: 'Lingen (Ems)', state: 'Niedersachsen' };
  const FIXTURES: DatasetBusiness[] = [
    ...Array.from({ length: VERIFIED + 20 }, (_, i) =>
      fixtureBusiness(i, {
        name: `Lingener Betrieb ${1000 + i}`,
        verified: i < VERIFIED,
        // One a day from 2024-01-01 on.
        createdAt: new Date(Date.UTC(2024, 0, 1 + i, 10)).toISOString(),
        ...lingen,
      }),
    ),
    ...Array.from({ length: 50 }, (_, i) =>
      fixtureBusiness(VERIFIED + 20 + i, { name: `Berliner Betrieb ${i}`, verified: true }),
    ),
  ];

  const search = searchWith(FIXTURES);

  it('counts the matches of a small code whole, past the cap of rows checked, and sorts their page', async () => {
    expect(VERIFIED + 20).toBeLessThanOrEqual(SPARSE_MATCHES);
    for (const sort of ['rating', 'newest', 'relevance', 'random']) {
      const { result, statements } = await search(
        { city: '49808', verified: 'true', sort, limit: '100' },
        /\bWHERE\b[\s\S]*\bb\.verified\b/,
      );
      expect(result.headers['x-total-count']).toBe(String(VERIFIED));
      expect(result.headers['x-total-count-exact']).toBe('true');
      const found = result.body as { name: string; verified: boolean; postalCode: string }[];
      expect(found).toHaveLength(100);
      expect(found.every((business) => business.verified && business.postalCode === '49808')).toBe(true);
      // The verified mark is tested on the codes' rows in every statement that asks for it.
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) expect(sql).toMatch(/\(b\.verified\) IS TRUE/);
    }
  });

  it('tests a cursor on the few matches sorted, not as an index condition', async () => {
    // Created before 2024-02-01: 31 of Lingen's.
    const cursor = encodeCursor({
      direction: 'after',
      order: 'newest',
      key: ['2024-02-01T00:00:00.000000Z', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
    });
    const { result, statements } = await search(
      { query: 'Lingener', city: '49808', sort: 'newest', cursor, limit: '100' },
      /\(b\.created_at, b\.id\) </,
    );
    const found = result.body as { createdAt: string }[];
    expect(found).toHaveLength(31);
    expect(found.every((business) => business.createdAt < '2024-02-01')).toBe(true);
    expect(statements.length).toBeGreaterThan(0);
    // PostgreSQL ANDed the bitmap of every business before the cursor with the matches' bitmap.
    for (const sql of statements)
      expect(sql).toMatch(/\(\(b\.created_at, b\.id\) < \(\$\d+::timestamptz, \$\d+::uuid\)\) IS TRUE/);
  });

  it('tests a minimum rating on the rows of the codes too, with the same answer', async () => {
    const { result, statements } = await search({ city: '4980', minRating: '1' }, /b\.rating_avg/);
    // None of them is rated: none has at least one star.
    expect(result.headers['x-total-count']).toBe('0');
    expect(statements.length).toBeGreaterThan(0);
    for (const sql of statements) expect(sql).toMatch(/\(\(- b\.rating_avg\) <= \$\d+::numeric AND .*\) IS TRUE/);
  });
});
