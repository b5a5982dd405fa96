import { COUNT_CAP, SPARSE_MATCHES } from '../src/businesses/business-search-plan';
import { searchStatements } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';

/** Roofers: more than SPARSE_MATCHES hold each of the lexemes "dach" stands for ("dachdeck", "dachsanier", …). */
const ROOFERS = SPARSE_MATCHES + 150;
/** Glaziers: fewer, under the prefix "glas" too. */
const GLAZIERS = 30;

/**
 * One word alone standing for several lexemes: when one of them is held by more than SPARSE_MATCHES, the count is
 * that many in round hundreds, a lower bound read from the vocabulary, not thousands of rows counted one by one.
 */
describe('the count of one word standing for several lexemes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Written by SQL as a bulk import would: the triggers keep the vocabulary.
    await t.dataSource.query(
      `INSERT INTO businesses (name, category, street, postal_code, city, keywords, verified, review_count, rating_sum, source)
       SELECT CASE WHEN i <= $1 THEN 'Dachdeckerei ' ELSE 'Glaserei ' END || i, 'Handwerk & Dienstleistung',
              'Hauptstraße ' || i, lpad((10000 + i % 900)::text, 5, '0'), 'Berlin',
              CASE WHEN i <= $1 THEN 'Dachsanierung, Dachfenster' ELSE 'Glasbau, Glastüren' END,
              i % 7 = 0, i % 5, (i % 5) * (1 + i % 4), 'import'
       FROM generate_series(1, $2) AS i`,
      [ROOFERS, ROOFERS + GLAZIERS],
    );
    await t.dataSource.query('ANALYZE businesses');
    await t.dataSource.query('ANALYZE search_terms');
  });

  afterAll(async () => {
    await t.close();
  });

  it('says "more than" the most-held lexeme in round hundreds, and counts no rows', async () => {
    for (const sort of ['relevance', 'newest', 'rating']) {
      const { result, statements } = await searchStatements(t, { query: 'Dach', sort });
      expect(result.headers['x-total-count']).toBe(String(Math.floor((ROOFERS - 1) / 100) * 100));
      expect(result.headers['x-total-count-exact']).toBe('false');
      expect(result.body).toHaveLength(24);
      for (const business of result.body as { name: string }[]) expect(business.name).toMatch(/^Dachdeckerei /);
      expect(statements.some((sql) => /count\(\*\)/.test(sql))).toBe(false);
      // A lower bound has no last page; the next one is linked.
      expect(result.headers.link).toContain('rel="next"');
      expect(result.headers.link).not.toContain('rel="last"');
    }
  });

  it('links the next page, which goes on without repeats', async () => {
    const first = await searchStatements(t, { query: 'Dach', sort: 'newest', limit: '100' });
    const next = /<([^>]+)>; rel="next"/.exec(first.result.headers.link)?.[1];
    expect(next).toBeDefined();
    const query = Object.fromEntries(new URLSearchParams((next ?? '').split('?')[1]));
    const second = await searchStatements(t, query);
    const seen = new Set([...first.result.body, ...second.result.body].map((business: { id: string }) => business.id));
    expect(seen.size).toBe(200);
  });

  it('still counts exactly when none of the lexemes is held so often', async () => {
    const { result, statements } = await searchStatements(t, { query: 'Glas' });
    expect(result.headers['x-total-count']).toBe(String(GLAZIERS));
    expect(result.headers['x-total-count-exact']).toBe('true');
    expect(statements.some((sql) => /count\(\*\)/.test(sql))).toBe(true);
  });

  it('keeps the exact count of a word standing for one lexeme', async () => {
    const { result } = await searchStatements(t, { query: 'Dachdeckerei' });
    expect(result.headers['x-total-count']).toBe(String(Math.min(ROOFERS, COUNT_CAP)));
    expect(result.headers['x-total-count-exact']).toBe('true');
  });
});
