// The database's share of each scenario: the production build's app runs inside this process
// (no HTTP), `pg`'s Client.prototype.query is wrapped here (never in the app) to record every
// statement one request issues with its parameters, and each statement is then run under
// EXPLAIN (ANALYZE, BUFFERS) on a connection of its own: warm, the median of a few runs.
import { join } from 'node:path';
import { requireBuilt } from './backend-build.mjs';
import { BENCH_DATA_DIR } from './bench-database.mjs';
import { CLOCK_FILE, FIXED_CLOCK_PRELOAD, setClock } from './clock.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Only reads are explained: EXPLAIN ANALYZE executes the statement. */
const isRead = (sql) => /^\s*(SELECT|WITH)\b/i.test(sql) && !/\bFOR\s+(UPDATE|SHARE)\b/i.test(sql);
/** Settings a request makes for its own statements (SET, SET LOCAL, set_config): replayed, not explained. */
const isSetting = (sql) => /^\s*SET\s/i.test(sql) || /^\s*SELECT\s+set_config\s*\(/i.test(sql);
/**
 * A transaction's start with its settings in one query ("START TRANSACTION …; SELECT set_config(…)", the search's
 * SORT_MATCHES): the settings, replayed inside the profile's own transaction.
 */
const settingsOfStart = (sql) => {
  const match = /^\s*START\s+TRANSACTION[^;]*;([\s\S]*)$/i.exec(sql);
  return match !== null && isSetting(match[1]) ? match[1] : undefined;
};

/**
 * The settings a connection was opened with (`options: '-c name=value …'`: the search's pools, searchTypeOrmOptions),
 * as [name, value] pairs.
 */
const sessionSettings = (options) =>
  [...(options ?? '').matchAll(/-c\s+([\w.]+)=(\S+)/g)].map(([, name, value]) => [name, value]);

function recordQueries(pg) {
  const original = pg.Client.prototype.query;
  const recorder = { statements: undefined };
  pg.Client.prototype.query = function recordingQuery(config, values, ...rest) {
    if (recorder.statements !== undefined) {
      const sql = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : (config?.values ?? []);
      const session = sessionSettings(this.connectionParameters?.options);
      if (typeof sql === 'string') recorder.statements.push({ sql, params, session });
    }
    return original.call(this, config, values, ...rest);
  };
  return { recorder, restore: () => (pg.Client.prototype.query = original) };
}

async function explain(client, { sql, params }, runs) {
  const timings = [];
  // The first run warms caches and is not counted.
  for (let run = 0; run <= runs; run++) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const [result] = rows[0]['QUERY PLAN'];
    if (run > 0) timings.push({ execution: result['Execution Time'], planning: result['Planning Time'] });
  }
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return {
    executionMs: median(timings.map((t) => t.execution)),
    planningMs: median(timings.map((t) => t.planning)),
    plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}

/**
 * The statements one request of `scenario` sends with its lookups forgotten, and its response; `kept: true` on those
 * a repeated request does not send again.
 */
async function recordRequest(fastify, recorder, forgetLookups, scenario) {
  // A first request warms the app (lazy metadata, connections) and the database's caches.
  await fastify.inject({ method: 'GET', url: scenario.path });
  // Every statement a search sends: the answers of the lookups that prepare it, kept since the first, go.
  forgetLookups();
  recorder.statements = [];
  const response = await fastify.inject({ method: 'GET', url: scenario.path });
  const recorded = recorder.statements;
  // The same request once more with the lookups kept, as the load tests repeat it: a statement it does not send
  // again is `kept` (its answer reused for SEARCH_LOOKUP_CACHE_SECONDS), and the bench's floor leaves it out.
  recorder.statements = [];
  await fastify.inject({ method: 'GET', url: scenario.path });
  const repeated = recorder.statements.map((statement) => statement.sql);
  recorder.statements = undefined;
  for (const statement of recorded) {
    const index = repeated.indexOf(statement.sql);
    if (index === -1) statement.kept = true;
    else repeated.splice(index, 1);
  }
  return { response, recorded };
}

/** Replays `recorded` on `explainClient` in one rolled-back transaction, timing and explaining each read. */
async function explainRecorded(explainClient, recorded, runs) {
  const statements = [];
  const connectionSettings = new Set(recorded.flatMap((statement) => statement.session.map(([name]) => name)));
  // One transaction per request, rolled back: what the request set applies to its later statements only.
  await explainClient.query('BEGIN');
  try {
    for (const statement of recorded) {
      // Each statement with the settings of the connection it was sent on: the search's, or PostgreSQL's defaults.
      for (const name of connectionSettings) {
        const value = statement.session.find(([setting]) => setting === name)?.[1];
        if (value !== undefined) await explainClient.query('SELECT set_config($1, $2, true)', [name, value]);
        else
          await explainClient.query(`SELECT set_config($1, reset_val, true) FROM pg_settings WHERE name = $1`, [name]);
      }
      if (isSetting(statement.sql)) await explainClient.query(statement.sql, statement.params);
      const started = settingsOfStart(statement.sql);
      if (started !== undefined) await explainClient.query(started);
      const timed = isRead(statement.sql) && !isSetting(statement.sql);
      statements.push({ ...statement, ...(timed ? await explain(explainClient, statement, runs) : {}) });
    }
  } finally {
    await explainClient.query('ROLLBACK');
  }
  return statements;
}

/**
 * For every scenario: the statements one request issues, each with its median execution and
 * planning time and its plan, and `kept: true` on those a repeated request does not send again;
 * `executionMs` and `planningMs` are the sums per request.
 */
export async function profileSql({ databaseUrl, scenarios, runs }) {
  requireBuilt('reflect-metadata');
  // The in-process app's clock follows the scenarios' too (the preload reads the variable when loaded).
  process.env.FIXED_CLOCK_FILE = CLOCK_FILE;
  requireBuilt(FIXED_CLOCK_PRELOAD);
  const pg = requireBuilt('pg');
  const { createApp } = requireBuilt('./app.factory');
  const { loadConfig } = requireBuilt('./config/app-config');
  const { SearchLookups } = requireBuilt('./businesses/search-lookups');
  const { recorder, restore } = recordQueries(pg);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(BENCH_DATA_DIR, 'app'),
    SEED_ON_EMPTY_DATABASE: 'false',
    // No periodic jobs: the landing pages' recount at start-up runs for seconds, and its statements were recorded
    // as those of the scenarios profiled meanwhile (a 300 ms aggregate in "Friseur" in postal code 10115).
    BACKGROUND_JOBS: 'false',
    THROTTLE_SEARCH_LIMIT: '1000000',
    THROTTLE_READ_LIMIT: '1000000',
    // A search past its budget sends no further statements; a larger budget lets slow ones be profiled whole.
    ...(process.env.SEARCH_BUDGET_MS === undefined ? {} : { SEARCH_BUDGET_MS: process.env.SEARCH_BUDGET_MS }),
  });
  const app = await createApp(config, { databaseUrl });
  const explainClient = new pg.Client({ connectionString: databaseUrl });
  try {
    await app.init();
    const fastify = app.getHttpAdapter().getInstance();
    await fastify.ready();
    await explainClient.connect();
    const forgetLookups = () => app.get(SearchLookups).forget();
    const profiles = {};
    for (const scenario of scenarios) {
      await setClock(scenario.at);
      const { response, recorded } = await recordRequest(fastify, recorder, forgetLookups, scenario);
      const statements = await explainRecorded(explainClient, recorded, runs);
      profiles[scenario.id] = {
        status: response.statusCode,
        statements,
        executionMs: statements.reduce((sum, s) => sum + (s.executionMs ?? 0), 0),
        planningMs: statements.reduce((sum, s) => sum + (s.planningMs ?? 0), 0),
      };
      console.log(
        `  ${scenario.label.padEnd(44)} ${statements.length} statement(s), SQL ${profiles[scenario.id].executionMs.toFixed(2)} ms + planning ${profiles[scenario.id].planningMs.toFixed(2)} ms`,
      );
    }
    return profiles;
  } finally {
    await setClock(undefined);
    await explainClient.end().catch(() => {});
    await app.close();
    restore();
  }
}
