#!/usr/bin/env node
// Generates the seed dataset src/import/data/businesses.json (1824 German-language
// businesses in Germany, Austria and Switzerland, with reviews).
//
//   cd backend && node scripts/generate-dataset.mjs
//
// Fully deterministic: every random choice comes from seeded faker instances
// (no Math.random, no Date.now); all dates are derived from the fixed
// reference date REF_DATE. Running the script twice produces a byte-identical
// file. The script validates its output and throws on any violation.

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakerDE, fakerDE_AT, fakerDE_CH } from '@faker-js/faker';
import { datasetBuilders } from './dataset-builders.mjs';
import { COUNTRY_TOTALS, PLACES } from './dataset-places.mjs';
import { BUSINESS_KEYS, CATEGORIES, DAYS, TRADES, localize } from './dataset-pools.mjs';

const SEED = 20261121;
const TOTAL = 1824;
const REF_DATE = Date.parse('2026-11-01T00:00:00.000Z');
const CREATED_FROM = Date.parse('2016-01-01T00:00:00.000Z');
const CREATED_TO = Date.parse('2026-10-31T23:59:59.000Z');
const OUT_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../src/import/data/businesses.json');

fakerDE.seed(SEED);
fakerDE_AT.seed(SEED + 1);
fakerDE_CH.seed(SEED + 2);

const f = fakerDE; // main random source
const FAKER_BY_COUNTRY = { Deutschland: fakerDE, Österreich: fakerDE_AT, Schweiz: fakerDE_CH };

const random = {
  int: (min, max) => f.number.int({ min, max }),
  float: () => f.number.float({ min: 0, max: 1 }),
  chance: (p) => f.number.float({ min: 0, max: 1 }) < p,
  pick: (arr) => f.helpers.arrayElement(arr),
  pickSome: (arr, min, max) =>
    f.helpers.arrayElements(arr, { min: Math.min(min, arr.length), max: Math.min(max, arr.length) }),
  weighted: (pairs) => f.helpers.weightedArrayElement(pairs.map(([value, weight]) => ({ value, weight }))),
  boolean: () => f.datatype.boolean(),
  firstName: (country, gender) => FAKER_BY_COUNTRY[country].person.firstName(gender),
  lastName: (country) => FAKER_BY_COUNTRY[country].person.lastName(),
  street: (country) => FAKER_BY_COUNTRY[country].location.street(),
  uuid: () => f.string.uuid(),
};
const { int, chance, weighted } = random;
const shuffle = (arr) => f.helpers.shuffle(arr);
const { regionalWords, person, makeName, makeBusiness, makeReview } = datasetBuilders(random);

// Relative share of each category (percent); distributed by largest remainder.
const CATEGORY_SHARE = {
  'Restaurant & Gastronomie': 12,
  'Handwerk & Dienstleistung': 12,
  'Gesundheit & Medizin': 11,
  'Einzelhandel & Shopping': 11,
  'Wellness & Schönheit': 10,
  'Auto & Verkehr': 9.5,
  Sonstige: 9.5,
  'Freizeit & Unterhaltung': 9,
  'Bildung & Training': 8,
  'Immobilien & Bau': 8,
};
const BIG_CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main'];

/** Distributes `total` over items proportionally to weightOf(item) (largest remainder, stable ties). */
function apportion(items, weightOf, total) {
  const sum = items.reduce((a, it) => a + weightOf(it), 0);
  const rows = items.map((it, i) => {
    const exact = (weightOf(it) * total) / sum;
    return { i, n: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - rows.reduce((a, r) => a + r.n, 0);
  [...rows]
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
    .forEach((r) => {
      if (left > 0) {
        r.n += 1;
        left -= 1;
      }
    });
  return rows.map((r) => r.n);
}

function makeReviews(trade, place, createdMs) {
  const windowStart = createdMs + 86400000;
  const windowEnd = REF_DATE - 60000;
  if (windowEnd - windowStart < 3 * 86400000 || chance(0.44)) return [];
  const n = weighted([
    [1, 82],
    [2, 11],
    [3, 4],
    [4, 1.5],
    [5, 0.8],
    [6, 0.7],
  ]);
  const reviews = [];
  for (let i = 0; i < n; i++) {
    const rating = weighted([
      [5, 52],
      [4, 25],
      [3, 10],
      [2, 6],
      [1, 7],
    ]);
    reviews.push(makeReview(trade, place, rating, windowStart, windowEnd));
  }
  reviews.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  return reviews;
}

// ------------------------------------------------------- main generation
function generate() {
  // 1. places: per country, proportional to weight
  const placeSlots = [];
  for (const country of Object.keys(COUNTRY_TOTALS)) {
    const places = PLACES.filter((p) => p.country === country);
    const counts = apportion(places, (p) => p.weight, COUNTRY_TOTALS[country]);
    places.forEach((p, i) => {
      for (let k = 0; k < counts[i]; k++) placeSlots.push(p);
    });
  }
  if (placeSlots.length !== TOTAL) throw new Error(`COUNTRY_TOTALS sum to ${placeSlots.length}, expected ${TOTAL}`);

  // 2. categories: balanced shares
  const catCounts = apportion(CATEGORIES, (c) => CATEGORY_SHARE[c], TOTAL);
  const catSlots = CATEGORIES.flatMap((c, i) => Array(catCounts[i]).fill(c));

  const places = shuffle(placeSlots);
  const cats = shuffle(catSlots);
  const tradesByCat = Object.fromEntries(CATEGORIES.map((c) => [c, TRADES.filter((t) => t.cat === c)]));

  const namesByCity = new Map();
  const usedDomains = new Set();
  let sonnenscheinDone = false;
  const businesses = [];

  for (let i = 0; i < TOTAL; i++) {
    const place = places[i];
    const category = cats[i];
    const trade = weighted(tradesByCat[category].map((t) => [t, t.w]));
    const regional = regionalWords(place);
    const cityKey = `${place.city}|${place.country}`;
    if (!namesByCity.has(cityKey)) namesByCity.set(cityKey, new Set());
    const cityNames = namesByCity.get(cityKey);

    let made;
    if (!sonnenscheinDone && place.city === 'Berlin' && trade.key === 'baeckerei') {
      made = { name: 'Bäckerei Sonnenschein', owner: person(place.country), lage: null, generic: false };
      sonnenscheinDone = true;
    } else {
      for (let t = 0; ; t++) {
        made = makeName(trade, place, regional);
        made.name = localize(made.name, place.country === 'Schweiz' ? 'Schweiz' : '');
        if (!cityNames.has(made.name) && made.name !== 'Bäckerei Sonnenschein') break;
        if (t > 60) throw new Error(`Cannot find a unique name for ${trade.key} in ${place.city}`);
      }
    }
    cityNames.add(made.name);
    const createdMs = CREATED_FROM + int(0, Math.floor((CREATED_TO - CREATED_FROM) / 1000)) * 1000;
    const business = makeBusiness({ trade, place, made, regional, createdMs, usedDomains, verifiedShare: 0.65 });
    business.reviews = makeReviews(trade, place, createdMs);
    Object.defineProperty(business, '_trade', { value: trade.key, enumerable: false });
    businesses.push(business);
  }
  return businesses;
}

// ------------------------------------------------------- validation
const fail = (msg, b) => {
  throw new Error(`Dataset validation failed: ${msg}${b ? ` (${b.name}, ${b.city})` : ''}`);
};
const KEYS = [...BUSINESS_KEYS, 'reviews'];
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[a-z0-9]+([._-][a-z0-9]+)*@[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(de|at|ch|com)$/;
const WEBSITE = /^https?:\/\/(www\.)?[a-z0-9]+(-[a-z0-9]+)*\.(de|at|ch)$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/;
/** The longest value each text field may take. */
const MAX_LENGTHS = {
  name: 100,
  category: 100,
  description: 2000,
  services: 500,
  street: 100,
  postalCode: 10,
  city: 50,
  state: 50,
  country: 20,
  phone: 50,
  fax: 50,
  email: 254,
  website: 500,
  keywords: 500,
};

/** One business's fields; `ids` and `cityNames` collect what must be unique across the dataset. */
function validateBusiness(b, ids, cityNames) {
  if (JSON.stringify(Object.keys(b)) !== JSON.stringify(KEYS)) fail('unexpected keys', b);
  if (!UUID4.test(b.id) || ids.has(b.id)) fail(`bad or duplicate id ${b.id}`, b);
  ids.add(b.id);
  for (const [k, n] of Object.entries(MAX_LENGTHS)) {
    if (b[k] !== null && (typeof b[k] !== 'string' || b[k].length > n)) fail(`${k} too long or not a string`, b);
  }
  for (const k of ['name', 'category', 'description', 'street', 'postalCode', 'city', 'state', 'country', 'keywords'])
    if (!b[k]) fail(`${k} missing`, b);
  if (!CATEGORIES.includes(b.category)) fail(`unknown category ${b.category}`, b);
  const key = `${b.country}|${b.city}|${b.name}`;
  if (cityNames.has(key)) fail('duplicate name in city', b);
  cityNames.add(key);
  if (!/^\d{5}$/.test(b.postalCode) && b.country === 'Deutschland') fail('bad postal code', b);
  if (!/^\d{4}$/.test(b.postalCode) && b.country !== 'Deutschland') fail('bad postal code', b);
  if (b.keywords !== b.keywords.toLowerCase()) fail('keywords not lowercase', b);
  if (b.email !== null && !EMAIL.test(b.email)) fail(`bad email ${b.email}`, b);
  if (b.website !== null && !WEBSITE.test(b.website)) fail(`bad website ${b.website}`, b);
  for (const k of ['phone', 'fax'])
    if (b[k] !== null && !/^(0\d{2,4}|\+4[13] \d{1,4}) [2-9]\d{3,7}$/.test(b[k])) fail(`bad ${k} ${b[k]}`, b);
  if (b.fax !== null && b.phone === null) fail('fax without phone', b);
  if (b.verified !== true && b.verified !== false) fail('verified not boolean', b);
  if (b.isFormCustomer !== false || b.imageUrl !== null) fail('isFormCustomer/imageUrl', b);
  if (b.country === 'Schweiz' && /ß/.test(JSON.stringify(b))) fail('ß in Swiss entry', b);
  if (/[A-Za-z]{2,}ipsum|lorem/i.test(JSON.stringify(b))) fail('lorem ipsum', b);
  for (const d of DAYS) {
    const o = b[`${d}Open`];
    const c = b[`${d}Close`];
    if ((o === null) !== (c === null)) fail(`${d}: open/close must both be set or null`, b);
    if (o !== null && (!TIME.test(o) || !TIME.test(c) || !(c > o))) fail(`${d}: bad times ${o}-${c}`, b);
  }
  if (!ISO.test(b.createdAt)) fail('bad createdAt', b);
  const created = Date.parse(b.createdAt);
  if (created < CREATED_FROM || created > CREATED_TO) fail('createdAt out of range', b);
  validateReviews(b, created);
}

/** A business's reviews: at most six, each complete and written after the business was `created`. */
function validateReviews(b, created) {
  if (!Array.isArray(b.reviews) || b.reviews.length > 6) fail('reviews', b);
  for (const r of b.reviews) {
    if (JSON.stringify(Object.keys(r)) !== '["authorName","rating","comment","createdAt"]') fail('review keys', b);
    if (!r.authorName || r.authorName.length > 100) fail('review author', b);
    if (!Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5) fail('review rating', b);
    if (typeof r.comment !== 'string' || r.comment.length < 10 || r.comment.length > 1000)
      fail(`review comment length ${r.comment.length}`, b);
    if (!ISO.test(r.createdAt)) fail('review createdAt format', b);
    const at = Date.parse(r.createdAt);
    if (!(at > created && at < REF_DATE)) fail('review createdAt out of range', b);
  }
}

/** The dataset as a whole: shares per category and big city, the names searched for, the reviews' spread. */
function validateShares(businesses) {
  for (const c of CATEGORIES) {
    const n = businesses.filter((b) => b.category === c).length;
    if (n < 100) fail(`category ${c} has only ${n} businesses`);
  }
  for (const city of BIG_CITIES) {
    const n = businesses.filter((b) => b.city === city && b.country === 'Deutschland').length;
    if (n < 40) fail(`${city} has only ${n} businesses`);
  }
  const sonnenschein = businesses.filter((b) => b.name === 'Bäckerei Sonnenschein');
  if (sonnenschein.length !== 1 || sonnenschein[0].city !== 'Berlin')
    fail('need exactly one "Bäckerei Sonnenschein" in Berlin');
  if (businesses.filter((b) => /sonnenschein/i.test(b.name)).length !== 1)
    fail('"Sonnenschein" must appear in exactly one name');
  const bakeries = businesses.filter((b) => /^(Bäckerei|Backstube)/.test(b.name)).length;
  if (bakeries < 30) fail(`only ${bakeries} bakeries named Bäckerei/Backstube`);
  const dentists = businesses.filter((b) => /^Zahnarzt/.test(b.name)).length;
  if (dentists < 8) fail(`only ${dentists} businesses named Zahnarzt…`);
  const totalReviews = businesses.reduce((a, b) => a + b.reviews.length, 0);
  if (totalReviews < 600 || totalReviews > 1500) fail(`total reviews ${totalReviews} not in 600..1500`);
  const noReviews = businesses.filter((b) => b.reviews.length === 0).length / TOTAL;
  if (noReviews < 0.3 || noReviews > 0.5) fail(`share without reviews ${noReviews}`);
  const ratings = businesses.flatMap((b) => b.reviews.map((r) => r.rating));
  const avg = ratings.reduce((a, r) => a + r, 0) / ratings.length;
  if (avg < 3.9 || avg > 4.3) fail(`average rating ${avg}`);
  return { totalReviews, avg, bakeries, dentists, noReviews };
}

/** Every business, then the dataset as a whole; answers the figures printed at the end. */
function validate(businesses) {
  if (businesses.length !== TOTAL) fail(`expected ${TOTAL} businesses, got ${businesses.length}`);
  const ids = new Set();
  const cityNames = new Set();
  for (const b of businesses) validateBusiness(b, ids, cityNames);
  return validateShares(businesses);
}

// ------------------------------------------------------- run
const businesses = generate();
const stats = validate(businesses);
const json = `[\n${businesses.map((b) => JSON.stringify(b)).join(',\n')}\n]\n`;
mkdirSync(dirname(OUT_FILE), { recursive: true });
writeFileSync(OUT_FILE, json);

const count = (fn) => businesses.reduce((m, b) => ((m[fn(b)] = (m[fn(b)] ?? 0) + 1), m), {});
const pct = (x) => `${(x * 100).toFixed(1)} %`;
console.log(`Wrote ${businesses.length} businesses to ${OUT_FILE} (${(json.length / 1e6).toFixed(2)} MB)`);
console.log(
  'Per country:',
  count((b) => b.country),
);
console.log(
  'Per category:',
  count((b) => b.category),
);
console.log(
  'Big cities:',
  Object.fromEntries(BIG_CITIES.map((c) => [c, businesses.filter((b) => b.city === c).length])),
);
console.log(
  `Reviews: ${stats.totalReviews} total, ${pct(stats.noReviews)} of businesses without reviews, average rating ${stats.avg.toFixed(2)}`,
);
console.log(
  `Verified: ${pct(businesses.filter((b) => b.verified).length / TOTAL)}; phone ${pct(businesses.filter((b) => b.phone).length / TOTAL)}, fax ${pct(businesses.filter((b) => b.fax).length / TOTAL)}, email ${pct(businesses.filter((b) => b.email).length / TOTAL)}, website ${pct(businesses.filter((b) => b.website).length / TOTAL)}, services ${pct(businesses.filter((b) => b.services).length / TOTAL)}`,
);
console.log(`Bakeries (Bäckerei…/Backstube…): ${stats.bakeries}; Zahnarzt…: ${stats.dentists}`);
console.log(`sha256: ${createHash('sha256').update(json).digest('hex')}`);
