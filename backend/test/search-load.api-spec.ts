import type { LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { encodeCursor } from '../src/businesses/business-search';
import { SEARCH_DECLINE_DELAY_MS, SEARCH_RETRY_AFTER_SECONDS } from '../src/businesses/search-admission';
import { createTestApp, TestApp } from './support/test-app';
import {
  CURSOR_MESSAGE,
  SHORT_CITY_MESSAGE,
  SHORT_POSTAL_CODE_MESSAGE,
  SEARCH_BUDGET_MESSAGE,
  SEARCH_BUSY_MESSAGE,
} from '../src/businesses/business-messages';

/** A request as the visitor at `address` sends it (Fastify's inject: no socket, the address is the client's). */
function from(t: TestApp, address: string, url: string): Promise<LightMyRequestResponse> {
  return t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, remoteAddress: address });
}

/**
 * Holds `table` with an ACCESS EXCLUSIVE lock on a connection of its own until `release()`: every statement that
 * reads it waits, as a slow statement would, and holds its connection meanwhile.
 */
async function holdTable(t: TestApp, table: string): Promise<{ release(): Promise<void> }> {
  const options = t.dataSource.options as { url: string };
  const client = new Client({ connectionString: options.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** Waits until `count` search connections wait for a lock: the searches sent are then held in the database. */
async function searchesWaiting(t: TestApp, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [{ waiting }] = await t.dataSource.query<{ waiting: number }[]>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'branchenbuch-search' AND wait_event_type = 'Lock'`,
    );
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`${waiting} of ${count} searches wait for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectDeclined(answer: LightMyRequestResponse, message: string): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(SEARCH_RETRY_AFTER_SECONDS));
  expect(answer.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message });
}

/** A published business of the bundled dataset, for detail and review reads. */
async function someBusinessId(t: TestApp): Promise<string> {
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `SELECT id FROM businesses WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  return row.id;
}

describe('a search within its budget', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_BUDGET_MS: '200', SEARCH_LOOKUP_CACHE_SECONDS: '0' }, { dataset: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a search whose statement outlasts the budget 503 with Retry-After and a German message', async () => {
    const held = await holdTable(t, 'businesses');
    try {
      const started = Date.now();
      const answer = await from(t, '127.0.0.2', '/api/businesses?query=friseur&city=Berlin');
      expectDeclined(answer, SEARCH_BUDGET_MESSAGE);
      // The statement was cancelled at the budget, not at DB_STATEMENT_TIMEOUT_MS (15 s).
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await held.release();
    }
    // The client waits for the Retry-After it was sent; the connection the search used serves the next client.
    expectDeclined(await from(t, '127.0.0.2', '/api/businesses?query=friseur'), SEARCH_BUSY_MESSAGE);
    expect((await from(t, '127.0.0.9', '/api/businesses?query=friseur&city=Berlin')).statusCode).toBe(200);
  });

  it('answers a landing page whose search outlasts the budget 503 as well', async () => {
    const [landing] = await t.dataSource.query<{ trade: string; city: string }[]>(
      `SELECT trade_slug AS trade, city_slug AS city FROM landing_pages ORDER BY business_count DESC LIMIT 1`,
    );
    const held = await holdTable(t, 'businesses');
    try {
      expectDeclined(
        await from(t, '127.0.0.8', `/api/landing-pages/${landing.trade}/${landing.city}`),
        SEARCH_BUDGET_MESSAGE,
      );
    } finally {
      await held.release();
    }
  });
});

describe('searches one client or all clients may run at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {
        // Long enough that the held searches stay held while the test looks; the lock ends them first.
        SEARCH_BUDGET_MS: '20000',
        SEARCH_LOOKUP_CACHE_SECONDS: '0',
        SEARCH_CONCURRENCY_PER_CLIENT: '2',
        SEARCH_CONCURRENCY: '4',
        DB_POOL_SIZE: '3',
      },
      { dataset: true },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('declines a client past its concurrent searches with 503 while another client is served', async () => {
    // The vocabulary (search_terms) is read by every search's lookups and by no detail read.
    const held = await holdTable(t, 'search_terms');
    let pending: Promise<LightMyRequestResponse>[] = [];
    try {
      pending = [
        from(t, '127.0.0.3', '/api/businesses?query=friseur'),
        from(t, '127.0.0.3', '/api/businesses?query=zahnarzt'),
      ];
      await searchesWaiting(t, 2);
      const declinedAt = Date.now();
      expectDeclined(await from(t, '127.0.0.3', '/api/businesses?query=bäckerei'), SEARCH_BUSY_MESSAGE);
      // Held before it is sent, so that a script's connections come back about once a second.
      expect(Date.now() - declinedAt).toBeGreaterThanOrEqual(SEARCH_DECLINE_DELAY_MS - 5);
      // Another address is admitted (its search waits for the lock like the others) and reads details at once.
      pending.push(from(t, '127.0.0.4', '/api/businesses?query=restaurant'));
      await searchesWaiting(t, 3);
      const id = await someBusinessId(t);
      expect((await from(t, '127.0.0.4', `/api/businesses/${id}`)).statusCode).toBe(200);
    } finally {
      await held.release();
    }
    for (const answer of await Promise.all(pending)) expect(answer.statusCode).toBe(200);
    // Slots are given back: the first client searches again.
    expect((await from(t, '127.0.0.3', '/api/businesses?query=bäckerei')).statusCode).toBe(200);
  });

  it('declines searches past the process-wide cap, and serves detail, reviews and rating meanwhile', async () => {
    const held = await holdTable(t, 'search_terms');
    let pending: Promise<LightMyRequestResponse>[] = [];
    const id = await someBusinessId(t);
    try {
      // Four clients, one search each: the cap of four, one more than the search pool's three connections.
      pending = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'].map((address) =>
        from(t, address, '/api/businesses?query=friseur'),
      );
      await searchesWaiting(t, 3);
      expectDeclined(await from(t, '127.0.1.5', '/api/businesses?query=friseur'), SEARCH_BUSY_MESSAGE);
      // The search pool is saturated: the reads that are no search have connections of their own.
      for (const path of [`/api/businesses/${id}`, `/api/businesses/${id}/reviews`, `/api/businesses/${id}/rating`]) {
        expect((await from(t, '127.0.1.5', path)).statusCode).toBe(200);
      }
    } finally {
      await held.release();
    }
    for (const answer of await Promise.all(pending)) expect(answer.statusCode).toBe(200);
  });
});

describe('a Wo too short to search within bounds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { dataset: true });
  });

  afterAll(async () => {
    await t.close();
  });

  const search = (params: Record<string, string>) =>
    from(t, '127.0.0.7', `/api/businesses?${new URLSearchParams(params).toString()}`);

  it.each([
    [{ query: 'Bakerei', city: 'M' }, SHORT_CITY_MESSAGE],
    [{ query: 'Fiseur', city: 'M' }, SHORT_CITY_MESSAGE],
    [{ query: 'Zahnarzt', city: '8' }, SHORT_POSTAL_CODE_MESSAGE],
    [{ query: 'Resturant', city: '1' }, SHORT_POSTAL_CODE_MESSAGE],
    [{ query: 'Friseur', city: '8' }, SHORT_POSTAL_CODE_MESSAGE],
    [{ category: 'Handwerk', city: '1', sort: 'relevance' }, SHORT_POSTAL_CODE_MESSAGE],
    [{ category: 'Finanzdienstleistungen', city: 'B' }, SHORT_CITY_MESSAGE],
    [{ city: ' Ö ' }, SHORT_CITY_MESSAGE],
  ])('answers %j 400 with a German message naming the Wo', async (params, message) => {
    const answer = await search(params);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      errors: [{ field: 'city', message }],
    });
  });

  it.each<Record<string, string>>([
    { query: 'xyzzyq', city: 'Ba' },
    { query: 'Zahnarzt', city: '80' },
    { query: 'Bakerei', city: 'Mü' },
    { query: 'Friseur', near: 'Berlin', openNow: 'true' },
    { query: 'Friseur', near: 'Zürich', radius: '100', sort: 'distance' },
    { query: 'Taxy' },
  ])('answers %j with a result', async (params) => {
    expect((await search(params)).statusCode).toBe(200);
  });

  it('answers a crafted cursor in the last tier of a query, whose page does not name the exact name', async () => {
    // Found by the worst-case hunt: this page's statement left the phrase's parameter unused, and PostgreSQL refused
    // to type it (500).
    const cursor = encodeCursor({
      direction: 'after',
      order: 'relevance',
      tier: 2,
      key: [false, '-4.5', -222, 'nzobypß', '800ed52e-2978-4f67-906f-a4aa693cd699'],
    });
    for (const query of ['Hörstudio', 'Bäckerei', 'Friseur Berlin']) {
      expect((await search({ query, cursor })).statusCode).toBe(200);
    }
  });

  it('refuses a cursor of a later tier without query words, which has one tier only', async () => {
    for (const tier of [1, 2] as const) {
      const cursor = encodeCursor({
        direction: 'after',
        order: 'relevance',
        tier,
        key: [false, '-1.9', -423, 'Zz', '803d8420-de09-41ef-b85d-51ace65887cc'],
      });
      const answer = await search({ city: 'Bregenz', minRating: '1', verified: 'true', cursor });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: CURSOR_MESSAGE });
    }
  });
});
