import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { POOL_KEPT_IDLE } from '../src/database/typeorm-options';
import { createTestApp, TestApp } from './support/test-app';

/** Short, so that a lull of several idle timeouts passes quickly. */
const IDLE_TIMEOUT_MS = 300;

describe('database connection pools', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DB_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The search pool's backends as PostgreSQL lists them, once a closed one has gone (within 2 s). */
  async function searchBackends(expected: number): Promise<number[]> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const rows = await t.dataSource.query<{ pid: number }[]>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'branchenbuch-search' ORDER BY pid`,
      );
      if (rows.length === expected || Date.now() > deadline) return rows.map((row) => row.pid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('keeps POOL_KEPT_IDLE connections of a pool open through a lull and closes the others', async () => {
    // pg-pool's Pool; TypeORM types it loosely.
    const pool = (t.searchDataSource.driver as PostgresDriver).master as { totalCount: number };
    // Four statements at once open four connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.searchDataSource.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)'),
      ),
    );
    const opened = new Set(answers.map(([row]) => row.pid));
    expect(opened.size).toBe(4);

    // A lull of several idle timeouts: the warm backends stay, the rest are closed.
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 4));
    expect(POOL_KEPT_IDLE).toBeLessThan(opened.size);
    expect(pool.totalCount).toBe(POOL_KEPT_IDLE);
    const kept = await searchBackends(POOL_KEPT_IDLE);
    expect(kept).toHaveLength(POOL_KEPT_IDLE);
    for (const pid of kept) expect(opened).toContain(pid);

    // The next statement runs on one of them, not on a new backend.
    const [{ pid }] = await t.searchDataSource.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
    expect(kept).toContain(pid);
  });
});
