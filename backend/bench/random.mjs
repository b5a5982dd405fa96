// A seeded random source for the scale dataset. faker draws through several layers per call,
// which costs minutes at a million businesses; sfc32 is a few nanoseconds a draw and gives the
// same stream for the same seed on every machine.

import { fakerDE, fakerDE_AT, fakerDE_CH } from '@faker-js/faker';

/** faker's own name and street lists, drawn from with our generator instead of faker's. */
const LOCALE_LISTS = Object.fromEntries(
  Object.entries({ Deutschland: fakerDE, Österreich: fakerDE_AT, Schweiz: fakerDE_CH }).map(([country, faker]) => {
    const { person, location } = faker.rawDefinitions;
    return [
      country,
      {
        firstNames: { female: person.first_name.female, male: person.first_name.male },
        lastNames: person.last_name.generic,
        streets: location.street_name,
      },
    ];
  }),
);

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** splitmix32: spreads one integer seed over the four words of sfc32's state. */
function splitmix32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/**
 * A RandomSource (see scripts/dataset-builders.mjs) from one integer seed, plus `sampler` for
 * weighted draws from long lists.
 */
export function createRandom(seed) {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  /** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 32-bit output. */
  const next32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  const float = () => next32() / 4294967296;
  const int = (min, max) => min + Math.floor(float() * (max - min + 1));
  const pick = (items) => items[Math.floor(float() * items.length)];
  const chance = (p) => float() < p;

  const pickSome = (items, min, max) => {
    const count = int(Math.min(min, items.length), Math.min(max, items.length));
    const copy = [...items];
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  };

  const weighted = (pairs) => {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let rest = float() * total;
    for (const [value, weight] of pairs) {
      rest -= weight;
      if (rest < 0) return value;
    }
    return pairs[pairs.length - 1][0];
  };

  /** Draws from `items` in proportion to `weights` by binary search over the running sums. */
  const sampler = (items, weights) => {
    const sums = [];
    let total = 0;
    for (const weight of weights) sums.push((total += weight));
    return () => {
      const target = float() * total;
      let low = 0;
      let high = sums.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sums[middle] > target) high = middle;
        else low = middle + 1;
      }
      return items[low];
    };
  };

  const uuid = () => {
    const w0 = next32();
    const w1 = ((next32() & 0xffff0fff) | 0x00004000) >>> 0; // version 4
    const w2 = ((next32() & 0x3fffffff) | 0x80000000) >>> 0; // RFC 4122 variant
    const w3 = next32();
    const high = (word) => HEX[word >>> 24] + HEX[(word >>> 16) & 0xff];
    const low = (word) => HEX[(word >>> 8) & 0xff] + HEX[word & 0xff];
    return `${high(w0)}${low(w0)}-${high(w1)}-${low(w1)}-${high(w2)}-${low(w2)}${high(w3)}${low(w3)}`;
  };

  return {
    float,
    int,
    chance,
    pick,
    pickSome,
    weighted,
    sampler,
    uuid,
    boolean: () => float() < 0.5,
    firstName: (country, gender) => pick(LOCALE_LISTS[country].firstNames[gender]),
    lastName: (country) => pick(LOCALE_LISTS[country].lastNames),
    street: (country) => pick(LOCALE_LISTS[country].streets),
  };
}
