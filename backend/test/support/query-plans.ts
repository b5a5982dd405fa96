import type { DataSource } from 'typeorm';

/**
 * Runs `send` and returns the plan of each statement it sent through `dataSource.query` whose SQL
 * matches `statement`, explained with sequential scans discouraged: at test size a sequential scan is
 * cheapest, at a million rows it is not (docs/benchmarks.md), so the plan shows which indexes fit.
 */
export async function plansOfStatements(
  dataSource: DataSource,
  statement: RegExp,
  send: () => Promise<unknown>,
): Promise<string[]> {
  const spy = jest.spyOn(dataSource, 'query');
  let calls: unknown[][];
  try {
    await send();
  } finally {
    // Restoring the spy forgets its calls: read them first.
    calls = spy.mock.calls.filter(([sql]) => statement.test(sql));
    spy.mockRestore();
  }
  return Promise.all(
    calls.map(([sql, params]) =>
      dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, params as unknown[]);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      }),
    ),
  );
}
