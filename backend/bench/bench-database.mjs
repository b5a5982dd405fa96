// The benchmark database: never the development data. By default an embedded PostgreSQL 18
// cluster of its own (.data/bench/postgres, port 54339) tuned for this machine; with
// BENCH_DATABASE_URL an existing server, of which only the named database is ever dropped.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT_DIR, requireBuilt } from './backend-build.mjs';

export const BENCH_DATA_DIR = join(ROOT_DIR, '.data/bench');
export const DEFAULT_PG_PORT = 54339;
export const BENCH_DATABASE_NAME = 'branchenbuch_bench';
/** Set as the database's comment on creation; a database without it is never dropped. */
const BENCH_MARKER = 'branchenbuch benchmark data (npm run bench:seed)';

/**
 * Server-wide settings of the embedded cluster (ALTER SYSTEM, kept in its data directory): a
 * quarter of the 24 GiB for shared buffers so the million businesses and their indexes stay in
 * memory, and checkpoints rare enough that the bulk load is not slowed by them.
 */
export const CLUSTER_SETTINGS = {
  shared_buffers: '6GB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  max_parallel_maintenance_workers: '2',
};

/**
 * Per-database planner settings (ALTER DATABASE), for the embedded cluster and BENCH_DATABASE_URL
 * alike: SSD page costs, the cache the planner may count on, no JIT (it costs tens of
 * milliseconds per query and pays off only for long analytical ones), a modest sort memory.
 */
export const DATABASE_SETTINGS = {
  random_page_cost: '1.1',
  effective_io_concurrency: '200',
  effective_cache_size: '16GB',
  jit: 'off',
  work_mem: '16MB',
};

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value) => `'${value.replaceAll("'", "''")}'`;

/** Runs `work` with a client of its own on `url`, closed afterwards. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startEmbedded(port) {
  const { startEmbeddedPostgres } = requireBuilt('./database/embedded-postgres');
  const dataDir = join(BENCH_DATA_DIR, 'postgres');
  const start = () => startEmbeddedPostgres({ dataDir, port });
  let embedded = await start();
  const serverUrl = embedded.url;
  const pendingRestart = await withClient(serverUrl, async (client) => {
    for (const [name, value] of Object.entries(CLUSTER_SETTINGS)) {
      await client.query(`ALTER SYSTEM SET ${name} = ${quoteLiteral(value)}`);
    }
    await client.query('SELECT pg_reload_conf()');
    // The reload is asynchronous; give the postmaster a moment before asking what it still needs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await client.query('SELECT name FROM pg_settings WHERE pending_restart');
    return rows.length > 0;
  });
  if (pendingRestart) {
    await embedded.stop();
    embedded = await start();
  }
  return { serverUrl, stop: () => embedded.stop() };
}

/**
 * Opens the benchmark server: `databaseUrl` is the benchmark database on it, `serverUrl` its
 * maintenance database, `stop()` stops what this call started (nothing for BENCH_DATABASE_URL).
 */
export async function openBenchServer({ pgPort = DEFAULT_PG_PORT, externalUrl = process.env.BENCH_DATABASE_URL } = {}) {
  if (externalUrl !== undefined && externalUrl !== '') {
    const databaseUrl = new URL(externalUrl);
    const databaseName = decodeURIComponent(databaseUrl.pathname.slice(1));
    if (databaseName === '') throw new Error('BENCH_DATABASE_URL must name a database');
    const serverUrl = new URL(externalUrl);
    serverUrl.pathname = '/postgres';
    return {
      kind: 'BENCH_DATABASE_URL',
      serverUrl: serverUrl.toString(),
      databaseUrl: databaseUrl.toString(),
      databaseName,
      stop: async () => {},
    };
  }
  console.log(`Starting the bench cluster (${join(BENCH_DATA_DIR, 'postgres')}, port ${pgPort}) …`);
  const { serverUrl, stop } = await startEmbedded(pgPort);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${BENCH_DATABASE_NAME}`;
  return {
    kind: 'embedded PostgreSQL',
    serverUrl,
    databaseUrl: databaseUrl.toString(),
    databaseName: BENCH_DATABASE_NAME,
    stop,
  };
}

/** Drops the benchmark database (only if it carries the bench marker) and creates it empty. */
export async function recreateBenchDatabase(server) {
  await withClient(server.serverUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [server.databaseName],
    );
    if (rows.length > 0 && rows[0].comment !== BENCH_MARKER) {
      throw new Error(
        `Database "${server.databaseName}" exists and was not created by bench:seed; refusing to drop it. ` +
          'Point BENCH_DATABASE_URL at a database of its own.',
      );
    }
    const database = quoteIdent(server.databaseName);
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
    await client.query(`COMMENT ON DATABASE ${database} IS ${quoteLiteral(BENCH_MARKER)}`);
    for (const [name, value] of Object.entries(DATABASE_SETTINGS)) {
      await client.query(`ALTER DATABASE ${database} SET ${name} = ${quoteLiteral(value)}`);
    }
  });
}

/** The settings in force for a new session on the benchmark database, for the report. */
export async function readSettings(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    // huge_pages_status (PostgreSQL 17 on): whether the shared buffers sit on huge pages (hugePagesAdvice).
    const names = [
      ...Object.keys(CLUSTER_SETTINGS),
      ...Object.keys(DATABASE_SETTINGS),
      'max_connections',
      'huge_pages_status',
    ];
    const { rows } = await client.query(
      'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1) ORDER BY name',
      [names],
    );
    const { rows: version } = await client.query('SHOW server_version');
    return {
      serverVersion: version[0].server_version,
      settings: Object.fromEntries(rows.map((row) => [row.name, formatSetting(row)])),
    };
  });
}

/**
 * Without huge pages every new PostgreSQL connection maps each 4 kB page of the shared buffers it touches, once per
 * connection: on the bench's virtual machines a search's first run in a new connection took ten times its next, so a
 * new server's first searches measured the mapping, not their plans (docs/performance.md). A warning for the console
 * when they are off in `settings` (readSettings'), naming the pages the cluster would need.
 */
export async function hugePagesAdvice(databaseUrl, settings) {
  if (settings.huge_pages_status !== 'off') return undefined;
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SHOW shared_memory_size_in_huge_pages');
    const pages = rows[0]?.shared_memory_size_in_huge_pages ?? 'enough';
    return `Huge pages are off: each new database connection pays for mapping the shared buffers it reads. Reserve ${pages} huge pages (sysctl -w vm.nr_hugepages=${pages}, as root) and restart the bench cluster; see docs/performance.md.`;
  });
}

function formatSetting({ setting, unit }) {
  if (unit === '8kB') return `${(Number(setting) * 8) / 1024} MB`;
  if (unit === 'kB') return `${Number(setting) / 1024} MB`;
  if (unit === 'MB') return `${setting} MB`;
  return unit === null ? setting : `${setting} ${unit}`;
}

const SEED_RECORD = join(BENCH_DATA_DIR, 'last-seed.json');

/** What the last bench:seed did and how long it took, so the report can quote it. */
export function writeSeedRecord(record) {
  writeFileSync(SEED_RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

export function readSeedRecord() {
  try {
    return JSON.parse(readFileSync(SEED_RECORD, 'utf8'));
  } catch {
    return undefined;
  }
}
