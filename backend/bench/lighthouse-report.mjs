// The Lighthouse section of docs/benchmarks.md: the runs of `npm run lighthouse -- --label <label>`
// (scripts/lighthouse.mjs), stored one file per label in docs/lighthouse/.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from './backend-build.mjs';
import { mark, table } from './figures.mjs';

/** Results of `npm run lighthouse -- --label <label>` (scripts/lighthouse.mjs), one file per label. */
export const LIGHTHOUSE_DIR = join(ROOT_DIR, 'docs', 'lighthouse');

/** Issue 52's targets for every measured page (mobile; issue 12 asked TBT ≤ 150 ms). */
const LIGHTHOUSE_TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 200 };

/** Every stored Lighthouse run, oldest first. */
export async function loadLighthouseRuns() {
  const files = (await readdir(LIGHTHOUSE_DIR).catch(() => [])).filter((file) => file.endsWith('.json'));
  const runs = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(LIGHTHOUSE_DIR, file), 'utf8'))),
  );
  return runs.sort((a, b) => a.date.localeCompare(b.date));
}

/** The section's runs table and, per run and page, the scores and timings against the targets. */
export function lighthouseSection(runs) {
  if (runs.length === 0) return '';
  const check = (ok) => ` ${mark(ok)}`;
  const rows = runs.flatMap((run) =>
    run.pages.map((page) => [
      run.label,
      page.label,
      `\`${page.path}\``,
      `${page.performance}${check(page.performance >= LIGHTHOUSE_TARGETS.performance)}`,
      `${page.accessibility} / ${page.bestPractices} / ${page.seo}`,
      `${(page.lcpMs / 1000).toFixed(2)}${check(page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs)}`,
      (page.fcpMs / 1000).toFixed(2),
      `${page.cls.toFixed(3)}${check(page.cls <= LIGHTHOUSE_TARGETS.cls)}`,
      `${Math.round(page.tbtMs)}${check(page.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs)}`,
    ]),
  );
  const runsTable = table(
    ['label', 'date', 'commit', 'runs per page', 'Lighthouse', 'Chromium', 'benchmark index', 'load average at start'],
    runs.map((run) => [
      run.label,
      `${run.date.slice(0, 16).replace('T', ' ')} UTC`,
      run.git.commit,
      String(run.runs),
      run.lighthouseVersion,
      run.chromium,
      String(Math.round(run.benchmarkIndex)),
      run.loadAverage.map((value) => value.toFixed(2)).join(' / '),
    ]),
  );
  return `
## Lighthouse (mobile)

\`npm run lighthouse -- --runs=3 --label <label>\` (scripts/lighthouse.mjs): Lighthouse's default mobile
settings (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, on the production build with the
bundled dataset; the median of the runs per page. Targets (issue 52): performance ≥ ${LIGHTHOUSE_TARGETS.performance},
accessibility, best practices and SEO 100, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s, CLS ≤ ${LIGHTHOUSE_TARGETS.cls},
TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms. The CPU slowdown multiplies what this shared 2-core machine measures, so
TBT in particular swings with the load average.

${runsTable}

${table(['label', 'page', 'path', 'performance', 'a11y / BP / SEO', 'LCP s', 'FCP s', 'CLS', 'TBT ms'], rows)}
`;
}
