// Businesses and reviews of the scale dataset as rows of PostgreSQL's COPY text format.

import { BUSINESS_KEYS } from '../scripts/dataset-pools.mjs';

const REVIEW_KEYS = ['id', 'businessId', 'authorName', 'rating', 'comment', 'createdAt'];

const snakeCase = (key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The dataset's keys as columns (postalCode → postal_code), then the computed ones. */
export const BUSINESS_COLUMNS = [
  ...BUSINESS_KEYS.map(snakeCase),
  'source',
  'review_count',
  'rating_sum',
  'updated_at',
  'latitude',
  'longitude',
];
export const REVIEW_COLUMNS = REVIEW_KEYS.map(snakeCase);

const SPECIAL = /[\\\t\n\r]/;

function field(value) {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);
}

/**
 * One business as a COPY line; review_count and rating_sum are computed from its reviews, latitude and
 * longitude are `point` (the address's place, as every write sets them; null when unknown or not given).
 */
export function businessLine(business, point = { latitude: null, longitude: null }) {
  const fields = BUSINESS_KEYS.map((key) => field(business[key]));
  const ratingSum = business.reviews.reduce((sum, review) => sum + review.rating, 0);
  fields.push('import', String(business.reviews.length), String(ratingSum), business.createdAt);
  fields.push(field(point.latitude), field(point.longitude));
  return `${fields.join('\t')}\n`;
}

/** The reviews of one business as COPY lines. */
export function reviewLines(business) {
  let lines = '';
  for (const review of business.reviews) {
    lines += `${REVIEW_KEYS.map((key) => field(key === 'businessId' ? business.id : review[key])).join('\t')}\n`;
  }
  return lines;
}
