import { CATEGORY_PER_ROW_SHARE } from '../src/businesses/business-search-shape';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness, importFixtures } from './support/dataset-fixture';
import { searchStatements } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';

/** Enough businesses that one holding a word is rarer than CATEGORY_PER_ROW_SHARE, and one that is common. */
const OTHERS = Math.ceil(2 / CATEGORY_PER_ROW_SHARE);

/**
 * A word few businesses hold, beside a category: its matches are read from the words' index and their category
 * tested on each, not ANDed with the bitmap of the whole category; a common word keeps the category's index.
 */
describe('a rare word beside a category', () => {
  let t: TestApp;
  const FIXTURES: DatasetBusiness[] = [
    fixtureBusiness(0, { name: 'Schreinerei Holzwurm', category: 'Handwerk & Dienstleistung' }),
    fixtureBusiness(1, { name: 'Schreinerei am Markt', category: 'Sonstige' }),
    ...Array.from({ length: OTHERS }, (_, i) =>
      fixtureBusiness(i + 2, {
        name: `Betrieb ${i} Gemeinschaft`,
        category: i % 2 === 0 ? 'Sonstige' : 'Auto & Verkehr',
      }),
    ),
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await importFixtures(t, FIXTURES);
  });

  afterAll(async () => {
    await t.close();
  });

  const search = (query: Record<string, string>) => searchStatements(t, query, /\bbusinesses b\b/);
  const names = (body: { name: string }[]) => body.map((business) => business.name);

  it('finds the same, and tests the category on the rows of the word in every statement', async () => {
    for (const sort of ['relevance', 'newest', 'rating']) {
      const { result, statements } = await search({ query: 'Schreinerei', category: 'Sonstige', sort });
      expect(names(result.body)).toEqual(['Schreinerei am Markt']);
      expect(result.headers['x-total-count']).toBe('1');
      // Every statement that asks for the category (the rows fetched by id at the end do not).
      const withCategory = statements.filter((sql) => sql.includes('b.category ='));
      expect(withCategory.length).toBeGreaterThan(0);
      for (const sql of withCategory) expect(sql).toMatch(/\(b\.category = \$\d+\) IS TRUE/);
    }
  });

  it('keeps the category as an index condition beside a common word', async () => {
    const { result, statements } = await search({ query: 'Gemeinschaft', category: 'Sonstige' });
    expect(result.headers['x-total-count']).toBe(String(OTHERS / 2));
    expect(statements.some((sql) => /\(b\.category = \$\d+\) IS TRUE/.test(sql))).toBe(false);
  });
});
