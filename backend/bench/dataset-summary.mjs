#!/usr/bin/env node
// What the scale dataset looks like, without a database: node bench/dataset-summary.mjs
// [--count 20000] [--seed N] prints counts per city, trade and category, review figures and a
// digest of the rows as JSON. The unit spec src/import/scale-dataset.spec.ts reads it.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BUSINESS_COLUMNS, businessLine, reviewLines } from './copy-rows.mjs';
import { DEFAULT_SEED, createScaleDataset, shardSeed, shardsOf } from './scale-dataset.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
});
const count = Number(args.count);
const seed = Number(args.seed);

const increment = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);
const column = (line, name) => line.slice(0, -1).split('\t')[BUSINESS_COLUMNS.indexOf(name)];

const digest = createHash('sha256');
const summary = {
  count,
  keys: undefined,
  byCity: {},
  byTrade: {},
  byCategory: {},
  reviews: 0,
  withoutReviews: 0,
  mostReviews: 0,
  verified: 0,
  // The loaded review_count and rating_sum must agree with the loaded reviews.
  aggregatesConsistent: true,
};
for (const { index, count: shardCount } of shardsOf(count)) {
  const dataset = createScaleDataset(shardSeed(seed, index));
  for (let i = 0; i < shardCount; i++) {
    const business = dataset.next();
    const line = businessLine(business);
    digest.update(line).update(reviewLines(business));
    summary.keys ??= Object.keys(business).filter((key) => key !== 'tradeKey');
    increment(summary.byCity, business.city);
    increment(summary.byTrade, business.tradeKey);
    increment(summary.byCategory, business.category);
    const ratingSum = business.reviews.reduce((sum, review) => sum + review.rating, 0);
    if (
      Number(column(line, 'review_count')) !== business.reviews.length ||
      Number(column(line, 'rating_sum')) !== ratingSum
    ) {
      summary.aggregatesConsistent = false;
    }
    summary.reviews += business.reviews.length;
    if (business.reviews.length === 0) summary.withoutReviews += 1;
    summary.mostReviews = Math.max(summary.mostReviews, business.reviews.length);
    if (business.verified) summary.verified += 1;
  }
}
console.log(JSON.stringify({ ...summary, digest: digest.digest('hex') }));
