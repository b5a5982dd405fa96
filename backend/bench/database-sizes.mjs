// What the data costs on disk (issue 54, "table and index sizes"): read at the end of every bench run and stored
// with it, rendered as a section of docs/benchmarks.md.
import { withClient } from './bench-database.mjs';
import { mark, table } from './figures.mjs';
import { datasetMark } from './labelled-runs.mjs';

/** PostgreSQL's own units (pg_size_pretty): 1 GB is 1024³ bytes. */
const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** The target (reported, never asserted). */
export const SIZE_TARGETS = { databaseBytes: 3 * GB };
const TABLES = ['businesses', 'reviews'];
/** The largest tables besides TABLES, to tell where the rest of the database is. */
const OTHER_TABLES = 6;
/** How many runs the section shows side by side, the latest last. */
const SHOWN_RUNS = 3;

const bytes = (value) => Number(value);

/**
 * The database's size; per table of TABLES its heap (main fork), its indexes together and everything (TOAST and the
 * free-space and visibility maps too); each index of `businesses`; the largest other tables, each in total.
 */
export async function readDatabaseSizes(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const one = async (sql, values) => (await client.query(sql, values)).rows[0];
    const database = await one('SELECT pg_database_size(current_database()) AS bytes');
    const tables = {};
    for (const name of TABLES) {
      const sizes = await one(
        `SELECT pg_relation_size($1::regclass) AS heap, pg_indexes_size($1::regclass) AS indexes,
                pg_total_relation_size($1::regclass) AS total`,
        [name],
      );
      tables[name] = { heap: bytes(sizes.heap), indexes: bytes(sizes.indexes), total: bytes(sizes.total) };
    }
    const indexes = await client.query(
      `SELECT c.relname AS name, pg_relation_size(i.indexrelid) AS bytes FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'businesses'::regclass ORDER BY 2 DESC, 1`,
    );
    const others = await client.query(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'm') AND c.relname <> ALL($1::text[])
        ORDER BY 2 DESC, 1 LIMIT $2`,
      [TABLES, OTHER_TABLES],
    );
    const sized = (rows) => rows.map((row) => ({ name: row.name, bytes: bytes(row.bytes) }));
    return {
      database: bytes(database.bytes),
      tables,
      businessIndexes: sized(indexes.rows),
      otherTables: sized(others.rows),
    };
  });
}

/** Bytes in PostgreSQL's units: "1.23 GB" from a gigabyte up, whole megabytes from one up, else whole kilobytes. */
export function formatBytes(value) {
  if (value === undefined || value === null) return '–';
  if (value >= GB) return `${(value / GB).toFixed(2)} GB`;
  return value >= MB ? `${Math.round(value / MB).toLocaleString('en-US')} MB` : `${Math.round(value / 1024)} kB`;
}

export const databaseCheck = (sizes) => sizes.database <= SIZE_TARGETS.databaseBytes;

/** The runs with sizes, each once (a full run's setup is stored with its writes too), the latest SHOWN_RUNS by date. */
export function runsWithSizes(runs) {
  const byRun = new Map(runs.filter((run) => run.sizes !== undefined).map((run) => [`${run.label} ${run.date}`, run]));
  return [...byRun.values()].sort((a, b) => a.date.localeCompare(b.date)).slice(-SHOWN_RUNS);
}

/** The rows of the sizes table: one column per run. */
export function sizesTable(runs) {
  const names = (pick) => [...new Set(runs.flatMap((run) => pick(run.sizes).map((entry) => entry.name)))];
  const find = (list, name) => list.find((entry) => entry.name === name)?.bytes;
  const row = (name, cell) => [name, ...runs.map(cell)];
  const tableRows = TABLES.flatMap((name) => [
    row(`${name}: heap`, (run) => formatBytes(run.sizes.tables[name]?.heap)),
    row(`${name}: indexes`, (run) => formatBytes(run.sizes.tables[name]?.indexes)),
    row(`${name}: total (with TOAST)`, (run) => formatBytes(run.sizes.tables[name]?.total)),
  ]);
  return table(
    ['', ...runs.map((run) => `**${run.label}**`)],
    [
      row(
        'businesses / reviews',
        (run) =>
          `${run.database.businesses.toLocaleString('en-US')} / ${run.database.reviews.toLocaleString('en-US')}` +
          datasetMark(run),
      ),
      row('seed time', (run) => (run.seed === undefined ? '–' : `${run.seed.totalSeconds.toFixed(0)} s`)),
      row(
        `database (target ≤ ${formatBytes(SIZE_TARGETS.databaseBytes)})`,
        (run) => `${formatBytes(run.sizes.database)} ${mark(databaseCheck(run.sizes))}`,
      ),
      ...tableRows,
      ...names((sizes) => sizes.businessIndexes).map((name) =>
        row(`index \`${name}\``, (run) => formatBytes(find(run.sizes.businessIndexes, name))),
      ),
      ...names((sizes) => sizes.otherTables).map((name) =>
        row(`table \`${name}\` (total)`, (run) => formatBytes(find(run.sizes.otherTables, name))),
      ),
    ],
  );
}

/** The section of docs/benchmarks.md, from the latest runs that read the sizes. */
export function sizesSection(allRuns) {
  const runs = runsWithSizes(allRuns);
  if (runs.length === 0) return '';
  return `
## Table and index sizes

Read at the end of each bench run (backend/bench/database-sizes.mjs), after its writes were removed:
\`pg_database_size\` of the bench database; per table its heap (\`pg_relation_size\`, the main fork), its indexes
together (\`pg_indexes_size\`) and everything (\`pg_total_relation_size\`: TOAST and the free-space and visibility
maps too); each index of \`businesses\` (\`pg_relation_size\`) and the largest other tables. Sizes in PostgreSQL's
units (1 GB = 1024³ bytes). The seed time is the last \`bench:seed\` of the same count (all phases, from the cluster's
start to the check). Target (issue 54, reported, not asserted): database ≤ ${formatBytes(SIZE_TARGETS.databaseBytes)}.
The latest runs that read them (up to ${SHOWN_RUNS}):

${sizesTable(runs)}
`;
}
