// Builders of one business's texts, opening hours (dataset-hours.mjs), address and reviews from the vocabulary in
// dataset-pools.mjs. Every random choice goes through `random`, so generate-dataset.mjs (faker,
// byte-identical output) and bench/ (a fast seeded generator for a million rows) share them.

import {
  COUNTRY_CODE,
  DAYS,
  DESC_CLOSER,
  FEMININE,
  FIRST_NAMES,
  FREEMAIL,
  ITALIAN_FIRST,
  LAGEN,
  LEGAL_FORMS,
  MILD_PREFIX,
  NORTH_DE,
  REVIEW_CLOSER,
  REVIEW_KIND,
  REVIEW_MID_INTRO,
  SLUG_DROP,
  SOUTH_DE,
  STREETS,
  SURNAMES,
  TLD,
  WEST_DE,
  fill,
  localize,
  shortCity,
  slugify,
} from './dataset-pools.mjs';
import { hoursMaker } from './dataset-hours.mjs';

/**
 * @typedef {object} RandomSource
 * @property {(min: number, max: number) => number} int
 * @property {() => number} float in [0, 1)
 * @property {(p: number) => boolean} chance
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {<T>(items: readonly T[], min: number, max: number) => T[]} pickSome
 * @property {<T>(pairs: [T, number][]) => T} weighted
 * @property {() => boolean} boolean
 * @property {(country: string, gender: 'female' | 'male') => string} firstName
 * @property {(country: string) => string} lastName
 * @property {(country: string) => string} street
 * @property {() => string} uuid a version 4 UUID
 */

const iso = (ms) => new Date(ms).toISOString();

/**
 * Names: the regional trade words of a place, people, and a business's name from its trade's templates.
 * @param {RandomSource} random
 */
function nameBuilders(random) {
  const { chance, pick, boolean } = random;

  function regionalWords(place) {
    if (place.country === 'Schweiz') return { TISCHLER: 'Schreinerei', METZGER: 'Metzgerei' };
    if (place.country === 'Österreich')
      return { TISCHLER: 'Tischlerei', METZGER: pick(['Fleischerei', 'Fleischhauerei']) };
    if (SOUTH_DE.has(place.state)) return { TISCHLER: 'Schreinerei', METZGER: 'Metzgerei' };
    if (WEST_DE.has(place.state)) return { TISCHLER: pick(['Schreinerei', 'Tischlerei']), METZGER: 'Metzgerei' };
    if (NORTH_DE.has(place.state)) return { TISCHLER: 'Tischlerei', METZGER: pick(['Schlachterei', 'Fleischerei']) };
    return { TISCHLER: 'Tischlerei', METZGER: 'Fleischerei' };
  }

  function person(country, gender = boolean() ? 'female' : 'male') {
    const first = chance(0.85) ? pick(FIRST_NAMES[gender]) : random.firstName(country, gender);
    const last = chance(0.8) ? pick(SURNAMES[country]) : random.lastName(country);
    return { first, last, gender };
  }

  function makeName(trade, place, regional) {
    const cc = COUNTRY_CODE[place.country];
    const templates = trade[`names${cc}`] ?? trade.names;
    const tpl = pick(templates);
    const gender = /Rechtsanwältin|Notarin|Zahnärztin/.test(tpl) ? 'female' : boolean() ? 'female' : 'male';
    const owner = person(place.country, gender);
    let second = person(place.country);
    while (second.last === owner.last) second = person(place.country);
    const lage = pick(LAGEN);
    let name = fill(tpl, {
      N: owner.last,
      N2: second.last,
      V: owner.first,
      F: trade.fancy ? pick(trade.fancy) : owner.last,
      L: lage.label,
      S: shortCity(place.city),
      G: pick(LEGAL_FORMS[place.country]),
      I: pick(ITALIAN_FIRST),
      ...regional,
    });
    if (tpl.includes('{V}') && gender === 'female') for (const [re, rep] of FEMININE) name = name.replace(re, rep);
    return {
      name,
      owner,
      lage: tpl.includes('{L}') ? lage : null,
      generic: !/\{(N|V|F|I)\}/.test(tpl) || tpl.includes('{L}'),
    };
  }

  return { regionalWords, person, makeName };
}

/**
 * The street address and the phone and fax numbers of a business.
 * @param {RandomSource} random
 */
function addressBuilders(random) {
  const { int, chance, pick, weighted } = random;

  function makeStreet(place, lage) {
    let street;
    if (lage?.streets && chance(0.8)) street = pick(lage.streets);
    else if (place.country === 'Deutschland')
      street = chance(0.7) ? pick(STREETS.Deutschland) : random.street('Deutschland');
    else if (place.country === 'Schweiz') street = chance(0.75) ? pick(STREETS.Schweiz) : random.street('Schweiz');
    else street = pick(STREETS.Österreich);
    const no = weighted([
      [int(1, 20), 50],
      [int(21, 60), 35],
      [int(61, 160), 15],
    ]);
    return `${street} ${no}${chance(0.12) ? pick(['a', 'a', 'b', 'c']) : ''}`;
  }

  function digits(n) {
    let s = String(int(2, 9));
    while (s.length < n) s += String(int(0, 9));
    return s;
  }
  function subscriberLength(place) {
    const ac = place.areaCode;
    if (place.country === 'Schweiz') return 7;
    if (place.country === 'Österreich') return ac.length === 1 ? int(6, 7) : ac.length === 3 ? int(5, 6) : int(4, 6);
    return ac.length === 3 ? int(7, 8) : ac.length === 4 ? int(6, 8) : int(5, 7);
  }
  function formatPhone(place, sub) {
    if (place.country === 'Deutschland') return `${place.areaCode} ${sub}`;
    return `${place.country === 'Österreich' ? '+43' : '+41'} ${place.areaCode} ${sub}`;
  }

  /** A phone number for nine in ten businesses, and a fax for about a fifth of those, often next to the phone's. */
  function makePhones(place) {
    let phone = null;
    let fax = null;
    if (chance(0.9)) {
      const sub = digits(subscriberLength(place));
      phone = formatPhone(place, sub);
      if (chance(0.22)) {
        let faxSub = chance(0.6) ? sub.slice(0, -2) + pick(['99', '90', '29', '50', '19']) : digits(sub.length);
        if (faxSub === sub) faxSub = sub.slice(0, -1) + (sub.endsWith('9') ? '8' : '9');
        fax = formatPhone(place, faxSub);
      }
    }
    return { phone, fax };
  }

  return { makeStreet, digits, subscriberLength, formatPhone, makePhones };
}

/**
 * Website and email address of a business named `name`: its domain from the name (with the city for a generic name,
 * unique across `usedDomains`), or a free-mail address.
 * @param {RandomSource} random
 */
function webBuilders(random) {
  const { chance, pick } = random;

  function makeWebContacts({ name, made, place, owner, trade, usedDomains }) {
    let tokens = slugify(name)
      .split('-')
      .filter((t) => t && !SLUG_DROP.has(t));
    const cityTokens = slugify(shortCity(place.city)).split('-');
    if (made.generic && !cityTokens.every((t) => tokens.includes(t))) tokens.push(...cityTokens);
    while (tokens.join('-').length > 40 && tokens.length > 2) tokens.shift();
    let label = tokens.join('-');
    const tld = TLD[place.country];
    if (usedDomains.has(`${label}.${tld}`)) {
      const withCity = cityTokens.every((t) => tokens.includes(t)) ? label : `${label}-${cityTokens.join('-')}`;
      label = withCity;
      for (let k = 2; usedDomains.has(`${label}.${tld}`); k++) label = `${withCity}${k}`;
    }
    const domain = `${label}.${tld}`;
    const hasWebsite = chance(0.5);
    const hasEmail = hasWebsite ? chance(0.85) : chance(0.35);
    let website = null;
    let email = null;
    if (hasWebsite) {
      usedDomains.add(domain);
      website = `${chance(0.06) ? 'http' : 'https'}://${chance(0.9) ? 'www.' : ''}${domain}`;
    }
    if (hasEmail) {
      if (!hasWebsite && chance(0.3)) {
        const local = tokens.slice(0, 3).join('.').slice(0, 40).replace(/\.$/, '');
        email = `${local}@${pick(FREEMAIL[place.country])}`;
      } else {
        usedDomains.add(domain);
        const local = chance(0.1)
          ? `${slugify(owner.first)}.${slugify(owner.last)}`
          : pick(trade.email ?? ['info', 'info', 'info', 'kontakt', 'post', 'hallo']);
        email = `${local}@${domain}`;
      }
    }
    return { website, email };
  }

  return { makeWebContacts };
}

/**
 * A business's description, services and keywords from its trade's pools.
 * @param {RandomSource} random
 */
function textBuilders(random) {
  const { int, chance, pick, pickSome } = random;

  function makeDescription(trade, vars) {
    const parts = [fill(pick(trade.d1), vars)];
    if (chance(0.8)) parts.push(fill(pick(trade.d2), vars));
    if (chance(0.45)) parts.push(pick(DESC_CLOSER[trade.closer]));
    return parts.join(' ');
  }

  function pickOrdered(arr, min, max) {
    const idx = pickSome(
      arr.map((_, i) => i),
      min,
      max,
    ).sort((a, b) => a - b);
    return idx.map((i) => arr[i]);
  }

  /** The texts of a business of `trade` in `place` run by `owner`, founded no later than it was created (`createdMs`). */
  function makeBusinessTexts(trade, place, owner, regional, createdMs) {
    const cc = COUNTRY_CODE[place.country];

    const createdYear = new Date(createdMs).getUTCFullYear();
    const year = Math.min(trade.old ? int(1890, 2012) : int(1975, 2021), createdYear);

    const description = localize(
      makeDescription(trade, {
        city: place.city,
        year: String(year),
        owner: `${owner.first} ${owner.last}`,
        ...regional,
      }),
      place.country,
    );
    const services = chance(0.85)
      ? localize(pickOrdered(trade[`services${cc}`] ?? trade.services, 3, 7).join(', '), place.country)
      : null;
    const kw = trade[`keywords${cc}`] ?? trade.keywords;
    const keywords = localize([...kw.slice(0, 3), ...pickOrdered(kw.slice(3), 1, 4)].join(', '), place.country);
    return { description, services, keywords };
  }

  return { makeDescription, pickOrdered, makeBusinessTexts };
}

/**
 * Reviews: a comment that fits the rating, by an author of the business's country.
 * @param {RandomSource} random
 * @param {(country: string) => { first: string, last: string }} person
 */
function reviewBuilders(random, person) {
  const { float, chance, pick } = random;

  function makeReviewComment(trade, rating) {
    const kind = REVIEW_KIND[trade.kind];
    const parts = [];
    const add = (pool) => {
      for (let t = 0; t < 10; t++) {
        const s = pick(pool);
        if (!parts.includes(s)) {
          parts.push(s);
          return;
        }
      }
    };
    if (rating === 5) {
      add(chance(0.65) ? trade.rp : kind.pos);
      if (chance(0.6)) add(kind.pos);
      if (chance(0.5)) add(REVIEW_CLOSER[5]);
    } else if (rating === 4) {
      add(chance(0.6) ? trade.rp : kind.pos);
      if (chance(0.7)) parts.push(pick(MILD_PREFIX) + pick(kind.mild));
      if (chance(0.35)) add(REVIEW_CLOSER[4]);
    } else if (rating === 3) {
      add(REVIEW_MID_INTRO);
      if (chance(0.5)) add(chance(0.5) ? trade.rp : kind.pos);
      add(chance(0.5) ? kind.mild : chance(0.5) ? trade.rn : kind.neg);
      if (chance(0.35)) add(REVIEW_CLOSER[3]);
    } else {
      add(chance(0.6) ? trade.rn : kind.neg);
      if (chance(0.6)) add(kind.neg);
      if (chance(rating === 1 ? 0.7 : 0.5)) add(REVIEW_CLOSER[rating]);
    }
    return parts.join(' ');
  }

  /** A review of `rating` stars for a business of `trade` in `place`, written between the two times (ms). */
  function makeReview(trade, place, rating, windowStart, windowEnd) {
    const p = person(place.country);
    const authorName = chance(0.65) ? `${p.first} ${p.last.charAt(0)}.` : `${p.first} ${p.last}`;
    const at = windowStart + Math.floor(float() * (windowEnd - windowStart));
    return {
      authorName: localize(authorName, place.country),
      rating,
      comment: localize(makeReviewComment(trade, rating), place.country),
      createdAt: iso(Math.floor(at / 1000) * 1000),
    };
  }

  return { makeReviewComment, makeReview };
}

/**
 * The builders of one business and its reviews, every random choice drawn through `random`.
 * @param {RandomSource} random
 */
export function datasetBuilders(random) {
  const { chance, pick } = random;
  const names = nameBuilders(random);
  const addresses = addressBuilders(random);
  const { makeWebContacts } = webBuilders(random);
  const texts = textBuilders(random);
  const reviews = reviewBuilders(random, names.person);
  const makeHours = hoursMaker(random);

  /**
   * One business of `trade` in `place` named `made` (from makeName), created at `createdMs`: texts,
   * contact details (domains unique across `usedDomains`), address and opening hours, keyed like
   * the bundled dataset. The caller adds the reviews.
   */
  function makeBusiness({ trade, place, made, regional, createdMs, usedDomains, verifiedShare }) {
    const { name, owner, lage } = made;
    const { description, services, keywords } = texts.makeBusinessTexts(trade, place, owner, regional, createdMs);
    const { phone, fax } = addresses.makePhones(place);
    const { website, email } = makeWebContacts({ name, made, place, owner, trade, usedDomains });
    const hours = makeHours(trade);
    const business = {
      id: random.uuid(),
      name,
      category: trade.cat,
      description,
      services,
      street: localize(addresses.makeStreet(place, lage), place.country),
      postalCode: pick(place.postalCodes),
      city: place.city,
      state: place.state,
      country: place.country,
      phone,
      fax,
      email,
      website,
      keywords,
      verified: chance(verifiedShare),
      isFormCustomer: false,
      imageUrl: null,
    };
    DAYS.forEach((d, k) => {
      business[`${d}Open`] = hours[k] ? hours[k][0] : null;
      business[`${d}Close`] = hours[k] ? hours[k][1] : null;
    });
    business.createdAt = iso(createdMs);
    return business;
  }

  return {
    ...names,
    ...addresses,
    makeHours,
    makeDescription: texts.makeDescription,
    pickOrdered: texts.pickOrdered,
    ...reviews,
    makeBusiness,
  };
}
