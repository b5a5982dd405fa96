#!/usr/bin/env node
// What our stack costs per request beyond Fastify: the production build of the app and a bare
// Fastify server answer the same fixed JSON, side by side in one run, and the ratio of their
// request rates is printed. No assertions; the target is printed, not enforced. A third side, a bare NestJS app on
// the Fastify adapter with one controller (off with --without-nest), splits the gap into NestJS's part and ours.
//
//   npm run bench:overhead -- [--duration=10] [--warmup=3] [--rounds=3] [--connections=16] [--path=/api/site]
//                              [--keep-log] [--cpu-prof] [--without-nest]
//
// Database: BENCH_DATABASE_URL (a PostgreSQL server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// gets a fresh database for the run, dropped afterwards; without it an embedded PostgreSQL is started
// in a temporary folder. The measured route must not touch the database: the script counts the
// database's transactions during the app's rounds and prints them.
//
// Fairness on a small machine: each server runs in its own child process and only one of them is
// under load at a time. Rounds alternate the order (bare→app, app→bare, …) so neither side always
// gets the warmer or the quieter slot; autocannon runs in this process. Each side is warmed up first.
// The app runs as in production: NODE_ENV=production, LOG_LEVEL=info, logs written to a file.

import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withClient } from './bench-database.mjs';
import { median } from './figures.mjs';

const TARGET_RATIO = 0.7;
const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[2] === '--bare-server') {
  await serveBare();
} else if (process.argv[2] === '--nest-server') {
  await serveNest();
} else {
  await main();
}

/** Child mode: a bare Fastify route answering the app's JSON, nothing else registered. */
async function serveBare() {
  const { path, body } = JSON.parse(process.env.OVERHEAD_BARE);
  const fastify = Fastify({ logger: false });
  fastify.get(path, async () => body);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: fastify.server.address().port });
}

/**
 * Child mode: NestJS on its Fastify adapter with one controller answering the app's JSON and nothing else (no
 * modules, hooks, guards or pipes), so the gap to the bare route is what NestJS itself costs per request.
 */
async function serveNest() {
  const { path, body } = JSON.parse(process.env.OVERHEAD_BARE);
  await import('reflect-metadata');
  const { Controller, Get, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  const { FastifyAdapter } = await import('@nestjs/platform-fastify');
  // Plain JavaScript: the decorators are applied by hand.
  class FixedController {
    answer() {
      return body;
    }
  }
  Controller(path.slice(1))(FixedController);
  Get()(FixedController.prototype, 'answer', Object.getOwnPropertyDescriptor(FixedController.prototype, 'answer'));
  class FixedModule {}
  Module({ controllers: [FixedController] })(FixedModule);
  const app = await NestFactory.create(FixedModule, new FastifyAdapter({ logger: false }), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.getHttpServer().address().port });
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '16' },
      path: { type: 'string', default: '/api/site' },
      'keep-log': { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      'without-nest': { type: 'boolean', default: false },
    },
  });
  const options = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    path: values.path,
    cpuProf: values['cpu-prof'],
    withNest: !values['without-nest'],
  };
  if (!existsSync(join(backendDir, 'dist/main.js'))) {
    throw new Error('backend/dist fehlt: erst `npm run build -w backend` (npm run bench:overhead baut selbst).');
  }

  const workDir = mkdtempSync(join(tmpdir(), 'bb-overhead-'));
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error(error));
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    await run(options, workDir, cleanups);
  } catch (error) {
    values['keep-log'] = true;
    throw error;
  } finally {
    await cleanup();
    // The log grows by megabytes per second of load; it is kept on failure, --keep-log or --cpu-prof.
    if (values['keep-log'] || options.cpuProf) console.log(`Log und CPU-Profil (--cpu-prof) der App in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

async function run(options, workDir, cleanups) {
  const database = await freshDatabase(workDir, cleanups);
  const { app, appUrl, logFile, bodyText } = await startApp(options, workDir, database, cleanups);
  const bare = await startComparison('--bare-server', options, bodyText, cleanups);
  const nest = options.withNest ? await startComparison('--nest-server', options, bodyText, cleanups) : undefined;

  const sides = {
    bare: { label: 'Fastify pur', url: bare.url, pid: bare.child.pid, results: [] },
    ...(nest && { nest: { label: 'NestJS pur', url: nest.url, pid: nest.child.pid, results: [] } }),
    app: { label: 'Branchenbuch', url: appUrl, pid: app.pid, results: [] },
  };
  console.log(
    `Overhead: GET ${options.path} (${Buffer.byteLength(bodyText)} Bytes JSON), ${options.connections} Verbindungen, ` +
      `${options.rounds} Runden à ${options.duration} s je Seite nach ${options.warmup} s Aufwärmen\n`,
  );
  for (const side of Object.values(sides)) await load(side.url, options.connections, options.warmup);

  const transactionsBefore = await database.transactions();
  const logBytesBefore = statSync(logFile).size;
  await measureRounds(options, sides, [app, bare.child, ...(nest ? [nest.child] : [])], logFile);
  const transactions = (await database.transactions()) - transactionsBefore;
  const logBytes = statSync(logFile).size - logBytesBefore;
  printSummary(sides, transactions, logBytes);
}

/** The production build against `database`, logging to app.log in `workDir`; answers the URL and its JSON. */
async function startApp(options, workDir, database, cleanups) {
  const logFile = join(workDir, 'app.log');

  const appPort = await freePort();
  const logFd = openSync(logFile, 'a');
  const nodeArgs = options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${workDir}`] : [];
  const app = spawn(process.execPath, [...nodeArgs, join(backendDir, 'dist/main.js')], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(appPort),
      DATA_DIR: workDir,
      SEED_ON_EMPTY_DATABASE: 'false',
      // The read limit still counts every request (its cost is measured), but must not answer 429 under load.
      THROTTLE_READ_LIMIT: '1000000',
    },
    // Production writes JSON logs to stdout and the platform stores them; here the file does.
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  cleanups.push(() => stopChild(app));
  const appUrl = `http://127.0.0.1:${appPort}${options.path}`;
  await waitFor(appUrl, app, logFile);

  const sample = await fetch(appUrl);
  const bodyText = await sample.text();
  if (sample.status !== 200 || !/application\/json/.test(sample.headers.get('content-type') ?? '')) {
    throw new Error(`${options.path} antwortet ${sample.status} ${sample.headers.get('content-type')}, nicht JSON`);
  }
  return { app, appUrl, logFile, bodyText };
}

/** A comparison server (`mode`: --bare-server, --nest-server) in a child process, answering `bodyText` on the same path. */
async function startComparison(mode, options, bodyText, cleanups) {
  const bare = fork(fileURLToPath(import.meta.url), [mode], {
    env: { ...process.env, OVERHEAD_BARE: JSON.stringify({ path: options.path, body: JSON.parse(bodyText) }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(() => stopChild(bare));
  const barePort = await new Promise((resolve, reject) => {
    bare.once('message', (message) => resolve(message.port));
    bare.once('exit', (code) => reject(new Error(`Vergleichsserver ${mode} beendet (${code})`)));
  });
  const url = `http://127.0.0.1:${barePort}${options.path}`;
  const bareBody = await (await fetch(url)).text();
  if (bareBody !== bodyText) throw new Error(`Der Vergleichsserver ${mode} liefert nicht dasselbe JSON`);
  return { child: bare, url };
}

/** The measured rounds, alternating which side goes first; stops when a server of `children` has ended. */
async function measureRounds(options, sides, children, logFile) {
  for (let round = 0; round < options.rounds; round += 1) {
    const forward = Object.values(sides);
    const order = round % 2 === 0 ? forward : forward.reverse();
    for (const side of order) {
      const cpuBefore = cpuSeconds(side.pid);
      const result = await load(side.url, options.connections, options.duration);
      for (const child of children) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `Server während der Messung beendet (${child.exitCode ?? child.signalCode}), Log: ${logFile}`,
          );
        }
      }
      result.cpuMicros = ((cpuSeconds(side.pid) - cpuBefore) / result.total) * 1e6;
      side.results.push(result);
      console.log(`Runde ${round + 1}  ${side.label.padEnd(13)} ${describe(result)}`);
    }
  }
}

/** Each side's medians, the ratio of the request rates against the target, the CPU ratio and the side effects. */
function printSummary(sides, transactions, logBytes) {
  console.log('');
  const summary = {};
  for (const [key, side] of Object.entries(sides)) {
    summary[key] = Object.fromEntries(
      ['rps', 'p50', 'p99', 'cpuMicros'].map((field) => [field, median(side.results.map((r) => r[field]))]),
    );
    console.log(`${side.label.padEnd(13)} Median ${describe(summary[key])}`);
  }
  const ratio = summary.app.rps / summary.bare.rps;
  const verdict = ratio >= TARGET_RATIO ? 'erreicht' : 'verfehlt';
  console.log(
    `\nVerhältnis Branchenbuch / Fastify pur: ${percent(ratio)} (Ziel ≥ ${percent(TARGET_RATIO)}: ${verdict})`,
  );
  if (summary.nest !== undefined) {
    // What NestJS itself costs, and what remains ours: the app against a bare Nest app with one controller.
    console.log(
      `Verhältnis NestJS pur / Fastify pur: ${percent(summary.nest.rps / summary.bare.rps)}; ` +
        `Branchenbuch / NestJS pur: ${percent(summary.app.rps / summary.nest.rps)}`,
    );
    console.log(
      `Server-CPU je Anfrage über Fastify pur: NestJS ${Math.round(summary.nest.cpuMicros - summary.bare.cpuMicros)} µs, ` +
        `unser Teil ${Math.round(summary.app.cpuMicros - summary.nest.cpuMicros)} µs`,
    );
  }
  // Under CPU contention from other processes req/s wobble; CPU time per request is steadier.
  console.log(
    `Server-CPU je Anfrage, Fastify pur / Branchenbuch: ${percent(summary.bare.cpuMicros / summary.app.cpuMicros)}`,
  );
  console.log(
    `Datenbank-Transaktionen der App während der Messung: ${transactions}; ` +
      `Log: ${(logBytes / 1024 / 1024).toFixed(1)} MB geschrieben`,
  );
}

/** One autocannon run against one URL; non-2xx answers and errors are reported, not hidden. */
async function load(url, connections, duration) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function describe(result) {
  const problems = result.non2xx + result.errors > 0 ? `  (${result.non2xx} nicht 2xx, ${result.errors} Fehler)` : '';
  const cpu = Number.isNaN(result.cpuMicros) ? '' : `  Server-CPU ${Math.round(result.cpuMicros)} µs/Anfrage`;
  return `${String(Math.round(result.rps)).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${cpu}${problems}`;
}

/** User plus system CPU time of a process so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid) {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return NaN;
  // Fields 14 and 15 (utime, stime) follow the command name, which may contain spaces.
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** BENCH_DATABASE_URL's server, or an embedded PostgreSQL in the work folder; either way a fresh database. */
async function freshDatabase(workDir, cleanups) {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const { startEmbeddedPostgres } = await import(join(backendDir, 'dist/database/embedded-postgres.js'));
    const embedded = await startEmbeddedPostgres({ dataDir: join(workDir, 'postgres'), port: await freePort() });
    cleanups.push(() => embedded.stop());
    serverUrl = embedded.url;
  }
  const name = `bb_overhead_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  return {
    url: url.toString(),
    transactions: () =>
      withClient(serverUrl, async (client) => {
        // A backend reports its statistics at most 10 s after it goes idle (or when it closes).
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        const { rows } = await client.query(
          'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
          [name],
        );
        return Number(rows[0].n);
      }),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls until the app answers; migrations run first, so this takes a few seconds. */
async function waitFor(url, child, logFile) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}), siehe ${logFile}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server antwortet nicht, siehe ${logFile}`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function percent(value) {
  return Number.isNaN(value) ? '–' : `${Math.round(value * 100)} %`;
}
