import { readFileSync } from 'node:fs';
import request from 'supertest';
import { HOME_CATEGORIES, HOME_CATEGORY_NAMES } from '../src/businesses/business-constants';
import { foldSearchText } from '../src/common/search-text';
import { SearchReader } from '../src/database/database-reader';
import { BUNDLED_DATASET_PATH, DatasetBusiness } from '../src/import/dataset';
import { captureStatements } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';

/** Search quality on a copy of the bundled dataset (1,824 businesses). */
describe('search quality on the bundled dataset', () => {
  let t: TestApp;
  const dataset: DatasetBusiness[] = JSON.parse(readFileSync(BUNDLED_DATASET_PATH, 'utf8'));

  beforeAll(async () => {
    t = await createTestApp({}, { dataset: true });
  });

  afterAll(async () => {
    await t.close();
  });

  interface Listed {
    id: string;
    name: string;
    category: string;
    city: string;
    postalCode: string;
    description: string | null;
    services: string | null;
    keywords: string | null;
  }

  async function search(query: Record<string, string>): Promise<{ body: Listed[]; total: number }> {
    const response = await request(t.server).get('/api/businesses').query(query).expect(200);
    return { body: response.body, total: Number(response.headers['x-total-count']) };
  }

  const text = (b: Listed): string =>
    foldSearchText([b.name, b.category, b.description, b.services, b.keywords, b.city].join(' '));

  it('holds all 1,824 businesses', async () => {
    expect(dataset).toHaveLength(1824);
    expect((await search({})).total).toBe(1824);
  });

  it.each(['Bäckerei', 'Backerei', 'Baeckerei', 'bäck', 'BÄCKEREI'])('finds bakeries for "%s"', async (query) => {
    const { body, total } = await search({ query, limit: '100' });
    expect(total).toBeGreaterThanOrEqual(10);
    for (const business of body) expect(text(business)).toMatch(/back/);
    expect(body.slice(0, 5).every((b) => /b(ä|ae|a)ck/i.test(b.name))).toBe(true);
  });

  const inMunich = dataset.filter((b) => b.city === 'München').length;

  it.each(['München', 'münchen', 'Muenchen', 'munchen'])(
    'finds exactly the München entries for city "%s"',
    async (city) => {
      const { body, total } = await search({ city, limit: '100' });
      expect(total).toBe(inMunich);
      expect(new Set(body.map((b) => b.city))).toEqual(new Set(['München']));
    },
  );

  it.each(['Muenchen', 'münchen'])('finds München for the query "%s"', async (query) => {
    const { body, total } = await search({ query, limit: '100' });
    expect(total).toBeGreaterThanOrEqual(inMunich);
    expect(body.filter((b) => b.city === 'München').length).toBeGreaterThan(body.length / 2);
  });

  it('matches a postal-code prefix', async () => {
    const expected = dataset.filter((b) => b.postalCode.startsWith('803')).length;
    expect(expected).toBeGreaterThan(0);
    const { body, total } = await search({ city: '803', limit: '100' });
    expect(total).toBe(expected);
    for (const business of body) expect(business.postalCode.startsWith('803')).toBe(true);
  });

  it.each(HOME_CATEGORY_NAMES)('finds businesses for the home tile "%s"', async (tile) => {
    const { body, total } = await search({ category: tile, limit: '100' });
    expect(total).toBeGreaterThan(0);
    const allowed: readonly string[] = HOME_CATEGORIES[tile].categories;
    for (const business of body) expect(allowed).toContain(business.category);
  });

  it('finds the finance and travel trades for their tiles', async () => {
    const finance = await search({ category: 'Finanzdienstleistungen', limit: '100' });
    expect(finance.body.some((b) => /Steuer/.test(b.name))).toBe(true);
    expect(finance.body.some((b) => /Versicherung/.test(b.name))).toBe(true);
    expect(finance.body.some((b) => /Rechtsanwalt|Bestattung|Druckerei/.test(b.name))).toBe(false);
    const travel = await search({ category: 'Tourismus & Reisen', limit: '100' });
    expect(travel.body.some((b) => /Hotel/.test(b.name))).toBe(true);
    expect(travel.body.some((b) => /Reise/.test(b.name))).toBe(true);
  });

  it.each([
    ['Berlin', 'Berlin'],
    ['Hamburg', 'Hamburg'],
    ['München', 'München'],
    ['Köln', 'Köln'],
    ['Frankfurt', 'Frankfurt am Main'],
  ])('finds businesses for the quick city "%s" (the start of the city name)', async (city, stored) => {
    const prefix = foldSearchText(city);
    const { body, total } = await search({ city, limit: '100' });
    expect(total).toBe(dataset.filter((b) => foldSearchText(b.city).startsWith(prefix)).length);
    expect(body.filter((b) => b.city === stored).length).toBeGreaterThan(0);
    for (const business of body) expect(foldSearchText(business.city).startsWith(prefix)).toBe(true);
  });

  it('ranks an exact name match first', async () => {
    expect((await search({ query: 'Bäckerei Sonnenschein' })).body[0].name).toBe('Bäckerei Sonnenschein');
    expect((await search({ query: 'bäckerei sonnenschein' })).body[0].name).toBe('Bäckerei Sonnenschein');
    for (const sample of [dataset[100], dataset[900], dataset[1500]]) {
      expect((await search({ query: sample.name })).body[0].name).toBe(sample.name);
    }
  });

  it('pages through a city without gaps or repeats', async () => {
    const expected = dataset.filter((b) => b.city === 'Berlin').length;
    const ids = new Set<string>();
    for (let page = 1; page <= Math.ceil(expected / 50); page++) {
      for (const business of (await search({ city: 'Berlin', limit: '50', page: String(page) })).body) {
        ids.add(business.id);
      }
    }
    expect(ids.size).toBe(expected);
  });

  it('picks three distinct random businesses', async () => {
    const { body, total } = await search({ sort: 'random', limit: '3' });
    expect(total).toBe(1824);
    expect(new Set(body.map((b) => b.id)).size).toBe(3);
  });

  it('picks other businesses each time, by probes of the id space without a sample of the table', async () => {
    const picks = new Set<string>();
    const { statements } = await captureStatements(t.app.get(SearchReader), async () => {
      for (let i = 0; i < 5; i++) {
        const { body } = await search({ sort: 'random', limit: '3' });
        expect(body).toHaveLength(3);
        for (const business of body) picks.add(business.id);
      }
    });
    // 15 picks of 1,824: fewer than 10 distinct would mean the same few every time.
    expect(picks.size).toBeGreaterThanOrEqual(10);
    const ids = new Set(dataset.map((b) => b.id));
    expect([...picks].every((id) => ids.has(id))).toBe(true);
    expect(statements.some((sql) => sql.includes('WITH ORDINALITY AS probe'))).toBe(true);
    expect(statements.some((sql) => sql.includes('TABLESAMPLE'))).toBe(false);
  });
});
