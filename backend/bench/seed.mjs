#!/usr/bin/env node
// npm run bench:seed -- [--count 1000000] [--seed N] [--dist default|spread] [--jobs N] [--pg-port 54339]
//
// Fills the benchmark database (bench-database.mjs: its own embedded cluster, or
// BENCH_DATABASE_URL) with the scale dataset: a fresh database, the project's migrations, then
// a bulk load with COPY while the secondary indexes, foreign keys and user triggers are off,
// which is several times faster than maintaining them row by row. The rows carry their coordinates
// (Umkreissuche) from the start (seed-worker.mjs). --dist spread makes the second
// dataset, of a different make (bench/spread-dataset.mjs).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { ensureBackendBuilt, requireBuilt } from './backend-build.mjs';
import { openBenchServer, recreateBenchDatabase, withClient, writeSeedRecord } from './bench-database.mjs';
import { DEFAULT_DIST, DEFAULT_SEED, distribution, shardsOf } from './scale-dataset.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    dist: { type: 'string', default: DEFAULT_DIST },
    jobs: { type: 'string', default: String(availableParallelism()) },
    'pg-port': { type: 'string' },
  },
});
const count = Number(args.count);
const jobs = Number(args.jobs);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs must be a positive integer');
distribution(args.dist);

const TABLES = ['businesses', 'reviews'];
const number = (value) => Number(value).toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

async function phase(name, work) {
  const started = Date.now();
  console.log(`▸ ${name} …`);
  const result = await work();
  const elapsed = Date.now() - started;
  timings.push([name, elapsed]);
  console.log(`  ${name}: ${seconds(elapsed)}`);
  return result;
}

/** Runs the statements over `connections` sessions at once (each first runs `setup`). */
async function runConcurrently(databaseUrl, statements, connections, setup = []) {
  const queue = [...statements];
  const worker = () =>
    withClient(databaseUrl, async (client) => {
      for (const statement of setup) await client.query(statement);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const started = Date.now();
        await client.query(next);
        console.log(`  ${seconds(Date.now() - started).padStart(8)}  ${next.replace(/\s+/g, ' ').slice(0, 110)}`);
      }
    });
  await Promise.all(Array.from({ length: Math.min(connections, queue.length) }, worker));
}

/**
 * Secondary indexes and foreign keys of the two tables, as statements that recreate them. Read
 * from the catalogue, so whatever later migrations add is handled too. Indexes behind a
 * constraint stay: primary keys (other tables' foreign keys depend on them) and UNIQUE
 * constraints, whose indexes cannot be dropped on their own. Foreign keys go too: checking one
 * per review row would lock its business row, dirtying the freshly loaded pages a second time. GIN and GiST
 * indexes come first: they take longest to build, so the sessions building them in turn finish close together.
 */
async function readDeferrable(client) {
  const { rows: indexes } = await client.query(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = 'public'::regnamespace
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)
     ORDER BY i.indexdef ~ 'USING (gin|gist)' DESC, i.indexname`,
    [TABLES],
  );
  const { rows: foreignKeys } = await client.query(
    `SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[]) ORDER BY conname`,
    [TABLES],
  );
  return { indexes, foreignKeys };
}

/** The statement that rebuilds the derived search data (e.g. a word list) with the search code's own function, if it has one. */
async function searchReindexStatement(client) {
  const { rows } = await client.query(
    `SELECT prokind FROM pg_proc WHERE proname = 'search_reindex' AND pronamespace = 'public'::regnamespace`,
  );
  if (rows.length === 0) return undefined;
  return rows[0].prokind === 'p' ? 'CALL search_reindex()' : 'SELECT search_reindex()';
}

async function load(databaseUrl) {
  const shards = shardsOf(count);
  const workers = Math.min(jobs, shards.length);
  const started = Date.now();
  const loaded = { businesses: 0, reviews: 0 };
  let lastReport = 0;
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const worker = new Worker(new URL('./seed-worker.mjs', import.meta.url), {
        workerData: {
          databaseUrl,
          seed: Number(args.seed),
          dist: args.dist,
          shards: shards.filter((_, s) => s % workers === w),
        },
      });
      worker.on('message', (progress) => {
        loaded.businesses += progress.businesses;
        loaded.reviews += progress.reviews;
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now();
          const rate = (loaded.businesses / (Date.now() - started)) * 1000;
          console.log(
            `  ${number(loaded.businesses)} / ${number(count)} businesses, ${number(loaded.reviews)} reviews (${number(Math.round(rate))} businesses/s)`,
          );
        }
      });
      return new Promise((resolve, reject) => {
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seed worker exited with ${code}`))));
      });
    }),
  );
  return loaded;
}

const totalStarted = Date.now();
ensureBackendBuilt();
const server = await openBenchServer({ pgPort: args['pg-port'] === undefined ? undefined : Number(args['pg-port']) });
try {
  console.log(
    `Seeding ${number(count)} businesses (${args.dist}) into ${server.databaseName} (${server.kind}), ${jobs} jobs`,
  );
  const { databaseUrl } = server;
  await phase('create database', () => recreateBenchDatabase(server));
  await phase('migrations', async () => {
    const { runMigrations } = requireBuilt('./database/run-migrations');
    const db = { poolSize: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 0 };
    await runMigrations({ db }, databaseUrl);
  });
  const deferred = await phase('drop secondary indexes and foreign keys, disable triggers', () =>
    withClient(databaseUrl, async (client) => {
      const found = await readDeferrable(client);
      for (const { table, name } of found.foreignKeys)
        await client.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`);
      for (const { name } of found.indexes) await client.query(`DROP INDEX "${name}"`);
      for (const table of TABLES) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      console.log(`  ${found.indexes.length} indexes, ${found.foreignKeys.length} foreign keys`);
      return found;
    }),
  );
  const loaded = await phase('generate and COPY', () => load(databaseUrl));
  // Before anything reads the rows: VACUUM sets every row's hint bits once (each reader of a freshly loaded table
  // would otherwise dirty its pages again), and ANALYZE gives search_reindex()'s statements, planned at their
  // first run, the rows' statistics; without them it aggregated the word pairs far more slowly.
  await phase('VACUUM ANALYZE the loaded rows', () =>
    withClient(databaseUrl, (client) => client.query(`VACUUM (ANALYZE) ${TABLES.join(', ')}`)),
  );
  // search_reindex() runs on one core for minutes at a million businesses and reads only the rows, so it
  // shares the queue of the index builds (which keep the other core busy) instead of running after them.
  const reindex = await phase('enable triggers', () =>
    withClient(databaseUrl, async (client) => {
      for (const table of TABLES) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      const statement = await searchReindexStatement(client);
      if (statement === undefined) console.log('  no search_reindex() in this schema');
      return statement;
    }),
  );
  await phase('search_reindex(), recreate indexes and foreign keys', () =>
    runConcurrently(
      databaseUrl,
      [
        ...(reindex === undefined ? [] : [reindex]),
        ...deferred.indexes.map((index) => index.definition),
        ...deferred.foreignKeys.map((key) => `ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`),
      ],
      jobs,
      // Two builds share the machine; each may use half of a generous budget.
      [`SET maintenance_work_mem = '1GB'`],
    ),
  );
  await phase('VACUUM ANALYZE', () => withClient(databaseUrl, (client) => client.query('VACUUM (ANALYZE)')));
  await phase('check', () =>
    withClient(databaseUrl, async (client) => {
      const { rows } = await client.query(`SELECT
        (SELECT count(*) FROM businesses)::int AS businesses,
        (SELECT count(latitude) FROM businesses)::int AS placed,
        (SELECT count(*) FROM reviews)::int AS reviews,
        (SELECT sum(review_count) FROM businesses)::int AS "reviewCount",
        (SELECT sum(rating_sum) FROM businesses)::int AS "ratingSum",
        (SELECT coalesce(sum(rating), 0) FROM reviews)::int AS "ratings"`);
      const found = rows[0];
      if (found.businesses !== loaded.businesses || found.reviews !== loaded.reviews) {
        throw new Error(`Loaded ${JSON.stringify(loaded)}, but the database holds ${JSON.stringify(found)}`);
      }
      if (found.reviewCount !== found.reviews || found.ratingSum !== found.ratings) {
        throw new Error(`review_count/rating_sum disagree with the reviews: ${JSON.stringify(found)}`);
      }
      console.log(
        `  ${number(found.businesses)} businesses (${number(found.placed)} with coordinates), ${number(found.reviews)} reviews`,
      );
    }),
  );
} finally {
  await server.stop();
}
console.log('\nPhase times:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(58)} ${seconds(ms).padStart(9)}`);
const totalMs = Date.now() - totalStarted;
console.log(`  ${'total (with build check and cluster start)'.padEnd(58)} ${seconds(totalMs).padStart(9)}`);
writeSeedRecord({
  date: new Date().toISOString(),
  count,
  seed: Number(args.seed),
  dist: args.dist,
  jobs,
  database: server.kind,
  phases: Object.fromEntries(timings.map(([name, ms]) => [name, Number((ms / 1000).toFixed(1))])),
  totalSeconds: Number((totalMs / 1000).toFixed(1)),
});
