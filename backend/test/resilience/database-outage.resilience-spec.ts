import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { runMigrations } from '../../src/database/run-migrations';
import { validBusinessPayload } from '../support/business-payloads';
import { startEmbeddedServer, startPrivateServer } from '../support/private-postgres';
import type { PrivateServer } from '../support/private-postgres';
import { databaseUrl, withClient } from '../support/test-database';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { MESSAGE_DATABASE_UNAVAILABLE } from '../../src/common/common-messages';

/** One answered (or failed) request of the traffic. */
interface Outcome {
  kind: 'write' | 'read' | 'ready';
  startedAt: number;
  ms: number;
  status: number;
  retryAfter?: string;
  message?: string;
  id?: string;
}

const OUTAGE_MS = 10_000;
const MARKER = 'Ausfalltest';

/** The two kinds of server the app runs on: a private Debian cluster (never the shared server) and the embedded one. */
const SERVERS = {
  'a DATABASE_URL server (Debian PostgreSQL)': () => startPrivateServer(),
  'the embedded database (npm start without DATABASE_URL)': startEmbeddedServer,
};

/**
 * PostgreSQL stopped (as at a restart, and as at a crash) for 10 s under two writers and two readers:
 * during the outage every request gets 503 with the error body, the German message and Retry-After
 * within 5 s, readiness is 503; once the server is back there is no 5xx; no acknowledged write is lost
 * and none is half applied (every stored entry has its edit token).
 */
describe.each([
  ['a DATABASE_URL server (Debian PostgreSQL)', 'fast'],
  ['a DATABASE_URL server (Debian PostgreSQL)', 'immediate'],
  ['the embedded database (npm start without DATABASE_URL)', 'fast'],
  ['the embedded database (npm start without DATABASE_URL)', 'immediate'],
] as const)('database outage of %s (stopped: %s)', (kind, mode) => {
  let server: PrivateServer;
  let url: string;
  let t: TestApp;

  beforeAll(async () => {
    server = await SERVERS[kind]();
    await withClient(server.serverUrl, (client) => client.query('CREATE DATABASE bb_outage'));
    url = databaseUrl(server.serverUrl, 'bb_outage');
    await runMigrations(loadConfig({ NODE_ENV: 'test' }), url);
    t = await createTestApp({}, { database: { url, drop: () => Promise.resolve() } });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it('answers 503 with Retry-After during the outage and nothing 5xx once the database is back', async () => {
    const seed = await request(t.server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name: `${MARKER} Start` }))
      .expect(201);
    const seedId = seed.body.id as string;
    const outcomes: Outcome[] = [];
    let stopTraffic = false;

    async function record(kind: Outcome['kind'], send: () => request.Test): Promise<void> {
      const startedAt = Date.now();
      const response = await send();
      outcomes.push({
        kind,
        startedAt,
        ms: Date.now() - startedAt,
        status: response.status,
        retryAfter: response.headers['retry-after'],
        message: (response.body as { message?: string }).message,
        id: response.status === 201 ? (response.body as { id: string }).id : undefined,
      });
    }
    async function writer(number: number): Promise<void> {
      for (let i = 0; !stopTraffic; i++) {
        await record('write', () =>
          request(t.server)
            .post('/api/businesses')
            .send(validBusinessPayload({ name: `${MARKER} ${number}-${i}` })),
        );
      }
    }
    async function reader(number: number): Promise<void> {
      for (let i = 0; !stopTraffic; i++) {
        await record('read', () =>
          number === 0
            ? request(t.server).get(`/api/businesses/${seedId}`)
            : request(t.server)
                .get('/api/businesses')
                .query({ query: 'Bäckerei', page: String((i % 3) + 1) }),
        );
      }
    }
    async function readiness(): Promise<void> {
      while (!stopTraffic) {
        await record('ready', () => request(t.server).get('/api/health/ready'));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    const traffic = Promise.all([writer(0), writer(1), reader(0), reader(1), readiness()]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.pause(mode);
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const resumeAt = Date.now();
    await server.resume();
    const backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    stopTraffic = true;
    await traffic;

    const during = outcomes.filter((o) => o.startedAt >= downAt && o.startedAt + o.ms <= resumeAt);
    const after = outcomes.filter((o) => o.startedAt >= backAt);
    const firstSuccessAfter = after.find((o) => o.kind !== 'ready' && o.status < 400);
    const acknowledged = outcomes.filter((o) => o.id !== undefined).map((o) => o.id as string);
    const stored = await withClient(url, async (client) => {
      const rows = await client.query<{ id: string; tokens: string }>(
        `SELECT b.id, count(t.id)::text AS tokens FROM businesses b LEFT JOIN edit_tokens t ON t.business_id = b.id
          WHERE b.name LIKE $1 GROUP BY b.id`,
        [`${MARKER}%`],
      );
      return rows.rows;
    });
    const storedIds = new Set(stored.map((row) => row.id));
    const statuses = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((counts, o) => ({ ...counts, [o.status]: (counts[o.status] ?? 0) + 1 }), {});
    console.log(
      JSON.stringify(
        {
          server: kind,
          stopMode: mode,
          outageSeconds: (resumeAt - downAt) / 1000,
          requests: outcomes.length,
          duringOutage: {
            count: during.length,
            statuses: statuses(during),
            slowestMs: Math.max(0, ...during.map((o) => o.ms)),
          },
          afterRestart: { count: after.length, statuses: statuses(after) },
          recoveryMs:
            firstSuccessAfter === undefined ? undefined : firstSuccessAfter.startedAt + firstSuccessAfter.ms - backAt,
          writesAcknowledged: acknowledged.length,
          writesLost: acknowledged.filter((id) => !storedIds.has(id)).length,
          storedWithoutEditToken: stored.filter((row) => row.tokens === '0').length,
        },
        null,
        2,
      ),
    );

    expect(during.length).toBeGreaterThan(20);
    for (const outcome of during) {
      expect({ kind: outcome.kind, status: outcome.status }).toEqual({ kind: outcome.kind, status: 503 });
      expect(outcome.ms).toBeLessThanOrEqual(5000);
      if (outcome.kind !== 'ready') {
        expect(outcome.message).toBe(MESSAGE_DATABASE_UNAVAILABLE);
        expect(outcome.retryAfter).toBe('5');
      }
    }
    // Enough traffic after the restart to tell (a loaded machine sends less in the same seconds).
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status >= 500)).toEqual([]);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(stored.filter((row) => row.tokens === '0')).toEqual([]);
  }, 120_000);
});
