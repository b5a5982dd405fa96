import {
  CATEGORY_PER_ROW_SHARE,
  PER_ROW_PREFIX_SHARE,
  RATED_PREFIX_SHARE,
} from '../src/businesses/business-search-shape';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness, fixtureReview } from './support/dataset-fixture';
import { explainPlan, searchWith } from './support/query-plans';

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

/** Enough businesses in Berlin's code and category that reading them all would show in a plan. */
const BERLINERS = 40;

/**
 * Categories beside a postal-code prefix: read from idx_businesses_category_postal_code, the category and the codes'
 * range together, not the codes' rows with the category tested on each nor a bitmap of the whole category ANDed
 * with the codes' (docs/benchmarks/search-decisions.md).
 */
describe('categories beside postal codes', () => {
  const trier = { postalCode: '54290', city: 'Trier', state: 'Rheinland-Pfalz' };
  const FIXTURES: DatasetBusiness[] = [
    fixtureBusiness(0, { name: 'Kanzlei an der Porta', category: 'Sonstige', ...trier }),
    fixtureBusiness(1, { name: 'Kfz-Werkstatt Mosel', category: 'Auto & Verkehr', ...trier }),
    ...Array.from({ length: BERLINERS }, (_, i) =>
      fixtureBusiness(i + 2, { name: `Berliner Betrieb ${i}`, category: 'Sonstige' }),
    ),
  ];
  const search = searchWith(FIXTURES);

  it('finds the same, the category and the codes read from their index in every count', async () => {
    const queries: Record<string, string>[] = [
      {},
      { query: 'k' },
      { sort: 'newest' },
      { verified: 'true' },
      { sort: 'random' },
    ];
    for (const query of queries) {
      const { result, calls } = await search({ ...query, category: 'Sonstige', city: '54' });
      expect(names(result.body)).toEqual(query.verified === undefined ? ['Kanzlei an der Porta'] : []);
      // A word as rare as "k" here has its categories tested on its matches (the block above), codes or not.
      if (query.query !== undefined) continue;
      const withCategory = calls.filter(([sql]) => sql.includes('b.category ='));
      expect(withCategory.length).toBeGreaterThan(0);
      for (const [sql] of withCategory) expect(sql).not.toMatch(/\(b\.category = \$\d+\) IS TRUE/);
      const counts = withCategory.filter(([sql]) => /count\(\*\)/.test(sql));
      expect(counts.length).toBeGreaterThan(0);
      // At this size either index of the codes is cheap; the bundled dataset's plan (search-scale) reads the former.
      for (const [sql, params] of counts) {
        const plan = await explainPlan(search.testApp().dataSource, sql, params);
        expect(plan.indexes).toEqual([expect.stringMatching(/^idx_businesses_(category|published)_postal_code$/)]);
      }
    }
  });

  it('counts the category in codes holding many the same way', async () => {
    const { result, statements } = await search({ category: 'Sonstige', city: '10' });
    expect(result.headers['x-total-count']).toBe(String(BERLINERS));
    expect(statements.some((sql) => sql.includes('b.category ='))).toBe(true);
    expect(statements.some((sql) => /\(b\.category = \$\d+\) IS TRUE/.test(sql))).toBe(false);
  });
});

/**
 * A one-letter prefix beside a category and a minimum rating: its words are tested per row and the rating bound is
 * left to the categories' rating index, which reads only the category's businesses rated that well. The words' index
 * read every posting of the letter ("ö" in "Sonstige" with four stars: 156,940 at a million).
 */
describe('a common prefix beside a rated category', () => {
  const rated = (i: number, stars: number, name: string, category = 'Sonstige'): DatasetBusiness =>
    fixtureBusiness(i, { name, category, reviews: [fixtureReview(stars)] });
  const FIXTURES: DatasetBusiness[] = [
    // "o" in a fifth of the businesses: above RATED_PREFIX_SHARE, below PER_ROW_PREFIX_SHARE.
    ...Array.from({ length: 40 }, (_, i) => rated(i, i % 2 === 0 ? 4 : 2, `Orgelbau ${i}`)),
    ...Array.from({ length: 40 }, (_, i) => rated(40 + i, 5, `Obsthof ${i}`, 'Auto & Verkehr')),
    ...Array.from({ length: 320 }, (_, i) => rated(80 + i, 5, `Betrieb ${i}`)),
  ];

  const search = searchWith(FIXTURES);

  it('finds the same, the words tested per row and the rating as the index bound', async () => {
    expect(80 / FIXTURES.length).toBeGreaterThan(RATED_PREFIX_SHARE);
    expect(80 / FIXTURES.length).toBeLessThan(PER_ROW_PREFIX_SHARE);
    for (const sort of ['rating', 'relevance']) {
      const { result, statements } = await search(
        { query: 'ö', category: 'Sonstige', minRating: '4', sort },
        /search_document/,
      );
      expect(result.headers['x-total-count']).toBe('20');
      const found = result.body as { name: string; category: string }[];
      expect(found).toHaveLength(20);
      expect(found.every((business) => business.name.startsWith('Orgelbau') && business.category === 'Sonstige')).toBe(
        true,
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        expect(sql).toMatch(/ts_match_vq\(b\.search_document, /);
        expect(sql).toMatch(/\(- b\.rating_avg\) <= \$\d+::numeric AND b\.rating_sum/);
        expect(sql).not.toMatch(/\) IS TRUE/);
      }
    }
  });

  it('keeps the words in their index without a minimum rating', async () => {
    const { result, statements } = await search({ query: 'ö', category: 'Sonstige' }, /search_document/);
    expect(result.headers['x-total-count']).toBe('40');
    expect(statements.some((sql) => /b\.search_document @@/.test(sql))).toBe(true);
  });
});
