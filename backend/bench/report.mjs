// Results of `npm run bench`: the targets, the console tables, the raw JSON per label
// (docs/benchmarks/<label>.json) and the two documents rendered from all stored labels side by
// side (docs/benchmarks.md, and the query plans in docs/benchmarks-plans.md).
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from './backend-build.mjs';
import { CLUSTER_SETTINGS, DATABASE_SETTINGS } from './bench-database.mjs';
import { mark, ms, table } from './figures.mjs';
import { datasetMark } from './labelled-runs.mjs';
import { LIGHTHOUSE_DIR, lighthouseSection, loadLighthouseRuns } from './lighthouse-report.mjs';
import { renderPlans } from './plans-report.mjs';
import { MIX_ID } from './scenarios.mjs';
import { loadOwnerRuns, ownersSection } from './owner-scenarios.mjs';
import { loadSsrRuns, ssrSection } from './ssr-scenarios.mjs';
import { loadWorstCaseRuns, worstCaseSection } from './worst-case.mjs';
import { sizesSection } from './database-sizes.mjs';
import { writesSection } from './writes-report.mjs';
import { loadWritesRuns } from './writes-scenarios.mjs';

const DOCS_DIR = join(ROOT_DIR, 'docs');
const RESULTS_DIR = join(DOCS_DIR, 'benchmarks');
/** Labels in this order first, the rest alphabetically. */
const LABEL_ORDER = ['before', 'after'];

/** The issue's targets; each check says whether a run meets it. */
export const TARGETS = {
  searchP95Ms: 10,
  detailP99Ms: 5,
  apiToSqlRatio: 2,
  mixRequestsPerSecond: 500,
  mixP99Ms: 100,
  detailRequestsPerSecond: 5000,
};

const rate = (value) => {
  if (value === undefined) return '–';
  return value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
};

/** SQL time of one request: execution plus planning, what the server spends without network and client. */
const sqlMs = (run, id) => {
  const profile = run.sql?.[id];
  return profile === undefined ? undefined : profile.executionMs + profile.planningMs;
};

/** The targets that apply to one scenario at one connection level, each with ok. */
export function scenarioChecks(run, connections, scenario) {
  const result = run.results[connections]?.[scenario.id];
  if (result === undefined) return {};
  const checks = {};
  if (Number(connections) === 1) {
    if (scenario.kind === 'search') checks.p95 = result.latencyMs.p95 <= TARGETS.searchP95Ms;
    else checks.p99 = result.latencyMs.p99 <= TARGETS.detailP99Ms;
    const sql = sqlMs(run, scenario.id);
    if (sql !== undefined && sql > 0) checks.ratio = result.latencyMs.p50 <= TARGETS.apiToSqlRatio * sql;
  }
  if (Number(connections) === 16 && scenario.id === 'detail') {
    checks.rate = result.requestsPerSecond >= TARGETS.detailRequestsPerSecond;
  }
  return checks;
}

export function mixCheck(run) {
  if (run.mix === undefined || run.options.mixConnections !== 16) return undefined;
  return run.mix.requestsPerSecond >= TARGETS.mixRequestsPerSecond && run.mix.latencyMs.p99 <= TARGETS.mixP99Ms;
}

function latencyCell(result, checks) {
  const { p50, p95, p99 } = result.latencyMs;
  const withMark = (value, check) => `${ms(value)}${check === undefined ? '' : ` ${mark(check)}`}`;
  return `${ms(p50)} / ${withMark(p95, checks.p95)} / ${withMark(p99, checks.p99)}`;
}

function rateCell(result, checks) {
  const errors = result.non2xx + result.errors;
  return `${rate(result.requestsPerSecond)}${checks.rate === undefined ? '' : ` ${mark(checks.rate)}`}${errors > 0 ? ` (${errors} failed)` : ''}`;
}

/** " (3.8×)": a median as a multiple of the SQL time, or '' without SQL time to divide by. */
const timesSql = (p50, sql) => (sql > 0 ? ` (${(p50 / sql).toFixed(1)}×)` : '');

function sqlCell(run, result, scenario, checks) {
  const sql = sqlMs(run, scenario.id);
  if (sql === undefined) return '–';
  return `${ms(sql)}${timesSql(result.latencyMs.p50, sql)}${checks.ratio === undefined ? '' : ` ${mark(checks.ratio)}`}`;
}

/** A scenario's floor p50 at 1 connection and its ratio to the SQL time, or '' without one. */
function floorCell(run, scenario) {
  const floor = run.floor?.[scenario.id];
  if (floor === undefined) return '';
  const sql = sqlMs(run, scenario.id);
  const { p50 } = floor.latencyMs;
  return `${ms(p50)}${sql > 0 ? `${timesSql(p50, sql)} ${mark(p50 <= TARGETS.apiToSqlRatio * sql)}` : ''}`;
}

/** The console's tables: one per connection level, then the mix. */
export function formatConsoleTables(run) {
  const lines = [];
  const header = `${'scenario'.padEnd(46)}${'req/s'.padStart(14)}  ${'p50 / p95 / p99 ms'.padEnd(26)}${'SQL ms (API÷SQL)'.padEnd(22)}${run.floor === undefined ? '' : 'floor p50 ms (÷SQL)'}`;
  for (const connections of Object.keys(run.results)) {
    lines.push(
      `${connections} connection(s), ${run.options.durationSeconds} s each after ${run.options.warmupSeconds} s warm-up`,
    );
    lines.push(header);
    for (const scenario of run.scenarios) {
      const result = run.results[connections][scenario.id];
      const checks = scenarioChecks(run, connections, scenario);
      lines.push(
        `${scenario.label.padEnd(46)}${rateCell(result, checks).padStart(14)}  ${latencyCell(result, checks).padEnd(26)}${Number(connections) === 1 ? `${sqlCell(run, result, scenario, checks).padEnd(22)}${floorCell(run, scenario)}` : ''}`,
      );
    }
    lines.push('');
  }
  if (run.mix !== undefined) {
    const ok = mixCheck(run);
    lines.push(
      `${MIX_ID} at ${run.options.mixConnections} connections: ${rate(run.mix.requestsPerSecond)} req/s, p50 / p95 / p99 ${latencyCell(run.mix, {})} ms${ok === undefined ? '' : ` ${mark(ok)} (target ≥ ${TARGETS.mixRequestsPerSecond} req/s, p99 ≤ ${TARGETS.mixP99Ms} ms)`}`,
    );
  }
  return lines.join('\n');
}

/** A label names a results file: lower-case letters, digits and dashes only. */
export function checkLabel(label) {
  if (label !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(label)) {
    throw new Error('--label must be lower-case letters, digits and dashes (e.g. before, after)');
  }
}

/** The commit and branch a run measured. */
export function gitDescription() {
  const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', '--short', 'HEAD'), branch: git('rev-parse', '--abbrev-ref', 'HEAD') };
  } catch {
    return { commit: 'unknown', branch: 'unknown' };
  }
}

export async function formatted(text, parser) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(join(ROOT_DIR, 'package.json'))) ?? {};
  return prettier.format(text, { ...config, parser });
}

export async function saveResults(run) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${run.label}.json`);
  await writeFile(file, await formatted(JSON.stringify(run), 'json'));
  console.log(`Saved ${file}`);
}

async function loadRuns() {
  const files = (await readdir(RESULTS_DIR).catch(() => [])).filter((file) => file.endsWith('.json'));
  const runs = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(RESULTS_DIR, file), 'utf8'))),
  );
  const rank = (label) => (LABEL_ORDER.includes(label) ? LABEL_ORDER.indexOf(label) : LABEL_ORDER.length);
  return runs.sort((a, b) => rank(a.label) - rank(b.label) || a.label.localeCompare(b.label));
}

/**
 * How many runs besides "before" and "after" the setup, scenario and plan sections show side by side: the latest full
 * run (of at least FULL_RUN_SHARE of the most scenarios any run measured) and the latest, by date; a run of a few
 * scenarios alone would leave most rows empty. Every run stays in the search mix table and in
 * docs/benchmarks/<label>.json.
 */
const COMPARED_LATEST_RUNS = 2;
const FULL_RUN_SHARE = 0.9;
const byDate = (a, b) => a.date.localeCompare(b.date);

function comparedRuns(runs) {
  const later = runs.filter((run) => !LABEL_ORDER.includes(run.label)).sort(byDate);
  const most = Math.max(0, ...later.map((run) => run.scenarios.length));
  const full = later.filter((run) => run.scenarios.length >= most * FULL_RUN_SHARE).at(-1);
  const latest = later.at(-1);
  const shown = full === undefined || full === latest ? later.slice(-COMPARED_LATEST_RUNS) : [full, latest];
  return [...runs.filter((run) => LABEL_ORDER.includes(run.label)), ...shown];
}

/** Saves one Lighthouse run (scripts/lighthouse.mjs) and renders the documents again. */
export async function saveLighthouseResults(run) {
  await mkdir(LIGHTHOUSE_DIR, { recursive: true });
  const file = join(LIGHTHOUSE_DIR, `${run.label}.json`);
  await writeFile(file, await formatted(JSON.stringify(run), 'json'));
  console.log(`Saved ${file}`);
  await renderReports();
}

function setupTable(runs) {
  const row = (name, value) => [name, ...runs.map(value)];
  return table(
    ['', ...runs.map((run) => `**${run.label}**`)],
    [
      row('date', (run) => run.date.slice(0, 16).replace('T', ' ') + ' UTC'),
      row('commit', (run) => `${run.git.commit} (${run.git.branch})`),
      row('CPU', (run) => `${run.machine.cpu}, ${run.machine.cores} cores`),
      row('RAM', (run) => `${run.machine.memoryGiB} GiB`),
      row('Node.js', (run) => run.machine.node),
      row('PostgreSQL', (run) => `${run.database.serverVersion} (${run.database.kind})`),
      row(
        'dataset',
        (run) =>
          `${rate(run.database.businesses)} businesses, ${rate(run.database.reviews)} reviews` + datasetMark(run),
      ),
      row('seed time', (run) =>
        run.seed === undefined ? '–' : `${run.seed.totalSeconds.toFixed(0)} s (${rate(run.seed.count)})`,
      ),
      row(
        'load average (1/5/15 min) at start → end',
        (run) => `${run.machine.loadAverageAtStart.join(' / ')} → ${run.machine.loadAverageAtEnd.join(' / ')}`,
      ),
      row(
        'server settings from the environment',
        (run) =>
          Object.entries(run.serverEnvironment ?? {})
            .map(([name, value]) => `\`${name}=${value}\``)
            .join(', ') || 'none (defaults)',
      ),
      row('per scenario', (run) => `${run.options.warmupSeconds} s warm-up + ${run.options.durationSeconds} s`),
      row('SQL timing', (run) => `median of ${run.options.sqlRuns} warm EXPLAIN ANALYZE runs`),
    ],
  );
}

function resultsTable(runs, connections) {
  // Every scenario any run measured, in the order they first appear: later runs add scenarios.
  const scenarios = [
    ...new Map(
      runs
        .filter((run) => run.results[connections] !== undefined)
        .flatMap((run) => run.scenarios)
        .map((scenario) => [scenario.id, scenario]),
    ).values(),
  ];
  const header = ['scenario'];
  for (const run of runs) {
    header.push(`${run.label}: req/s`, `${run.label}: p50 / p95 / p99 ms`);
    if (Number(connections) === 1) header.push(`${run.label}: SQL ms (API p50 ÷ SQL)`);
  }
  const rows = scenarios.map((scenario) => {
    const cells = [scenario.label];
    for (const run of runs) {
      const own = run.scenarios.find((s) => s.id === scenario.id);
      const result = run.results[connections]?.[scenario.id];
      if (own === undefined || result === undefined) {
        cells.push('–', '–', ...(Number(connections) === 1 ? ['–'] : []));
        continue;
      }
      const checks = scenarioChecks(run, connections, own);
      cells.push(rateCell(result, checks), latencyCell(result, checks));
      if (Number(connections) === 1) cells.push(sqlCell(run, result, own, checks));
    }
    return cells;
  });
  return table(header, rows);
}

/**
 * The latest run's floor at 1 connection (floor-server.mjs): per scenario the SQL time, the p50 of a bare Fastify
 * server with pg sending the same reads, the app's p50, and what the app adds. ✔/✘ on the floor's ratio says
 * whether the API÷SQL target can be met there at all by a Node.js server on this machine.
 */
function floorSection(runs) {
  const run = [...runs]
    .filter((candidate) => candidate.floor !== undefined)
    .sort(byDate)
    .at(-1);
  if (run === undefined) return '';
  const rows = run.scenarios
    .filter((scenario) => run.floor[scenario.id] !== undefined && run.results[1]?.[scenario.id] !== undefined)
    .map((scenario) => {
      const sql = sqlMs(run, scenario.id);
      const api = run.results[1][scenario.id].latencyMs.p50;
      return [
        scenario.label,
        ms(sql),
        floorCell(run, scenario),
        `${ms(api)}${timesSql(api, sql)}`,
        ms(api - run.floor[scenario.id].latencyMs.p50),
      ];
    });
  const reachable = rows.filter((row) => row[2].endsWith('✔')).length;
  return `
## The floor at 1 connection

What the same SQL costs without the app, measured in the latest run with floor figures
(**${run.label}**, ${run.date.slice(0, 16).replace('T', ' ')} UTC): right after the app, a bare Fastify
server with \`pg\` and nothing else (backend/bench/floor-server.mjs) answers each scenario by sending the
statements the app sends, one after another on a connection with the app's settings (the reads the SQL column
times as named statements, a search's transaction and its settings around them), and returns the last read's
rows as JSON. Like the app in the load tests it leaves out the lookups the app
keeps for repeated searches (the SQL column counts them). The SQL column leaves out what every server pays on top of it: the
round trips, PostgreSQL turning the rows into text and sending them, their parsing in Node.js, the answer's
JSON and HTTP. Where the floor alone is above ${TARGETS.apiToSqlRatio}× the SQL time (✘), no Node.js server that sends these reads for each request
meets the API÷SQL target on this machine; "app − floor" is the app's own work (validation, search logic,
mapping, headers, caching). The floor is within the target for ${reachable} of ${rows.length} scenarios.

${table(['scenario', 'SQL ms', 'floor p50 ms (÷ SQL)', 'API p50 ms (÷ SQL)', 'app − floor ms'], rows)}
`;
}

function mixTable(runs) {
  return table(
    ['', 'date', 'commit', 'connections', 'req/s', 'p50 / p95 / p99 ms', 'failed', 'target'],
    runs
      .filter((run) => run.mix !== undefined)
      .sort(byDate)
      .map((run) => {
        const ok = mixCheck(run);
        return [
          `**${run.label}**`,
          run.date.slice(0, 16).replace('T', ' '),
          run.git.commit,
          String(run.options.mixConnections),
          rate(run.mix.requestsPerSecond),
          latencyCell(run.mix, {}),
          String(run.mix.non2xx + run.mix.errors),
          ok === undefined ? '–' : mark(ok),
        ];
      }),
  );
}

const settingsList = (settings) =>
  Object.entries(settings)
    .map(([name, value]) => `\`${name} = ${value}\``)
    .join(', ');

/** How the datasets are made, the server is driven and the SQL is timed; `runCount` runs are stored. */
function howMeasuredSection(runCount) {
  return `## How the figures were taken

\`\`\`bash
npm run bench:seed -- --count 1000000   # once: the scale dataset into the bench cluster
npm run bench -- --label before         # on the old search code
npm run bench -- --label after          # on the new one
npm run bench:seed -- --count 1000000 --dist spread   # the second dataset, of a different make
\`\`\`

Two datasets of the same trades, places and vocabulary (\`backend/bench/scale-dataset.mjs\`), each
deterministic for its seed and count. **default**: big cities far fuller than small towns (Berlin 8 %,
the five fullest 29 %), a few trades very common and many rare, a fifth verified, 45 % without reviews
and most ratings good. **spread** (\`--dist spread\`, \`backend/bench/spread-dataset.mjs\`), made so
that a plan tuned to the first shows where it breaks: the five fullest cities hold 86 % of the entries
(Berlin 37 %); half of the descriptions carry a sentence of another trade's description and 30 % of the
keyword lists another trade's word, drawn by popularity (a search for "Bäckerei" matches hairdressers
and dentists); 35 % of the names are compounds (a double surname, "Müller-Yılmaz", or two trades' words,
"Bäckerei-Café"); 70 % of the owners carry one of 108 surnames shared across German, Turkish, Polish,
Vietnamese, Italian, Greek, Russian, Arabic and Balkan families (Müller in about 6 % of all names,
60,000 at a million; Yılmaz in 1.4 %); half verified, 30 % without reviews, and averages spread evenly
over one to five stars (31 % of the reviewed below three stars, against 10 %). \`node
backend/bench/dataset-summary.mjs --count 20000 --dist spread\` prints its make without a database;
\`src/import/scale-dataset.spec.ts\` checks it. The bench cluster holds one dataset at a time: seed the
other and run the bench again; the dataset row below
marks a run of the second one with (spread).

The server under test is the production build (\`node backend/dist/main.js\`, \`NODE_ENV=production\`,
production logging to \`.data/bench/server.log\`, rate limits out of reach). autocannon drives it
from a child process, one scenario at a time, first with 1 connection, then with 16. The SQL
column is the time PostgreSQL spends on the statements one request issues (execution plus
planning, from \`EXPLAIN (ANALYZE, BUFFERS)\`, warm), recorded by wrapping \`pg\` inside the harness.

The tables compare the first two runs ("before" and "after" the search-at-scale work) with the
latest full run and the latest run; the search mix lists all ${runCount} runs. Each run's figures and
plans are kept in \`docs/benchmarks/<label>.json\`.`;
}

/** The bench cluster's settings, and those in force during the latest run. */
function databaseSettingsSection(latest) {
  return `### Database settings

The embedded bench cluster (\`.data/bench/postgres\`, port 54339) is tuned for a 2-core, 24 GiB
machine. Server-wide (\`ALTER SYSTEM\`, embedded cluster only): ${settingsList(CLUSTER_SETTINGS)}.
Per database (\`ALTER DATABASE\`, also with \`BENCH_DATABASE_URL\`): ${settingsList(DATABASE_SETTINGS)}.
${latest === undefined ? '' : `In force during the latest run (${latest.label}): ${settingsList(latest.database.settings)}.`}`;
}

/** The issue's targets and how ✔, ✘ and "failed" read. */
function targetsSection() {
  return `## Targets

- 1 connection: every search scenario p95 ≤ ${TARGETS.searchP95Ms} ms; detail, reviews and rating p99 ≤ ${TARGETS.detailP99Ms} ms;
  API median ≤ ${TARGETS.apiToSqlRatio}× the SQL time of the same request.
- 16 connections: the search mix ≥ ${TARGETS.mixRequestsPerSecond} req/s with p99 ≤ ${TARGETS.mixP99Ms} ms; detail ≥ ${rate(TARGETS.detailRequestsPerSecond)} req/s.

✔ and ✘ stand next to the figure a target applies to. "failed" counts non-2xx answers and
requests autocannon gave up on after 10 s. With the default pool (\`DB_POOL_SIZE=10\`,
\`DB_CONNECT_TIMEOUT_MS=5000\`) a request that waits longer than 5 s for a database connection is
answered 500 ("timeout exceeded when trying to connect" in the server log). With few requests in a
run (slow scenarios), p95 and p99 are the slowest one or two.`;
}

/** The figures the search-at-scale issue's author measured before the work, quoted as they were. */
const ISSUE_AUTHOR_BEFORE = `## The issue author's "before" measurement

Measured by the author of the search-at-scale issue, on their machine, with 1,001,376 businesses
and one connection (p50 / p97.5 ms), before any of this work; quoted here for comparison.

| scenario | p50 / p97.5 ms |
| --- | --- |
| first page | 2 / 6 |
| "Friseur" | 671 / 761 |
| prefix "bäck" | 1,067 / 1,340 |
| city "Berlin" | 345 / 457 |
| "Zahnarzt" | 411 / 828 |
| typo "Bakerei" | 834 / 967 |
| "Friseur" page 400 | 740 / 843 |
| category + city | 171 / 210 |
| detail / reviews / rating | 1 / 1 / 0 (p97.5 3 / 3 / 1) |

At 16 connections: "Friseur" 2 req/s with a median of 4.2 s; detail 2,647 req/s.`;

/**
 * docs/benchmarks.md: how the figures were taken, the setups compared, the results per connection level, the
 * search mix and the sections of the runs stored apart.
 */
function renderBenchmarks(runs, lighthouseRuns, decisions, { ssrRuns, worstCaseRuns, ownerRuns, writesRuns }) {
  const compared = comparedRuns(runs);
  const connectionLevels = [...new Set(compared.flatMap((run) => Object.keys(run.results)))].sort((a, b) => a - b);
  const latest = [...runs].sort(byDate).at(-1);
  return `# Benchmarks

<!-- Generated by \`npm run bench -- --label <label>\` (or \`npm run bench -- --render\`) from
docs/benchmarks/*.json by backend/bench/report.mjs; edit that file, not this one. -->

Search at the size of the market: one million businesses. How the data is made and loaded, how
the API is driven and what the targets are is described in [performance.md](performance.md);
the query plans of every scenario are in [benchmarks-plans.md](benchmarks-plans.md).

${howMeasuredSection(runs.length)}

${setupTable(compared)}

The machine is shared: the load average shows how much else ran at the same time. Figures of
runs on a busy machine are noisy, slower ones more than faster ones.

${databaseSettingsSection(latest)}

${targetsSection()}

${connectionLevels
  .map(
    (connections) => `## ${connections} connection${connections === '1' ? '' : 's'}

${resultsTable(compared, connections)}
`,
  )
  .join('\n')}${floorSection(runs)}
## Search mix

Every search scenario in turn on each connection (autocannon \`requests\`), as the search pages
send them; every run, oldest first.

${mixTable(runs)}

${decisions}
${ISSUE_AUTHOR_BEFORE}
${ssrSection(ssrRuns, lighthouseRuns)}${worstCaseSection(worstCaseRuns)}${ownersSection(ownerRuns)}${writesSection(writesRuns)}${sizesSection([...runs, ...writesRuns])}${lighthouseSection(lighthouseRuns)}`;
}

/** Writes docs/benchmarks.md and docs/benchmarks-plans.md from every stored label. */
export async function renderReports() {
  const runs = await loadRuns();
  const lighthouseRuns = await loadLighthouseRuns();
  // The figures behind the search's thresholds, written by hand (they are not re-measured by each run).
  const decisions = await readFile(join(DOCS_DIR, 'benchmarks/search-decisions.md'), 'utf8');
  const markdown = renderBenchmarks(runs, lighthouseRuns, decisions, {
    ssrRuns: await loadSsrRuns(),
    worstCaseRuns: await loadWorstCaseRuns(),
    ownerRuns: await loadOwnerRuns(),
    writesRuns: await loadWritesRuns(),
  });
  await writeFile(join(DOCS_DIR, 'benchmarks.md'), await formatted(markdown, 'markdown'));
  await writeFile(join(DOCS_DIR, 'benchmarks-plans.md'), await formatted(renderPlans(comparedRuns(runs)), 'markdown'));
  console.log(`Rendered docs/benchmarks.md and docs/benchmarks-plans.md from ${runs.length} label(s)`);
}
