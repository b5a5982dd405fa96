// The summary `npm test` ends with (scripts/test-all.mjs): each stage's outcome and the test counts read from the
// runners' JSON reports. A stage whose report is missing or unreadable (the runner crashed, or its JSON writer
// did) has an unknown count: it is said so, never counted as one failed test.
import { readFileSync } from 'node:fs';

/** Jest's report (`--json --outputFile`); a test file that could not run at all is a broken file. */
export function jestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    brokenFiles: report.numRuntimeErrorTestSuites,
  };
}

/** Vitest's report (Jest's format); a failed file without a failed test did not load or run. */
export function vitestCounts(report) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    brokenFiles,
  };
}

/** Playwright's report; its top-level errors (a global setup or a file that failed to load) are broken files. */
export function playwrightCounts(report) {
  const { stats } = report;
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
    brokenFiles: report.errors?.length ?? 0,
  };
}

/**
 * Reads a stage's report with one of the functions above: `{ counts }`, or `{ unreadable }` saying why there are
 * none (missing, not JSON, not the expected shape).
 */
export function readReport(file, countsOf) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { unreadable: 'Bericht fehlt' };
  }
  let counts;
  try {
    counts = countsOf(JSON.parse(text));
  } catch {
    return { unreadable: 'Bericht unlesbar' };
  }
  const numbers = [counts.passed, counts.failed, counts.skipped, counts.brokenFiles];
  if (!numbers.every((value) => Number.isInteger(value) && value >= 0)) return { unreadable: 'Bericht unvollständig' };
  return { counts };
}

/**
 * One stage's outcome. `report` is undefined for a stage without test counts (typecheck, lint, build …).
 * `known`: whether the stage's counts can be added up; a stage that should report counts and did not is failed.
 */
export function judgeStage({ name, status, seconds, report }) {
  const counted = report !== undefined;
  const counts = report?.counts;
  const known = !counted || (counts !== undefined && counts.brokenFiles === 0);
  const ok = status === 0 && known && (counts === undefined || counts.failed === 0);
  return { name, status, seconds, ok, counted, known, counts, unreadable: report?.unreadable };
}

function exitText(status) {
  return status === null ? 'durch ein Signal beendet' : `Exit-Code ${status}`;
}

function stageDetail(result) {
  if (!result.counted) return result.ok ? '' : ` (${exitText(result.status)})`;
  if (result.counts === undefined) {
    const cause =
      result.status === 0 ? result.unreadable : `Absturz (${exitText(result.status)}), ${result.unreadable}`;
    return ` (${cause} – Zahl unbekannt)`;
  }
  const { passed, failed, brokenFiles } = result.counts;
  const parts = [`${passed} bestanden`, `${failed} fehlgeschlagen`];
  if (brokenFiles > 0) parts.push(`${brokenFiles} Testdatei(en) abgebrochen – Zahl unvollständig`);
  else if (!result.ok && failed === 0) parts.push(`${exitText(result.status)} ohne fehlgeschlagenen Test`);
  return ` (${parts.join(', ')})`;
}

/** The summary's lines and the exit code of `npm test` for the stages that ran, in order. */
export function summarize(results) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const { counts } of results) {
    if (counts === undefined) continue;
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const lines = ['━━━ Zusammenfassung ━━━'];
  for (const result of results) {
    lines.push(
      `${result.ok ? '✔' : '✘'} ${result.name.padEnd(10)} ${result.seconds.padStart(6)} s${stageDetail(result)}`,
    );
  }
  const failedStage = results.find((result) => !result.ok);
  if (failedStage !== undefined) lines.push(`Abgebrochen nach Stufe „${failedStage.name}“.`);
  const unknown = results.filter((result) => !result.known).map((result) => result.name);
  const total = `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
  lines.push(unknown.length === 0 ? total : `${total} – unvollständig, Zahl unbekannt für: ${unknown.join(', ')}`);
  return { lines, exitCode: failedStage === undefined ? 0 : 1 };
}
