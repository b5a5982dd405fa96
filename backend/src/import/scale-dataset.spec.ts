import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUNDLED_DATASET_PATH } from './dataset';

/** bench/dataset-summary.mjs: what bench:seed would load, summarised (ES modules, so in a child process). */
interface DatasetSummary {
  count: number;
  keys: string[];
  byCity: Record<string, number>;
  byTrade: Record<string, number>;
  byCategory: Record<string, number>;
  reviews: number;
  withoutReviews: number;
  mostReviews: number;
  verified: number;
  aggregatesConsistent: boolean;
  digest: string;
}

const COUNT = 5_000;

async function summarise(seed?: number): Promise<DatasetSummary> {
  const script = join(__dirname, '../../bench/dataset-summary.mjs');
  const args = [script, '--count', String(COUNT), ...(seed === undefined ? [] : ['--seed', String(seed)])];
  const { stdout } = await promisify(execFile)(process.execPath, args);
  return JSON.parse(stdout) as DatasetSummary;
}

const share = (counts: Record<string, number>, key: string): number => (counts[key] ?? 0) / COUNT;

describe('scale dataset of bench:seed', () => {
  let summary: DatasetSummary;
  let again: DatasetSummary;
  let otherSeed: DatasetSummary;

  beforeAll(async () => {
    [summary, again, otherSeed] = await Promise.all([summarise(), summarise(), summarise(1)]);
  });

  it('is deterministic: the same seed gives the same rows, another seed others', () => {
    expect(again.digest).toBe(summary.digest);
    expect(otherSeed.digest).not.toBe(summary.digest);
  });

  it('has the shape of the bundled dataset', () => {
    const [bundled] = JSON.parse(readFileSync(BUNDLED_DATASET_PATH, 'utf8')) as Record<string, unknown>[];
    expect(summary.keys).toEqual(Object.keys(bundled));
    expect(Object.keys(summary.byCategory)).toHaveLength(10);
  });

  it('fills big cities far more than small towns', () => {
    const cities = Object.values(summary.byCity).sort((a, b) => a - b);
    expect(share(summary.byCity, 'Berlin')).toBeGreaterThan(0.05);
    expect(summary.byCity.Berlin).toBeGreaterThan(20 * cities[0]);
  });

  it('has common trades far more often than rare ones', () => {
    const trades = Object.values(summary.byTrade).sort((a, b) => a - b);
    expect(share(summary.byTrade, 'friseur')).toBeGreaterThan(0.05);
    expect(share(summary.byTrade, 'baeckerei')).toBeGreaterThan(0.05);
    expect(share(summary.byTrade, 'schwimmschule')).toBeLessThan(0.01);
    expect(trades.at(-1)).toBeGreaterThan(10 * trades[0]);
  });

  it('skews reviews like reality and keeps the stored aggregates consistent with them', () => {
    expect(summary.withoutReviews / COUNT).toBeGreaterThan(0.35);
    expect(summary.withoutReviews / COUNT).toBeLessThan(0.55);
    expect(summary.mostReviews).toBeGreaterThanOrEqual(20);
    expect(summary.verified / COUNT).toBeGreaterThan(0.1);
    expect(summary.verified / COUNT).toBeLessThan(0.3);
    expect(summary.aggregatesConsistent).toBe(true);
  });
});
