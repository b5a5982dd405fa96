import { SearchLookups } from './search-lookups';

/** A source that answers every statement with how many it has been asked so far. */
function countingSource(): { asked: string[]; query<T>(sql: string, params: unknown[]): Promise<T> } {
  const asked: string[] = [];
  return {
    asked,
    query<T>(sql: string, params: unknown[]): Promise<T> {
      asked.push(`${sql} ${JSON.stringify(params)}`);
      return Promise.resolve([{ answer: asked.length }] as T);
    },
  };
}

const lookups = (ttlMs: number): SearchLookups => new SearchLookups({ searchLookupCache: { ttlMs, maxEntries: 100 } });

describe('SearchLookups', () => {
  it('keeps an answer per statement and parameters until forgotten', async () => {
    const source = countingSource();
    const kept = lookups(30_000);
    expect(await kept.query(source, 'SELECT a', ['berlin'])).toEqual([{ answer: 1 }]);
    expect(await kept.query(source, 'SELECT a', ['berlin'])).toEqual([{ answer: 1 }]);
    expect(await kept.query(source, 'SELECT a', ['hamburg'])).toEqual([{ answer: 2 }]);
    expect(await kept.query(source, 'SELECT b', ['berlin'])).toEqual([{ answer: 3 }]);
    expect(source.asked).toHaveLength(3);
    kept.forget();
    expect(await kept.query(source, 'SELECT a', ['berlin'])).toEqual([{ answer: 4 }]);
  });

  it('asks again once an answer is older than its time', async () => {
    const source = countingSource();
    const kept = lookups(20);
    await kept.query(source, 'SELECT a', []);
    await kept.query(source, 'SELECT a', []);
    expect(source.asked).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await kept.query(source, 'SELECT a', []);
    expect(source.asked).toHaveLength(2);
  });

  it('keeps nothing when its time is 0', async () => {
    const source = countingSource();
    const off = lookups(0);
    await off.query(source, 'SELECT a', []);
    await off.query(source, 'SELECT a', []);
    expect(source.asked).toHaveLength(2);
  });
});
