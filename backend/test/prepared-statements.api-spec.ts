import { Client, type QueryConfig } from 'pg';
import request from 'supertest';
import { preparedName } from '../src/database/prepared-statements';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

/** What the pools' clients were asked to run: a text sent unnamed, or a named statement. */
type Sent = { name?: string; text: string };

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
      return query.mock.calls.map(([config]) => {
        const sent = config as string | QueryConfig;
        return typeof sent === 'string' ? { text: sent } : { name: sent.name, text: sent.text };
      });
    } finally {
      query.mockRestore();
    }
  }

  it('sends the entry, its rating counts and its reviews page as named statements', async () => {
    const sent = await sentDuring(async () => {
      await request(t.server).get(`/api/businesses/${id}`).expect(200);
      await request(t.server).get(`/api/businesses/${id}/rating`).expect(200);
      await request(t.server).get(`/api/businesses/${id}/reviews`).expect(200);
    });
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

  it("sends a sorted search page's rows by id as a named statement", async () => {
    const { name } = validBusinessPayload() as { name: string };
    await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [id]);
    try {
      const sent = await sentDuring(async () => {
        const found = await request(t.server).get('/api/businesses').query({ query: name }).expect(200);
        expect((found.body as { id: string }[]).map((business) => business.id)).toEqual([id]);
      });
      // One match: counted and sorted by its keys, then read whole by id.
      const byIds = sent.filter((statement) => statement.text.includes('WITH ORDINALITY AS page'));
      expect(byIds).toHaveLength(1);
      expect(byIds[0].name).toBe(preparedName(byIds[0].text));
      expect(byIds[0].name).toMatch(/^bb_/);
    } finally {
      await t.dataSource.query(`UPDATE businesses SET status = 'pending' WHERE id = $1`, [id]);
    }
  });

  it('leaves every other statement unnamed', async () => {
    const sent = await sentDuring(() => request(t.server).get('/api/businesses?query=Friseur').expect(200));
    expect(sent.length).toBeGreaterThan(0);
    for (const statement of sent) expect(statement.name).toBeUndefined();
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
