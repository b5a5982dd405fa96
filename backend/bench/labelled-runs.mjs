// Runs stored apart from the search runs (docs/benchmarks/<kind>/<label>.json), one file per label, for sections of
// docs/benchmarks.md of their own: the server-rendering scenarios and the worst-case hunt.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Writes `run` to `dir`/<label>.json, formatted by `format` (report.mjs's prettier). */
export async function saveLabelledRun(dir, run, format) {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${run.label}.json`);
  await writeFile(file, await format(JSON.stringify(run), 'json'));
  console.log(`Saved ${file}`);
}

/** Every run stored in `dir`, oldest first. */
export async function loadLabelledRuns(dir) {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json'));
  const runs = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))));
  return runs.sort((a, b) => a.date.localeCompare(b.date));
}

/** The dataset a run measured (bench:seed --dist); runs from before the second dataset measured the default one. */
export const datasetOf = (run) => run.seed?.dist ?? 'default';

/** " (spread)" after a figure of a run of the second dataset; nothing for the default one. */
export const datasetMark = (run) => (datasetOf(run) === 'default' ? '' : ` (${datasetOf(run)})`);

/** A section's line about one run: when, which commit, how many businesses of which dataset, the machine's load. */
export const runSetupLine = (run) =>
  `- **${run.label}**: ${run.date.slice(0, 16).replace('T', ' ')} UTC, bench of ${run.git.commit} (${run.git.branch}), ` +
  `${run.database.businesses.toLocaleString('en-US')} businesses (${datasetOf(run)} dataset), ` +
  `load average ${run.machine.loadAverageAtStart.join(' / ')} → ${run.machine.loadAverageAtEnd.join(' / ')}`;
