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
  poorlyRated: number;
  nameWords: Record<string, number>;
  compoundNames: number;
  foreignTradeWords: number;
  aggregatesConsistent: boolean;
  digest: string;
}

const COUNT = 5_000;

async function summarise(seed?: number, dist?: 'spread'): Promise<DatasetSummary> {
  const script = join(__dirname, '../../bench/dataset-summary.mjs');
  const args = [
    script,
    '--count',
    String(COUNT),
    ...(seed === undefined ? [] : ['--seed', String(seed)]),
    ...(dist === undefined ? [] : ['--dist', dist]),
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args);
  return JSON.parse(stdout) as DatasetSummary;
}

const share = (counts: Record<string, number>, key: string): number => (counts[key] ?? 0) / COUNT;
/** Share of all businesses held by the `n` fullest cities. */
const fullestCities = (summary: DatasetSummary, n: number): number =>
  Object.values(summary.byCity)
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((sum, count) => sum + count, 0) / COUNT;
const poorlyRatedShare = (summary: DatasetSummary): number =>
  summary.poorlyRated / (summary.count - summary.withoutReviews);

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

describe('second scale dataset of bench:seed (--dist spread)', () => {
  let spread: DatasetSummary;
  let again: DatasetSummary;
  let otherSeed: DatasetSummary;
  let standard: DatasetSummary;

  beforeAll(async () => {
    [spread, again, otherSeed, standard] = await Promise.all([
      summarise(undefined, 'spread'),
      summarise(undefined, 'spread'),
      summarise(1, 'spread'),
      summarise(),
    ]);
  });

  it('is deterministic and differs from the default dataset of the same seed', () => {
    expect(again.digest).toBe(spread.digest);
    expect(otherSeed.digest).not.toBe(spread.digest);
    expect(spread.digest).not.toBe(standard.digest);
    expect(spread.keys).toEqual(standard.keys);
    expect(spread.aggregatesConsistent).toBe(true);
  });

  it('puts most entries into a few big cities', () => {
    expect(fullestCities(spread, 5)).toBeGreaterThan(0.7);
    expect(fullestCities(standard, 5)).toBeLessThan(0.4);
  });

  it("spreads trades' words into other trades' descriptions and keywords", () => {
    expect(spread.foreignTradeWords / COUNT).toBeGreaterThan(0.4);
    expect(spread.foreignTradeWords).toBeGreaterThan(standard.foreignTradeWords + 0.2 * COUNT);
  });

  it('makes many compound names', () => {
    expect(spread.compoundNames / COUNT).toBeGreaterThan(0.3);
    expect(spread.compoundNames).toBeGreaterThan(3 * standard.compoundNames);
  });

  it('shares surnames among thousands: the commonest each in over 1 % of the names, Müller in over 4 %', () => {
    // At 5,000 businesses, 1 % is 10,000 at a million.
    for (const surname of ['Müller', 'Schmidt', 'Schneider', 'Fischer']) {
      expect(share(spread.nameWords, surname)).toBeGreaterThan(0.01);
    }
    expect(share(spread.nameWords, 'Müller')).toBeGreaterThan(0.04);
    expect(spread.nameWords.Müller).toBeGreaterThan(3 * (standard.nameWords.Müller ?? 0));
  });

  it('varies verified flags and ratings far more', () => {
    expect(spread.verified / COUNT).toBeGreaterThan(0.4);
    expect(spread.verified / COUNT).toBeLessThan(0.6);
    expect(poorlyRatedShare(spread)).toBeGreaterThan(0.25);
    expect(poorlyRatedShare(standard)).toBeLessThan(0.15);
    expect(spread.withoutReviews / COUNT).toBeLessThan(0.35);
  });
});
