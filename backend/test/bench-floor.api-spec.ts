import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createTestDatabase } from './support/test-database';

/**
 * The bench's floor server (bench/floor-server.mjs, an ES module, so driven as the bench drives it: a child process
 * told its scenarios over IPC). Its figures are only a floor if it sends what the SQL profile recorded, on connections
 * with the recorded settings, and answers with the rows of the request's last read.
 */
describe('bench floor server', () => {
  let database: { url: string; drop(): Promise<void> };
  let baseUrl: string;
  let child: ReturnType<typeof fork>;

  beforeAll(async () => {
    database = await createTestDatabase();
    child = fork(join(__dirname, '../bench/floor-server.mjs'), ['--serve'], { stdio: 'inherit' });
    child.send({
      databaseUrl: database.url,
      scenarios: [
        {
          id: 'search-settings',
          statements: [
            {
              sql: "SELECT current_setting('enable_seqscan') AS seqscan, current_setting('plan_cache_mode') AS mode",
              params: [],
              session: [
                ['enable_seqscan', 'off'],
                ['plan_cache_mode', 'force_custom_plan'],
              ],
              read: true,
            },
          ],
        },
        {
          id: 'two-reads',
          statements: [
            { sql: 'SELECT count(*)::int AS businesses FROM businesses', params: [], session: [], read: true },
            {
              sql: 'SELECT $1::int + 1 AS answer, $2::text AS word',
              params: [41, 'Bäckerei'],
              session: [],
              read: true,
            },
          ],
        },
        {
          id: 'default-settings',
          statements: [
            {
              sql: "SELECT current_setting('enable_seqscan') AS seqscan, current_setting('enable_sort') AS sort",
              params: [],
              session: [],
              read: true,
            },
          ],
        },
        {
          // A search's transaction: its start with settings in one query, the read, its end, on one connection.
          id: 'transaction',
          statements: [
            {
              sql: "START TRANSACTION READ ONLY; SELECT set_config('enable_sort', 'off', true)",
              params: [],
              session: [],
              read: false,
            },
            {
              sql: "SELECT current_setting('enable_sort') AS sort, current_setting('transaction_read_only') AS readonly",
              params: [],
              session: [],
              read: true,
            },
            { sql: 'COMMIT', params: [], session: [], read: false },
          ],
        },
      ],
    });
    const [message] = (await once(child, 'message')) as [{ port: number }];
    baseUrl = `http://127.0.0.1:${message.port}`;
  });

  afterAll(async () => {
    if (child.connected) {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    }
    await database.drop();
  });

  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, body: await response.json() };
  };

  it("sends a scenario's reads on a connection opened with the recorded settings", async () => {
    // Twice: the second run uses the pool's connection again, and the statement prepared on it.
    for (let run = 0; run < 2; run++) {
      expect(await get('/floor/search-settings')).toEqual({
        status: 200,
        body: [{ seqscan: 'off', mode: 'force_custom_plan' }],
      });
    }
    expect(await get('/floor/default-settings')).toEqual({ status: 200, body: [{ seqscan: 'on', sort: 'on' }] });
  });

  it("answers with the last read's rows, sent with its parameters", async () => {
    expect(await get('/floor/two-reads')).toEqual({ status: 200, body: [{ answer: 42, word: 'Bäckerei' }] });
  });

  it("sends a transaction's start, settings and end on the reads' connection, and answers with the read's rows", async () => {
    for (let run = 0; run < 2; run++) {
      expect(await get('/floor/transaction')).toEqual({ status: 200, body: [{ sort: 'off', readonly: 'on' }] });
    }
    // Ended: the next read on the pool's connection is outside it.
    expect(await get('/floor/default-settings')).toEqual({ status: 200, body: [{ seqscan: 'on', sort: 'on' }] });
  });

  it('answers 404 for a scenario it was not given', async () => {
    expect((await get('/floor/unknown')).status).toBe(404);
  });

  it('ends when the bench lets go of it', async () => {
    const exited = once(child, 'exit');
    child.disconnect();
    expect(await exited).toEqual([0, null]);
  });
});
