// The writes' figures (writes-scenarios.mjs) for the console and for docs/benchmarks.md.
import { mark, ms, table } from './figures.mjs';
import { runSetupLine } from './labelled-runs.mjs';
import { WRITE_PATHS } from './writes-scenarios.mjs';

/** The target for every write path at 1 connection (reported, never asserted). */
export const WRITE_TARGETS = { p95Ms: 20 };

/** Requests that did not succeed: non-2xx answers, and requests autocannon gave up on. */
export const failedWrites = (result) => result.non2xx + result.errors;

/** "201 × 300", or several statuses by count, most first. */
export const statusesCell = (statuses) =>
  Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ') || '–';

export const writeCheck = (result) => result.latencyMs.p95 !== null && result.latencyMs.p95 <= WRITE_TARGETS.p95Ms;

/** One run's table: a row per write path it measured. */
export function formatWrites(run) {
  const { writes } = run;
  const rows = WRITE_PATHS.filter((path) => writes.paths[path.id] !== undefined).map((path) => {
    const result = writes.paths[path.id];
    const { p50, p95, p99 } = result.latencyMs;
    return [
      path.label,
      `\`${path.route}\``,
      String(result.requests),
      result.requestsPerSecond.toFixed(0),
      `${ms(p50)} / ${ms(p95)} / ${ms(p99)}`,
      statusesCell(result.statuses),
      String(failedWrites(result)),
      `p95 ≤ ${WRITE_TARGETS.p95Ms} ms ${mark(writeCheck(result))}`,
    ];
  });
  const floor = writes.commitFloor;
  if (floor !== undefined) {
    const { p50, p95, p99 } = floor.latencyMs;
    rows.push([
      'commit floor: one row through `pg`, no app',
      '–',
      String(floor.commits),
      '–',
      `${ms(p50)} / ${ms(p95)} / ${ms(p99)}`,
      '–',
      '–',
      '',
    ]);
  }
  return [
    `**${run.label}**: ${writes.count} writes per path after ${writes.warmup} not counted, ${writes.connections} connection; ` +
      `removed afterwards: ${writes.removed.entries} entries, the reviews of ${writes.removed.reviewedBusinesses} businesses, ` +
      `${writes.removed.auditEntries} audit entries, ${writes.removed.mails} mails.`,
    '',
    table(['write', 'route', 'writes', 'req/s', 'p50 / p95 / p99 ms', 'statuses', 'failed', 'target'], rows),
  ].join('\n');
}

/** The section of docs/benchmarks.md: every stored run, oldest first. */
export function writesSection(runs) {
  if (runs.length === 0) return '';
  const setup = runs.map(runSetupLine);
  return `
## Writes

\`npm run bench -- --only writes --label <label>\` (backend/bench/writes-scenarios.mjs; also the last part of a full
run, after every read): each write path of the production API at 1 connection, one request after another, every
request a write of its own. New entries through the public form's call (their own names, addresses and e-mail
addresses), the sender's edit of each with its edit key within the ten minutes, the administrator's approval of each
(logged in through \`/api/admin/login\`), the owner's edit of each in the owner area (the bench owner is given the new
entries, as an approved claim would), and a review of a different published business each. A path's first writes
warm it up and are not counted; "failed" counts answers other than 2xx and requests autocannon gave up on, and the
statuses column lists every answer. Afterwards the bench removes what it wrote: the entries (their edit keys and
ownership go with them), the reviews and their counts on the businesses, the audit entries and the mails. Target
(issue 54, reported, not asserted): every write p95 ≤ ${WRITE_TARGETS.p95Ms} ms. The last row is the floor of any
write on the same database: a row inserted and committed through \`pg\` alone, one statement after another, on a
table of its own (dropped afterwards); its time is mostly the commit's wait for the WAL to reach the disk, which every
write path's commit waits for too.

${setup.join('\n')}

${runs.map(formatWrites).join('\n\n')}
`;
}
