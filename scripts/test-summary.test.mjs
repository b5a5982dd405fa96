// The summary of `npm test` counts honestly: a stage that crashed or left no readable report has an unknown
// count, never "1 failed" (run by `npm run lint`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { jestCounts, judgeStage, playwrightCounts, readReport, summarize, vitestCounts } from './test-summary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function report(name, content) {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const jestReport = (passed, failed, runtimeErrors = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numRuntimeErrorTestSuites: runtimeErrors,
});

test('a crashed stage without a report is unknown, not one failed test, and the run fails', () => {
  const unit = judgeStage({
    name: 'unit',
    status: 0,
    seconds: '12.0',
    report: readReport(report('unit.json', jestReport(251, 0)), jestCounts),
  });
  const api = judgeStage({
    name: 'api',
    status: 1,
    seconds: '300.0',
    report: readReport(join(dir, 'api-never-written.json'), jestCounts),
  });
  const { lines, exitCode } = summarize([unit, api]);

  assert.equal(exitCode, 1);
  assert.ok(lines.includes('✔ unit         12.0 s (251 bestanden, 0 fehlgeschlagen)'), lines.join('\n'));
  assert.ok(
    lines.includes('✘ api         300.0 s (Absturz (Exit-Code 1), Bericht fehlt – Zahl unbekannt)'),
    lines.join('\n'),
  );
  assert.equal(lines.at(-1), 'Tests: 251 passed, 0 failed, 0 skipped – unvollständig, Zahl unbekannt für: api');
});

test('a report that is cut off or not the runner’s shape is unreadable, even when the stage exited 0', () => {
  const cut = readReport(report('cut.json', '{"numPassedTests": 10'), jestCounts);
  assert.deepEqual(cut, { unreadable: 'Bericht unlesbar' });
  const shapeless = readReport(report('shapeless.json', {}), playwrightCounts);
  assert.deepEqual(shapeless, { unreadable: 'Bericht unlesbar' });
  const partial = readReport(report('partial.json', { numPassedTests: 3 }), jestCounts);
  assert.deepEqual(partial, { unreadable: 'Bericht unvollständig' });

  const frontend = judgeStage({ name: 'frontend', status: 0, seconds: '40.0', report: cut });
  const { lines, exitCode } = summarize([frontend]);
  assert.equal(exitCode, 1);
  assert.match(lines.join('\n'), /✘ frontend .* \(Bericht unlesbar – Zahl unbekannt\)/);
  assert.match(lines.at(-1), /Zahl unbekannt für: frontend$/);
});

test('failed tests are counted as they are; a test file that could not run makes the count incomplete', () => {
  const unit = judgeStage({
    name: 'unit',
    status: 1,
    seconds: '10.0',
    report: readReport(report('unit-failed.json', jestReport(1026, 6)), jestCounts),
  });
  assert.equal(unit.known, true);
  const api = judgeStage({
    name: 'api',
    status: 1,
    seconds: '20.0',
    report: readReport(report('api-broken-file.json', jestReport(40, 0, 1)), jestCounts),
  });
  const { lines, exitCode } = summarize([unit, api]);
  assert.equal(exitCode, 1);
  assert.match(lines.join('\n'), /✘ unit .* \(1026 bestanden, 6 fehlgeschlagen\)/);
  assert.match(lines.join('\n'), /✘ api .* 1 Testdatei\(en\) abgebrochen – Zahl unvollständig\)/);
  assert.equal(lines.at(-1), 'Tests: 1066 passed, 6 failed, 0 skipped – unvollständig, Zahl unbekannt für: api');
});

test('a stage that fails without a failed test says so and adds nothing to the count', () => {
  const unit = judgeStage({
    name: 'unit',
    status: 1,
    seconds: '10.0',
    report: readReport(report('unit-exit.json', jestReport(5, 0)), jestCounts),
  });
  const { lines, exitCode } = summarize([unit]);
  assert.equal(exitCode, 1);
  assert.match(lines.join('\n'), /✘ unit .* \(5 bestanden, 0 fehlgeschlagen, Exit-Code 1 ohne fehlgeschlagenen Test\)/);
  assert.equal(lines.at(-1), 'Tests: 5 passed, 0 failed, 0 skipped');
});

test('a green run adds up every runner and exits 0', () => {
  const vitest = {
    numPassedTests: 7,
    numFailedTests: 0,
    numPendingTests: 1,
    testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }] }],
  };
  const playwright = { stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 2 }, errors: [] };
  const results = [
    judgeStage({ name: 'typecheck', status: 0, seconds: '5.0', report: undefined }),
    judgeStage({
      name: 'frontend',
      status: 0,
      seconds: '6.0',
      report: readReport(report('f.json', vitest), vitestCounts),
    }),
    judgeStage({
      name: 'e2e',
      status: 0,
      seconds: '7.0',
      report: readReport(report('e.json', playwright), playwrightCounts),
    }),
  ];
  const { lines, exitCode } = summarize(results);
  assert.equal(exitCode, 0);
  assert.equal(lines.at(-1), 'Tests: 10 passed, 0 failed, 3 skipped');
  assert.ok(lines.includes('✔ typecheck     5.0 s'), lines.join('\n'));
});

test('vitest: a file that failed without a failed test (it did not load) is a broken file', () => {
  const counts = vitestCounts({
    numPassedTests: 2,
    numFailedTests: 0,
    numPendingTests: 0,
    testResults: [
      { status: 'failed', assertionResults: [] },
      { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
    ],
  });
  assert.equal(counts.brokenFiles, 1);
});
