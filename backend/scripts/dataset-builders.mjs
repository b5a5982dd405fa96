// Builders of one business's texts, opening hours, address and reviews from the vocabulary in
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

/** @param {RandomSource} random */
export function datasetBuilders(random) {
  const { int, float, chance, pick, pickSome, weighted, boolean } = random;
  const iso = (ms) => new Date(ms).toISOString();

  // ------------------------------------------------------------ opening hours
  // Each pattern returns 7 entries (Mon..Sun): [open, close] or null (closed).
  const wk = (mf, sa = null, su = null) => [mf, mf, mf, mf, mf, sa, su].map((x) => (x ? [...x] : null));
  const H24 = ['00:00', '23:59'];
  const HOURS = {
    bakery: () => {
      const o = pick(['06:00', '06:00', '06:30', '07:00']);
      const h = wk([o, pick(['18:00', '18:00', '18:30', '17:30'])], [o, pick(['12:00', '12:30', '13:00'])]);
      if (chance(0.45)) h[6] = [pick(['07:00', '07:30', '08:00']), pick(['10:30', '11:00', '11:30'])];
      return h;
    },
    cafe: () => {
      const o = pick(['08:00', '09:00', '09:00', '10:00']);
      const c = pick(['18:00', '18:00', '19:00', '18:30']);
      const we = [pick(['09:00', '10:00']), pick(['18:00', '18:00', '19:00'])];
      const h = wk([o, c], we, we);
      if (chance(0.4)) h[0] = null;
      return h;
    },
    restaurant: () => {
      const evening = chance(0.3);
      const o = evening ? pick(['17:00', '17:30', '18:00']) : pick(['11:30', '11:30', '12:00']);
      const c = pick(['22:00', '22:00', '22:30', '23:00']);
      const h = wk(
        [o, c],
        [evening ? o : '12:00', pick(['22:30', '23:00'])],
        [evening ? o : pick(['11:30', '12:00']), pick(['21:00', '22:00'])],
      );
      h[chance(0.6) ? 0 : 1] = null;
      return h;
    },
    imbiss: () => {
      const o = pick(['10:00', '10:30', '11:00']);
      const c = pick(['22:00', '22:00', '23:00']);
      const h = wk([o, c], [o, pick(['23:00', '23:30'])], [pick(['12:00', '13:00']), '22:00']);
      h[4] = [o, pick(['23:00', '23:30'])];
      if (chance(0.1)) h[0] = null;
      return h;
    },
    asia: () => {
      const h = wk(
        ['11:30', pick(['22:00', '22:30'])],
        ['12:00', pick(['22:30', '23:00'])],
        ['12:00', pick(['21:30', '22:00'])],
      );
      if (chance(0.5)) h[0] = null;
      return h;
    },
    butcher: () => {
      const o = pick(['07:00', '07:30', '08:00']);
      const h = wk([o, pick(['18:00', '18:00', '18:30'])], [pick(['07:00', '07:30']), pick(['12:00', '13:00'])]);
      if (chance(0.35)) h[2] = [o, '13:00'];
      if (chance(0.2)) h[0] = null;
      return h;
    },
    shop: () => {
      const o = pick(['09:00', '09:30', '10:00', '10:00']);
      const c = pick(['18:00', '18:30', '19:00', '19:00', '20:00']);
      const h = wk([o, c], [o, pick(['14:00', '16:00', '18:00'])]);
      if (chance(0.15)) h[0] = null;
      return h;
    },
    florist: () => {
      const o = pick(['08:00', '08:30', '09:00']);
      const h = wk([o, pick(['18:00', '18:30'])], [o, pick(['13:00', '14:00', '15:00'])]);
      if (chance(0.25)) h[6] = ['10:00', '12:00'];
      return h;
    },
    pharmacy: () => {
      const o = pick(['08:00', '08:00', '08:30']);
      return wk(
        [o, pick(['18:30', '18:30', '19:00', '20:00'])],
        [pick(['08:30', '09:00']), pick(['13:00', '14:00', '18:00'])],
      );
    },
    doctor: () => {
      const o = pick(['07:30', '08:00', '08:00', '08:30']);
      if (chance(0.5)) {
        const long = [o, pick(['18:00', '18:00', '17:00'])];
        return [
          long,
          long,
          [o, pick(['12:00', '13:00'])],
          long,
          [o, pick(['12:00', '13:00', '14:00'])],
          null,
          null,
        ].map((x) => (x ? [...x] : null));
      }
      const h = wk([o, '12:00']);
      h[1] = [o, '18:00'];
      h[3] = [o, '18:00'];
      return h;
    },
    dentist: () => {
      const o = pick(['07:30', '08:00', '08:00']);
      const h = wk([o, pick(['18:00', '19:00'])]);
      h[4] = [o, pick(['13:00', '14:00'])];
      if (chance(0.4)) h[2] = [o, '13:00'];
      return h;
    },
    therapy: () => {
      const o = pick(['07:00', '07:30', '08:00']);
      const h = wk([o, pick(['19:00', '20:00'])]);
      h[4] = [o, pick(['15:00', '16:00'])];
      if (chance(0.3)) h[5] = ['08:00', '12:00'];
      return h;
    },
    vet: () => {
      const o = pick(['08:00', '09:00']);
      const h = wk([o, pick(['18:00', '19:00'])]);
      if (chance(0.4)) h[2] = [o, '13:00'];
      if (chance(0.4)) h[5] = [pick(['09:00', '10:00']), pick(['12:00', '13:00'])];
      return h;
    },
    hair: () => {
      const o = pick(['08:30', '09:00', '09:00']);
      const h = wk([o, pick(['18:00', '18:00', '19:00'])], [pick(['08:00', '09:00']), pick(['14:00', '15:00'])]);
      if (chance(0.3)) h[3] = [o, '20:00'];
      if (chance(0.7)) h[0] = null;
      return h;
    },
    beauty: () => {
      const o = pick(['09:00', '10:00']);
      return wk([o, pick(['18:00', '19:00', '20:00'])], chance(0.7) ? ['10:00', pick(['15:00', '16:00'])] : null);
    },
    spa: () => {
      const h = wk([pick(['09:00', '10:00']), pick(['20:00', '21:00'])], ['10:00', '18:00']);
      if (chance(0.3)) h[6] = ['11:00', '18:00'];
      return h;
    },
    craft: () => {
      const o = pick(['07:00', '07:00', '07:30', '08:00']);
      const h = wk([o, pick(['16:00', '16:30', '17:00'])]);
      h[4] = [o, pick(['13:00', '14:00', '15:00'])];
      return h;
    },
    office: () => {
      const o = pick(['08:00', '08:30', '09:00', '09:00']);
      const h = wk([o, pick(['17:00', '17:00', '17:30', '18:00'])]);
      h[4] = [o, pick(['13:00', '14:00', '15:00', '16:00'])];
      return h;
    },
    agency: () => {
      const h = HOURS.office();
      if (chance(0.3)) h[5] = ['10:00', '13:00'];
      return h;
    },
    travel: () => {
      const o = pick(['09:30', '10:00']);
      return wk([o, pick(['18:00', '18:30', '19:00'])], chance(0.6) ? ['10:00', pick(['13:00', '14:00'])] : null);
    },
    cardealer: () =>
      wk(
        [pick(['08:00', '09:00']), pick(['18:00', '18:30', '19:00'])],
        chance(0.85) ? ['09:00', pick(['13:00', '14:00', '16:00'])] : null,
      ),
    workshop: () => {
      const o = pick(['07:00', '07:30', '08:00']);
      return wk([o, pick(['17:00', '17:30', '18:00'])], chance(0.3) ? ['08:00', '12:00'] : null);
    },
    tyres: () =>
      wk(
        [pick(['07:30', '08:00']), pick(['17:30', '18:00'])],
        chance(0.6) ? ['08:00', pick(['12:00', '13:00', '14:00'])] : null,
      ),
    allday: () => wk(H24, H24, H24),
    taxi: () => (chance(0.8) ? wk(H24, H24, H24) : wk(['05:00', '23:59'], ['06:00', '23:59'], ['07:00', '23:00'])),
    locksmith: () => (chance(0.6) ? wk(H24, H24, H24) : HOURS.craft()),
    moving: () =>
      wk(
        [pick(['07:00', '08:00']), pick(['17:00', '18:00'])],
        chance(0.5) ? ['08:00', pick(['13:00', '14:00'])] : null,
      ),
    courier: () =>
      wk([pick(['07:00', '08:00']), pick(['18:00', '19:00', '20:00'])], chance(0.4) ? ['08:00', '14:00'] : null),
    drivingschool: () => {
      const o = pick(['16:00', '16:30', '17:00']);
      const h = wk([o, pick(['18:00', '18:30', '19:00'])]);
      h[4] = chance(0.5) ? null : ['14:00', '17:00'];
      if (chance(0.3)) h[2] = null;
      return h;
    },
    tutoring: () =>
      wk(
        [pick(['14:00', '15:00']), pick(['18:00', '19:00', '20:00'])],
        chance(0.4) ? [pick(['09:00', '10:00']), '13:00'] : null,
      ),
    languageschool: () =>
      wk(
        ['09:00', pick(['20:00', '21:00'])],
        chance(0.3) ? [pick(['09:00', '10:00']), pick(['13:00', '14:00'])] : null,
      ),
    musicschool: () =>
      wk(
        [pick(['13:00', '14:00', '15:00']), pick(['19:00', '20:00', '21:00'])],
        chance(0.5) ? [pick(['09:00', '10:00']), pick(['13:00', '14:00'])] : null,
      ),
    fitness: () => {
      const we = [pick(['08:00', '09:00', '10:00']), pick(['20:00', '21:00', '22:00'])];
      return wk([pick(['06:00', '07:00', '08:00']), pick(['22:00', '23:00'])], we, we);
    },
    dance: () =>
      wk(
        [pick(['15:00', '16:00', '17:00']), pick(['22:00', '22:30'])],
        chance(0.6) ? [pick(['13:00', '14:00']), pick(['18:00', '20:00'])] : null,
        chance(0.4) ? [pick(['14:00', '15:00']), pick(['20:00', '21:00'])] : null,
      ),
    cinema: () => {
      const h = wk([pick(['14:00', '15:00', '16:00']), pick(['23:00', '23:30'])]);
      h[5] = [pick(['13:00', '14:00']), '23:30'];
      h[6] = [pick(['13:00', '14:00']), '23:00'];
      return h;
    },
    bowling: () => {
      const h = wk(
        [pick(['15:00', '16:00', '17:00']), '23:00'],
        [pick(['14:00', '15:00']), '23:30'],
        ['14:00', '22:00'],
      );
      h[4] = [h[4][0], '23:30'];
      if (chance(0.4)) h[0] = null;
      return h;
    },
    escape: () => {
      const we = [pick(['10:00', '11:00']), pick(['22:00', '23:00'])];
      return wk([pick(['14:00', '15:00', '16:00']), pick(['22:00', '23:00'])], we, we);
    },
    climbing: () => {
      const we = [pick(['09:00', '10:00']), '22:00'];
      return wk([pick(['09:00', '10:00']), pick(['22:00', '23:00'])], we, we);
    },
    hotel: () =>
      chance(0.5)
        ? wk(H24, H24, H24)
        : wk([pick(['06:30', '07:00']), pick(['22:00', '23:00'])], ['07:00', '22:00'], ['07:00', '22:00']),
    yoga: () =>
      wk(
        [pick(['07:00', '08:00', '09:00']), pick(['21:00', '21:30'])],
        [pick(['09:00', '10:00']), pick(['14:00', '18:00'])],
        chance(0.5) ? ['10:00', pick(['13:00', '18:00'])] : null,
      ),
    funeral: () => {
      const h = HOURS.office();
      if (chance(0.3)) h[5] = ['09:00', '12:00'];
      return h;
    },
    photo: () => {
      const h = wk(['10:00', '18:00'], chance(0.7) ? ['10:00', pick(['14:00', '16:00'])] : null);
      if (chance(0.6)) h[0] = null;
      return h;
    },
    tailor: () => wk([pick(['09:00', '10:00']), pick(['18:00', '18:30'])], ['10:00', pick(['13:00', '14:00'])]),
    it: () => wk(['09:00', pick(['17:00', '18:00'])], chance(0.2) ? ['10:00', '14:00'] : null),
    print: () => wk([pick(['08:00', '09:00']), pick(['18:00', '19:00'])], chance(0.4) ? ['10:00', '14:00'] : null),
    petgroomer: () => {
      const h = wk(['09:00', '18:00'], ['09:00', '14:00']);
      if (chance(0.6)) h[0] = null;
      return h;
    },
    bike: () => {
      const h = wk([pick(['09:30', '10:00']), pick(['18:00', '18:30', '19:00'])], ['10:00', pick(['14:00', '16:00'])]);
      if (chance(0.3)) h[0] = null;
      return h;
    },
    carrental: () =>
      wk(['07:00', pick(['18:00', '19:00'])], ['08:00', '13:00'], chance(0.3) ? ['09:00', '12:00'] : null),
    care: () => wk(['08:00', '16:00']),
  };
  // Patterns for which some businesses publish no opening hours at all ("nach Vereinbarung").
  const HOURS_MAY_BE_EMPTY = new Set([
    'craft',
    'office',
    'agency',
    'it',
    'photo',
    'tutoring',
    'moving',
    'funeral',
    'care',
  ]);

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

  function makeHours(trade) {
    if (HOURS_MAY_BE_EMPTY.has(trade.hours) && chance(0.03)) return Array(7).fill(null);
    return HOURS[trade.hours]();
  }

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

  /**
   * One business of `trade` in `place` named `made` (from makeName), created at `createdMs`: texts,
   * contact details (domains unique across `usedDomains`), address and opening hours, keyed like
   * the bundled dataset. The caller adds the reviews.
   */
  function makeBusiness({ trade, place, made, regional, createdMs, usedDomains, verifiedShare }) {
    const { name, owner, lage } = made;
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

    // phone / fax
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

    // domain, website, email
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

    const hours = makeHours(trade);
    const business = {
      id: random.uuid(),
      name,
      category: trade.cat,
      description,
      services,
      street: localize(makeStreet(place, lage), place.country),
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

  return {
    regionalWords,
    person,
    makeName,
    makeStreet,
    digits,
    subscriberLength,
    formatPhone,
    makeHours,
    makeDescription,
    pickOrdered,
    makeReviewComment,
    makeBusiness,
    makeReview,
  };
}
