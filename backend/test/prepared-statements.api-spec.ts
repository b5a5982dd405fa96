import { Client, type QueryConfig } from 'pg';
import request from 'supertest';
import { preparedName, preparedSearchName, SearchPreparingClient } from '../src/database/prepared-statements';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

/** What the pools' clients were asked to run: a text sent unnamed, or a named statement, and by which pool. */
type Sent = { name?: string; text: string; values?: unknown[]; search: boolean };

describe('prepared statements of the hot reads by id', () => {
  let t: TestApp;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    const created = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    id = (created.body as { id: string }).id;
  });

  afterAll(async () => {
    await t.close();
  });

  /** The statements the app sends while `work` runs, as node-postgres's Client receives them. */
  async function sentDuring(work: () => Promise<unknown>): Promise<Sent[]> {
    // Calls through: PreparingClient's query hands each statement to this one (super.query).
    const query = jest.spyOn(Client.prototype, 'query');
    try {
      await work();
      return query.mock.calls.map(([config, values], call) => {
        const sent = config as string | QueryConfig;
        const search = query.mock.contexts[call] instanceof SearchPreparingClient;
        return typeof sent === 'string'
          ? { text: sent, values, search }
          : { name: sent.name, text: sent.text, values, search };
      });
    } finally {
      query.mockRestore();
    }
  }

  it('sends the entry, its rating counts and its reviews page as named statements', async () => {
    // Reviews and ratings are read on published entries only.
    const sent = await whilePublished(() =>
      sentDuring(async () => {
        await request(t.server).get(`/api/businesses/${id}`).expect(200);
        await request(t.server).get(`/api/businesses/${id}/rating`).expect(200);
        await request(t.server).get(`/api/businesses/${id}/reviews`).expect(200);
      }),
    );
    const byId = sent.filter((statement) => statement.text.includes('FROM businesses b WHERE b.id = $1'));
    const reviews = sent.filter((statement) => statement.text.includes('FROM reviews r'));
    // The entry (detail), the counts (rating), the counts and the page (reviews).
    expect(byId).toHaveLength(3);
    expect(reviews).toHaveLength(1);
    for (const statement of [...byId, ...reviews]) {
      expect(statement.name).toMatch(/^bb_/);
      expect(statement.name).toBe(preparedName(statement.text));
    }
    // The rating's and the reviews' counts are one statement under one name; the entry is another.
    expect(new Set(byId.map((statement) => statement.name)).size).toBe(2);
  });

  /** `work`'s outcome with the entry published meanwhile, so that searches find it; pending again afterwards. */
  async function whilePublished<T>(work: () => Promise<T>): Promise<T> {
    await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [id]);
    try {
      return await work();
    } finally {
      await t.dataSource.query(`UPDATE businesses SET status = 'pending' WHERE id = $1`, [id]);
    }
  }

  /** A search whose one result is the entry. */
  async function findEntry(query: Record<string, string>): Promise<void> {
    const found = await request(t.server).get('/api/businesses').query(query).expect(200);
    expect((found.body as { id: string }[]).map((business) => business.id)).toEqual([id]);
  }

  it('reads the entry and the search pages without the columns the public form does not show', async () => {
    const { name } = validBusinessPayload() as { name: string };
    const sent = await whilePublished(() =>
      sentDuring(async () => {
        await request(t.server).get(`/api/businesses/${id}`).expect(200);
        await findEntry({});
        await findEntry({ query: name });
      }),
    );
    const rows = sent.filter((statement) => statement.text.includes('b."created_at" AS "createdAt"'));
    // The entry, the listing's page (its count comes from the vocabulary), the match read by id.
    expect(rows).toHaveLength(3);
    for (const { text } of rows) {
      for (const column of ['source', 'rejection_reason', 'edited_by_admin_at', 'updated_at', 'deleted_at']) {
        expect(text).not.toContain(`b."${column}" AS`);
      }
    }
  });

  it("sends a sorted search page's rows by id as a named statement", async () => {
    const { name } = validBusinessPayload() as { name: string };
    const sent = await whilePublished(() => sentDuring(() => findEntry({ query: name })));
    // One match: counted and sorted by its keys, then read whole by id.
    const byIds = sent.filter((statement) => statement.text.includes('WITH ORDINALITY AS page'));
    expect(byIds).toHaveLength(1);
    expect(byIds[0].name).toBe(preparedName(byIds[0].text));
    expect(byIds[0].name).toMatch(/^bb_/);
  });

  /** The statements of the same search sent twice, the entry published meanwhile so that it is found. */
  function searchedTwice(query: Record<string, string>): Promise<{ first: Sent[]; second: Sent[] }> {
    const search = () => findEntry(query);
    return whilePublished(async () => ({ first: await sentDuring(search), second: await sentDuring(search) }));
  }

  it("sends a search's statements unnamed the first time and named from the second", async () => {
    const { first, second } = await searchedTwice({ query: 'Sonnenschein', city: 'München' });
    const firstUnnamed = new Set(
      first.filter((statement) => statement.name === undefined && statement.values?.length).map(({ text }) => text),
    );
    expect(firstUnnamed.size).toBeGreaterThan(0);
    const withValues = second.filter((statement) => (statement.values?.length ?? 0) > 0);
    // The lookups before the page are remembered a while (SEARCH_LOOKUP_CACHE_SECONDS); the page's statements are not.
    expect(withValues.filter(({ text }) => firstUnnamed.has(text)).length).toBeGreaterThan(0);
    for (const statement of withValues) {
      expect(statement.search).toBe(true);
      expect(statement.name).toBe(preparedName(statement.text) ?? preparedSearchName(statement.text));
      expect(statement.name).toMatch(firstUnnamed.has(statement.text) ? /^bs_/ : /^b[bs]_/);
    }
  });

  it('leaves the statements of the main pools unnamed unless marked', async () => {
    const sent = await sentDuring(async () => {
      for (let time = 0; time < 2; time += 1) {
        await request(t.server).get(`/api/businesses/${id}/landing-pages`).expect(200);
      }
    });
    const main = sent.filter((statement) => !statement.search && (statement.values?.length ?? 0) > 0);
    expect(main.length).toBeGreaterThan(0);
    for (const statement of main) expect(statement.name).toBe(preparedName(statement.text));
    expect(main.some((statement) => statement.name === undefined)).toBe(true);
  });

  it('is planned for each execution on the search connections, whatever PostgreSQL would cache', async () => {
    const { second } = await searchedTwice({ query: 'Bäckerei' });
    const named = second.find((statement) => statement.name?.startsWith('bs_'));
    expect(named).toBeDefined();
    const runner = t.searchDataSource.createQueryRunner();
    try {
      for (let time = 0; time < 8; time += 1) await runner.manager.query(named!.text, named!.values);
      const [plans] = await runner.manager.query<{ generic_plans: string; custom_plans: string }[]>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
        [named!.name],
      );
      expect(Number(plans.generic_plans)).toBe(0);
      expect(Number(plans.custom_plans)).toBeGreaterThanOrEqual(8);
    } finally {
      await runner.release();
    }
  });

  it('is parsed once per connection, and PostgreSQL keeps a generic plan for it', async () => {
    const sent = await sentDuring(() => request(t.server).get(`/api/businesses/${id}`).expect(200));
    const detail = sent.find((statement) => statement.name !== undefined);
    expect(detail).toBeDefined();
    const runner = t.dataSource.createQueryRunner();
    try {
      // A statement marked with prepared() is named by the pool's client, on this connection too.
      const run = async (times: number) => {
        for (let time = 0; time < times; time += 1) {
          const rows = await runner.manager.query<{ id: string }[]>(detail!.text, [id]);
          expect(rows.map((row) => row.id)).toEqual([id]);
        }
        const [plans] = await runner.manager.query<{ generic_plans: string; custom_plans: string }[]>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
          [detail!.name],
        );
        return { generic: Number(plans.generic_plans), custom: Number(plans.custom_plans) };
      };
      // Five custom plans (PostgreSQL's plan_cache_mode auto), then the cached generic one.
      const before = await run(6);
      expect(before.custom).toBe(5);
      const after = await run(3);
      expect(after).toEqual({ custom: 5, generic: before.generic + 3 });
    } finally {
      await runner.release();
    }
  });
});
