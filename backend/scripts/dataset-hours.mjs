// The opening hours of one business: a pattern per kind of trade (dataset-pools.mjs's `hours`), each drawing its
// times through `random`.

// Each pattern returns 7 entries (Mon..Sun): [open, close] or null (closed).
const wk = (mf, sa = null, su = null) => [mf, mf, mf, mf, mf, sa, su].map((x) => (x ? [...x] : null));
const H24 = ['00:00', '23:59'];

/** Food, drink and shops. */
function shopHours({ chance, pick }) {
  return {
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
  };
}

/** Practices, therapy, hair and beauty. */
function careHours({ chance, pick }) {
  return {
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
  };
}

/** Trades, offices and vehicles; `hours` is the whole table, for the patterns borrowed from another. */
function tradeHours({ chance, pick }, hours) {
  return {
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
      const h = hours.office();
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
    locksmith: () => (chance(0.6) ? wk(H24, H24, H24) : hours.craft()),
    moving: () =>
      wk(
        [pick(['07:00', '08:00']), pick(['17:00', '18:00'])],
        chance(0.5) ? ['08:00', pick(['13:00', '14:00'])] : null,
      ),
    courier: () =>
      wk([pick(['07:00', '08:00']), pick(['18:00', '19:00', '20:00'])], chance(0.4) ? ['08:00', '14:00'] : null),
  };
}

/** Schools, sport, leisure and hotels. */
function leisureHours({ chance, pick }) {
  return {
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
  };
}

/** Other services; `hours` is the whole table, for the patterns borrowed from another. */
function serviceHours({ chance, pick }, hours) {
  return {
    funeral: () => {
      const h = hours.office();
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
}

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

/**
 * `makeHours(trade)`: the opening hours of a business of `trade`, drawn through `random`.
 * @param {import('./dataset-builders.mjs').RandomSource} random
 */
export function hoursMaker(random) {
  const hours = {};
  Object.assign(
    hours,
    shopHours(random),
    careHours(random),
    tradeHours(random, hours),
    leisureHours(random),
    serviceHours(random, hours),
  );
  const { chance } = random;
  return function makeHours(trade) {
    if (HOURS_MAY_BE_EMPTY.has(trade.hours) && chance(0.03)) return Array(7).fill(null);
    return hours[trade.hours]();
  };
}
