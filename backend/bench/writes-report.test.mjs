// The writes' and the sizes' reports of the bench (run by `npm run lint`): what a run stores reads back as the tables
// of docs/benchmarks.md, failed writes show, and the bench's writes are each a write of their own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatBytes, runsWithSizes, sizesSection } from './database-sizes.mjs';
import { formatWrites, statusesCell, writesSection } from './writes-report.mjs';
import { entryForm, reviewOf, WRITE_PATHS } from './writes-scenarios.mjs';

const result = (p95, statuses) => ({
  requests: Object.values(statuses).reduce((sum, n) => sum + n, 0),
  requestsPerSecond: 120.4,
  latencyMs: { p50: 4.2, p95, p99: 31 },
  statuses,
  non2xx: Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0),
  errors: 0,
  timeouts: 0,
});

const run = (label, date, extra) => ({
  label,
  date,
  git: { commit: 'abc1234', branch: 'writes' },
  machine: { loadAverageAtStart: [1, 1, 1], loadAverageAtEnd: [2, 2, 2] },
  database: { businesses: 1_000_000, reviews: 1_200_000 },
  seed: { count: 1_000_000, totalSeconds: 540.2 },
  ...extra,
});

const writes = {
  count: 300,
  warmup: 30,
  connections: 1,
  paths: { create: result(12, { 201: 300 }), review: result(25, { 201: 297, 404: 3 }) },
  removed: { entries: 332, reviewedBusinesses: 330, auditEntries: 330, mails: 992 },
  commitFloor: { commits: 200, latencyMs: { p50: 1.5, p95: 3.1, p99: 4.4 } },
};

test('a write path row shows its statuses, its failures and the p95 target', () => {
  const text = formatWrites(run('after', '2026-12-06T06:00:00Z', { writes }));
  const rows = text.split('\n').filter((line) => line.startsWith('| '));
  const create = rows.find((row) => row.includes('POST /api/businesses`'));
  assert.match(create, /\| 300 \| 120 \| 4\.2 \/ 12 \/ 31 \| 201 × 300 \| 0 \| p95 ≤ 20 ms ✔ \|/);
  const review = rows.find((row) => row.includes('/reviews'));
  assert.match(review, /\| 201 × 297, 404 × 3 \| 3 \| p95 ≤ 20 ms ✘ \|/);
  assert.ok(rows.some((row) => row.startsWith('| commit floor') && row.includes('1.5 / 3.1 / 4.4')));
  // Paths a run did not measure have no row.
  assert.equal(rows.filter((row) => row.includes('/approve')).length, 0);
  assert.match(text, /removed afterwards: 332 entries/);
  assert.match(writesSection([run('after', '2026-12-06T06:00:00Z', { writes })]), /^## Writes$/m);
  assert.equal(writesSection([]), '');
});

test('statuses are listed most first', () => {
  assert.equal(statusesCell({ 400: 2, 201: 298 }), '201 × 298, 400 × 2');
  assert.equal(statusesCell({}), '–');
});

test("sizes read in PostgreSQL's units", () => {
  assert.equal(formatBytes(3 * 1024 ** 3), '3.00 GB');
  assert.equal(formatBytes(150 * 1024 ** 2), '150 MB');
  assert.equal(formatBytes(400 * 1024), '400 kB');
  assert.equal(formatBytes(undefined), '–');
});

test('the sizes section shows each run once, latest last, with the database target and the seed time', () => {
  const sizes = (database) => ({
    database,
    tables: {
      businesses: { heap: 2 * 1024 ** 3, indexes: 3 * 1024 ** 3, total: 5.2 * 1024 ** 3 },
      reviews: { heap: 200 * 1024 ** 2, indexes: 80 * 1024 ** 2, total: 290 * 1024 ** 2 },
    },
    businessIndexes: [{ name: 'idx_businesses_listing', bytes: 90 * 1024 ** 2 }],
    otherTables: [{ name: 'search_terms', bytes: 40 * 1024 ** 2 }],
  });
  const full = run('after', '2026-12-06T06:00:00Z', { sizes: sizes(6 * 1024 ** 3) });
  // A full run stores its setup with its writes too: the same run twice.
  const runs = [full, { ...full, writes }, run('small', '2026-12-06T07:00:00Z', { sizes: sizes(2 * 1024 ** 3) })];
  assert.deepEqual(
    runsWithSizes(runs).map((shown) => shown.label),
    ['after', 'small'],
  );
  const section = sizesSection(runs);
  assert.match(section, /\| database \(target ≤ 3\.00 GB\) \| 6\.00 GB ✘ \| 2\.00 GB ✔ \|/);
  assert.match(section, /\| seed time \| 540 s \| 540 s \|/);
  assert.match(section, /\| index `idx_businesses_listing` \| 90 MB \| 90 MB \|/);
  assert.equal(sizesSection([run('old', '2026-01-01T00:00:00Z', {})]), '');
});

test('every write of a run is its own: names, e-mail addresses and reviews differ, edits change the entry', () => {
  const forms = Array.from({ length: 400 }, (_, i) => entryForm('r1', i));
  assert.equal(new Set(forms.map((form) => form.name)).size, forms.length);
  assert.equal(new Set(forms.map((form) => form.email)).size, forms.length);
  assert.notDeepEqual(entryForm('r1', 7, 2), entryForm('r1', 7));
  assert.notEqual(entryForm('r2', 7).name, entryForm('r1', 7).name);
  assert.equal(new Set(Array.from({ length: 400 }, (_, i) => reviewOf('r1', i).comment)).size, 400);
  assert.deepEqual(
    WRITE_PATHS.map((path) => path.id),
    ['create', 'edit-token', 'approve', 'owner-edit', 'review'],
  );
});
