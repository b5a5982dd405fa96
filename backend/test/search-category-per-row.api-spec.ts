import { CATEGORY_PER_ROW_CODES_RATIO, CATEGORY_PER_ROW_SHARE } from '../src/businesses/business-search-shape';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness } from './support/dataset-fixture';
import { searchWith } from './support/query-plans';

const names = (body: { name: string }[]) => body.map((business) => business.name);

/** Enough businesses that one holding a word is rarer than CATEGORY_PER_ROW_SHARE, and one that is common. */
const OTHERS = Math.ceil(2 / CATEGORY_PER_ROW_SHARE);

/**
 * A word few businesses hold, beside a category: its matches are read from the words' index and their category
 * tested on each, not ANDed with the bitmap of the whole category; a common word keeps the category's index.
 */
describe('a rare word beside a category', () => {
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

  const search = searchWith(FIXTURES);

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

/** Enough businesses in Berlin's code that Trier's few lie below CATEGORY_PER_ROW_CODES_RATIO of the category. */
const BERLINERS = Math.ceil(3 / CATEGORY_PER_ROW_CODES_RATIO);

/**
 * Categories beside a postal-code prefix whose codes hold few businesses: the codes' rows are read through their index
 * and the category tested on each, not ANDed with the bitmap of the whole category; codes holding many keep it.
 */
describe('categories beside postal codes of few businesses', () => {
  const trier = { postalCode: '54290', city: 'Trier', state: 'Rheinland-Pfalz' };
  const FIXTURES: DatasetBusiness[] = [
    fixtureBusiness(0, { name: 'Kanzlei an der Porta', category: 'Sonstige', ...trier }),
    fixtureBusiness(1, { name: 'Kfz-Werkstatt Mosel', category: 'Auto & Verkehr', ...trier }),
    ...Array.from({ length: BERLINERS }, (_, i) =>
      fixtureBusiness(i + 2, { name: `Berliner Betrieb ${i}`, category: 'Sonstige' }),
    ),
  ];
  const perRow = /\(b\.category = \$\d+\) IS TRUE/;

  const search = searchWith(FIXTURES);

  it("finds the same, and tests the category on the codes' rows in every statement", async () => {
    const queries: Record<string, string>[] = [
      {},
      { query: 'k' },
      { sort: 'newest' },
      { verified: 'true' },
      { sort: 'random' },
    ];
    for (const query of queries) {
      const { result, statements } = await search({ ...query, category: 'Sonstige', city: '54' });
      expect(result.status).toBe(200);
      expect(names(result.body)).toEqual(query.verified === undefined ? ['Kanzlei an der Porta'] : []);
      const withCategory = statements.filter((sql) => sql.includes('b.category ='));
      expect(withCategory.length).toBeGreaterThan(0);
      for (const sql of withCategory) expect(sql).toMatch(perRow);
    }
  });

  it('keeps the category as an index condition in codes holding many', async () => {
    const { result, statements } = await search({ category: 'Sonstige', city: '10' });
    expect(result.headers['x-total-count']).toBe(String(BERLINERS));
    expect(statements.some((sql) => sql.includes('b.category ='))).toBe(true);
    expect(statements.some((sql) => perRow.test(sql))).toBe(false);
  });
});
