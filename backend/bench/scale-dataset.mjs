// The scale dataset: as many businesses as asked for, in the shape of the bundled dataset
// (src/import/data/businesses.json) and built by the same builders from the same vocabulary, but
// distributed like a real directory: big cities far fuller than small towns, a few trades very
// common and many rare, most businesses with few or no reviews and some with very many.
// Deterministic: the same seed and count give the same businesses. `--dist spread` makes the
// second dataset (spread-dataset.mjs) from the same vocabulary.

import { datasetBuilders } from '../scripts/dataset-builders.mjs';
import { PLACES } from '../scripts/dataset-places.mjs';
import { TRADES, localize } from '../scripts/dataset-pools.mjs';
import { createRandom } from './random.mjs';
import { EVEN_QUALITY_TIERS, PLACE_CONCENTRATION, spreadMaker } from './spread-dataset.mjs';

export const DEFAULT_SEED = 20261121;
/**
 * Businesses per shard. Each shard has its own random stream (and its own name and domain
 * registers), so worker threads generate shards in parallel and the data depends only on the
 * seed and the count, never on how many workers there were.
 */
export const SHARD_SIZE = 50_000;

/** The seed of shard `index`: splitmix in random.mjs spreads neighbouring seeds apart. */
export const shardSeed = (seed, index) => (seed + Math.imul(index, 0x9e3779b9)) >>> 0;

/** The shards of a dataset of `count` businesses, as { index, count }. */
export function shardsOf(count) {
  const shards = [];
  for (let index = 0; index * SHARD_SIZE < count; index++) {
    shards.push({ index, count: Math.min(SHARD_SIZE, count - index * SHARD_SIZE) });
  }
  return shards;
}

// The bundled dataset's time frame, so both datasets read alike.
const REF_DATE = Date.parse('2026-11-01T00:00:00.000Z');
const CREATED_FROM = Date.parse('2016-01-01T00:00:00.000Z');
const CREATED_TO = Date.parse('2026-10-31T23:59:59.000Z');
const DAY_MS = 86_400_000;

/** Trades from common to rare, by the bundled dataset's weights (Bäckerei and Friseur first). */
export const TRADES_BY_POPULARITY = [...TRADES].sort((a, b) => b.w - a.w);

/**
 * Zipf–Mandelbrot shares: rank r gets 1 / (r + 2.7). The commonest trades come out near 9 % each,
 * the rarest near 0.4 %, a ratio of about 25 as between hairdressers and climbing halls.
 */
const ZIPF_OFFSET = 2.7;
export const TRADE_WEIGHTS = TRADES_BY_POPULARITY.map((_, index) => 1 / (index + 1 + ZIPF_OFFSET));

/** Verification is paid for; a minority has it (the bundled dataset shows 65 % for its demo). */
const VERIFIED_SHARE = 0.2;
/** Share of businesses nobody has reviewed yet. */
const WITHOUT_REVIEWS = 0.45;
/** Pareto exponent of the review count of reviewed businesses: mostly one or two, a few hundred. */
const REVIEW_COUNT_EXPONENT = 1.6;
const MAX_REVIEWS = 200;
/** Average rating a business deserves, as [stars, share]: most are good, a few are poor. */
const QUALITY_TIERS = [
  [4.8, 35],
  [4.3, 30],
  [3.7, 18],
  [3.0, 10],
  [2.2, 7],
];
/** Retries for a name not yet used in the city; after that a duplicate is accepted (as in reality). */
const NAME_ATTEMPTS = 4;

/** The datasets bench:seed makes (--dist): the default one and the differently made second one. */
export const DISTRIBUTIONS = {
  default: {
    placeWeight: (place) => place.weight,
    verifiedShare: VERIFIED_SHARE,
    withoutReviews: WITHOUT_REVIEWS,
    qualityTiers: QUALITY_TIERS,
    spread: false,
  },
  spread: {
    placeWeight: (place) => place.weight ** PLACE_CONCENTRATION,
    verifiedShare: 0.5,
    withoutReviews: 0.3,
    qualityTiers: EVEN_QUALITY_TIERS,
    spread: true,
  },
};
export const DEFAULT_DIST = 'default';

/** The distribution named `name`, or an error naming the known ones. */
export function distribution(name) {
  if (!Object.hasOwn(DISTRIBUTIONS, name)) {
    throw new Error(`--dist must be one of ${Object.keys(DISTRIBUTIONS).join(', ')}, not "${name}"`);
  }
  return DISTRIBUTIONS[name];
}

/** A generator of businesses (objects keyed like the bundled dataset, with `reviews`) of the distribution `dist`. */
export function createScaleDataset(seed = DEFAULT_SEED, dist = DEFAULT_DIST) {
  const shape = distribution(dist);
  const random = createRandom(seed);
  const { regionalWords, makeName, makeBusiness, makeReview } = datasetBuilders(random);
  const nextPlace = random.sampler(PLACES, PLACES.map(shape.placeWeight));
  const nextTrade = random.sampler(TRADES_BY_POPULARITY, TRADE_WEIGHTS);
  const spread = shape.spread ? spreadMaker(random, TRADES_BY_POPULARITY, nextTrade) : undefined;
  const namesByCity = new Map();
  const usedDomains = new Set();

  function uniqueName(trade, place, regional) {
    const cityKey = `${place.city}|${place.country}`;
    let names = namesByCity.get(cityKey);
    if (names === undefined) namesByCity.set(cityKey, (names = new Set()));
    let made;
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
      made = makeName(trade, place, regional);
      made.name = localize(made.name, place.country === 'Schweiz' ? 'Schweiz' : '');
      if (!names.has(made.name)) break;
    }
    names.add(made.name);
    return made;
  }

  function reviewCount(createdMs) {
    if (REF_DATE - createdMs < 4 * DAY_MS || random.chance(shape.withoutReviews)) return 0;
    const count = Math.floor((1 - random.float()) ** (-1 / REVIEW_COUNT_EXPONENT));
    return Math.min(count, MAX_REVIEWS);
  }

  function makeReviews(trade, place, createdMs) {
    const count = reviewCount(createdMs);
    if (count === 0) return [];
    const quality = random.weighted(shape.qualityTiers) + (random.float() - 0.5) * 0.6;
    const reviews = [];
    for (let i = 0; i < count; i++) {
      const spread = (random.float() + random.float() - 1) * 2;
      const rating = Math.min(5, Math.max(1, Math.round(quality + spread)));
      const review = makeReview(trade, place, rating, createdMs + DAY_MS, REF_DATE - 60_000);
      review.id = random.uuid();
      reviews.push(review);
    }
    return reviews;
  }

  return {
    /** The next business, with its reviews (each with an id) and the key of its trade. */
    next() {
      const place = nextPlace();
      const trade = nextTrade();
      const regional = regionalWords(place);
      const named = uniqueName(trade, place, regional);
      const made = spread === undefined ? named : spread.respell(named, trade, place);
      const createdMs = CREATED_FROM + random.int(0, Math.floor((CREATED_TO - CREATED_FROM) / 1000)) * 1000;
      const business = makeBusiness({
        trade,
        place,
        made,
        regional,
        createdMs,
        usedDomains,
        verifiedShare: shape.verifiedShare,
      });
      spread?.mix(business, trade, place, regional);
      business.reviews = makeReviews(trade, place, createdMs);
      business.tradeKey = trade.key;
      return business;
    },
  };
}
