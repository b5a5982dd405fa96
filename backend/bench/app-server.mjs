// The server under test: the production build (node backend/dist/main.js) as it runs in
// production, logging included, with rate limits no benchmark reaches, on a free port.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { MAIN_JS, ROOT_DIR } from './backend-build.mjs';
import { BENCH_DATA_DIR } from './bench-database.mjs';
import { CLOCK_FILE, CLOCK_RECHECK_MS, FIXED_CLOCK_PRELOAD, setClock } from './clock.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export const SERVER_LOG = join(BENCH_DATA_DIR, 'server.log');
const READY_TIMEOUT_MS = 120_000;

async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Server settings taken from the caller's environment when set (e.g. `DB_POOL_SIZE=20 npm run
 * bench`), recorded with the results so a figure is never attributed to the wrong configuration.
 */
export const PASSED_THROUGH = [
  'DB_POOL_SIZE',
  'DB_CONNECT_TIMEOUT_MS',
  'DB_STATEMENT_TIMEOUT_MS',
  'DB_IDLE_TIMEOUT_MS',
  'SEARCH_BUDGET_MS',
  'SEARCH_CONCURRENCY',
  'SEARCH_CONCURRENCY_PER_CLIENT',
  'LOG_LEVEL',
  'REDIS_URL',
  'SEARCH_LOOKUP_CACHE_SECONDS',
];

export const passedThroughSettings = () =>
  Object.fromEntries(
    PASSED_THROUGH.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );

/**
 * Every connection of a load test comes from one address, so the per-address search cap (issue 56) would answer
 * most of 16 connections 503: raised above them unless the environment sets it or the caller measures that cap.
 */
const admissionFor = (productionAdmission) =>
  productionAdmission || process.env.SEARCH_CONCURRENCY_PER_CLIENT !== undefined
    ? {}
    : { SEARCH_CONCURRENCY_PER_CLIENT: '64' };

/**
 * Starts the server on the bench database, `env` added to its environment; resolves once /api/health/ready answers
 * 200. `log` names the log file in the bench's data folder (a second server beside the first needs its own);
 * `productionAdmission` keeps the per-address search cap as production has it (the worst case's flood).
 */
export async function startAppServer(
  databaseUrl,
  { env = {}, log: logName = 'server.log', productionAdmission = false } = {},
) {
  mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const port = await freePort();
  const logFile = join(BENCH_DATA_DIR, logName);
  const log = createWriteStream(logFile, { flags: 'w' });
  await setClock(undefined);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--require', FIXED_CLOCK_PRELOAD, MAIN_JS], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(BENCH_DATA_DIR, 'app'),
      SEED_ON_EMPTY_DATABASE: 'false',
      FIXED_CLOCK_FILE: CLOCK_FILE,
      FIXED_CLOCK_RECHECK_MS: String(CLOCK_RECHECK_MS),
      // Far above what 16 connections send in a window, so every request reaches the search.
      THROTTLE_SEARCH_LIMIT: '1000000',
      THROTTLE_READ_LIMIT: '1000000',
      THROTTLE_SEARCH_WINDOW_SECONDS: '1',
      // The writes (writes-scenarios.mjs) send a few hundred per path from one address.
      THROTTLE_CREATE_BUSINESS_LIMIT: '1000000',
      THROTTLE_EDIT_BUSINESS_LIMIT: '1000000',
      THROTTLE_CREATE_REVIEW_LIMIT: '1000000',
      ...admissionFor(productionAdmission),
      ...env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
    }
    const response = await fetch(`${baseUrl}/api/health/ready`).catch(() => undefined);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
