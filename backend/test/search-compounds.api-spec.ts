import { MAX_PREFIX_LEXEMES } from '../src/businesses/business-search-plan';
import { DatasetBusiness } from '../src/import/dataset';
import { fixtureBusiness, importFixtures } from './support/dataset-fixture';
import { searchStatements } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';

/** Second parts of compound names, more than a prefix is expanded into. */
const PARTS = Array.from({ length: MAX_PREFIX_LEXEMES + 4 }, (_, i) => `Zweig${String.fromCharCode(97 + i)}`);

/**
 * Compound names ("Müller-Yılmaz", "Bäckerei-Café") are indexed as a whole and by their parts. A word shared by many
 * of them stands for one lexeme of its own and hundreds of compounds; the compounds add no business the part does not
 * already find, so the vocabulary's lookups leave them out: the word's count comes from the vocabulary and its lexemes
 * are searched as lexemes, not as a prefix.
 */
describe('search by a word that many compound names share', () => {
  let t: TestApp;
  const FIXTURES: DatasetBusiness[] = [
    fixtureBusiness(0, { name: 'Verbundprobe Stammhaus', city: 'Leipzig', postalCode: '04109' }),
    ...PARTS.map((part, i) => fixtureBusiness(i + 1, { name: `Verbundprobe-${part} Immobilien` })),
    fixtureBusiness(99, { name: 'Anderer Betrieb Immobilien' }),
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await importFixtures(t, FIXTURES);
  });

  afterAll(async () => {
    await t.close();
  });

  const search = (query: Record<string, string>) => searchStatements(t, { limit: '100', ...query });
  const namesOf = (body: { name: string }[]) => body.map((business) => business.name).sort();

  it('finds every compound by the shared word, counted from the vocabulary', async () => {
    const { result, statements } = await search({ query: 'Verbundprobe' });
    expect(result.headers['x-total-count']).toBe(String(PARTS.length + 1));
    expect(namesOf(result.body)).toEqual(namesOf(FIXTURES.slice(0, PARTS.length + 1)));
    // The count is the one lexeme's: no statement counts the matching rows.
    expect(statements.some((sql) => /SELECT count\(\*\)/.test(sql) && sql.includes('search_document @@'))).toBe(false);
  });

  it('searches the shared word as its lexemes beside another word, finding the same', async () => {
    const { result, calls } = await search({ query: 'Verbundprobe Immobilien' });
    expect(namesOf(result.body)).toEqual(namesOf(FIXTURES.slice(1, PARTS.length + 1)));
    const queries = calls.flatMap(([, parameters]) => parameters).filter((value) => typeof value === 'string');
    expect(queries.some((value) => value.includes("'verbundprob' )"))).toBe(true);
    expect(queries.some((value) => value.includes("'verbundprob':*"))).toBe(false);
  });

  it('keeps the compounds for a word with a hyphen', async () => {
    const { result } = await search({ query: `Verbundprobe-${PARTS[3]}` });
    expect(namesOf(result.body)).toEqual([`Verbundprobe-${PARTS[3]} Immobilien`]);
    expect(result.headers['x-total-count']).toBe('1');
  });

  it('finds the compounds of a prefix typed so far', async () => {
    const { result } = await search({ query: 'Verbundpro' });
    expect(result.headers['x-total-count']).toBe(String(PARTS.length + 1));
  });
});
