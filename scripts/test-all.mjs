#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one summary line at the end.
// Stages: typecheck, lint + format, backend unit, backend API (real PostgreSQL), frontend unit,
// build, browser end-to-end (Debian's Chromium). `npm test -- --only=api,e2e` runs a subset.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestCounts, judgeStage, playwrightCounts, readReport, summarize, vitestCounts } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg === undefined ? undefined : new Set(onlyArg.slice('--only='.length).split(','));

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
      report: () => readReport(join(reports, 'unit.json'), jestCounts),
    },
  ],
  {
    name: 'api',
    command: ['npx', 'jest', '--selectProjects', 'api', '--json', `--outputFile=${join(reports, 'api.json')}`],
    cwd: 'backend',
    report: () => readReport(join(reports, 'api.json'), jestCounts),
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
    report: () => readReport(join(reports, 'frontend.json'), vitestCounts),
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
    report: () => readReport(join(reports, 'e2e.json'), playwrightCounts),
  },
];

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
    results.push(judgeStage({ name: stage.name, status, seconds, report: stage.report?.() }));
  }
  if (results.some((result) => !result.ok)) break;
}

const { lines, exitCode } = summarize(results);
console.log(`\n${lines.join('\n')}`);
process.exit(exitCode);
