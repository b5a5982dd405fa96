#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one summary line at the end.
// Stages: typecheck, lint + format, backend unit, backend API (real PostgreSQL), frontend unit,
// build, browser end-to-end (Debian's Chromium). `npm test -- --only=api,e2e` runs a subset.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg === undefined ? undefined : new Set(onlyArg.slice('--only='.length).split(','));

function jestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

// Stages in one inner list run at the same time (their output is printed when each ends): the static
// checks and the unit specs are mostly single-threaded, so together they fill both cores of a CI machine.
const stages = [
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    {
      name: 'unit',
      command: ['npx', 'jest', '--selectProjects', 'unit', '--json', `--outputFile=${join(reports, 'unit.json')}`],
      cwd: 'backend',
      counts: () => jestCounts(join(reports, 'unit.json')),
    },
  ],
  {
    name: 'api',
    command: ['npx', 'jest', '--selectProjects', 'api', '--json', `--outputFile=${join(reports, 'api.json')}`],
    cwd: 'backend',
    counts: () => jestCounts(join(reports, 'api.json')),
  },
  {
    name: 'frontend',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'frontend.json')}`,
    ],
    cwd: 'frontend',
    counts: () => vitestCounts(join(reports, 'frontend.json')),
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  // The bundles run React's own renderer (react-dom, no Preact), and no public page loads admin, Uppy, Leaflet or zod.
  { name: 'bundles', command: ['node', '--test', 'scripts/bundles.test.mjs'] },
  { name: 'budget', command: ['node', 'scripts/js-budget.mjs'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    cwd: 'frontend',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    counts: () => playwrightCounts(join(reports, 'e2e.json')),
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

/** Runs one stage; with `buffered` its output is collected and printed in one piece when it ends. */
function runStage(stage, buffered) {
  const started = Date.now();
  const [command, ...args] = stage.command;
  const child = spawn(command, args, {
    cwd: join(root, stage.cwd ?? '.'),
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const output = [];
  if (buffered) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  } else {
    console.log(`\n━━━ ${stage.name} ━━━`);
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n━━━ ${stage.name} ━━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage, status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

for (const group of stages.map((entry) => (Array.isArray(entry) ? entry : [entry]))) {
  const selected = group.filter((stage) => only === undefined || only.has(stage.name));
  if (selected.length === 0) continue;
  const runs = await Promise.all(selected.map((stage) => runStage(stage, selected.length > 1)));
  for (const { stage, status, seconds } of runs) {
    let counts;
    try {
      counts = stage.counts?.();
    } catch {
      counts = undefined;
    }
    if (counts !== undefined) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    }
    const ok = status === 0;
    if (!ok && (counts === undefined || counts.failed === 0)) totals.failed += 1;
    results.push({ name: stage.name, ok, seconds, counts });
  }
  if (results.some((result) => !result.ok)) break;
}

console.log('\n━━━ Zusammenfassung ━━━');
for (const result of results) {
  const counts =
    result.counts === undefined ? '' : ` (${result.counts.passed} bestanden, ${result.counts.failed} fehlgeschlagen)`;
  console.log(`${result.ok ? '✔' : '✘'} ${result.name.padEnd(10)} ${result.seconds.padStart(6)} s${counts}`);
}
const failedStage = results.find((result) => !result.ok);
if (failedStage !== undefined) console.log(`Abgebrochen nach Stufe „${failedStage.name}“.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage === undefined && existsSync(reports) ? 0 : 1);
