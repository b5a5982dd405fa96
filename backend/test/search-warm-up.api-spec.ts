import request from 'supertest';
import { SearchBudgetSpent, SearchExecutor } from '../src/businesses/business-search-executor';
import { SearchLookups } from '../src/businesses/search-lookups';
import { WARM_UP_SEARCHES, warmUpSearch } from '../src/businesses/search-warm-up';
import { StatisticsCounter } from '../src/statistics/statistics-counter';
import { fixtureBusiness, importFixtures } from './support/dataset-fixture';
import { createTestApp, TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The searches a server sends itself before it listens: answered like any other, and leaving no trace. */
describe('the search warm-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await importFixtures(t, [
      fixtureBusiness(1, { name: 'Salon Schnittig', keywords: 'Friseur', city: 'Berlin', postalCode: '10115' }),
      fixtureBusiness(2, { name: 'Bäckerei Korn', keywords: 'Bäckerei', city: 'Hamburg', postalCode: '20095' }),
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  const countedAppearances = async (): Promise<number> => {
    await t.app.get(StatisticsCounter).flush();
    const [{ total }] = await t.dataSource.query<{ total: number }[]>(
      'SELECT coalesce(sum(search_appearances), 0)::int AS total FROM business_day_stats',
    );
    return total;
  };

  it('sends every search of the list through the whole request path, each answered without a server error', async () => {
    const forget = jest.spyOn(t.app.get(SearchLookups), 'forget');
    const outcome = await warmUpSearch(t.app, { lanes: 3, rounds: 2 });

    // Each search twice, and a detail read with its reviews for each lane's first listed business.
    expect(outcome.requests).toBeGreaterThan(WARM_UP_SEARCHES.length * 2);
    expect(outcome.statuses[200]).toBeGreaterThan(WARM_UP_SEARCHES.length);
    for (const status of Object.keys(outcome.statuses).map(Number)) expect(status).toBeLessThan(500);
    // What the searches looked up is not kept for the first visitors.
    expect(forget).toHaveBeenCalled();
    forget.mockRestore();
  });

  it('goes on warming after searches that spent their budget, as a cold server’s first ones may', async () => {
    // The first search on each lane spends its budget: its client is then declined for the Retry-After.
    const executor = t.app.get(SearchExecutor);
    const run = executor.run.bind(executor);
    let spent = 0;
    const spy = jest.spyOn(executor, 'run').mockImplementation(async (work) => {
      if (spent < 3) {
        spent++;
        throw new SearchBudgetSpent(300);
      }
      return run(work);
    });
    try {
      const outcome = await warmUpSearch(t.app, { lanes: 3, rounds: 1 });
      expect(outcome.statuses[503]).toBe(3);
      // Every other search of the list was answered, none declined for its lane's Retry-After.
      expect(outcome.statuses[200] + (outcome.statuses[400] ?? 0)).toBe(outcome.requests - 3);
    } finally {
      spy.mockRestore();
    }
  });

  it('counts no search appearance for the owners, as a visitor’s search would', async () => {
    const before = await countedAppearances();
    await warmUpSearch(t.app, { lanes: 2, rounds: 1 });
    expect(await countedAppearances()).toBe(before);

    await request(t.server).get('/api/businesses').query({ query: 'Friseur' }).set('User-Agent', BROWSER).expect(200);
    expect(await countedAppearances()).toBe(before + 1);
  });
});
