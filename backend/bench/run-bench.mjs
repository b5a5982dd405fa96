#!/usr/bin/env node
// npm run bench -- [--duration 10] [--warmup 3] [--connections 1,16] [--mix-connections 16]
//                  [--only id,id] [--sql-runs 5] [--label before|after|…] [--render] [--pg-port 54339]
//                  [--skip-floor] [--worst-case-count 1000] [--worst-case-seed 56] [--flood-seconds 15]
//                  [--worst-case-at 2026-11-22T12:00:00Z]
//                  [--write-count 300]
//
// Measures the production build against the benchmark database (npm run bench:seed first):
// every scenario of scenarios.mjs at each connection level, the search mix, the SQL time of
// the same requests, and at 1 connection their floor (floor-server.mjs: the same statements through a
// bare Fastify server with pg, measured right after the app), after every read the write paths (writes-scenarios.mjs),
// and at the end the tables' and indexes' sizes. With --label the raw results go to docs/benchmarks/<label>.json and
// docs/benchmarks.md is rendered from all stored labels; --render only renders.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { passedThroughSettings, SERVER_LOG, startAppServer } from './app-server.mjs';
import { ensureBackendBuilt } from './backend-build.mjs';
import { hugePagesAdvice, openBenchServer, readSeedRecord, readSettings, withClient } from './bench-database.mjs';
import { setClock } from './clock.mjs';
import { startFloorServer } from './floor-server.mjs';
import { checkLabel, formatConsoleTables, formatted, gitDescription, renderReports, saveResults } from './report.mjs';
import { COMMON_TRADE, DEEP_PAGE, LANDING_TRADE_CITY, MIX_ID, buildScenarios, nextLink } from './scenarios.mjs';
import { profileSql } from './sql-profile.mjs';
import { ensureOwnerData, formatOwners, OWNERS_ID, runOwnerScenarios, saveOwnerResults } from './owner-scenarios.mjs';
import { formatSsrTables, requireFrontendBuilt, runSsrScenarios, saveSsrResults } from './ssr-scenarios.mjs';
import { formatWorstCase, runWorstCase, saveWorstCaseResults, WORST_CASE_AT, WORST_CASE_ID } from './worst-case.mjs';
import { readDatabaseSizes, sizesTable } from './database-sizes.mjs';
import { formatWrites } from './writes-report.mjs';
import { DEFAULT_WRITE_COUNT, runWrites, saveWritesResults, WRITES_ID } from './writes-scenarios.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1,16' },
    'mix-connections': { type: 'string', default: '16' },
    only: { type: 'string' },
    'sql-runs': { type: 'string', default: '5' },
    label: { type: 'string' },
    render: { type: 'boolean', default: false },
    'pg-port': { type: 'string' },
    'skip-floor': { type: 'boolean', default: false },
    'worst-case-count': { type: 'string', default: '1000' },
    'worst-case-seed': { type: 'string', default: '56' },
    'flood-seconds': { type: 'string', default: '15' },
    // The servers' clock during the hunt and the flood: another instant of the week than Monday 10:30 ("open now").
    'worst-case-at': { type: 'string', default: WORST_CASE_AT },
    'write-count': { type: 'string', default: String(DEFAULT_WRITE_COUNT) },
  },
});

if (args.render) {
  await renderReports();
  process.exit(0);
}
checkLabel(args.label);
const options = {
  warmupSeconds: Number(args.warmup),
  durationSeconds: Number(args.duration),
  connections: args.connections.split(',').map(Number),
  mixConnections: Number(args['mix-connections']),
  sqlRuns: Number(args['sql-runs']),
};

/**
 * One autocannon run in a child process (load-worker.mjs); `distinct` walks the paths once across all connections
 * from `start` (a different address per request), `headers` go with every request. With `amount` it sends that many
 * requests after `warmupAmount` instead of running for the set times; `collect` answers the responses' bodies too.
 */
function loadTest(baseUrl, paths, connections, { distinct, headers, start, amount, warmupAmount, collect } = {}) {
  const worker = fork(new URL('./load-worker.mjs', import.meta.url));
  worker.send({
    url: baseUrl,
    requests: paths,
    connections,
    warmupSeconds: options.warmupSeconds,
    seconds: options.durationSeconds,
    distinct,
    headers,
    start,
    amount,
    warmupAmount,
    collect,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited with ${code}`))));
  });
}

/**
 * What the floor sends for a scenario: the statements a repeated request sends again (not the lookups the app keeps,
 * `kept`, sent once per scenario rather than per request of a load test), each marked `read` when the SQL profile
 * timed it. The others are a transaction's start with its settings and its end: they shape the reads' plans.
 */
const floorStatements = (profile) =>
  profile.statements
    .filter((statement) => statement.kept !== true)
    .map(({ sql, params, session, executionMs }) => ({ sql, params, session, read: executionMs !== undefined }));

/** Page 400 of the common trade, reached as a visitor would: by following rel="next" links. */
async function findDeepPage(baseUrl) {
  console.log(`Following rel="next" from "${COMMON_TRADE}" page 1 to page ${DEEP_PAGE} …`);
  let path = `/api/businesses?${new URLSearchParams({ query: COMMON_TRADE })}`;
  for (let page = 1; page < DEEP_PAGE; page++) {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    const next = nextLink(response.headers.get('link'));
    if (next === undefined) {
      console.log(`  no next link on page ${page}; using page=${DEEP_PAGE}`);
      return `/api/businesses?${new URLSearchParams({ query: COMMON_TRADE, page: String(DEEP_PAGE) })}`;
    }
    path = next;
    if (page % 50 === 0) console.log(`  page ${page + 1} …`);
  }
  return path;
}

/** The server's line when its start-up recount of the landing pages ended (landing-pages.service.ts), or failed. */
const RECOUNT_ENDED = /landing pages (refreshed|not refreshed)/i;

/**
 * The landing pages exist once the server's start-up recount has filled its table (a few seconds
 * at a million businesses); until then they answer 404. On a database counted before they answer at
 * once while the recount still reads every business beside the first scenarios, so the bench also waits
 * for the recount's line in the server log (logged at `info`, the production default).
 */
async function waitForLandingPages(baseUrl) {
  const started = Date.now();
  const logged = !['fatal', 'error', 'warn', 'silent'].includes(process.env.LOG_LEVEL ?? 'info');
  for (;;) {
    const response = await fetch(`${baseUrl}/api/landing-pages/${LANDING_TRADE_CITY}`);
    await response.arrayBuffer();
    if (response.status === 200 && (!logged || RECOUNT_ENDED.test(readFileSync(SERVER_LOG, 'utf8')))) break;
    if (Date.now() - started > 600_000) throw new Error('The landing pages were not counted within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!logged) console.log(`LOG_LEVEL=${process.env.LOG_LEVEL} hides the end of the start-up recount: not waited for`);
  console.log(`Landing pages counted ${((Date.now() - started) / 1000).toFixed(1)} s after the server was ready`);
}

/** A real multi-word name and a business with several reviews, chosen by id (so every run the same). */
async function readDataset(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const one = async (sql) => (await client.query(sql)).rows[0];
    const counts = await one(
      'SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM reviews)::int AS reviews',
    );
    if (counts.businesses === 0) throw new Error('The bench database is empty: run npm run bench:seed first');
    const named = await one(`SELECT name FROM businesses WHERE name LIKE '% % %' ORDER BY id LIMIT 1`);
    const reviewed = await one('SELECT id FROM businesses WHERE review_count >= 10 ORDER BY id LIMIT 1');
    return { ...counts, businessName: named.name, businessId: reviewed.id };
  });
}

const describeMachine = () => ({
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  kernel: release(),
  loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
});

const only = args.only === undefined ? undefined : new Set(args.only.split(','));
const wanted = (id) => only === undefined || only.has(id);
ensureBackendBuilt();
requireFrontendBuilt(only);
const machine = describeMachine();
const server = await openBenchServer({ pgPort: args['pg-port'] === undefined ? undefined : Number(args['pg-port']) });
let app;
let floorServer;
try {
  const dataset = await readDataset(server.databaseUrl);
  const { serverVersion, settings } = await readSettings(server.databaseUrl);
  // Owners, their statistics and special hours are part of the dataset every scenario reads.
  const ownerData = await ensureOwnerData(server.databaseUrl);
  console.log(
    `Bench database: ${dataset.businesses} businesses, ${dataset.reviews} reviews (PostgreSQL ${serverVersion})`,
  );
  const hugePages = await hugePagesAdvice(server.databaseUrl, settings);
  if (hugePages !== undefined) console.warn(hugePages);
  app = await startAppServer(server.databaseUrl);
  console.log(`Server (production build) on ${app.baseUrl}`);
  // Following 399 links takes minutes on a slow search; only when the deep page is measured.
  const deepPagePath = wanted('deep-page') ? await findDeepPage(app.baseUrl) : undefined;
  await waitForLandingPages(app.baseUrl);
  const scenarios = buildScenarios({ ...dataset, deepPagePath }).filter((scenario) => wanted(scenario.id));

  if (scenarios.length > 0)
    console.log(`\nSQL of one request per scenario (EXPLAIN ANALYZE, median of ${options.sqlRuns} warm runs):`);
  const profiles = await profileSql({ databaseUrl: server.databaseUrl, scenarios, runs: options.sqlRuns });

  // At 1 connection, each scenario's floor right after the app: the same statements through bare Fastify and pg,
  // for the scenarios that have a read to answer with.
  const floorScenarios = Object.entries(profiles)
    .map(([id, profile]) => ({ id, statements: floorStatements(profile) }))
    .filter(({ statements }) => statements.some((statement) => statement.read));
  floorServer =
    args['skip-floor'] || !options.connections.includes(1) || floorScenarios.length === 0
      ? undefined
      : await startFloorServer(server.databaseUrl, floorScenarios);
  const results = {};
  const floor = floorServer === undefined ? undefined : {};
  for (const connections of options.connections) {
    results[connections] = {};
    for (const scenario of scenarios) {
      await setClock(scenario.at);
      const result = await loadTest(app.baseUrl, [scenario.path], connections);
      results[connections][scenario.id] = result;
      const measuresFloor =
        floor !== undefined && connections === 1 && floorScenarios.some(({ id }) => id === scenario.id);
      if (measuresFloor) floor[scenario.id] = await loadTest(floorServer.baseUrl, [`/floor/${scenario.id}`], 1);
      console.log(
        `  ${String(connections).padStart(2)} conn  ${scenario.label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.latencyMs.p50?.toFixed(1)} ms${measuresFloor ? `  (floor p50 ${floor[scenario.id].latencyMs.p50?.toFixed(2)} ms)` : ''}`,
      );
    }
  }
  // The mix at the real time: each search path once ("open now" by day and by night is one request).
  await setClock(undefined);
  const searchPaths = [...new Set(scenarios.filter((s) => s.kind === 'search').map((s) => s.path))];
  const mix = searchPaths.length === 0 ? undefined : await loadTest(app.baseUrl, searchPaths, options.mixConnections);
  if (mix !== undefined)
    console.log(`  ${options.mixConnections} conn  ${MIX_ID} ${mix.requestsPerSecond.toFixed(0)} req/s`);
  const ssr = await runSsrScenarios({
    ...server,
    baseUrl: app.baseUrl,
    connections: options.connections,
    loadTest,
    only,
  });

  let owners;
  if (wanted(OWNERS_ID)) {
    await setClock(undefined);
    // The searches every page sends at the real time (the fixed-clock ones are measured above).
    const searches = buildScenarios({ ...dataset, deepPagePath: undefined }).filter(
      (scenario) => scenario.kind === 'search' && scenario.at === undefined && scenario.path !== undefined,
    );
    owners = await runOwnerScenarios({
      databaseUrl: server.databaseUrl,
      startAppServer,
      data: ownerData,
      loadTest,
      connections: options.mixConnections,
      searchPaths: [...new Set(searches.map((scenario) => scenario.path))],
    });
  }

  let worstCase;
  if (wanted(WORST_CASE_ID)) {
    // The flood measures the per-address search cap: a server of its own that keeps it.
    await app.stop();
    app = await startAppServer(server.databaseUrl, { productionAdmission: true, log: 'server-worst-case.log' });
    const at = new Date(args['worst-case-at']).toISOString();
    await setClock(at);
    worstCase = await runWorstCase({
      at,
      baseUrl: app.baseUrl,
      databaseUrl: server.databaseUrl,
      seed: Number(args['worst-case-seed']),
      count: Number(args['worst-case-count']),
      floodSeconds: Number(args['flood-seconds']),
    });
    await setClock(undefined);
  }

  // After every read: the writes change the data the reads measure (and remove what they wrote).
  const writes = wanted(WRITES_ID)
    ? await runWrites({
        baseUrl: app.baseUrl,
        databaseUrl: server.databaseUrl,
        loadTest,
        count: Number(args['write-count']),
      })
    : undefined;
  const sizes = await readDatabaseSizes(server.databaseUrl);

  const run = {
    label: args.label ?? 'unlabelled',
    date: new Date().toISOString(),
    git: gitDescription(),
    // The build measured when it is not this checkout's (BENCH_BACKEND_DIST, e.g. main's for a "before" run).
    ...(process.env.BENCH_BACKEND_DIST ? { measuredBuild: process.env.BENCH_BACKEND_DIST } : {}),
    machine: { ...machine, loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))) },
    database: { kind: server.kind, serverVersion, settings, businesses: dataset.businesses, reviews: dataset.reviews },
    options,
    serverEnvironment: passedThroughSettings(),
    scenarios,
    results,
    mix,
    sql: profiles,
    ...(floor === undefined ? {} : { floor }),
    sizes,
  };
  const seed = readSeedRecord();
  if (seed?.count === dataset.businesses) run.seed = seed;
  if (scenarios.length > 0) console.log(`\n${formatConsoleTables(run)}`);
  if (ssr !== undefined) console.log(`\n${formatSsrTables(ssr)}`);
  if (worstCase !== undefined) console.log(`\n${formatWorstCase({ ...run, worstCase })}`);
  if (owners !== undefined) console.log(`\n${formatOwners({ ...run, owners })}`);
  if (writes !== undefined) console.log(`\n${formatWrites({ ...run, writes })}`);
  console.log(`\n${sizesTable([run])}`);
  if (args.label !== undefined) {
    // A run of the server-rendering scenarios alone is stored apart, not as a search run without scenarios.
    if (scenarios.length > 0) await saveResults(run);
    // The runs stored apart keep the setup, not the search scenarios' results.
    const { scenarios: _s, results: _r, sql: _q, mix: _m, floor: _f, ...setup } = run;
    if (ssr !== undefined) {
      await saveSsrResults({ ...setup, ssr }, formatted);
    }
    if (worstCase !== undefined) {
      await saveWorstCaseResults({ ...setup, worstCase }, formatted);
    }
    if (owners !== undefined) {
      await saveOwnerResults({ ...setup, owners }, formatted);
    }
    if (writes !== undefined) {
      await saveWritesResults({ ...setup, writes }, formatted);
    }
    await renderReports();
  }
} finally {
  await floorServer?.stop();
  await app?.stop();
  await server.stop();
}
