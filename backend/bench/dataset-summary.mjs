#!/usr/bin/env node
// What the scale dataset looks like, without a database: node bench/dataset-summary.mjs
// [--count 20000] [--seed N] [--dist default|spread] prints counts per city, trade and category,
// review figures, how names and descriptions mix trades and surnames, and a digest of the rows as
// JSON. The unit spec src/import/scale-dataset.spec.ts reads it.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BUSINESS_COLUMNS, businessLine, reviewLines } from './copy-rows.mjs';
import { TRADES } from '../scripts/dataset-pools.mjs';
import { DEFAULT_DIST, DEFAULT_SEED, createScaleDataset, shardSeed, shardsOf } from './scale-dataset.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    dist: { type: 'string', default: DEFAULT_DIST },
  },
});
const count = Number(args.count);
const seed = Number(args.seed);

const increment = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);
/** Each trade's first keyword ("Bäckerei", "Friseur"), lower-cased: the word a visitor searches it by. */
const TRADE_WORDS = new Map(TRADES.map((trade) => [trade.key, trade.keywords[0].toLowerCase()]));
/** Whether the business's description or keywords carry another trade's word. */
const carriesForeignWord = (business) => {
  const text = `${business.description} ${business.keywords}`.toLowerCase();
  const own = TRADE_WORDS.get(business.tradeKey);
  for (const word of TRADE_WORDS.values()) if (word !== own && !own.includes(word) && text.includes(word)) return true;
  return false;
};
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
  // Reviewed businesses whose average is below three stars.
  poorlyRated: 0,
  // How often each word of the names occurs (the most common 30), hyphenated compounds among them.
  nameWords: {},
  compoundNames: 0,
  foreignTradeWords: 0,
  // The loaded review_count and rating_sum must agree with the loaded reviews.
  aggregatesConsistent: true,
};
for (const { index, count: shardCount } of shardsOf(count)) {
  const dataset = createScaleDataset(shardSeed(seed, index), args.dist);
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
    if (business.reviews.length > 0 && ratingSum < 3 * business.reviews.length) summary.poorlyRated += 1;
    for (const word of business.name.split(/[\s&]+/))
      for (const part of word.split('-')) if (part !== '') increment(summary.nameWords, part);
    if (/\p{L}-\p{L}/u.test(business.name)) summary.compoundNames += 1;
    if (carriesForeignWord(business)) summary.foreignTradeWords += 1;
  }
}
summary.nameWords = Object.fromEntries(
  Object.entries(summary.nameWords)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 30),
);
console.log(JSON.stringify({ ...summary, digest: digest.digest('hex') }));
