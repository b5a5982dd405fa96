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
import { COUNTRY_TOTALS, PLACES } from './dataset-places.mjs';

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

// ------------------------------------------------------------------ helpers
const int = (min, max) => f.number.int({ min, max });
const chance = (p) => f.number.float({ min: 0, max: 1 }) < p;
const pick = (arr) => f.helpers.arrayElement(arr);
const pickSome = (arr, min, max) =>
  f.helpers.arrayElements(arr, { min: Math.min(min, arr.length), max: Math.min(max, arr.length) });
const weighted = (pairs) => f.helpers.weightedArrayElement(pairs.map(([value, weight]) => ({ value, weight })));
const shuffle = (arr) => f.helpers.shuffle(arr);
const fill = (tpl, vars) =>
  tpl.replace(/\{(\w+)\}/g, (m, k) => {
    if (!(k in vars)) throw new Error(`Unknown placeholder ${m} in "${tpl}"`);
    return vars[k];
  });

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const CATEGORIES = [
  'Restaurant & Gastronomie',
  'Wellness & Schönheit',
  'Einzelhandel & Shopping',
  'Gesundheit & Medizin',
  'Handwerk & Dienstleistung',
  'Auto & Verkehr',
  'Bildung & Training',
  'Freizeit & Unterhaltung',
  'Immobilien & Bau',
  'Sonstige',
];
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

// ------------------------------------------------------------ name pools
const SURNAMES = {
  Deutschland: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Schäfer',
    'Koch',
    'Bauer',
    'Richter',
    'Klein',
    'Wolf',
    'Schröder',
    'Neumann',
    'Schwarz',
    'Zimmermann',
    'Braun',
    'Krüger',
    'Hofmann',
    'Hartmann',
    'Lange',
    'Schmitt',
    'Werner',
    'Schmitz',
    'Krause',
    'Meier',
    'Lehmann',
    'Schmid',
    'Schulze',
    'Maier',
    'Köhler',
    'Herrmann',
    'König',
    'Walter',
    'Mayer',
    'Huber',
    'Kaiser',
    'Fuchs',
    'Peters',
    'Lang',
    'Scholz',
    'Möller',
    'Weiß',
    'Jung',
    'Hahn',
    'Schubert',
    'Vogel',
    'Friedrich',
    'Keller',
    'Günther',
    'Frank',
    'Berger',
    'Winkler',
    'Roth',
    'Beck',
    'Lorenz',
    'Baumann',
    'Franke',
    'Albrecht',
    'Schuster',
    'Simon',
    'Ludwig',
    'Böhm',
    'Winter',
    'Kraus',
    'Martin',
    'Schumacher',
    'Krämer',
    'Vogt',
    'Stein',
    'Jäger',
    'Otto',
    'Sommer',
    'Groß',
    'Seidel',
    'Heinrich',
    'Brandt',
    'Haas',
    'Schreiber',
    'Graf',
    'Schulte',
    'Dietrich',
    'Ziegler',
    'Kuhn',
    'Kühn',
    'Pohl',
    'Engel',
    'Horn',
    'Busch',
    'Bergmann',
    'Thomas',
    'Voigt',
    'Sauer',
    'Arnold',
    'Wolff',
    'Pfeiffer',
    'Hellwig',
    'Brinkmann',
    'Niemeyer',
    'Kötter',
    'Oberdiek',
    'Dreier',
    'Rolf',
    'Tönnies',
    'Heitmann',
    'Wessel',
    'Kemper',
    'Hagemann',
    'Rehm',
    'Ebert',
    'Westphal',
    'Janssen',
    'Petersen',
    'Hansen',
    'Thiele',
    'Gerlach',
  ],
  Österreich: [
    'Gruber',
    'Huber',
    'Bauer',
    'Wagner',
    'Müller',
    'Pichler',
    'Steiner',
    'Moser',
    'Mayer',
    'Hofer',
    'Leitner',
    'Berger',
    'Fuchs',
    'Eder',
    'Fischer',
    'Schmid',
    'Winkler',
    'Weber',
    'Schwarz',
    'Maier',
    'Schneider',
    'Reiter',
    'Mayr',
    'Schmidt',
    'Wimmer',
    'Egger',
    'Brunner',
    'Lang',
    'Baumgartner',
    'Auer',
    'Binder',
    'Lechner',
    'Wolf',
    'Wallner',
    'Aigner',
    'Ebner',
    'Koller',
    'Lehner',
    'Haas',
    'Schuster',
    'Holzer',
    'Strasser',
    'Pölzl',
    'Hölzl',
    'Kofler',
    'Riegler',
    'Fink',
    'Url',
    'Zach',
    'Prem',
  ],
  Schweiz: [
    'Müller',
    'Meier',
    'Schmid',
    'Keller',
    'Weber',
    'Huber',
    'Schneider',
    'Meyer',
    'Steiner',
    'Fischer',
    'Gerber',
    'Brunner',
    'Baumann',
    'Frei',
    'Zimmermann',
    'Moser',
    'Widmer',
    'Wyss',
    'Graf',
    'Roth',
    'Suter',
    'Baumgartner',
    'Bachmann',
    'Studer',
    'Bühler',
    'Berger',
    'Kälin',
    'Hofmann',
    'Kunz',
    'Lüthi',
    'Marti',
    'Egli',
    'Zürcher',
    'Bieri',
    'Hess',
    'Schär',
    'Sutter',
    'Brun',
    'Ammann',
    'Frey',
  ],
};
const FIRST_NAMES = {
  female: [
    'Anna',
    'Julia',
    'Laura',
    'Sarah',
    'Lisa',
    'Katharina',
    'Lena',
    'Johanna',
    'Sophie',
    'Marie',
    'Christina',
    'Sabine',
    'Petra',
    'Claudia',
    'Susanne',
    'Andrea',
    'Monika',
    'Birgit',
    'Stefanie',
    'Nicole',
    'Melanie',
    'Sandra',
    'Katrin',
    'Anja',
    'Tanja',
    'Jana',
    'Miriam',
    'Franziska',
    'Carina',
    'Verena',
    'Helga',
    'Ursula',
    'Renate',
    'Ingrid',
    'Karin',
    'Gabriele',
    'Martina',
    'Simone',
    'Nadine',
    'Jasmin',
    'Emma',
    'Mia',
    'Hannah',
    'Lea',
    'Clara',
    'Elif',
    'Selin',
    'Natalia',
    'Daniela',
    'Bettina',
  ],
  male: [
    'Thomas',
    'Michael',
    'Andreas',
    'Stefan',
    'Christian',
    'Markus',
    'Frank',
    'Peter',
    'Jürgen',
    'Klaus',
    'Wolfgang',
    'Uwe',
    'Ralf',
    'Dirk',
    'Jens',
    'Sven',
    'Tobias',
    'Florian',
    'Sebastian',
    'Daniel',
    'Jan',
    'Lukas',
    'Felix',
    'Jonas',
    'Maximilian',
    'Philipp',
    'Matthias',
    'Alexander',
    'Martin',
    'Bernd',
    'Dieter',
    'Günter',
    'Manfred',
    'Holger',
    'Torsten',
    'Oliver',
    'Kai',
    'Benjamin',
    'Patrick',
    'David',
    'Paul',
    'Leon',
    'Niklas',
    'Moritz',
    'Mehmet',
    'Murat',
    'Emre',
    'Luca',
    'Marco',
    'Dominik',
  ],
};
const ITALIAN_FIRST = [
  'Luca',
  'Marco',
  'Giovanni',
  'Antonio',
  'Francesco',
  'Salvatore',
  'Giuseppe',
  'Roberto',
  'Paolo',
  'Enzo',
  'Mario',
  'Pietro',
  'Gino',
  'Sandro',
  'Alessandro',
  'Vito',
  'Nino',
  'Angelo',
];

const LAGEN = [
  { label: 'am Markt', streets: ['Am Markt', 'Marktplatz'] },
  { label: 'am Rathaus', streets: ['Rathausplatz', 'Rathausstraße'] },
  { label: 'am Bahnhof', streets: ['Bahnhofstraße', 'Bahnhofplatz'] },
  { label: 'im Zentrum', streets: null },
  { label: 'am Stadtpark', streets: ['Parkstraße', 'Am Stadtpark'] },
  { label: 'an der Kirche', streets: ['Kirchstraße', 'Kirchplatz'] },
  { label: 'am Lindenplatz', streets: ['Lindenplatz'] },
  { label: 'an der Mühle', streets: ['Mühlenstraße', 'Mühlenweg'] },
  { label: 'am Schlossplatz', streets: ['Schlossplatz'] },
  { label: 'am Ring', streets: ['Ringstraße'] },
  { label: 'in der Altstadt', streets: null },
  { label: 'am Goetheplatz', streets: ['Goetheplatz'] },
];

const STREETS = {
  Deutschland: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Schulstraße',
    'Gartenstraße',
    'Dorfstraße',
    'Bergstraße',
    'Lindenstraße',
    'Kirchstraße',
    'Waldstraße',
    'Ringstraße',
    'Schillerstraße',
    'Goethestraße',
    'Jahnstraße',
    'Wiesenstraße',
    'Mühlenweg',
    'Birkenweg',
    'Am Markt',
    'Marktplatz',
    'Poststraße',
    'Friedrichstraße',
    'Wilhelmstraße',
    'Mozartstraße',
    'Beethovenstraße',
    'Lessingstraße',
    'Parkstraße',
    'Feldstraße',
    'Rosenstraße',
    'Ahornweg',
    'Eichendorffstraße',
    'Kantstraße',
    'Luisenstraße',
    'Blumenstraße',
    'Talstraße',
    'Brückenstraße',
    'Neue Straße',
    'Kastanienallee',
    'Lange Straße',
    'Breite Straße',
    'Uhlandstraße',
    'Herderstraße',
    'Karlstraße',
    'Marienstraße',
    'Kaiserstraße',
    'Königstraße',
    'Hindenburgstraße',
    'Rathausstraße',
    'Sonnenstraße',
    'Steinweg',
    'Am Anger',
    'Mittelstraße',
    'Lindenallee',
    'Eichenweg',
    'Buchenweg',
    'Tannenweg',
    'Industriestraße',
    'Gewerbestraße',
    'Robert-Koch-Straße',
    'Albert-Schweitzer-Straße',
    'Friedrich-Ebert-Straße',
    'Konrad-Adenauer-Straße',
    'Heinrich-Heine-Straße',
    'Theodor-Heuss-Straße',
    'Gutenbergstraße',
    'Bismarckstraße',
    'Humboldtstraße',
    'Schützenstraße',
    'Burgstraße',
    'Hafenstraße',
    'Am Stadtgraben',
    'Wallstraße',
    'Bleichstraße',
    'Kurze Straße',
  ],
  Österreich: [
    'Hauptstraße',
    'Hauptplatz',
    'Bahnhofstraße',
    'Kirchengasse',
    'Schulgasse',
    'Mozartstraße',
    'Landstraße',
    'Rathausplatz',
    'Stadtplatz',
    'Herrengasse',
    'Bräuhausgasse',
    'Feldgasse',
    'Wiener Straße',
    'Lindengasse',
    'Schillerstraße',
    'Sporgasse',
    'Mühlgasse',
    'Kaiser-Josef-Platz',
    'Annenstraße',
    'Bahnhofplatz',
    'Raiffeisenstraße',
    'Dr.-Karl-Renner-Straße',
    'Brunnengasse',
    'Gartengasse',
    'Schmiedgasse',
    'Rosengasse',
    'Marktgasse',
    'Josefstädter Straße',
    'Theatergasse',
    'Schlossergasse',
    'Wiesenweg',
    'Ringstraße',
    'Postgasse',
  ],
  Schweiz: [
    'Bahnhofstrasse',
    'Hauptstrasse',
    'Dorfstrasse',
    'Kirchgasse',
    'Marktgasse',
    'Seestrasse',
    'Poststrasse',
    'Rosenweg',
    'Oberdorfstrasse',
    'Schulhausstrasse',
    'Industriestrasse',
    'Gartenstrasse',
    'Landstrasse',
    'Rathausgasse',
    'Spitalgasse',
    'Bergstrasse',
    'Neugasse',
    'Alte Landstrasse',
    'Feldstrasse',
    'Kreuzstrasse',
    'Mühlegasse',
    'Sonnenbergstrasse',
    'Zentralstrasse',
    'Dufourstrasse',
    'Weinbergstrasse',
    'Löwenstrasse',
    'Rennweg',
    'Schmiedgasse',
    'Unterstadt',
    'Gewerbestrasse',
  ],
};

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
      return [long, long, [o, pick(['12:00', '13:00'])], long, [o, pick(['12:00', '13:00', '14:00'])], null, null].map(
        (x) => (x ? [...x] : null),
      );
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
    wk([pick(['07:00', '08:00']), pick(['17:00', '18:00'])], chance(0.5) ? ['08:00', pick(['13:00', '14:00'])] : null),
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
    wk(['09:00', pick(['20:00', '21:00'])], chance(0.3) ? [pick(['09:00', '10:00']), pick(['13:00', '14:00'])] : null),
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
    const h = wk([pick(['15:00', '16:00', '17:00']), '23:00'], [pick(['14:00', '15:00']), '23:30'], ['14:00', '22:00']);
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
  carrental: () => wk(['07:00', pick(['18:00', '19:00'])], ['08:00', '13:00'], chance(0.3) ? ['09:00', '12:00'] : null),
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

// ------------------------------------------------------- review sentences
// Generic review sentences by kind of business; trades add their own.
const REVIEW_KIND = {
  food: {
    pos: [
      'Alles frisch und mit viel Liebe zubereitet.',
      'Die Bedienung ist aufmerksam und herzlich.',
      'Hier schmeckt man einfach die Qualität.',
      'Für die Qualität sind die Preise absolut fair.',
      'Gemütliche Atmosphäre, man fühlt sich direkt wohl.',
      'Die Portionen sind ordentlich und alles kam schnell.',
    ],
    mild: [
      'Am Wochenende wird es schnell voll.',
      'Die Preise sind in letzter Zeit etwas gestiegen.',
      'Parkplätze in der Nähe sind knapp.',
      'Zur Mittagszeit muss man etwas Geduld mitbringen.',
    ],
    neg: [
      'Die Bedienung war unfreundlich und schien genervt.',
      'Das Preis-Leistungs-Verhältnis stimmt leider überhaupt nicht.',
      'Wir mussten sehr lange warten, obwohl kaum etwas los war.',
      'Die Qualität hat deutlich nachgelassen.',
      'Sauberkeit war leider nicht gegeben.',
    ],
  },
  beauty: {
    pos: [
      'Ich fühle mich hier jedes Mal sehr gut beraten.',
      'Das Team ist super freundlich und nimmt sich Zeit.',
      'Sehr sauber und stilvoll eingerichtet.',
      'Termine bekommt man kurzfristig und sie werden pünktlich eingehalten.',
      'Die Preise sind für die Qualität völlig in Ordnung.',
    ],
    mild: [
      'Die Preise sind etwas gehoben.',
      'Man muss manchmal ein paar Minuten warten.',
      'Telefonisch ist man nicht immer gut erreichbar.',
    ],
    neg: [
      'Mein Wunsch wurde leider überhaupt nicht umgesetzt.',
      'Trotz Termin musste ich über eine halbe Stunde warten.',
      'Für diesen Preis hatte ich deutlich mehr erwartet.',
      'Die Beratung war oberflächlich und lieblos.',
    ],
  },
  retail: {
    pos: [
      'Sehr kompetente und ehrliche Beratung.',
      'Das Sortiment ist groß und gut ausgewählt.',
      'Freundliches Personal, das sich wirklich auskennt.',
      'Die Preise sind fair, der Service stimmt.',
      'Ein Geschäft, wie man es sich wünscht: persönlich und kompetent.',
    ],
    mild: [
      'Die Auswahl könnte etwas größer sein.',
      'Zu Stoßzeiten ist es etwas eng im Laden.',
      'Die Preise liegen etwas über dem Durchschnitt.',
    ],
    neg: [
      'Ich wurde im Laden komplett ignoriert.',
      'Die Beratung war unfreundlich und wenig hilfreich.',
      'Bei einer Reklamation hat man sich leider quergestellt.',
      'Deutlich teurer als anderswo, ohne erkennbaren Mehrwert.',
    ],
  },
  medical: {
    pos: [
      'Man fühlt sich hier wirklich ernst genommen.',
      'Das Praxisteam ist freundlich, organisiert und hilfsbereit.',
      'Alles wird verständlich erklärt, ohne Zeitdruck.',
      'Sehr moderne und saubere Räumlichkeiten.',
      'Die Wartezeiten sind erfreulich kurz.',
    ],
    mild: [
      'Auf einen Termin wartet man manchmal einige Wochen.',
      'Telefonisch kommt man schwer durch.',
      'Das Wartezimmer ist oft gut gefüllt.',
    ],
    neg: [
      'Trotz Termin saß ich über eine Stunde im Wartezimmer.',
      'Ich hatte das Gefühl, nur eine Nummer zu sein.',
      'Die Dame am Empfang war ausgesprochen unfreundlich.',
      'Telefonisch ist die Praxis praktisch nie erreichbar.',
    ],
  },
  craft: {
    pos: [
      'Pünktlich, sauber und zuverlässig – so wünscht man sich das.',
      'Das Angebot war fair und wurde genau eingehalten.',
      'Nach der Arbeit wurde alles ordentlich aufgeräumt.',
      'Schnelle Terminvergabe und sehr kompetente Mitarbeiter.',
      'Die Kommunikation war jederzeit unkompliziert.',
    ],
    mild: [
      'Auf einen Termin musste ich etwas warten.',
      'Die Rechnung kam erst nach mehreren Wochen.',
      'Die Rückmeldung auf meine Anfrage hat etwas gedauert.',
    ],
    neg: [
      'Der vereinbarte Termin wurde zweimal kurzfristig abgesagt.',
      'Die Rechnung lag deutlich über dem Angebot.',
      'Auf Rückrufe warte ich bis heute.',
      'Die Arbeit musste nachgebessert werden.',
    ],
  },
  auto: {
    pos: [
      'Ehrliche Beratung ohne unnötige Zusatzarbeiten.',
      'Termin kurzfristig bekommen, alles zum vereinbarten Preis erledigt.',
      'Das Team ist freundlich und erklärt alles verständlich.',
      'Zuverlässig und pünktlich, so muss das sein.',
    ],
    mild: [
      'Die Wartezeit auf einen Termin ist etwas lang.',
      'Die Preise sind nicht die günstigsten.',
      'Der Kundenraum könnte gemütlicher sein.',
    ],
    neg: [
      'Am Ende war die Rechnung viel höher als besprochen.',
      'Mein Anliegen wurde einfach nicht ernst genommen.',
      'Der vereinbarte Termin wurde nicht eingehalten.',
      'Unfreundlicher Umgangston am Telefon.',
    ],
  },
  edu: {
    pos: [
      'Sehr geduldige und motivierte Lehrkräfte.',
      'Die Organisation ist top und alles läuft reibungslos.',
      'Man merkt schnell Fortschritte.',
      'Angenehme Lernatmosphäre und faire Preise.',
    ],
    mild: [
      'Die Räume könnten etwas moderner sein.',
      'Freie Plätze sind oft schnell vergeben.',
      'Die Kommunikation per E-Mail dauert manchmal.',
    ],
    neg: [
      'Stunden sind mehrfach ausgefallen, ohne dass Ersatz angeboten wurde.',
      'Die Verträge sind unflexibel und schwer zu kündigen.',
      'Wenig Struktur und kaum individuelle Betreuung.',
    ],
  },
  leisure: {
    pos: [
      'Wir hatten einen rundum gelungenen Tag.',
      'Das Personal ist freundlich und immer ansprechbar.',
      'Alles ist sauber und gut in Schuss.',
      'Für das Gebotene ist der Preis absolut angemessen.',
    ],
    mild: ['Am Wochenende ist es ziemlich voll.', 'Die Getränkepreise sind etwas hoch.', 'Parkplätze sind rar.'],
    neg: [
      'Viel zu voll und schlecht organisiert.',
      'Für das Gebotene deutlich zu teuer.',
      'Die Sauberkeit lässt leider zu wünschen übrig.',
      'Das Personal wirkte desinteressiert.',
    ],
  },
  office: {
    pos: [
      'Sehr kompetente Beratung, alles wurde verständlich erklärt.',
      'Schnelle Rückmeldungen und zuverlässige Bearbeitung.',
      'Man fühlt sich jederzeit gut aufgehoben.',
      'Professionell, freundlich und transparent bei den Kosten.',
    ],
    mild: [
      'Termine sind nicht immer kurzfristig zu bekommen.',
      'Rückrufe dauern manchmal ein paar Tage.',
      'Die Kosten sind nicht ganz ohne.',
    ],
    neg: [
      'Auf Rückfragen habe ich wochenlang keine Antwort erhalten.',
      'Die Kosten waren deutlich höher als angekündigt.',
      'Ich habe mich schlecht beraten gefühlt.',
      'Unterlagen wurden verschlampt und mussten mehrfach eingereicht werden.',
    ],
  },
  hotel: {
    pos: [
      'Sehr saubere Zimmer und ein reichhaltiges Frühstück.',
      'Das Personal an der Rezeption war ausgesprochen freundlich.',
      'Ruhige Lage und trotzdem zentral.',
      'Preis und Leistung stimmen hier absolut.',
    ],
    mild: ['Die Zimmer sind etwas hellhörig.', 'Das WLAN war nicht besonders schnell.', 'Parkplätze kosten extra.'],
    neg: [
      'Das Zimmer war bei der Ankunft nicht sauber.',
      'Das Frühstück war lieblos und schnell leer.',
      'Die Betten waren durchgelegen, wir haben schlecht geschlafen.',
    ],
  },
};
const REVIEW_CLOSER = {
  5: [
    'Klare Empfehlung!',
    'Gerne wieder!',
    'Absolut empfehlenswert.',
    'Weiter so!',
    'Ich kann das Team nur weiterempfehlen.',
    'Fünf Sterne sind hier mehr als verdient.',
    'Vielen Dank an das ganze Team!',
  ],
  4: [
    'Insgesamt sehr zufrieden.',
    'Trotzdem gerne wieder.',
    'Alles in allem empfehlenswert.',
    'Klare Empfehlung mit kleinen Abstrichen.',
  ],
  3: ['Mal sehen, ob es beim nächsten Mal besser läuft.', 'Insgesamt durchschnittlich.', 'Da ist noch Luft nach oben.'],
  2: [
    'Leider keine Empfehlung von mir.',
    'Schade, da hatte ich mehr erwartet.',
    'Ich werde mich wohl nach einer Alternative umsehen.',
  ],
  1: ['Nie wieder.', 'Für mich leider keine Empfehlung.', 'Ich rate dringend ab.', 'Sehr enttäuschend.'],
};
const REVIEW_MID_INTRO = [
  'Gemischte Erfahrungen.',
  'Im Großen und Ganzen in Ordnung.',
  'Durchwachsener Eindruck.',
  'Solide, aber mit Luft nach oben.',
  'Grundsätzlich okay.',
];
const MILD_PREFIX = ['Einziger Minuspunkt: ', 'Kleiner Kritikpunkt: ', ''];

// ------------------------------------------------------- description closers
const DESC_CLOSER = {
  besuch: [
    'Wir freuen uns auf Ihren Besuch!',
    'Schauen Sie doch einfach mal vorbei.',
    'Wir freuen uns auf Sie!',
    'Kommen Sie vorbei – wir freuen uns auf Sie.',
  ],
  termin: [
    'Termine vereinbaren Sie bequem telefonisch.',
    'Vereinbaren Sie gerne einen Termin – telefonisch oder per E-Mail.',
    'Wir freuen uns auf Ihren Anruf.',
    'Rufen Sie uns an, wir nehmen uns gerne Zeit für Sie.',
  ],
  anfrage: [
    'Fordern Sie gerne ein unverbindliches Angebot an.',
    'Rufen Sie uns an – wir beraten Sie gern.',
    'Wir freuen uns auf Ihre Anfrage.',
    'Sprechen Sie uns gerne an.',
  ],
  hotel: [
    'Wir freuen uns auf Ihren Besuch!',
    'Zimmer reservieren Sie am besten telefonisch oder per E-Mail.',
    'Wir freuen uns, Sie bei uns begrüßen zu dürfen.',
  ],
  praxis: [
    'Neue Patientinnen und Patienten sind herzlich willkommen.',
    'Termine vereinbaren Sie bitte telefonisch.',
    'Wir freuen uns auf Ihren Besuch in unserer Praxis.',
  ],
};

// ------------------------------------------------------------------ trades
// Name placeholders: {N}/{N2} surname, {V} first name of the owner, {F} fancy
// name of the trade, {L} location ("am Markt"), {S} short city name, {G} legal
// form, {I} Italian first name, {TISCHLER}/{METZGER} regional trade word.
// Description placeholders: {city}, {year}, {owner}.
const TRADES = [
  // ------------------------------------------------ Restaurant & Gastronomie
  {
    key: 'baeckerei',
    cat: 'Restaurant & Gastronomie',
    w: 34,
    kind: 'food',
    hours: 'bakery',
    closer: 'besuch',
    old: true,
    names: [
      'Bäckerei {N}',
      'Bäckerei {N}',
      'Bäckerei {N}',
      'Backstube {N}',
      'Backstube {N}',
      'Bäckerei & Konditorei {N}',
      'Landbäckerei {N}',
      'Backstube {L}',
      'Bäckerei {F}',
      'Backstube {F}',
      'Stadtbäckerei {N}',
      'Bäckerei {N} {G}',
      'Backhaus {N}',
      'Bäckerei {V} {N}',
    ],
    fancy: [
      'Kornblume',
      'Goldähre',
      'Morgenrot',
      'Backliebe',
      'Kornkammer',
      'Mühlenbrot',
      'Sauerteig',
      'Ofenfrisch',
      'Brotzeit',
      'Roggenhof',
      'Dinkelkorn',
      'Backglück',
    ],
    d1: [
      'Traditionelle Handwerksbäckerei in {city} – seit {year} backen wir jeden Morgen frisch.',
      'Seit {year} steht unsere Backstube für ehrliches Bäckerhandwerk in {city}.',
      'Familiengeführte Bäckerei mit eigener Backstube, in der noch nach alten Rezepten gebacken wird.',
      'Knusprige Brötchen, saftige Kuchen und kräftige Sauerteigbrote – bei uns kommt alles aus der eigenen Backstube.',
    ],
    d2: [
      'Unsere Brote reifen lange und werden mit regionalem Mehl gebacken.',
      'Neben Brot und Brötchen finden Sie bei uns Torten, Blechkuchen und herzhafte Snacks für die Mittagspause.',
      'Morgens gibt es Frühstück im kleinen Café, auf Wunsch auch belegte Brötchen zum Mitnehmen.',
      'Für Feiern und Firmenfrühstücke liefern wir gerne große Brötchenplatten.',
    ],
    services: [
      'Brot und Brötchen',
      'Sauerteigbrote',
      'Vollkornbrote',
      'Kuchen und Torten',
      'Hochzeitstorten',
      'Frühstück',
      'belegte Brötchen',
      'Café',
      'Partyservice',
      'Brötchenlieferdienst',
      'glutenfreie Backwaren',
      'Snacks zum Mitnehmen',
    ],
    keywords: ['bäckerei', 'bäcker', 'brot', 'brötchen', 'kuchen', 'backwaren', 'frühstück', 'konditorei', 'torten'],
    rp: [
      'Die Brötchen sind morgens noch warm und richtig knusprig.',
      'Das Sauerteigbrot ist das beste weit und breit.',
      'Der Käsekuchen ist einfach ein Traum.',
      'Hier wird noch echtes Handwerk gepflegt, das schmeckt man.',
    ],
    rn: [
      'Samstags sind die beliebten Brote oft schon um zehn ausverkauft.',
      'Die Brötchen waren am Nachmittag trocken und zäh.',
      'Die Verkäuferin war sehr kurz angebunden.',
    ],
  },
  {
    key: 'cafe',
    cat: 'Restaurant & Gastronomie',
    w: 14,
    kind: 'food',
    hours: 'cafe',
    closer: 'besuch',
    names: [
      'Café {F}',
      'Café {N}',
      'Konditorei & Café {N}',
      'Café {L}',
      'Kaffeehaus {F}',
      'Café Kränzchen {N}',
      'Kaffeerösterei {F}',
    ],
    namesAT: ['Café {N}', 'Kaffeehaus {F}', 'Konditorei {N}', 'Café {F}', 'Café-Konditorei {N}'],
    namesCH: ['Café {F}', 'Confiserie {N}', 'Café {N}', 'Tea Room {F}', 'Kaffeebar {F}'],
    fancy: [
      'Zeitlos',
      'Milchschaum',
      'Kaffeeklatsch',
      'Himmelblau',
      'Lieblingsplatz',
      'Bohne',
      'Kleine Pause',
      'Zuckerstück',
      'Am Brunnen',
      'Sahnehäubchen',
      'Tortenglück',
    ],
    d1: [
      'Gemütliches Café in {city} mit hausgemachten Kuchen und Torten.',
      'Bei uns gibt es feinen Kaffee aus kleinen Röstereien und jeden Tag frisch gebackene Kuchen.',
      'Seit {year} ein beliebter Treffpunkt für Frühstück, Kaffee und Kuchen.',
    ],
    d2: [
      'Am Wochenende servieren wir ein reichhaltiges Frühstück bis in den Nachmittag.',
      'Im Sommer lädt unsere Terrasse zum Verweilen ein.',
      'Torten für Geburtstage und Hochzeiten fertigen wir auf Bestellung an.',
    ],
    services: [
      'Frühstück',
      'Kaffeespezialitäten',
      'hausgemachte Kuchen',
      'Torten auf Bestellung',
      'Brunch',
      'Terrasse',
      'vegane Kuchen',
      'Kaffee zum Mitnehmen',
      'Eisbecher',
      'Frühstück am Wochenende',
    ],
    keywords: ['café', 'kaffee', 'kuchen', 'frühstück', 'torten', 'konditorei', 'brunch', 'cappuccino'],
    rp: [
      'Der Kuchen ist hausgemacht und schmeckt wie bei Oma.',
      'Der Cappuccino ist perfekt, die Milch schön cremig.',
      'Das Frühstück am Sonntag ist jedes Mal ein Genuss.',
    ],
    rn: [
      'Der Kaffee war lauwarm und der Kuchen vom Vortag.',
      'Die Bedienung hat uns eine halbe Stunde lang übersehen.',
    ],
  },
  {
    key: 'gasthaus',
    cat: 'Restaurant & Gastronomie',
    w: 14,
    kind: 'food',
    hours: 'restaurant',
    closer: 'besuch',
    old: true,
    names: [
      'Gasthaus {F}',
      'Restaurant {F}',
      'Wirtshaus {F}',
      'Gaststätte {F}',
      'Landgasthof {N}',
      'Brauhaus {L}',
      'Ratskeller {S}',
      'Wirtshaus {N}',
      'Gasthof {F}',
    ],
    namesAT: ['Gasthof {N}', 'Gasthaus {F}', 'Wirtshaus {N}', 'Beisl {F}', 'Landgasthof {F}', 'Gasthaus {N}'],
    namesCH: ['Restaurant {F}', 'Gasthof {F}', 'Wirtschaft {F}', 'Restaurant {N}', 'Landgasthof {F}'],
    fancy: [
      'Zur Linde',
      'Zum Goldenen Hirsch',
      'Zum Schwarzen Adler',
      'Zur Post',
      'Zum Roten Ochsen',
      'Zur Krone',
      'Zum Anker',
      'Zur Alten Mühle',
      'Zum Grünen Baum',
      'Zur Sonne',
      'Zum Löwen',
      'Zum Schwanen',
      'Zur Traube',
      'Zum Hirschen',
      'Zum Bären',
    ],
    d1: [
      'Gutbürgerliche Küche in gemütlicher Atmosphäre – mitten in {city}.',
      'Seit {year} kochen wir regional und saisonal, mit Zutaten von Erzeugern aus der Umgebung.',
      'Traditionsreiches Gasthaus mit deftigen Klassikern, gepflegten Bieren und einem großen Biergarten.',
    ],
    d2: [
      'Für Familienfeiern, Weihnachtsfeiern und Vereinsabende steht unser Saal mit bis zu 80 Plätzen bereit.',
      'Mittags bieten wir wechselnde Tagesgerichte zu fairen Preisen an.',
      'Von Schnitzel über Rouladen bis zum Sonntagsbraten: Bei uns wird noch selbst gekocht.',
    ],
    services: [
      'regionale Küche',
      'Mittagstisch',
      'Biergarten',
      'Saal für Feiern',
      'Catering',
      'Sonntagsbraten',
      'saisonale Gerichte',
      'vegetarische Gerichte',
      'Außer-Haus-Verkauf',
      'Kegelbahn',
      'Gutscheine',
    ],
    keywords: [
      'restaurant',
      'gasthaus',
      'deutsche küche',
      'regionale küche',
      'mittagstisch',
      'biergarten',
      'schnitzel',
      'feiern',
    ],
    rp: [
      'Das Schnitzel war riesig und perfekt paniert.',
      'Der Sonntagsbraten ist ein echtes Highlight.',
      'Gemütliche Gaststube und ein wunderschöner Biergarten.',
    ],
    rn: [
      'Das Essen war lauwarm und die Soße aus der Tüte.',
      'Trotz Reservierung mussten wir noch zwanzig Minuten auf einen Tisch warten.',
    ],
  },
  {
    key: 'italiener',
    cat: 'Restaurant & Gastronomie',
    w: 16,
    kind: 'food',
    hours: 'restaurant',
    closer: 'besuch',
    names: [
      'Ristorante Da {I}',
      'Pizzeria {F}',
      'Trattoria {F}',
      'Ristorante {F}',
      'Osteria Da {I}',
      'Pizzeria Da {I}',
      'Ristorante {F}',
      'Trattoria Da {I}',
    ],
    fancy: [
      'Bella Napoli',
      'La Piazza',
      'Vesuvio',
      'Toscana',
      'Il Gabbiano',
      'La Dolce Vita',
      'Portofino',
      'Roma',
      'Sole Mio',
      'Al Forno',
      'La Vigna',
      'Capri',
      'Amalfi',
      'Palermo',
    ],
    d1: [
      'Italienische Küche mit Herz: hausgemachte Pasta, Pizza aus dem Steinofen und ausgesuchte Weine.',
      'Seit {year} bringen wir ein Stück Italien nach {city}.',
      'Familiär geführtes italienisches Restaurant mit frischer Pasta und knuspriger Pizza.',
    ],
    d2: [
      'Unser Pizzateig ruht mindestens 48 Stunden, die Tomaten kommen direkt aus Kampanien.',
      'Alle Gerichte gibt es auch zum Mitnehmen oder über unseren Lieferservice.',
      'Mittags bieten wir wechselnde Pasta-Gerichte zu einem fairen Preis an.',
    ],
    services: [
      'Pizza aus dem Steinofen',
      'hausgemachte Pasta',
      'Lieferservice',
      'Abholung',
      'Mittagsmenü',
      'italienische Weine',
      'Terrasse',
      'Catering',
      'vegetarische Gerichte',
      'Feiern bis 40 Personen',
    ],
    keywords: ['italiener', 'pizza', 'pizzeria', 'pasta', 'restaurant', 'italienisch', 'lieferservice'],
    rp: [
      'Die Pizza hat einen herrlich dünnen, knusprigen Boden.',
      'Die hausgemachte Pasta ist ein Gedicht.',
      'Der Chef kommt persönlich an den Tisch, das hat Charme.',
    ],
    rn: ['Die Pizza war labbrig und viel zu salzig.', 'Die Lieferung kam über eine Stunde zu spät und kalt an.'],
  },
  {
    key: 'doener',
    cat: 'Restaurant & Gastronomie',
    w: 10,
    kind: 'food',
    hours: 'imbiss',
    closer: 'besuch',
    names: ['{F} Döner', '{F} Grill', '{F} Kebap Haus', 'Imbiss {F}', '{F} Imbiss', 'Döner-Imbiss {F}'],
    fancy: [
      'Istanbul',
      'Anatolia',
      'Bosporus',
      'Mevlana',
      'Efes',
      'Ali Baba',
      'Antalya',
      'Kapadokya',
      'Izmir',
      'Sultan',
      'Marmara',
      'Bodrum',
    ],
    d1: [
      'Frischer Döner, Dürüm und Lahmacun – schnell, lecker und günstig.',
      'Beliebter Imbiss in {city} mit hausgemachten Soßen und frischem Brot aus dem Steinofen.',
      'Seit {year} bereiten wir unser Fleisch täglich selbst zu.',
    ],
    d2: [
      'Neben Döner gibt es bei uns Falafel, Pide, Salate und Grillteller.',
      'Auch vegetarische und vegane Varianten sind jederzeit möglich.',
      'Bestellungen nehmen wir auch telefonisch entgegen.',
    ],
    services: [
      'Döner',
      'Dürüm',
      'Lahmacun',
      'Pide',
      'Falafel',
      'Grillteller',
      'Salate',
      'vegetarische Gerichte',
      'Lieferservice',
      'Abholung',
    ],
    keywords: ['döner', 'imbiss', 'kebap', 'dürüm', 'lahmacun', 'falafel', 'schnell essen'],
    rp: [
      'Der beste Döner in der Gegend, das Brot ist herrlich frisch.',
      'Riesige Portionen für kleines Geld.',
      'Die Knoblauchsoße ist einfach spitze.',
    ],
    rn: ['Das Fleisch war trocken und der Salat nicht mehr frisch.', 'Für einen Döner viel zu teuer geworden.'],
  },
  {
    key: 'asiatisch',
    cat: 'Restaurant & Gastronomie',
    w: 9,
    kind: 'food',
    hours: 'asia',
    closer: 'besuch',
    names: [
      'Sushi-Bar Sakura',
      'Sushi-Bar Kirin',
      'Sushi Yoko',
      'Sushi-Bar Fuji',
      'Sushi & Grill Tokio',
      'Thai-Restaurant Siam',
      'Thai-Restaurant Bangkok',
      'Thai-Imbiss Jasmin',
      'Thai-Restaurant Orchidee',
      'Asia-Bistro Mekong',
      'Asia-Bistro Lotus',
      'Asia-Wok Bambus',
      'China-Restaurant Goldener Drache',
      'China-Restaurant Jade',
      'China-Restaurant Peking',
      'Vietnamesisches Restaurant Saigon',
      'Pho Hanoi',
      'Restaurant Mekong',
      'Koreanisches Restaurant Seoul',
    ],
    d1: [
      'Asiatische Küche mit frischen Zutaten und authentischen Gewürzen.',
      'Bei uns wird jedes Gericht täglich frisch und mit viel Sorgfalt zubereitet.',
      'Seit {year} verwöhnen wir unsere Gäste in {city} mit Spezialitäten aus Asien.',
    ],
    d2: [
      'Mittags gibt es wechselnde Menüs zu günstigen Preisen.',
      'Alle Gerichte können Sie auch abholen oder liefern lassen.',
      'Viele Gerichte bieten wir auch vegetarisch oder vegan an.',
    ],
    services: [
      'Mittagsmenü',
      'Lieferservice',
      'Abholung',
      'vegetarische Gerichte',
      'vegane Gerichte',
      'Catering',
      'Gutscheine',
      'Terrasse',
    ],
    keywords: ['asiatisch', 'sushi', 'thai', 'vietnamesisch', 'chinesisch', 'restaurant', 'curry'],
    rp: [
      'Alles war herrlich aromatisch und genau richtig gewürzt.',
      'Frische Zutaten und wunderschön angerichtet.',
      'Schnelle Lieferung, alles kam noch heiß an.',
    ],
    rn: ['Das Essen war lauwarm und lieblos angerichtet.', 'Alles schmeckte gleich und viel zu süß.'],
  },
  {
    key: 'griechisch',
    cat: 'Restaurant & Gastronomie',
    w: 5,
    kind: 'food',
    hours: 'restaurant',
    closer: 'besuch',
    names: ['Restaurant {F}', 'Taverna {F}', 'Grill {F}', 'Taverne {F}'],
    fancy: ['Olympia', 'Mykonos', 'Akropolis', 'Santorini', 'Kreta', 'Rhodos', 'Poseidon', 'Delphi', 'Athen', 'Korfu'],
    d1: [
      'Griechische Gastfreundschaft und Spezialitäten vom Grill mitten in {city}.',
      'Seit {year} servieren wir Gyros, Souvlaki und frischen Fisch nach Familienrezepten.',
      'Gemütliche Taverne mit mediterranem Flair und großer Terrasse.',
    ],
    d2: [
      'Zum Abschluss gibt es bei uns natürlich einen Ouzo aufs Haus.',
      'Für Feiern reservieren wir gerne unseren Nebenraum.',
      'Alle Gerichte gibt es auch zum Mitnehmen.',
    ],
    services: [
      'Grillspezialitäten',
      'Gyros',
      'Souvlaki',
      'Fischgerichte',
      'vegetarische Vorspeisen',
      'Terrasse',
      'Feiern',
      'Abholung',
      'Mittagstisch',
    ],
    keywords: ['griechisch', 'grieche', 'restaurant', 'gyros', 'souvlaki', 'taverne', 'grill'],
    rp: ['Das Gyros ist zart und die Portionen sind riesig.', 'Herzliche Gastgeber, man fühlt sich wie im Urlaub.'],
    rn: ['Das Fleisch war zäh und der Salat welk.', 'Der Ouzo aufs Haus kann das mäßige Essen nicht retten.'],
  },

  // ------------------------------------------------- Wellness & Schönheit
  {
    key: 'friseur',
    cat: 'Wellness & Schönheit',
    w: 34,
    kind: 'beauty',
    hours: 'hair',
    closer: 'termin',
    names: [
      'Friseursalon {F}',
      'Friseur {N}',
      'Salon {F}',
      'Friseur {F}',
      'Haarstudio {N}',
      'Friseursalon {V}',
      'Salon {V}',
      'Friseur {L}',
      '{F} Friseure',
      'Friseurteam {N}',
    ],
    namesCH: ['Coiffeur {N}', 'Coiffure {F}', 'Coiffeursalon {F}', 'Coiffeur {F}', 'Coiffure {V}'],
    fancy: [
      'Haarmonie',
      'Schnittpunkt',
      'Haarscharf',
      'Kamm & Schere',
      'Haarwerk',
      'Haargenau',
      'Kopfsache',
      'Lockenpracht',
      'Schnittstelle',
      'Haarzauber',
      'Glanzpunkt',
      'Scherenschnitt',
      'Haarklein',
      'Mähne',
    ],
    d1: [
      'Ihr Friseur in {city} für Damen, Herren und Kinder.',
      'Moderne Schnitte, natürliche Farben und ehrliche Beratung – dafür steht unser Salon seit {year}.',
      'Kleiner, familiärer Salon, in dem sich das Team für jeden Kunden Zeit nimmt.',
    ],
    d2: [
      'Wir arbeiten mit pflanzenbasierten Farben und hochwertigen Pflegeprodukten.',
      'Ob Balayage, Hochsteckfrisur oder klassischer Herrenschnitt: Wir beraten Sie gerne.',
      'Für Brautpaare bieten wir ein Probestyling und kommen am großen Tag auch zu Ihnen.',
    ],
    services: [
      'Damenhaarschnitt',
      'Herrenhaarschnitt',
      'Kinderhaarschnitt',
      'Färben',
      'Strähnchen',
      'Balayage',
      'Dauerwelle',
      'Hochsteckfrisuren',
      'Brautstyling',
      'Bartpflege',
      'Haarverlängerung',
      'Kopfmassage',
    ],
    servicesCH: [
      'Damenhaarschnitt',
      'Herrenhaarschnitt',
      'Färben',
      'Strähnen',
      'Balayage',
      'Brautfrisuren',
      'Bartpflege',
      'Dauerwelle',
    ],
    keywords: ['friseur', 'frisör', 'haarschnitt', 'salon', 'färben', 'strähnchen', 'damen', 'herren'],
    keywordsCH: ['coiffeur', 'coiffure', 'friseur', 'haarschnitt', 'färben', 'strähnen'],
    rp: [
      'Mein neuer Haarschnitt ist genau so geworden, wie ich ihn wollte.',
      'Die Farbe ist wunderschön geworden und hält lange.',
      'Endlich ein Salon, der bei Locken wirklich weiß, was er tut.',
    ],
    rn: [
      'Die Haare wurden viel kürzer geschnitten als besprochen.',
      'Die Farbe war fleckig und musste nachgebessert werden.',
    ],
  },
  {
    key: 'kosmetik',
    cat: 'Wellness & Schönheit',
    w: 18,
    kind: 'beauty',
    hours: 'beauty',
    closer: 'termin',
    names: [
      'Kosmetikstudio {F}',
      'Kosmetikinstitut {N}',
      'Kosmetik {V} {N}',
      'Beautysalon {F}',
      'Kosmetikstudio {V}',
      'Kosmetik {L}',
    ],
    fancy: [
      'Hautnah',
      'Schönheitsoase',
      'Hautsache',
      'Wohlfühlzeit',
      'Augenblick',
      'Zeit für mich',
      'Rosenblüte',
      'Feinschliff',
      'Seidenglanz',
    ],
    d1: [
      'Professionelle Gesichtsbehandlungen und Pflege für jeden Hauttyp in {city}.',
      'In unserem Kosmetikstudio nehmen wir uns Zeit für Ihre Haut.',
      'Seit {year} verwöhnen wir unsere Kundinnen und Kunden mit individuellen Behandlungen.',
    ],
    d2: [
      'Wir arbeiten mit hochwertigen Naturkosmetik-Produkten.',
      'Neben klassischer Kosmetik bieten wir Wimpernlifting, Microneedling und Fußpflege an.',
      'Gutscheine sind ein beliebtes Geschenk und jederzeit erhältlich.',
    ],
    services: [
      'Gesichtsbehandlung',
      'Reinigung',
      'Anti-Aging',
      'Microneedling',
      'Wimpernlifting',
      'Augenbrauen',
      'Waxing',
      'Fußpflege',
      'Make-up',
      'Gutscheine',
      'Naturkosmetik',
    ],
    keywords: ['kosmetik', 'kosmetikstudio', 'gesichtsbehandlung', 'hautpflege', 'waxing', 'wimpern', 'beauty'],
    rp: [
      'Meine Haut fühlt sich nach der Behandlung wunderbar an.',
      'Eine Stunde pure Entspannung mit sehr kompetenter Beratung.',
    ],
    rn: ['Nach der Behandlung hatte ich gerötete, gereizte Haut.', 'Mir wurden ständig teure Produkte aufgedrängt.'],
  },
  {
    key: 'nagelstudio',
    cat: 'Wellness & Schönheit',
    w: 10,
    kind: 'beauty',
    hours: 'beauty',
    closer: 'termin',
    names: ['Nagelstudio {F}', 'Nails & Beauty {F}', 'Nagelstudio {V}', 'Nageldesign {N}', 'Nagelstudio {L}'],
    fancy: ['Glanzstück', 'Pink Lounge', 'Perlmutt', 'Fingerspitzengefühl', 'Nagelzauber', 'Glitzerwerk', 'Lackschön'],
    d1: [
      'Professionelle Maniküre, Pediküre und Nageldesign in {city}.',
      'Gepflegte Hände und Füße – dafür sorgt unser erfahrenes Team.',
      'Ob natürlich oder ausgefallen: Wir gestalten Ihre Nägel ganz nach Ihren Wünschen.',
    ],
    d2: [
      'Wir arbeiten ausschließlich mit hochwertigen Gel- und Acrylsystemen.',
      'Termine sind auch kurzfristig möglich.',
      'Hygiene hat bei uns oberste Priorität.',
    ],
    services: [
      'Maniküre',
      'Pediküre',
      'Gelnägel',
      'Acrylnägel',
      'Shellac',
      'Nageldesign',
      'Auffüllen',
      'Nagelreparatur',
      'Handpflege',
    ],
    keywords: ['nagelstudio', 'nägel', 'maniküre', 'pediküre', 'gelnägel', 'nageldesign'],
    rp: ['Die Gelnägel halten bei mir problemlos vier Wochen.', 'Sehr sauberes Arbeiten und wunderschöne Designs.'],
    rn: ['Zwei Nägel sind schon nach wenigen Tagen abgebrochen.', 'Sehr hektisch, man fühlte sich wie am Fließband.'],
  },
  {
    key: 'massage',
    cat: 'Wellness & Schönheit',
    w: 14,
    kind: 'beauty',
    hours: 'spa',
    closer: 'termin',
    names: [
      'Massagepraxis {N}',
      'Massage & Wellness {F}',
      'Wellnessoase {F}',
      'Massagestudio {F}',
      'Thai-Massage {F}',
      'Day Spa {F}',
      'Massagepraxis {L}',
    ],
    fancy: [
      'Auszeit',
      'Ruhepol',
      'Lotusblüte',
      'Wohlgefühl',
      'Balance',
      'Entspannungsinsel',
      'Harmonie',
      'Tiefenentspannung',
      'Sonnenhof',
    ],
    d1: [
      'Entspannende und wohltuende Massagen in ruhiger Atmosphäre.',
      'Gönnen Sie sich eine Auszeit vom Alltag – mitten in {city}.',
      'Seit {year} verbinden wir klassische Massagetechniken mit Elementen aus der Ayurveda-Lehre.',
    ],
    d2: [
      'Wir bieten Einzel- und Partnermassagen sowie Wellnesspakete an.',
      'Gutscheine sind das perfekte Geschenk für jeden Anlass.',
      'Nach der Massage laden wir Sie auf eine Tasse Tee in unseren Ruheraum ein.',
    ],
    services: [
      'klassische Massage',
      'Hot-Stone-Massage',
      'Thai-Massage',
      'Aromaölmassage',
      'Fußreflexzonenmassage',
      'Partnermassage',
      'Wellnesspakete',
      'Gutscheine',
      'Ayurveda',
    ],
    keywords: ['massage', 'wellness', 'entspannung', 'hot stone', 'thai-massage', 'spa'],
    rp: [
      'Nach der Hot-Stone-Massage war ich völlig entspannt.',
      'Die Masseurin hat meine Verspannungen sofort gefunden.',
    ],
    rn: ['Die Massage war viel zu kurz für den stolzen Preis.', 'Der Raum war kühl und es war laut vom Flur.'],
  },
  {
    key: 'barbier',
    cat: 'Wellness & Schönheit',
    w: 9,
    kind: 'beauty',
    hours: 'hair',
    closer: 'besuch',
    names: ['Barbershop {F}', 'Barbier {N}', '{F} Barbershop', 'Herrenfriseur {N}', 'Barbier {V}'],
    fancy: ['Gentlemen', 'Klinge', 'Der Barbier', 'Schnauzer', 'Messerscharf', 'Rasierstube', 'Bartkultur'],
    d1: [
      'Klassische Rasur, präzise Fades und gepflegte Bärte für Herren in {city}.',
      'Unser Barbershop verbindet traditionelles Handwerk mit modernen Schnitten.',
      'Bei uns bekommen Sie Haarschnitt und Bartpflege aus einer Hand.',
    ],
    d2: [
      'Termine online oder einfach spontan vorbeikommen.',
      'Zur Rasur mit dem Messer gibt es ein heißes Tuch und eine Tasse Kaffee.',
      'Bartpflegeprodukte gibt es bei uns auch zum Mitnehmen.',
    ],
    services: [
      'Herrenhaarschnitt',
      'Fade',
      'Bartschnitt',
      'Nassrasur',
      'Konturen',
      'Kinderhaarschnitt',
      'Augenbrauen',
      'Bartpflegeprodukte',
    ],
    keywords: ['barbier', 'barbershop', 'herrenfriseur', 'bart', 'rasur', 'fade'],
    rp: [
      'Der Fade war perfekt und der Bart sauber konturiert.',
      'Die Nassrasur mit heißem Tuch ist ein echtes Erlebnis.',
    ],
    rn: ['Der Schnitt war schief und ungleichmäßig.', 'Trotz Termin eine halbe Stunde gewartet.'],
  },
  {
    key: 'tattoo',
    cat: 'Wellness & Schönheit',
    w: 4,
    kind: 'beauty',
    hours: 'photo',
    closer: 'termin',
    names: ['Tattoostudio {F}', '{F} Tattoo', 'Tattoo & Piercing {F}'],
    fancy: ['Nadelwerk', 'Tintenfass', 'Schwarzstich', 'Hautkunst', 'Farbenrausch', 'Inkognito'],
    d1: [
      'Individuelle Tattoos nach Ihren Ideen – vom feinen Linienmotiv bis zum großflächigen Projekt.',
      'Unser Studio in {city} steht für saubere Arbeit und ausführliche Beratung.',
      'Seit {year} tätowieren wir mit Leidenschaft und höchsten Hygienestandards.',
    ],
    d2: [
      'Beratungstermine sind kostenlos und unverbindlich.',
      'Auch Cover-ups und Piercings gehören zu unserem Angebot.',
    ],
    services: ['Tattoos', 'Cover-ups', 'Fine Line', 'Piercings', 'Beratung', 'Gutscheine'],
    keywords: ['tattoo', 'tätowierung', 'piercing', 'tattoostudio'],
    rp: [
      'Das Tattoo ist super sauber gestochen und perfekt verheilt.',
      'Sehr geduldige Beratung, das Motiv wurde individuell angepasst.',
    ],
    rn: ['Die Linien sind unsauber und mussten nachgestochen werden.'],
  },

  // ---------------------------------------------- Einzelhandel & Shopping
  {
    key: 'metzgerei',
    cat: 'Einzelhandel & Shopping',
    w: 14,
    kind: 'food',
    hours: 'butcher',
    closer: 'besuch',
    old: true,
    names: ['{METZGER} {N}', '{METZGER} {N}', 'Landmetzgerei {N}', '{METZGER} {V} {N}', '{METZGER} {N} {G}'],
    d1: [
      'Traditionelle {METZGER} in {city} – Fleisch und Wurst aus eigener Herstellung.',
      'Seit {year} verarbeiten wir Tiere von Bauernhöfen aus der Region.',
      'Meisterbetrieb mit eigener Wurstküche und Fleisch aus artgerechter Haltung.',
    ],
    d2: [
      'Mittags gibt es einen warmen Mittagstisch mit wechselnden Gerichten.',
      'Für Grillabende, Feiern und Feste bieten wir einen Partyservice an.',
      'Unsere Wurst wird noch nach überlieferten Familienrezepten hergestellt.',
    ],
    services: [
      'Fleisch aus der Region',
      'Wurst aus eigener Herstellung',
      'Mittagstisch',
      'Partyservice',
      'Grillpakete',
      'Feinkostsalate',
      'Wildspezialitäten',
      'Catering',
      'Bestellservice',
    ],
    keywords: ['metzger', 'metzgerei', 'fleischerei', 'fleisch', 'wurst', 'grillfleisch', 'partyservice'],
    rp: [
      'Das Fleisch ist von hervorragender Qualität, man schmeckt die regionale Herkunft.',
      'Die hausgemachte Leberwurst ist unschlagbar.',
      'Der Mittagstisch ist lecker und günstig.',
    ],
    rn: ['Das Grillfleisch war zäh und sehr fettig.', 'Die Preise sind mittlerweile kaum noch bezahlbar.'],
  },
  {
    key: 'blumen',
    cat: 'Einzelhandel & Shopping',
    w: 14,
    kind: 'retail',
    hours: 'florist',
    closer: 'besuch',
    names: [
      'Blumen {N}',
      'Blumenhaus {N}',
      'Blumenladen {F}',
      'Floristik {F}',
      'Blumen {F}',
      'Blumenhaus {L}',
      'Blumen & Ambiente {N}',
    ],
    fancy: [
      'Blütenzauber',
      'Gänseblümchen',
      'Blütenreich',
      'Rosenrot',
      'Lavendel',
      'Vergissmeinnicht',
      'Blattgrün',
      'Pusteblume',
      'Mohnblume',
      'Tulpenfeld',
    ],
    d1: [
      'Frische Schnittblumen, Topfpflanzen und liebevoll gebundene Sträuße in {city}.',
      'Ihr Blumenfachgeschäft für jeden Anlass – seit {year}.',
      'Kreative Floristik mit saisonalen Blumen, viele davon aus der Region.',
    ],
    d2: [
      'Wir gestalten Brautsträuße, Tischdekorationen und Trauerfloristik.',
      'Innerhalb der Stadt liefern wir Ihre Blumen gerne aus.',
      'Bestellungen nehmen wir auch telefonisch entgegen.',
    ],
    services: [
      'Sträuße',
      'Hochzeitsfloristik',
      'Trauerfloristik',
      'Topfpflanzen',
      'Tischdekoration',
      'Lieferservice',
      'Fleurop',
      'Grabpflege',
      'Eventdekoration',
      'Adventskränze',
    ],
    keywords: ['blumen', 'florist', 'blumenladen', 'strauß', 'hochzeitsfloristik', 'trauerfloristik', 'pflanzen'],
    rp: [
      'Der Strauß war wunderschön und hat fast zwei Wochen gehalten.',
      'Die Brautfloristik war genau so, wie wir sie uns erträumt hatten.',
    ],
    rn: [
      'Die Blumen waren schon nach zwei Tagen verwelkt.',
      'Der bestellte Strauß sah völlig anders aus als besprochen.',
    ],
  },
  {
    key: 'buchhandlung',
    cat: 'Einzelhandel & Shopping',
    w: 10,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Buchhandlung {N}', 'Buchhandlung {F}', 'Bücherstube {N}', 'Buchhandlung {L}', 'Bücherwurm {S}'],
    fancy: [
      'Leseinsel',
      'Seitenweise',
      'Lesezeichen',
      'Eselsohr',
      'Buchstabe',
      'Wortwechsel',
      'Lesezeit',
      'Papierflieger',
    ],
    d1: [
      'Inhabergeführte Buchhandlung in {city} mit persönlicher Beratung.',
      'Seit {year} finden Leseratten bei uns Romane, Sachbücher und Kinderbücher.',
      'Kleine Buchhandlung mit großem Herz für Literatur.',
    ],
    d2: [
      'Was nicht vorrätig ist, bestellen wir bis zum nächsten Morgen.',
      'Regelmäßig laden wir zu Lesungen und Buchvorstellungen ein.',
      'Neben Büchern führen wir Kalender, Karten und schöne Geschenkartikel.',
    ],
    services: [
      'Romane',
      'Sachbücher',
      'Kinderbücher',
      'Bestellservice',
      'Lesungen',
      'Geschenkgutscheine',
      'Hörbücher',
      'Schulbücher',
      'Kalender',
    ],
    keywords: ['buchhandlung', 'bücher', 'buch', 'lesen', 'kinderbücher', 'romane'],
    rp: [
      'Die Buchtipps hier treffen immer genau meinen Geschmack.',
      'Bestellte Bücher sind am nächsten Tag abholbereit.',
    ],
    rn: ['Die Auswahl ist sehr klein und Bestellungen dauern lange.'],
  },
  {
    key: 'optiker',
    cat: 'Einzelhandel & Shopping',
    w: 14,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Optik {N}', 'Augenoptik {N}', 'Optiker {N}', 'Brillen {F}', 'Optik {L}', 'Augenoptik {V} {N}'],
    fancy: ['Durchblick', 'Weitblick', 'Brillenwerk', 'Klarsicht', 'Augenblick', 'Sehwerk'],
    d1: [
      'Ihr Augenoptiker in {city} für Brillen, Kontaktlinsen und Sehtests.',
      'Meisterbetrieb mit großer Auswahl an Fassungen und präziser Augenglasbestimmung.',
      'Seit {year} sorgen wir für den richtigen Durchblick.',
    ],
    d2: [
      'Sehtests und Kontaktlinsenanpassung führen wir mit modernster Technik durch.',
      'Kleine Reparaturen erledigen wir meist sofort und kostenlos.',
      'Sonnenbrillen fertigen wir auch mit Ihrer Sehstärke an.',
    ],
    services: [
      'Sehtest',
      'Brillen',
      'Kontaktlinsen',
      'Sonnenbrillen',
      'Gleitsichtbrillen',
      'Sportbrillen',
      'Reparaturen',
      'Führerscheinsehtest',
      'Brillenreinigung',
    ],
    keywords: ['optiker', 'brille', 'brillen', 'kontaktlinsen', 'sehtest', 'augenoptik'],
    rp: [
      'Sehr gründlicher Sehtest und eine tolle Beratung bei der Fassung.',
      'Die Gleitsichtbrille passt perfekt, ich sehe so gut wie lange nicht mehr.',
    ],
    rn: [
      'Die neue Brille saß schief und die Werte stimmten nicht.',
      'Auf meine Brille musste ich fast vier Wochen warten.',
    ],
  },
  {
    key: 'mode',
    cat: 'Einzelhandel & Shopping',
    w: 12,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Modehaus {N}', 'Boutique {F}', 'Mode {V}', 'Modehaus {L}', 'Boutique {V}', 'Mode & Mehr {N}'],
    fancy: [
      'Lieblingsstück',
      'Kleiderliebe',
      'Stilecht',
      'Modewerk',
      'Fadenlauf',
      'Kleiderschrank',
      'Zeitgeist',
      'Seidenfaden',
    ],
    d1: [
      'Ausgewählte Mode für Damen und Herren in {city}.',
      'Seit {year} beraten wir unsere Kundschaft persönlich und mit viel Stilgefühl.',
      'Kleine Boutique mit Lieblingsstücken von jungen Labels und bekannten Marken.',
    ],
    d2: [
      'Änderungen erledigen wir im Haus.',
      'Neue Kollektionen treffen bei uns alle paar Wochen ein.',
      'Gerne stellen wir Ihnen komplette Outfits für besondere Anlässe zusammen.',
    ],
    services: [
      'Damenmode',
      'Herrenmode',
      'Accessoires',
      'Schuhe',
      'Änderungsservice',
      'Stilberatung',
      'Gutscheine',
      'nachhaltige Mode',
      'Festmode',
    ],
    keywords: ['mode', 'boutique', 'kleidung', 'damenmode', 'herrenmode', 'schuhe', 'accessoires'],
    rp: [
      'Toll ausgewählte Kollektion und eine ehrliche Beratung.',
      'Ich habe das perfekte Kleid für die Hochzeit meiner Schwester gefunden.',
    ],
    rn: ['Umtausch wurde nur gegen Gutschein akzeptiert.', 'Die Verkäuferin war aufdringlich und wenig hilfreich.'],
  },
  {
    key: 'fahrrad',
    cat: 'Einzelhandel & Shopping',
    w: 10,
    kind: 'retail',
    hours: 'bike',
    closer: 'besuch',
    names: ['Fahrradladen {F}', 'Zweirad {N}', 'Fahrräder {N}', 'Radhaus {S}', 'Fahrrad {N}', 'E-Bike-Center {S}'],
    namesCH: ['Velo {N}', 'Veloladen {F}', 'Velowerkstatt {N}', 'Velo {F}'],
    namesAT: ['Radsport {N}', 'Fahrrad {N}', 'Radladen {F}', 'Zweirad {N}'],
    fancy: ['Speiche', 'Kettenblatt', 'Radwerk', 'Rückenwind', 'Pedalwerk', 'Freilauf', 'Drahtesel'],
    d1: [
      'Fahrräder, E-Bikes und Zubehör mit eigener Meisterwerkstatt in {city}.',
      'Seit {year} Ihr Ansprechpartner rund ums Rad.',
      'Vom Kinderrad bis zum E-Lastenrad: Bei uns finden Sie das passende Fahrrad.',
    ],
    d2: [
      'Reparaturen erledigen wir in der Regel innerhalb von zwei Tagen.',
      'Vor dem Kauf können Sie alle Räder ausgiebig Probe fahren.',
      'Wir bieten Dienstrad-Leasing über alle gängigen Anbieter an.',
    ],
    services: [
      'Fahrräder',
      'E-Bikes',
      'Lastenräder',
      'Reparatur',
      'Inspektion',
      'Dienstrad-Leasing',
      'Zubehör',
      'Probefahrt',
      'Kinderräder',
      'Fahrradverleih',
    ],
    keywords: ['fahrrad', 'e-bike', 'fahrradladen', 'fahrradwerkstatt', 'reparatur', 'zweirad', 'velo'],
    rp: [
      'Mein Rad wurde schnell und günstig repariert.',
      'Ausführliche Probefahrten und eine kompetente Beratung beim E-Bike-Kauf.',
    ],
    rn: [
      'Die Reparatur hat zwei Wochen gedauert statt der versprochenen zwei Tage.',
      'Ohne Kaufabsicht wird man kaum beachtet.',
    ],
  },
  {
    key: 'feinkost',
    cat: 'Einzelhandel & Shopping',
    w: 8,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Weinhandlung {N}', 'Feinkost {N}', 'Weinkontor {S}', 'Feinkostladen {F}', 'Wein & Feinkost {N}'],
    fancy: ['Genusswerk', 'Gaumenfreude', 'Vinothek am Markt', 'Korkenzieher', 'Delikatessen', 'Speisekammer'],
    d1: [
      'Ausgewählte Weine, Feinkost und regionale Spezialitäten in {city}.',
      'Seit {year} beraten wir Genießer mit Leidenschaft und Fachwissen.',
      'Kleiner Laden mit großer Auswahl an Weinen, Ölen, Käse und Delikatessen.',
    ],
    d2: [
      'Regelmäßig veranstalten wir Weinproben mit Winzern aus der Region.',
      'Präsentkörbe stellen wir individuell für Sie und Ihre Kunden zusammen.',
      'Viele Produkte stammen direkt von kleinen Erzeugern.',
    ],
    services: [
      'Weinberatung',
      'Weinproben',
      'Präsentkörbe',
      'Käse',
      'Olivenöle',
      'Spirituosen',
      'Firmengeschenke',
      'Lieferservice',
      'regionale Spezialitäten',
    ],
    keywords: ['wein', 'feinkost', 'weinhandlung', 'delikatessen', 'präsentkorb', 'weinprobe'],
    rp: [
      'Die Weinempfehlung passte perfekt zu unserem Essen.',
      'Der Präsentkorb kam bei unseren Kunden hervorragend an.',
    ],
    rn: ['Für die Preise hätte ich eine bessere Beratung erwartet.'],
  },
  {
    key: 'elektronik',
    cat: 'Einzelhandel & Shopping',
    w: 7,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Handyshop {S}', 'Handy-Reparatur {F}', 'Elektronik {N}', 'TV & Hi-Fi {N}', 'Telefonladen {N}'],
    fancy: ['Display-Doktor', 'Akkuwerk', 'Netzwerk', 'Funkstation', 'Signal'],
    d1: [
      'Smartphones, Zubehör und schnelle Reparaturen in {city}.',
      'Wir reparieren Displays, Akkus und Ladebuchsen – oft noch am selben Tag.',
      'Fachhandel für Unterhaltungselektronik mit persönlicher Beratung seit {year}.',
    ],
    d2: [
      'Für Reparaturen verwenden wir ausschließlich hochwertige Ersatzteile.',
      'Gerne richten wir Ihr neues Gerät ein und übertragen Ihre Daten.',
      'Aufstellung und Anschluss von Fernsehern übernehmen wir auch bei Ihnen zu Hause.',
    ],
    services: [
      'Displayreparatur',
      'Akkutausch',
      'Datenübertragung',
      'Handyverträge',
      'Zubehör',
      'Fernseher',
      'Hi-Fi',
      'Aufstellservice',
      'Ankauf gebrauchter Geräte',
    ],
    keywords: ['handy', 'smartphone', 'reparatur', 'display', 'elektronik', 'fernseher', 'zubehör'],
    rp: [
      'Das Display war innerhalb einer Stunde getauscht.',
      'Ehrliche Beratung, mir wurde nichts Unnötiges verkauft.',
    ],
    rn: ['Nach der Reparatur funktionierte die Kamera nicht mehr.'],
  },
  {
    key: 'juwelier',
    cat: 'Einzelhandel & Shopping',
    w: 5,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Juwelier {N}', 'Goldschmiede {N}', 'Uhren & Schmuck {N}', 'Goldschmiede {F}'],
    fancy: ['Goldstück', 'Silberfaden', 'Edelstein', 'Feingold', 'Ringwerk'],
    d1: [
      'Schmuck, Uhren und Trauringe in {city} – seit {year} in Familienhand.',
      'Meisterbetrieb für individuelle Schmuckstücke aus eigener Werkstatt.',
      'Ausgesuchte Uhren und Schmuck mit kompetenter Beratung.',
    ],
    d2: [
      'Trauringe fertigen wir nach Ihren Wünschen in unserer Werkstatt an.',
      'Uhrenbatterien und kleinere Reparaturen erledigen wir sofort.',
      'Altgold nehmen wir zu fairen Preisen an.',
    ],
    services: [
      'Trauringe',
      'Verlobungsringe',
      'Schmuckreparatur',
      'Uhrenservice',
      'Batteriewechsel',
      'Gravuren',
      'Altgoldankauf',
      'Anfertigungen',
    ],
    keywords: ['juwelier', 'schmuck', 'uhren', 'trauringe', 'goldschmied', 'gravur'],
    rp: ['Unsere Trauringe sind wunderschön geworden.', 'Die Uhr wurde schnell und zuverlässig repariert.'],
    rn: ['Die Gravur war fehlerhaft und musste neu gemacht werden.'],
  },
  {
    key: 'spielwaren',
    cat: 'Einzelhandel & Shopping',
    w: 5,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Spielwaren {N}', 'Spielzeugladen {F}', 'Spiel & Spaß {N}', 'Spielwarenhaus {S}'],
    fancy: ['Kunterbunt', 'Purzelbaum', 'Wundertüte', 'Zauberkiste', 'Bauklotz', 'Teddybär'],
    d1: [
      'Spielzeug, Gesellschaftsspiele und Bastelbedarf für Groß und Klein in {city}.',
      'Seit {year} ein Paradies für Kinder und Junggebliebene.',
      'Ausgewähltes Holzspielzeug, Puzzles und Spiele mit persönlicher Beratung.',
    ],
    d2: ['Geschenke verpacken wir gerne kostenlos.', 'Für Kindergeburtstage stellen wir Wunschlisten zusammen.'],
    services: [
      'Holzspielzeug',
      'Gesellschaftsspiele',
      'Puzzles',
      'Bastelbedarf',
      'Geschenkverpackung',
      'Wunschlisten',
      'Babyartikel',
    ],
    keywords: ['spielwaren', 'spielzeug', 'spiele', 'kinder', 'puzzle', 'geschenke'],
    rp: ['Wunderbare Auswahl, unsere Kinder wollen gar nicht mehr gehen.'],
    rn: ['Die Auswahl ist klein und die Preise sind hoch.'],
  },
  {
    key: 'bioladen',
    cat: 'Einzelhandel & Shopping',
    w: 7,
    kind: 'retail',
    hours: 'shop',
    closer: 'besuch',
    names: ['Bioladen {F}', 'Naturkost {N}', 'Hofladen {N}', 'Bio-Markt {F}', 'Unverpackt {S}'],
    fancy: ['Löwenzahn', 'Sonnenblume', 'Grünkern', 'Erdreich', 'Gartenglück', 'Kornfeld'],
    d1: [
      'Biologische Lebensmittel, frisches Gemüse und regionale Produkte in {city}.',
      'Seit {year} setzen wir auf ökologische Landwirtschaft aus der Umgebung.',
      'Kleiner Naturkostladen mit großer Auswahl und viel Herz.',
    ],
    d2: [
      'Viele Produkte bieten wir unverpackt an – bringen Sie gerne eigene Behälter mit.',
      'Jeden Freitag gibt es frisches Brot vom Biobäcker.',
      'Gemüsekisten liefern wir wöchentlich bis an Ihre Haustür.',
    ],
    services: [
      'Obst und Gemüse',
      'Naturkost',
      'Unverpackt-Station',
      'Gemüsekiste',
      'Naturkosmetik',
      'regionale Produkte',
      'Käsetheke',
      'Biobrot',
    ],
    keywords: ['bioladen', 'bio', 'naturkost', 'regional', 'unverpackt', 'gemüse', 'hofladen'],
    rp: ['Tolles Gemüse aus der Region und immer frisch.', 'Die Unverpackt-Station ist super organisiert.'],
    rn: ['Einige Produkte waren über dem Mindesthaltbarkeitsdatum.'],
  },

  // ---------------------------------------------- Gesundheit & Medizin
  {
    key: 'hausarzt',
    cat: 'Gesundheit & Medizin',
    w: 20,
    kind: 'medical',
    hours: 'doctor',
    closer: 'praxis',
    email: ['praxis', 'info', 'termine'],
    names: [
      'Hausarztpraxis Dr. {N}',
      'Praxis Dr. med. {V} {N}',
      'Allgemeinmedizin Dr. {N}',
      'Gemeinschaftspraxis Dr. {N} & Dr. {N2}',
      'Hausarztpraxis {L}',
      'Hausärzte {L}',
      'Praxis für Allgemeinmedizin Dr. {N}',
    ],
    namesAT: [
      'Ordination Dr. {V} {N}',
      'Ordination Dr. {N}',
      'Allgemeinmedizin Dr. {N}',
      'Gruppenpraxis Dr. {N} & Dr. {N2}',
    ],
    namesCH: [
      'Arztpraxis Dr. med. {V} {N}',
      'Hausarztpraxis {L}',
      'Praxis Dr. med. {N}',
      'Gemeinschaftspraxis {L}',
      'Arztpraxis {N} {G}',
    ],
    d1: [
      'Hausärztliche Versorgung für die ganze Familie in {city}.',
      'Unsere Praxis begleitet Patientinnen und Patienten seit {year} mit Erfahrung und Zeit für das persönliche Gespräch.',
      'Allgemeinmedizinische Praxis mit Schwerpunkt auf Vorsorge und Naturheilverfahren.',
    ],
    d2: [
      'Neben Vorsorgeuntersuchungen bieten wir Impfberatung, EKG und Ultraschall an.',
      'Hausbesuche machen wir nach Absprache.',
      'Die Praxis ist barrierefrei erreichbar.',
    ],
    services: [
      'Vorsorgeuntersuchungen',
      'Check-up',
      'Impfungen',
      'EKG',
      'Langzeit-Blutdruckmessung',
      'Ultraschall',
      'Hausbesuche',
      'Reisemedizin',
      'Akupunktur',
      'Laboruntersuchungen',
      'Gesundheitsberatung',
    ],
    keywords: ['hausarzt', 'arzt', 'allgemeinmedizin', 'praxis', 'vorsorge', 'impfung', 'ärztin'],
    rp: [
      'Hier nimmt man sich wirklich Zeit und hört zu.',
      'Meine Beschwerden wurden schnell und richtig eingeordnet.',
      'Rezepte und Überweisungen liegen immer schnell bereit.',
    ],
    rn: ['Die Behandlung dauerte keine drei Minuten.', 'Neue Patienten werden leider abgewiesen.'],
  },
  {
    key: 'zahnarzt',
    cat: 'Gesundheit & Medizin',
    w: 22,
    kind: 'medical',
    hours: 'dentist',
    closer: 'praxis',
    email: ['praxis', 'info', 'termine'],
    names: [
      'Zahnarztpraxis Dr. {N}',
      'Zahnarztpraxis Dr. {V} {N}',
      'Zahnarzt Dr. {N}',
      'Zahnärzte {L}',
      'Zahnarztpraxis {L}',
      'Zahnarzt Dr. med. dent. {V} {N}',
      'Zahnzentrum {S}',
      'Zahnarztpraxis Dr. {N} & Kollegen',
      'Zahnärztliche Gemeinschaftspraxis {N} & {N2}',
    ],
    namesAT: ['Zahnarztpraxis Dr. {N}', 'Zahnarzt Dr. {V} {N}', 'Zahnärztin Dr. {V} {N}', 'Zahnarztpraxis {L}'],
    d1: [
      'Moderne Zahnmedizin in {city} – von der Prophylaxe bis zum Implantat.',
      'Unsere Zahnarztpraxis steht seit {year} für schonende Behandlung und ehrliche Beratung.',
      'Zahnarztpraxis mit Schwerpunkt auf Angstpatienten, Kinderzahnheilkunde und Ästhetik.',
    ],
    d2: [
      'Mit digitalem Röntgen und 3D-Scan arbeiten wir besonders schonend.',
      'Für Angstpatienten nehmen wir uns besonders viel Zeit.',
      'Professionelle Zahnreinigung bieten wir auch kurzfristig an.',
    ],
    services: [
      'Prophylaxe',
      'professionelle Zahnreinigung',
      'Implantate',
      'Zahnersatz',
      'Bleaching',
      'Wurzelbehandlung',
      'Kinderzahnheilkunde',
      'Parodontologie',
      'Angstpatienten',
      'Aligner',
      'Notfallbehandlung',
    ],
    keywords: ['zahnarzt', 'zahnärztin', 'zahnarztpraxis', 'zähne', 'zahnreinigung', 'implantate', 'prophylaxe'],
    rp: [
      'Als Angstpatientin habe ich mich hier endlich gut aufgehoben gefühlt.',
      'Die Zahnreinigung war gründlich und trotzdem angenehm.',
      'Die Wurzelbehandlung war völlig schmerzfrei.',
    ],
    rn: ['Mir wurden sofort teure Zusatzleistungen aufgedrängt.', 'Die Füllung ist nach zwei Wochen herausgefallen.'],
  },
  {
    key: 'physio',
    cat: 'Gesundheit & Medizin',
    w: 18,
    kind: 'medical',
    hours: 'therapy',
    closer: 'termin',
    names: [
      'Physiotherapie {L}',
      'Physiotherapie {N}',
      'Praxis für Physiotherapie {V} {N}',
      'Physio {F}',
      'Krankengymnastik {N}',
      'Physiotherapiezentrum {S}',
      'Physiotherapie {F}',
    ],
    fancy: ['Bewegungsraum', 'Vitalis', 'Rückgrat', 'Gelenkig', 'Aktiv', 'Körperwerk', 'Therapiewerk'],
    d1: [
      'Physiotherapie für alle Kassen und Privatpatienten in {city}.',
      'Unser erfahrenes Team hilft Ihnen nach Verletzungen, Operationen und bei chronischen Schmerzen.',
      'Seit {year} behandeln wir mit manueller Therapie, Krankengymnastik und gezieltem Training.',
    ],
    d2: [
      'Hausbesuche sind nach ärztlicher Verordnung möglich.',
      'In unserem Trainingsraum begleiten wir Sie auch nach der Therapie weiter.',
      'Termine bekommen Sie bei uns in der Regel innerhalb einer Woche.',
    ],
    services: [
      'Krankengymnastik',
      'manuelle Therapie',
      'Lymphdrainage',
      'Massage',
      'Fango',
      'Kinesio-Taping',
      'KG am Gerät',
      'Rückenschule',
      'Hausbesuche',
      'Sportphysiotherapie',
      'Osteopathie',
    ],
    keywords: [
      'physiotherapie',
      'krankengymnastik',
      'physio',
      'manuelle therapie',
      'massage',
      'rücken',
      'lymphdrainage',
    ],
    rp: [
      'Nach wenigen Terminen waren meine Rückenschmerzen deutlich besser.',
      'Die Therapeuten geben hilfreiche Übungen für zu Hause mit.',
    ],
    rn: [
      'Ständig wechselnde Therapeuten, da fehlt die Kontinuität.',
      'Termine wurden mehrfach kurzfristig verschoben.',
    ],
  },
  {
    key: 'apotheke',
    cat: 'Gesundheit & Medizin',
    w: 18,
    kind: 'medical',
    hours: 'pharmacy',
    closer: 'besuch',
    names: ['{F}-Apotheke', '{F}-Apotheke', 'Apotheke {L}', 'Stadt-Apotheke {S}', '{F}-Apotheke {S}'],
    fancy: [
      'Rosen',
      'Löwen',
      'Adler',
      'Markt',
      'Bahnhof',
      'Linden',
      'Sonnen',
      'Hirsch',
      'Park',
      'Rathaus',
      'Kronen',
      'Schwanen',
      'Einhorn',
      'Engel',
      'Brunnen',
    ],
    d1: [
      'Ihre Apotheke in {city} mit persönlicher Beratung zu Arzneimitteln und Gesundheit.',
      'Seit {year} versorgen wir unsere Kundinnen und Kunden zuverlässig mit Medikamenten.',
      'Inhabergeführte Apotheke mit Schwerpunkt auf Naturheilkunde und Homöopathie.',
    ],
    d2: [
      'Nicht vorrätige Arzneimittel bestellen wir bis zum Nachmittag.',
      'Über unseren Botendienst liefern wir Ihre Medikamente nach Hause.',
      'Wir bieten Blutdruckmessung, Medikationsanalysen und Impfungen an.',
    ],
    services: [
      'Arzneimittel',
      'Rezepteinlösung',
      'E-Rezept',
      'Botendienst',
      'Blutdruckmessung',
      'Medikationsanalyse',
      'Kompressionsstrümpfe',
      'Naturheilkunde',
      'Kosmetik',
      'Grippeschutzimpfung',
      'Reiseapotheke',
    ],
    keywords: ['apotheke', 'medikamente', 'arzneimittel', 'rezept', 'e-rezept', 'botendienst'],
    rp: ['Sehr kompetente Beratung, auch zu Wechselwirkungen.', 'Fehlende Medikamente waren schon am Nachmittag da.'],
    rn: ['Lange Schlange und nur eine Kasse geöffnet.', 'Die Beratung war unfreundlich und oberflächlich.'],
  },
  {
    key: 'tierarzt',
    cat: 'Gesundheit & Medizin',
    w: 10,
    kind: 'medical',
    hours: 'vet',
    closer: 'termin',
    names: [
      'Tierarztpraxis Dr. {N}',
      'Tierarztpraxis {L}',
      'Tierärztliche Praxis {V} {N}',
      'Kleintierpraxis Dr. {N}',
      'Tierklinik {S}',
    ],
    d1: [
      'Tierärztliche Versorgung für Hunde, Katzen und Kleintiere in {city}.',
      'Seit {year} kümmern wir uns mit Herz und Sachverstand um Ihre Vierbeiner.',
      'Moderne Kleintierpraxis mit eigenem OP, Röntgen und Labor.',
    ],
    d2: [
      'In Notfällen sind wir auch außerhalb der Sprechzeiten telefonisch erreichbar.',
      'Impfungen, Zahnbehandlungen und Kastrationen gehören zu unserem Alltag.',
      'Für ängstliche Tiere nehmen wir uns besonders viel Zeit.',
    ],
    services: [
      'Impfungen',
      'Kastration',
      'Zahnbehandlung',
      'Röntgen',
      'Ultraschall',
      'Labor',
      'Chirurgie',
      'Notdienst',
      'Ernährungsberatung',
      'Chippen',
    ],
    keywords: ['tierarzt', 'tierärztin', 'tierarztpraxis', 'hund', 'katze', 'kleintiere', 'impfung'],
    rp: [
      'Unser Hund hatte zum ersten Mal keine Angst beim Tierarzt.',
      'Sehr einfühlsam, als wir uns von unserer Katze verabschieden mussten.',
    ],
    rn: ['Die Rechnung war viel höher als vorher angekündigt.'],
  },
  {
    key: 'kinderarzt',
    cat: 'Gesundheit & Medizin',
    w: 6,
    kind: 'medical',
    hours: 'doctor',
    closer: 'praxis',
    email: ['praxis', 'info'],
    names: [
      'Kinderarztpraxis Dr. {N}',
      'Kinder- und Jugendarztpraxis {L}',
      'Praxis für Kinderheilkunde Dr. {V} {N}',
      'Kinderärzte {L}',
    ],
    d1: [
      'Kinder- und Jugendmedizin in {city} – von der U1 bis zur J2.',
      'Unsere Praxis begleitet Familien seit {year} mit Ruhe und Geduld.',
      'Kinderarztpraxis mit kindgerechten Räumen und separatem Wartebereich für Infektpatienten.',
    ],
    d2: [
      'Vorsorgeuntersuchungen und Impfungen nehmen bei uns viel Raum ein.',
      'Akute Fälle sehen wir täglich in der offenen Sprechstunde.',
    ],
    services: [
      'U-Untersuchungen',
      'J-Untersuchungen',
      'Impfungen',
      'Allergietests',
      'Hörtest',
      'Sehtest',
      'Akutsprechstunde',
      'Entwicklungsdiagnostik',
    ],
    keywords: ['kinderarzt', 'kinderärztin', 'kinder', 'jugendmedizin', 'u-untersuchung', 'impfung'],
    rp: [
      'Hier wird ganz toll auf unsere Kinder eingegangen.',
      'Trotz voller Praxis wurden wir mit Fieber sofort drangenommen.',
    ],
    rn: ['Über zwei Stunden mit einem kranken Kind im Wartezimmer.'],
  },
  {
    key: 'psychotherapie',
    cat: 'Gesundheit & Medizin',
    w: 5,
    kind: 'medical',
    hours: 'office',
    closer: 'termin',
    names: ['Psychotherapeutische Praxis {V} {N}', 'Praxis für Psychotherapie {N}', 'Psychotherapie {L}'],
    d1: [
      'Psychotherapeutische Begleitung für Erwachsene in {city}.',
      'Verhaltenstherapie bei Depressionen, Ängsten und Belastungen.',
      'Seit {year} unterstützen wir Menschen in schwierigen Lebensphasen.',
    ],
    d2: [
      'Erstgespräche vereinbaren Sie telefonisch während unserer Sprechzeiten.',
      'Die Praxis ist zugelassen für gesetzlich und privat Versicherte.',
    ],
    services: [
      'Verhaltenstherapie',
      'Erstgespräch',
      'Einzeltherapie',
      'Gruppentherapie',
      'Krisenintervention',
      'Paartherapie',
    ],
    keywords: ['psychotherapie', 'therapie', 'psychotherapeut', 'verhaltenstherapie', 'depression', 'angst'],
    rp: ['Ich habe mich von Anfang an verstanden und ernst genommen gefühlt.'],
    rn: ['Auf einen Therapieplatz wartet man viele Monate.'],
  },
  {
    key: 'hoerakustik',
    cat: 'Gesundheit & Medizin',
    w: 5,
    kind: 'retail',
    hours: 'shop',
    closer: 'termin',
    names: ['Hörakustik {N}', 'Hörgeräte {N}', 'Hörstudio {S}', 'Hörakustik {L}'],
    d1: [
      'Hörtests, Hörgeräte und Gehörschutz mit ausführlicher Beratung in {city}.',
      'Meisterbetrieb für Hörakustik seit {year}.',
      'Wir finden gemeinsam mit Ihnen das passende Hörsystem.',
    ],
    d2: [
      'Alle Hörgeräte können Sie vor dem Kauf kostenlos im Alltag testen.',
      'Individuellen Gehörschutz fertigen wir für Beruf, Freizeit und Musik an.',
    ],
    services: [
      'Hörtest',
      'Hörgeräte',
      'Probetragen',
      'Gehörschutz',
      'Tinnitusberatung',
      'Hörgerätereparatur',
      'Batterien',
      'Hausbesuche',
    ],
    keywords: ['hörakustik', 'hörgeräte', 'hörtest', 'gehörschutz', 'hören'],
    rp: ['Sehr geduldige Anpassung, ich höre endlich wieder gut.'],
    rn: ['Mir wurde gleich das teuerste Gerät empfohlen.'],
  },
  {
    key: 'pflegedienst',
    cat: 'Gesundheit & Medizin',
    w: 6,
    kind: 'medical',
    hours: 'care',
    closer: 'anfrage',
    names: ['Ambulanter Pflegedienst {N}', 'Pflegedienst {F}', 'Pflegeteam {S}', 'Häusliche Pflege {N}'],
    fancy: ['Lebensfreude', 'Herzenssache', 'Hand in Hand', 'Miteinander', 'Sonnenseite', 'Lichtblick'],
    d1: [
      'Ambulante Pflege und Betreuung zu Hause in {city} und Umgebung.',
      'Seit {year} unterstützen wir Pflegebedürftige und ihre Angehörigen.',
      'Unser Pflegeteam ist rund um die Uhr für Sie erreichbar.',
    ],
    d2: [
      'Wir beraten Sie gerne kostenlos zu Pflegegraden und Leistungen der Pflegekasse.',
      'Neben der Grundpflege übernehmen wir Behandlungspflege und Haushaltshilfe.',
    ],
    services: [
      'Grundpflege',
      'Behandlungspflege',
      'Verhinderungspflege',
      'Haushaltshilfe',
      'Pflegeberatung',
      'Betreuung',
      'Demenzbetreuung',
      'Palliativpflege',
    ],
    keywords: ['pflegedienst', 'pflege', 'ambulante pflege', 'betreuung', 'seniorenpflege'],
    rp: ['Die Pflegekräfte kümmern sich liebevoll um meine Mutter.'],
    rn: ['Die Einsatzzeiten schwanken stark und werden nicht angekündigt.'],
  },
  {
    key: 'heilpraktiker',
    cat: 'Gesundheit & Medizin',
    w: 4,
    kind: 'medical',
    hours: 'office',
    closer: 'termin',
    names: ['Naturheilpraxis {V} {N}', 'Heilpraktikerpraxis {N}', 'Naturheilpraxis {L}'],
    d1: [
      'Naturheilkundliche Behandlungen in {city} mit viel Zeit für das Gespräch.',
      'Seit {year} verbinden wir Naturheilkunde mit moderner Diagnostik.',
      'Ganzheitliche Begleitung bei chronischen Beschwerden.',
    ],
    d2: [
      'Die Kosten übernehmen viele private Zusatzversicherungen.',
      'Das Erstgespräch dauert in der Regel eine Stunde.',
    ],
    services: [
      'Akupunktur',
      'Homöopathie',
      'Osteopathie',
      'Ernährungsberatung',
      'Schröpfen',
      'Bachblüten',
      'Erstgespräch',
    ],
    keywords: ['heilpraktiker', 'naturheilkunde', 'naturheilpraxis', 'akupunktur', 'homöopathie'],
    rp: ['Sehr einfühlsam und mit viel Zeit für meine Fragen.'],
    rn: ['Viel Geld bezahlt, aber keine Besserung gespürt.'],
  },

  // ----------------------------------------- Handwerk & Dienstleistung
  {
    key: 'elektro',
    cat: 'Handwerk & Dienstleistung',
    w: 15,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Elektro {N}',
      'Elektro {N} {G}',
      'Elektrotechnik {N}',
      'Elektro-Service {N}',
      'Elektroinstallation {V} {N}',
      'Elektro {N} & Sohn',
    ],
    d1: [
      'Ihr Elektrofachbetrieb in {city} für Neubau, Sanierung und Reparatur.',
      'Meisterbetrieb für Elektrotechnik seit {year}.',
      'Von der Steckdose bis zur Photovoltaikanlage: Wir erledigen alle Elektroarbeiten zuverlässig.',
    ],
    d2: [
      'Auch Smart-Home-Lösungen und Wallboxen planen und installieren wir.',
      'Im Notfall sind wir auch kurzfristig für Sie da.',
      'Wir führen E-Checks für Privathaushalte und Gewerbe durch.',
    ],
    services: [
      'Elektroinstallation',
      'Photovoltaik',
      'Wallbox',
      'Smart Home',
      'E-Check',
      'Beleuchtung',
      'Sicherungskasten',
      'Netzwerktechnik',
      'Sprechanlagen',
      'Notdienst',
      'Altbausanierung',
    ],
    keywords: ['elektriker', 'elektro', 'elektroinstallation', 'photovoltaik', 'wallbox', 'smart home'],
    rp: ['Die Wallbox war innerhalb eines Tages installiert.', 'Der Elektriker hat den Fehler sofort gefunden.'],
    rn: ['Der Elektriker kam drei Stunden zu spät.', 'Für eine Kleinigkeit wurden zwei Stunden Arbeitszeit berechnet.'],
  },
  {
    key: 'sanitaer',
    cat: 'Handwerk & Dienstleistung',
    w: 15,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Sanitär {N}',
      'Heizung & Sanitär {N}',
      '{N} Haustechnik {G}',
      'Sanitär- und Heizungsbau {N}',
      'Bad & Heizung {N}',
      'Installateur {N}',
    ],
    namesAT: ['Installateur {N}', 'Installateur {N} {G}', '{N} Haustechnik', 'Bad & Heizung {N}'],
    d1: [
      'Ihr Fachbetrieb für Sanitär, Heizung und Klima in {city}.',
      'Seit {year} planen und bauen wir Bäder, Heizungen und Wärmepumpen.',
      'Meisterbetrieb für moderne Haustechnik – von der Badsanierung bis zum Heizungstausch.',
    ],
    d2: [
      'Wir beraten Sie gerne zu Fördermitteln für den Heizungstausch.',
      'Unser Notdienst hilft bei Rohrbruch und Heizungsausfall.',
      'Barrierefreie Bäder gehören zu unseren Schwerpunkten.',
    ],
    services: [
      'Badsanierung',
      'Heizungsbau',
      'Wärmepumpen',
      'Heizungswartung',
      'Rohrreinigung',
      'Notdienst',
      'barrierefreie Bäder',
      'Solarthermie',
      'Klimaanlagen',
      'Wasserenthärtung',
    ],
    keywords: ['sanitär', 'heizung', 'installateur', 'klempner', 'badsanierung', 'wärmepumpe', 'notdienst'],
    rp: ['Unser neues Bad ist ein Traum geworden.', 'Die Heizung lief nach dem Notdienst-Einsatz sofort wieder.'],
    rn: ['Die Baustelle wurde tagelang nicht weitergeführt.', 'Nach der Reparatur tropfte es weiter.'],
  },
  {
    key: 'maler',
    cat: 'Handwerk & Dienstleistung',
    w: 13,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Malerbetrieb {N}',
      'Malermeister {N}',
      'Maler {N}',
      'Malerwerkstatt {N}',
      'Maler- und Lackierbetrieb {N}',
      'Farbwerk {S}',
    ],
    d1: [
      'Malerarbeiten innen und außen in {city} und Umgebung.',
      'Meisterbetrieb für Maler- und Lackierarbeiten seit {year}.',
      'Vom frischen Anstrich bis zur kompletten Fassadensanierung – sauber und termingerecht.',
    ],
    d2: [
      'Wir arbeiten mit emissionsarmen Farben und decken Möbel und Böden sorgfältig ab.',
      'Auch Tapezier- und Bodenarbeiten übernehmen wir.',
      'Eine kostenlose Besichtigung vor Ort ist selbstverständlich.',
    ],
    services: [
      'Innenanstrich',
      'Fassadenanstrich',
      'Tapezierarbeiten',
      'Lackierarbeiten',
      'Wärmedämmung',
      'Bodenbeläge',
      'Schimmelsanierung',
      'Spachteltechniken',
      'Trockenbau',
    ],
    keywords: ['maler', 'malerbetrieb', 'anstreicher', 'fassade', 'tapezieren', 'lackieren'],
    rp: [
      'Die Wohnung wurde in zwei Tagen perfekt gestrichen.',
      'Sehr sauberes Arbeiten, alles war ordentlich abgedeckt.',
    ],
    rn: ['An den Kanten sind überall Farbflecken geblieben.'],
  },
  {
    key: 'tischlerei',
    cat: 'Handwerk & Dienstleistung',
    w: 12,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    old: true,
    names: ['{TISCHLER} {N}', '{TISCHLER} {N} {G}', 'Möbelwerkstatt {N}', '{TISCHLER} {V} {N}', 'Holzwerkstatt {F}'],
    fancy: ['Holzart', 'Maserung', 'Jahresring', 'Kernholz', 'Eichenwerk'],
    d1: [
      'Meisterbetrieb für Möbel- und Innenausbau in {city}.',
      'Seit {year} fertigen wir Möbel nach Maß, Küchen, Treppen und Türen.',
      'Handwerkliche {TISCHLER} mit eigener Werkstatt und Liebe zum Holz.',
    ],
    d2: [
      'Jedes Stück planen wir individuell mit Ihnen.',
      'Auch Fenster, Türen und Reparaturen an Holzmöbeln gehören zu unseren Leistungen.',
      'Wir verarbeiten vorwiegend Massivholz aus heimischen Wäldern.',
    ],
    services: [
      'Möbel nach Maß',
      'Einbauschränke',
      'Küchen',
      'Innentüren',
      'Treppen',
      'Fenster',
      'Reparaturen',
      'Innenausbau',
      'Holzböden',
      'Ladenbau',
    ],
    keywords: ['tischler', 'schreiner', 'tischlerei', 'schreinerei', 'möbel nach maß', 'holz', 'innenausbau'],
    rp: ['Der Einbauschrank passt millimetergenau in die Dachschräge.', 'Wunderschöne Handarbeit aus Massivholz.'],
    rn: ['Die Lieferung hat sich um zwei Monate verzögert.'],
  },
  {
    key: 'dachdecker',
    cat: 'Handwerk & Dienstleistung',
    w: 8,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: ['Dachdeckerei {N}', 'Bedachungen {N} {G}', 'Dachdeckermeister {N}', 'Dach & Wand {N}', 'Dachbau {N}'],
    d1: [
      'Dacharbeiten aller Art in {city} und im Umland.',
      'Meisterbetrieb für Steil- und Flachdächer seit {year}.',
      'Ob Neueindeckung, Dämmung oder Reparatur – wir sorgen für ein dichtes Dach.',
    ],
    d2: [
      'Bei Sturmschäden sind wir schnell vor Ort.',
      'Dachfenster, Dachrinnen und Photovoltaik-Unterkonstruktionen gehören ebenfalls zu unserem Angebot.',
    ],
    services: [
      'Steildach',
      'Flachdach',
      'Dachsanierung',
      'Dachdämmung',
      'Dachfenster',
      'Dachrinnen',
      'Sturmschadenbeseitigung',
      'Gründach',
      'Schornsteinverkleidung',
    ],
    keywords: ['dachdecker', 'dach', 'dachsanierung', 'flachdach', 'dachrinne', 'dachdämmung'],
    rp: ['Der Sturmschaden wurde noch am selben Tag provisorisch abgedichtet.'],
    rn: ['Nach der Sanierung regnete es wieder durch.'],
  },
  {
    key: 'schluesseldienst',
    cat: 'Handwerk & Dienstleistung',
    w: 6,
    kind: 'craft',
    hours: 'locksmith',
    closer: 'anfrage',
    names: ['Schlüsseldienst {N}', 'Schlüsseldienst {S}', 'Schlüssel & Sicherheit {N}', 'Sicherheitstechnik {N}'],
    d1: [
      'Schlüsseldienst und Sicherheitstechnik in {city} zu fairen Festpreisen.',
      'Ausgesperrt? Wir öffnen Ihre Tür schnell und möglichst ohne Schaden.',
      'Seit {year} Ihr Partner für Schlösser, Schließanlagen und Einbruchschutz.',
    ],
    d2: ['Die Kosten nennen wir Ihnen verbindlich vor dem Einsatz.', 'Schlüssel fertigen wir im Laden sofort nach.'],
    services: [
      'Türöffnung',
      'Schlüsselnachfertigung',
      'Schließanlagen',
      'Einbruchschutz',
      'Tresore',
      'Schlosstausch',
      'Briefkastenschlösser',
      'Notdienst',
    ],
    keywords: ['schlüsseldienst', 'türöffnung', 'schlüssel', 'schloss', 'einbruchschutz', 'notdienst'],
    rp: ['In zwanzig Minuten da und die Tür ohne Schaden geöffnet, zum vorher genannten Preis.'],
    rn: ['Der Preis am Ende war doppelt so hoch wie am Telefon genannt.'],
  },
  {
    key: 'reinigung',
    cat: 'Handwerk & Dienstleistung',
    w: 10,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Gebäudereinigung {N}',
      'Reinigungsservice {F}',
      '{N} Gebäudeservice {G}',
      'Glas- und Gebäudereinigung {N}',
      'Reinigungsdienst {S}',
    ],
    fancy: ['Blitzblank', 'Glanzleistung', 'Sauberzauber', 'Reinweiß', 'Frischewerk'],
    d1: [
      'Professionelle Reinigung für Büros, Praxen und Privathaushalte in {city}.',
      'Seit {year} sorgen wir für saubere Räume und klare Fenster.',
      'Zuverlässiger Reinigungsservice mit festen Ansprechpartnern.',
    ],
    d2: [
      'Unsere Mitarbeiterinnen und Mitarbeiter sind fest angestellt und geschult.',
      'Auch Grund-, Bau- und Treppenhausreinigung übernehmen wir.',
      'Wir arbeiten mit umweltfreundlichen Reinigungsmitteln.',
    ],
    services: [
      'Büroreinigung',
      'Praxisreinigung',
      'Glasreinigung',
      'Treppenhausreinigung',
      'Grundreinigung',
      'Bauendreinigung',
      'Teppichreinigung',
      'Haushaltsreinigung',
      'Winterdienst',
      'Hausmeisterservice',
    ],
    keywords: ['reinigung', 'gebäudereinigung', 'putzfirma', 'fensterputzer', 'büroreinigung', 'hausmeister'],
    rp: ['Unsere Büros waren noch nie so sauber.', 'Die Fenster sind streifenfrei und das Team sehr zuverlässig.'],
    rn: ['Es wurde oft nur oberflächlich gewischt.'],
  },
  {
    key: 'it',
    cat: 'Handwerk & Dienstleistung',
    w: 10,
    kind: 'office',
    hours: 'it',
    closer: 'anfrage',
    names: [
      'IT-Service {N}',
      '{N} IT-Systemhaus {G}',
      'Computerservice {S}',
      'PC-Hilfe {N}',
      'IT-Lösungen {N}',
      'Netzwerk & IT {N}',
    ],
    d1: [
      'IT-Service für kleine und mittlere Unternehmen in {city}.',
      'Seit {year} betreuen wir Netzwerke, Server und Arbeitsplätze.',
      'Computerhilfe für Privatkunden und Firmen – schnell, verständlich und zu fairen Preisen.',
    ],
    d2: [
      'Wir kommen bei Bedarf auch zu Ihnen nach Hause oder ins Büro.',
      'Datensicherung und IT-Sicherheit sind unsere Schwerpunkte.',
      'Per Fernwartung helfen wir oft innerhalb weniger Minuten.',
    ],
    services: [
      'Netzwerkbetreuung',
      'Fernwartung',
      'Datensicherung',
      'IT-Sicherheit',
      'PC-Reparatur',
      'Datenrettung',
      'Microsoft 365',
      'Telefonanlagen',
      'Webhosting',
      'Vor-Ort-Service',
    ],
    keywords: ['it-service', 'computer', 'pc-hilfe', 'netzwerk', 'it-sicherheit', 'datenrettung', 'edv'],
    rp: [
      'Unser Netzwerkproblem wurde per Fernwartung in Minuten gelöst.',
      'Endlich ein IT-Dienstleister, der verständlich erklärt.',
    ],
    rn: ['Die Stundensätze sind für die Leistung zu hoch.'],
  },
  {
    key: 'fotograf',
    cat: 'Handwerk & Dienstleistung',
    w: 8,
    kind: 'office',
    hours: 'photo',
    closer: 'termin',
    names: ['Fotostudio {N}', 'Fotografie {V} {N}', 'Fotostudio {F}', 'Foto {N}', 'Lichtbildwerkstatt {S}'],
    fancy: ['Augenblick', 'Lichtblick', 'Momentaufnahme', 'Bildschön', 'Blende 8', 'Lichtwerk'],
    d1: [
      'Fotostudio in {city} für Porträts, Bewerbungsfotos und Familienbilder.',
      'Seit {year} halten wir besondere Momente fest – im Studio und vor Ort.',
      'Hochzeitsfotografie und Reportagen mit Gespür für natürliche Bilder.',
    ],
    d2: [
      'Passbilder machen wir ohne Termin in wenigen Minuten.',
      'Für Unternehmen fotografieren wir Mitarbeiterporträts und Produkte.',
    ],
    services: [
      'Passbilder',
      'Bewerbungsfotos',
      'Porträts',
      'Hochzeitsfotografie',
      'Familienfotos',
      'Produktfotografie',
      'Businessfotos',
      'Fotobücher',
      'Bildbearbeitung',
    ],
    keywords: ['fotograf', 'fotostudio', 'passbilder', 'bewerbungsfotos', 'hochzeitsfotograf', 'porträt'],
    rp: ['Die Hochzeitsfotos sind unglaublich schön geworden.', 'Passbild in fünf Minuten, sehr freundlich.'],
    rn: ['Auf die Bilder mussten wir über drei Monate warten.'],
  },
  {
    key: 'schneiderei',
    cat: 'Handwerk & Dienstleistung',
    w: 6,
    kind: 'retail',
    hours: 'tailor',
    closer: 'besuch',
    names: ['Änderungsschneiderei {F}', 'Schneiderei {N}', 'Maßschneiderei {N}', 'Änderungsschneiderei {L}'],
    fancy: ['Nadel & Faden', 'Fingerhut', 'Nähkästchen', 'Maßband', 'Saum & Naht'],
    d1: [
      'Änderungen, Reparaturen und Maßanfertigungen in {city}.',
      'Seit {year} kürzen, weiten und flicken wir alles, was Sie uns bringen.',
      'Kleine Schneiderei mit großer Erfahrung.',
    ],
    d2: [
      'Einfache Änderungen erledigen wir oft noch am selben Tag.',
      'Auch Reißverschlüsse, Lederwaren und Gardinen bearbeiten wir.',
    ],
    services: [
      'Hosen kürzen',
      'Reißverschluss ersetzen',
      'Änderungen',
      'Maßanfertigung',
      'Gardinen',
      'Lederreparatur',
      'Brautkleidänderung',
      'Expressservice',
    ],
    keywords: ['schneiderei', 'änderungsschneiderei', 'schneider', 'änderungen', 'nähen'],
    rp: ['Die Hose wurde noch am selben Tag perfekt gekürzt.'],
    rn: ['Der Saum war schief und musste noch einmal gemacht werden.'],
  },
  {
    key: 'garten',
    cat: 'Handwerk & Dienstleistung',
    w: 8,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Garten- und Landschaftsbau {N}',
      'Gartenbau {N}',
      'Gartenpflege {F}',
      'Grünwerk {S}',
      'Gartengestaltung {V} {N}',
    ],
    fancy: ['Grünzeug', 'Blattwerk', 'Gartenfreund', 'Wurzelwerk', 'Grüne Oase'],
    d1: [
      'Gartengestaltung, Pflege und Pflasterarbeiten in {city} und Umgebung.',
      'Seit {year} verwandeln wir Gärten in grüne Wohlfühlorte.',
      'Fachbetrieb für Garten- und Landschaftsbau mit eigenem Maschinenpark.',
    ],
    d2: [
      'Gerne übernehmen wir die regelmäßige Pflege Ihres Gartens.',
      'Von der Planung bis zur Bepflanzung erhalten Sie alles aus einer Hand.',
    ],
    services: [
      'Gartengestaltung',
      'Gartenpflege',
      'Baumschnitt',
      'Heckenschnitt',
      'Pflasterarbeiten',
      'Rollrasen',
      'Zaunbau',
      'Teichbau',
      'Winterdienst',
      'Bewässerung',
    ],
    keywords: ['gartenbau', 'landschaftsbau', 'gärtner', 'gartenpflege', 'pflasterarbeiten', 'heckenschnitt'],
    rp: ['Unser Garten ist kaum wiederzuerkennen, einfach toll.'],
    rn: ['Der Grünschnitt wurde einfach liegen gelassen.'],
  },

  // ----------------------------------------------------- Auto & Verkehr
  {
    key: 'autohaus',
    cat: 'Auto & Verkehr',
    w: 14,
    kind: 'auto',
    hours: 'cardealer',
    closer: 'besuch',
    names: [
      'Autohaus {N}',
      'Autohaus {N} {G}',
      'Autohaus {S}',
      'Autohaus {N} & Söhne',
      'Automobile {N}',
      'Autozentrum {S}',
    ],
    namesCH: ['Garage {N} AG', 'Auto {N} AG', 'Autohaus {N} AG', 'Garage {F}'],
    fancy: ['Zentrum', 'Seeblick', 'Bergblick', 'Sonnenberg'],
    d1: [
      'Neu- und Gebrauchtwagen mit Werkstattservice in {city}.',
      'Familiengeführtes Autohaus seit {year} – Verkauf, Service und Finanzierung aus einer Hand.',
      'Große Auswahl an geprüften Gebrauchtwagen mit Garantie.',
    ],
    d2: [
      'Ihren Gebrauchten nehmen wir gerne in Zahlung.',
      'Unsere Meisterwerkstatt kümmert sich um Inspektion, HU und Reparaturen.',
      'Probefahrten sind nach Absprache auch am Wochenende möglich.',
    ],
    services: [
      'Neuwagen',
      'Gebrauchtwagen',
      'Finanzierung',
      'Leasing',
      'Inzahlungnahme',
      'Inspektion',
      'Hauptuntersuchung',
      'Reifenservice',
      'Unfallinstandsetzung',
      'Elektroautos',
    ],
    keywords: ['autohaus', 'auto', 'gebrauchtwagen', 'neuwagen', 'autohändler', 'leasing'],
    rp: ['Der Autokauf lief fair und völlig unkompliziert.', 'Sehr faires Angebot für unseren alten Wagen.'],
    rn: [
      'Nach dem Kauf kümmerte sich niemand mehr um die Mängel.',
      'Der Verkäufer war nur am schnellen Abschluss interessiert.',
    ],
  },
  {
    key: 'werkstatt',
    cat: 'Auto & Verkehr',
    w: 20,
    kind: 'auto',
    hours: 'workshop',
    closer: 'termin',
    names: [
      'Kfz-Werkstatt {N}',
      'Autowerkstatt {N}',
      'Kfz-Meisterbetrieb {N}',
      'Auto-Service {N}',
      'Kfz-Technik {N}',
      'Autoreparatur {S}',
      'Kfz-Service {F}',
    ],
    namesCH: ['Garage {N}', 'Autogarage {N} GmbH', 'Garage {F}', 'Autowerkstatt {N}'],
    namesAT: ['Kfz-Werkstatt {N}', 'Autowerkstatt {N}', 'Kfz-Technik {N}', 'Autoservice {N} {G}'],
    fancy: ['Schraubstock', 'Zündkerze', 'Drehmoment', 'Vollgas', 'Kurbelwelle', 'Pit Stop'],
    d1: [
      'Freie Kfz-Meisterwerkstatt in {city} für alle Marken.',
      'Seit {year} reparieren und warten wir Fahrzeuge aller Hersteller.',
      'Inspektion, Reparatur und Unfallinstandsetzung zu fairen Preisen.',
    ],
    d2: [
      'Die Hauptuntersuchung können Sie direkt bei uns durchführen lassen.',
      'Während der Reparatur stellen wir Ihnen gerne einen Ersatzwagen zur Verfügung.',
      'Wir arbeiten nach Herstellervorgaben, die Garantie bleibt erhalten.',
    ],
    services: [
      'Inspektion',
      'Hauptuntersuchung',
      'Ölwechsel',
      'Bremsen',
      'Klimaservice',
      'Unfallinstandsetzung',
      'Reifenwechsel',
      'Fehlerdiagnose',
      'Zahnriemenwechsel',
      'Ersatzwagen',
      'Karosseriearbeiten',
    ],
    keywords: [
      'kfz-werkstatt',
      'autowerkstatt',
      'werkstatt',
      'inspektion',
      'tüv',
      'hauptuntersuchung',
      'reparatur',
      'auto',
    ],
    keywordsCH: ['garage', 'autowerkstatt', 'werkstatt', 'service', 'mfk', 'reparatur', 'auto'],
    rp: [
      'Ehrliche Werkstatt, es wird nur repariert, was wirklich nötig ist.',
      'Die Inspektion war günstiger als beim Vertragshändler.',
    ],
    rn: [
      'Die Reparatur war teurer als im Kostenvoranschlag.',
      'Das Auto war nach der Reparatur schmutzig und der Fehler nicht behoben.',
    ],
  },
  {
    key: 'reifen',
    cat: 'Auto & Verkehr',
    w: 8,
    kind: 'auto',
    hours: 'tyres',
    closer: 'termin',
    names: ['Reifenservice {N}', 'Reifen {N}', 'Reifen- und Autoservice {S}', 'Reifendienst {N}'],
    d1: [
      'Reifenwechsel, Einlagerung und Achsvermessung in {city}.',
      'Seit {year} Ihr Spezialist für Reifen und Felgen.',
      'Schneller Reifenservice, Termine auch kurzfristig.',
    ],
    d2: ['Ihre Räder lagern wir sauber und trocken ein.', 'Wir führen Reifen aller gängigen Marken zu fairen Preisen.'],
    services: [
      'Reifenwechsel',
      'Reifeneinlagerung',
      'Achsvermessung',
      'Felgen',
      'Reifenreparatur',
      'Auswuchten',
      'Ganzjahresreifen',
      'Ölwechsel',
    ],
    keywords: ['reifen', 'reifenwechsel', 'reifenservice', 'felgen', 'einlagerung', 'winterreifen'],
    rp: ['Reifenwechsel in zwanzig Minuten, sehr effizient.'],
    rn: ['Trotz Termin über eine Stunde gewartet.'],
  },
  {
    key: 'taxi',
    cat: 'Auto & Verkehr',
    w: 8,
    kind: 'auto',
    hours: 'taxi',
    closer: 'anfrage',
    names: ['Taxi {N}', 'Taxiunternehmen {N}', 'Taxi-Zentrale {S}', 'Funktaxi {S}', 'Taxi & Mietwagen {N}'],
    d1: [
      'Taxi- und Mietwagenservice in {city} – rund um die Uhr.',
      'Seit {year} bringen wir Sie sicher und pünktlich an Ihr Ziel.',
      'Flughafentransfers, Krankenfahrten und Kurierfahrten mit modernen Fahrzeugen.',
    ],
    d2: [
      'Krankenfahrten rechnen wir direkt mit allen Kassen ab.',
      'Großraumtaxis für bis zu acht Personen stehen ebenfalls bereit.',
      'Bezahlen Sie bequem mit Karte oder per App.',
    ],
    services: [
      'Taxifahrten',
      'Flughafentransfer',
      'Krankenfahrten',
      'Großraumtaxi',
      'Kurierfahrten',
      'Dialysefahrten',
      'Vorbestellung',
      'Kartenzahlung',
    ],
    keywords: ['taxi', 'taxiunternehmen', 'flughafentransfer', 'krankenfahrten', 'mietwagen'],
    rp: [
      'Das Taxi war pünktlich um vier Uhr morgens da.',
      'Sehr freundlicher Fahrer, der auch beim Gepäck geholfen hat.',
    ],
    rn: ['Der Fahrer hat einen riesigen Umweg gemacht.'],
  },
  {
    key: 'umzug',
    cat: 'Auto & Verkehr',
    w: 9,
    kind: 'craft',
    hours: 'moving',
    closer: 'anfrage',
    names: [
      'Umzüge {N}',
      'Umzugsunternehmen {N}',
      '{N} Umzüge & Transporte {G}',
      'Umzugsservice {S}',
      'Möbeltransporte {N}',
    ],
    d1: [
      'Privat- und Firmenumzüge in {city}, deutschlandweit und ins Ausland.',
      'Seit {year} planen und führen wir Umzüge stressfrei für Sie durch.',
      'Ihr Umzugsunternehmen mit geschultem Personal und eigenem Fuhrpark.',
    ],
    d2: [
      'Nach einer kostenlosen Besichtigung erhalten Sie ein Festpreisangebot.',
      'Auf Wunsch übernehmen wir auch Möbelmontage, Einlagerung und Entrümpelung.',
      'Halteverbotszonen beantragen wir für Sie.',
    ],
    services: [
      'Privatumzüge',
      'Firmenumzüge',
      'Möbelmontage',
      'Einlagerung',
      'Entrümpelung',
      'Verpackungsservice',
      'Halteverbotszone',
      'Klaviertransport',
      'Fernumzüge',
      'Kartons',
    ],
    keywords: ['umzug', 'umzugsunternehmen', 'möbeltransport', 'entrümpelung', 'einlagerung', 'logistik'],
    rp: ['Der Umzug lief reibungslos, nichts ist kaputtgegangen.', 'Pünktlich, schnell und unglaublich sorgfältig.'],
    rn: ['Mehrere Möbelstücke wurden beschädigt und niemand fühlte sich zuständig.'],
  },
  {
    key: 'kurier',
    cat: 'Auto & Verkehr',
    w: 6,
    kind: 'craft',
    hours: 'courier',
    closer: 'anfrage',
    names: [
      'Kurierdienst {S}',
      'Kurierdienst {N}',
      'Express-Kurier {F}',
      'Fahrradkurier {S}',
      'Kurier- und Botendienst {N}',
    ],
    fancy: ['Blitz', 'Pfeil', 'Direkt', 'Eilbote', 'Schnellweg'],
    d1: [
      'Eilige Sendungen zuverlässig von A nach B – in {city} und der ganzen Region.',
      'Seit {year} transportieren wir Dokumente, Pakete und Waren für Firmen und Privatkunden.',
      'Direktfahrten ohne Umladen, auf Wunsch noch am selben Tag.',
    ],
    d2: [
      'Auch Laborproben und temperaturempfindliche Güter befördern wir.',
      'Ihre Sendung können Sie jederzeit per Sendungsverfolgung abrufen.',
    ],
    services: [
      'Direktfahrten',
      'Same-Day-Lieferung',
      'Dokumentenversand',
      'Laborfahrten',
      'Overnight-Express',
      'Lagerlogistik',
      'Sendungsverfolgung',
    ],
    keywords: ['kurier', 'kurierdienst', 'express', 'logistik', 'botendienst', 'transport'],
    rp: ['Die Unterlagen waren in einer Stunde beim Empfänger.'],
    rn: ['Die Lieferung kam einen Tag zu spät.'],
  },
  {
    key: 'spedition',
    cat: 'Auto & Verkehr',
    w: 6,
    kind: 'craft',
    hours: 'moving',
    closer: 'anfrage',
    names: ['Spedition {N} {G}', 'Spedition {N}', '{N} Logistik {G}', 'Transporte {N}', '{N} Spedition & Logistik'],
    d1: [
      'Nationale und internationale Transporte ab {city}.',
      'Familiengeführte Spedition seit {year} mit eigenem Fuhrpark und Lager.',
      'Ihr Logistikpartner für Stückgut, Teil- und Komplettladungen.',
    ],
    d2: [
      'Unser Lager bietet Platz für mehrere tausend Paletten.',
      'Gefahrguttransporte übernehmen wir mit geschulten Fahrern.',
    ],
    services: [
      'Stückgut',
      'Teilladungen',
      'Komplettladungen',
      'Lagerlogistik',
      'Gefahrgut',
      'Kommissionierung',
      'Europaverkehre',
      'Containertransporte',
    ],
    keywords: ['spedition', 'logistik', 'transport', 'lkw', 'lager', 'fracht'],
    rp: ['Zuverlässiger Partner, die Ware kommt immer pünktlich an.'],
    rn: ['Die Kommunikation bei Verzögerungen ist mangelhaft.'],
  },
  {
    key: 'autovermietung',
    cat: 'Auto & Verkehr',
    w: 4,
    kind: 'auto',
    hours: 'carrental',
    closer: 'anfrage',
    names: ['Autovermietung {N}', 'Autovermietung {S}', 'Transporter-Vermietung {N}', 'Mietwagen {N}'],
    d1: [
      'Pkw und Transporter mieten in {city} – stunden-, tage- oder wochenweise.',
      'Seit {year} vermieten wir gepflegte Fahrzeuge zu fairen Konditionen.',
      'Vom Kleinwagen bis zum Umzugstransporter.',
    ],
    d2: [
      'Reservierungen nehmen wir telefonisch und per E-Mail an.',
      'Anhänger und Dachboxen können Sie ebenfalls bei uns leihen.',
    ],
    services: ['Pkw-Vermietung', 'Transporter', 'Kleinbusse', 'Anhänger', 'Langzeitmiete', 'Einwegmiete'],
    keywords: ['autovermietung', 'mietwagen', 'transporter mieten', 'autoverleih'],
    rp: ['Unkomplizierte Abwicklung und ein sauberer Transporter.'],
    rn: ['Bei der Rückgabe wurden kleine Kratzer teuer berechnet.'],
  },
  {
    key: 'fahrschule',
    cat: 'Bildung & Training',
    w: 20,
    kind: 'edu',
    hours: 'drivingschool',
    closer: 'besuch',
    names: [
      'Fahrschule {N}',
      'Fahrschule {N}',
      'Fahrschule {S}',
      'Fahrschule {F}',
      'Fahrschule {V} {N}',
      'Fahrschule {L}',
    ],
    fancy: ['Vorfahrt', 'Grüne Welle', 'Blinker', 'Spurwechsel', 'Startklar', 'Überholspur', 'Rückspiegel'],
    d1: [
      'Fahrschule in {city} für Auto, Motorrad und Anhänger.',
      'Seit {year} bringen wir Fahrschülerinnen und Fahrschüler sicher zum Führerschein.',
      'Moderne Fahrschule mit geduldigen Fahrlehrern und flexiblen Fahrstunden.',
    ],
    d2: [
      'Den Theorieunterricht bieten wir mehrmals pro Woche am Abend an.',
      'Ferienkurse ermöglichen den Führerschein in wenigen Wochen.',
      'Auch Auffrischungsstunden für Wiedereinsteiger sind möglich.',
    ],
    services: [
      'Klasse B',
      'Klasse A',
      'Klasse A2',
      'Klasse BE',
      'Begleitetes Fahren ab 17',
      'Ferienkurse',
      'Automatik',
      'Auffrischungsstunden',
      'Theorieunterricht',
      'Erste-Hilfe-Kurs',
    ],
    keywords: ['fahrschule', 'führerschein', 'fahrstunden', 'klasse b', 'motorrad', 'theorie'],
    rp: [
      'Mein Fahrlehrer war super geduldig, beim ersten Versuch bestanden!',
      'Flexible Fahrstunden, auch nach der Arbeit.',
    ],
    rn: ['Auf Fahrstunden wartet man wochenlang.', 'Viele unnötige Stunden, die Kosten sind explodiert.'],
  },

  // -------------------------------------------------- Bildung & Training
  {
    key: 'nachhilfe',
    cat: 'Bildung & Training',
    w: 18,
    kind: 'edu',
    hours: 'tutoring',
    closer: 'anfrage',
    names: [
      'Nachhilfe {S}',
      'Lernstudio {F}',
      'Nachhilfeinstitut {N}',
      'Lerntreff {F}',
      'Nachhilfe {L}',
      'Lernwerkstatt {S}',
    ],
    fancy: ['Lernwerk', 'Köpfchen', 'Einstein', 'Lernfreude', 'Pfiffikus', 'Denkfabrik', 'Wissensdurst', 'Eselsbrücke'],
    d1: [
      'Nachhilfe in allen Fächern in {city} – von der Grundschule bis zum Abitur.',
      'Seit {year} begleiten wir Schülerinnen und Schüler zu besseren Noten.',
      'Individuelle Förderung in kleinen Gruppen oder im Einzelunterricht.',
    ],
    d2: [
      'Eine kostenlose Probestunde ist jederzeit möglich.',
      'Wir rechnen auch über das Bildungs- und Teilhabepaket ab.',
      'In den Ferien bieten wir Intensivkurse zur Prüfungsvorbereitung an.',
    ],
    services: [
      'Mathematik',
      'Deutsch',
      'Englisch',
      'Französisch',
      'Latein',
      'Physik',
      'Chemie',
      'Abiturvorbereitung',
      'Einzelunterricht',
      'Ferienkurse',
      'Online-Nachhilfe',
      'Hausaufgabenbetreuung',
    ],
    keywords: ['nachhilfe', 'lernen', 'schule', 'mathe', 'abitur', 'hausaufgabenbetreuung'],
    rp: [
      'Unser Sohn hat sich in Mathe von einer Vier auf eine Zwei verbessert.',
      'Die Nachhilfelehrerin erklärt geduldig und motivierend.',
    ],
    rn: ['Die Gruppen sind zu groß für echte Förderung.'],
  },
  {
    key: 'sprachschule',
    cat: 'Bildung & Training',
    w: 13,
    kind: 'edu',
    hours: 'languageschool',
    closer: 'anfrage',
    names: ['Sprachschule {S}', 'Sprachinstitut {F}', 'Sprachenzentrum {S}', 'Sprachschule {F}', 'Sprachschule {L}'],
    fancy: ['Babylon', 'Lingua', 'Wortschatz', 'Polyglott', 'Sprachraum', 'Weltsprachen', 'Dialog'],
    d1: [
      'Sprachkurse für Erwachsene, Kinder und Firmen in {city}.',
      'Seit {year} unterrichten wir Englisch, Spanisch, Französisch und viele weitere Sprachen.',
      'Deutschkurse für alle Niveaus – vom Einstieg bis zur Prüfung.',
    ],
    d2: [
      'Unsere Lehrkräfte unterrichten alle in ihrer Muttersprache.',
      'Wir sind anerkannter Träger für Integrationskurse.',
      'Firmenkurse gestalten wir individuell nach Ihrem Bedarf.',
    ],
    services: [
      'Englischkurse',
      'Deutschkurse',
      'Spanischkurse',
      'Französischkurse',
      'Italienischkurse',
      'Integrationskurse',
      'Firmenkurse',
      'Prüfungsvorbereitung',
      'Einzelunterricht',
      'Online-Kurse',
    ],
    keywords: ['sprachschule', 'sprachkurs', 'englisch', 'deutschkurs', 'spanisch', 'integrationskurs'],
    rp: ['Der Englischkurs hat richtig Spaß gemacht und mich weitergebracht.'],
    rn: ['Der Kurs wurde mehrfach verschoben und am Ende abgesagt.'],
  },
  {
    key: 'musikschule',
    cat: 'Bildung & Training',
    w: 11,
    kind: 'edu',
    hours: 'musicschool',
    closer: 'anfrage',
    names: ['Musikschule {S}', 'Musikschule {F}', 'Musikschule {N}', 'Klavierschule {N}', 'Gitarrenschule {S}'],
    fancy: ['Klangwerk', 'Tonleiter', 'Notenschlüssel', 'Taktgefühl', 'Saitensprung', 'Allegro', 'Klangfarbe'],
    d1: [
      'Instrumental- und Gesangsunterricht für alle Altersgruppen in {city}.',
      'Seit {year} vermitteln wir die Freude an der Musik – vom ersten Ton bis zur Bühne.',
      'Private Musikschule mit erfahrenen Lehrkräften und eigenen Übungsräumen.',
    ],
    d2: [
      'Eine Probestunde ist kostenlos.',
      'Regelmäßige Vorspielabende geben unseren Schülerinnen und Schülern Bühnenerfahrung.',
      'Für die Kleinsten bieten wir musikalische Früherziehung an.',
    ],
    services: [
      'Klavierunterricht',
      'Gitarrenunterricht',
      'Gesangsunterricht',
      'Schlagzeugunterricht',
      'Geigenunterricht',
      'musikalische Früherziehung',
      'Bandcoaching',
      'Probestunde',
      'Instrumentenverleih',
    ],
    keywords: ['musikschule', 'musikunterricht', 'klavier', 'gitarre', 'gesang', 'schlagzeug'],
    rp: ['Unsere Tochter geht jede Woche begeistert zum Klavierunterricht.'],
    rn: ['Der Lehrer wechselte ständig, dadurch kaum Fortschritte.'],
  },
  {
    key: 'kampfsport',
    cat: 'Bildung & Training',
    w: 6,
    kind: 'edu',
    hours: 'dance',
    closer: 'besuch',
    names: ['Kampfsportschule {S}', 'Karateschule {N}', 'Taekwondo-Schule {S}', 'Kampfkunstschule {F}'],
    fancy: ['Dojo', 'Tiger', 'Shinkan', 'Budo', 'Drachen'],
    d1: [
      'Karate, Kickboxen und Selbstverteidigung für Kinder und Erwachsene in {city}.',
      'Seit {year} trainieren wir mit Disziplin, Respekt und viel Spaß.',
      'Kampfsport für alle Altersstufen – Anfänger sind jederzeit willkommen.',
    ],
    d2: ['Ein Probetraining ist kostenlos.', 'Unsere Selbstbehauptungskurse für Kinder sind besonders beliebt.'],
    services: [
      'Karate',
      'Kickboxen',
      'Taekwondo',
      'Selbstverteidigung',
      'Kinderkurse',
      'Probetraining',
      'Gürtelprüfungen',
    ],
    keywords: ['kampfsport', 'karate', 'kickboxen', 'selbstverteidigung', 'taekwondo'],
    rp: ['Die Trainer sind toll mit den Kindern, viel Respekt und Spaß.'],
    rn: ['Die Trainingsgruppen sind viel zu voll.'],
  },
  {
    key: 'weiterbildung',
    cat: 'Bildung & Training',
    w: 8,
    kind: 'edu',
    hours: 'office',
    closer: 'anfrage',
    names: [
      'Bildungszentrum {S}',
      'Akademie {F}',
      'Schulungszentrum {N}',
      'Coaching & Training {V} {N}',
      'Weiterbildung {S}',
    ],
    fancy: ['Perspektive', 'Kompass', 'Wegweiser', 'Zukunftswerk', 'Denkraum'],
    d1: [
      'Berufliche Weiterbildung, EDV-Kurse und Coaching in {city}.',
      'Seit {year} begleiten wir Menschen bei ihrer beruflichen Entwicklung.',
      'Seminare und Workshops für Unternehmen und Privatpersonen.',
    ],
    d2: [
      'Viele Kurse sind über den Bildungsgutschein förderfähig.',
      'Unsere Seminare bieten wir in Präsenz und online an.',
    ],
    services: [
      'EDV-Kurse',
      'Excel-Schulungen',
      'Bewerbungstraining',
      'Führungskräftetraining',
      'Coaching',
      'Bildungsgutschein',
      'Online-Seminare',
      'Kommunikationstraining',
    ],
    keywords: ['weiterbildung', 'coaching', 'seminar', 'schulung', 'edv-kurs', 'bildungsgutschein'],
    rp: ['Praxisnahes Seminar mit einem sehr kompetenten Trainer.'],
    rn: ['Die Inhalte waren veraltet und oberflächlich.'],
  },
  {
    key: 'schwimmschule',
    cat: 'Bildung & Training',
    w: 4,
    kind: 'edu',
    hours: 'musicschool',
    closer: 'anfrage',
    names: ['Schwimmschule {S}', 'Schwimmschule {F}', 'Schwimmschule {N}'],
    fancy: ['Seepferdchen', 'Wasserfloh', 'Delfin', 'Pinguin', 'Wellenreiter'],
    d1: [
      'Schwimmkurse für Kinder und Erwachsene in {city}.',
      'Seit {year} bringen wir Kindern das Schwimmen mit Geduld und Spaß bei.',
      'Von der Wassergewöhnung bis zum Schwimmabzeichen.',
    ],
    d2: [
      'Die Kurse finden in kleinen Gruppen mit höchstens sechs Kindern statt.',
      'Auch Aquafitness und Babyschwimmen gehören zu unserem Angebot.',
    ],
    services: [
      'Seepferdchen',
      'Babyschwimmen',
      'Anfängerschwimmen',
      'Schwimmabzeichen',
      'Erwachsenenkurse',
      'Aquafitness',
    ],
    keywords: ['schwimmschule', 'schwimmkurs', 'seepferdchen', 'babyschwimmen', 'schwimmen'],
    rp: ['Nach zehn Stunden hatte unsere Tochter ihr Seepferdchen.'],
    rn: ['Die Wartelisten sind extrem lang.'],
  },

  // ------------------------------------------- Freizeit & Unterhaltung
  {
    key: 'fitness',
    cat: 'Freizeit & Unterhaltung',
    w: 18,
    kind: 'leisure',
    hours: 'fitness',
    closer: 'besuch',
    names: [
      'Fitnessstudio {F}',
      '{F} Fitness',
      'Fitnessclub {S}',
      'Sportstudio {N}',
      'Fitnessstudio {L}',
      'Gesundheitsstudio {F}',
    ],
    fancy: [
      'Kraftwerk',
      'Muskelkater',
      'Vitalwerk',
      'Bewegung',
      'Ausdauer',
      'Sportpark',
      'Kraftraum',
      'Aktivum',
      'Körperkult',
    ],
    d1: [
      'Modernes Fitnessstudio in {city} mit Geräten, Kursen und persönlicher Betreuung.',
      'Seit {year} trainieren bei uns Einsteiger und Fortgeschrittene.',
      'Gesundheitsorientiertes Training mit qualifizierten Trainerinnen und Trainern.',
    ],
    d2: [
      'Ein kostenloses Probetraining mit Einweisung ist jederzeit möglich.',
      'Sauna und Getränkeflatrate sind im Beitrag enthalten.',
      'Über 40 Kurse pro Woche, von Yoga bis Zirkeltraining.',
    ],
    services: [
      'Gerätetraining',
      'Kurse',
      'Personal Training',
      'Sauna',
      'Probetraining',
      'Rückenkurse',
      'Ernährungsberatung',
      'Functional Training',
      'Kinderbetreuung',
      'Reha-Sport',
    ],
    keywords: ['fitnessstudio', 'fitness', 'sport', 'training', 'kurse', 'sauna', 'gym'],
    rp: ['Sehr saubere Geräte und kompetente Trainer.', 'Die Kurse sind abwechslungsreich und machen riesigen Spaß.'],
    rn: ['Abends sind alle Geräte belegt.', 'Die Kündigung war extrem kompliziert.'],
  },
  {
    key: 'tanzschule',
    cat: 'Freizeit & Unterhaltung',
    w: 9,
    kind: 'leisure',
    hours: 'dance',
    closer: 'besuch',
    names: ['Tanzschule {N}', 'Tanzschule {S}', 'Tanzstudio {F}', 'Tanzschule {F}', 'Ballettschule {N}'],
    fancy: ['Taktvoll', 'Pirouette', 'Rhythmus', 'Tanzwerk', 'Tanzfieber', 'Parkett'],
    d1: [
      'Tanzkurse für Paare, Singles, Kinder und Jugendliche in {city}.',
      'Seit {year} tanzt {city} bei uns – von Walzer bis Salsa.',
      'Tanzschule mit großen Sälen und erfahrenen Tanzlehrerinnen und -lehrern.',
    ],
    d2: [
      'Für Hochzeitspaare bieten wir Crashkurse für den Eröffnungstanz an.',
      'Am Wochenende laden wir regelmäßig zu Tanzpartys ein.',
      'Auch Hip-Hop und Ballett für Kinder gehören zu unserem Programm.',
    ],
    services: [
      'Paartanz',
      'Hochzeitstanz',
      'Salsa',
      'Discofox',
      'Hip-Hop',
      'Ballett',
      'Kindertanz',
      'Tanzpartys',
      'Tanzkurse für Jugendliche',
      'Privatstunden',
    ],
    keywords: ['tanzschule', 'tanzkurs', 'tanzen', 'hochzeitstanz', 'salsa', 'ballett', 'sport'],
    rp: [
      'Unser Hochzeitstanz war dank der Privatstunden ein voller Erfolg.',
      'Tolle Stimmung in den Kursen, wir kommen jede Woche gerne.',
    ],
    rn: ['Zu viele Paare für einen einzigen Tanzlehrer.'],
  },
  {
    key: 'kino',
    cat: 'Freizeit & Unterhaltung',
    w: 4,
    kind: 'leisure',
    hours: 'cinema',
    closer: 'besuch',
    names: ['Kino {F}', '{F} Lichtspiele', 'Filmtheater {F}', 'Programmkino {F}'],
    fancy: ['Schauburg', 'Capitol', 'Apollo', 'Kinowelt', 'Lichtburg', 'Filmpalast', 'Odeon', 'Zentral'],
    d1: [
      'Kino in {city} mit aktuellen Blockbustern und ausgewählten Arthouse-Filmen.',
      'Seit {year} zeigen wir Filme auf großer Leinwand mit bestem Ton.',
      'Traditionsreiches Filmtheater mit gemütlichen Sälen.',
    ],
    d2: [
      'Jeden Dienstag ist Kinotag mit ermäßigten Preisen.',
      'Filme laufen bei uns regelmäßig auch in der Originalfassung.',
    ],
    services: [
      'Kinofilme',
      'Originalfassungen',
      'Kinotag',
      'Kindervorstellungen',
      'Saalvermietung',
      'Gutscheine',
      'Snacks und Getränke',
    ],
    keywords: ['kino', 'film', 'filmtheater', 'kinoprogramm', 'freizeit'],
    rp: ['Bequeme Sitze und ein toller Sound.'],
    rn: ['Popcorn und Getränke sind völlig überteuert.'],
  },
  {
    key: 'bowling',
    cat: 'Freizeit & Unterhaltung',
    w: 4,
    kind: 'leisure',
    hours: 'bowling',
    closer: 'besuch',
    names: ['Bowlingcenter {S}', 'Bowling {F}', 'Bowling- und Freizeitcenter {S}'],
    fancy: ['Strike', 'Kegelhaus', 'Ninepins', 'Bahn frei'],
    d1: [
      'Bowling, Billard und Dart in {city} – ideal für Geburtstage und Firmenfeiern.',
      'Seit {year} ein beliebter Treffpunkt für Freizeitspaß.',
      'Modernes Bowlingcenter mit Bahnen, Bistro und Kindergeburtstagen.',
    ],
    d2: ['Bahnen reservieren Sie am besten telefonisch.', 'Für Gruppen bieten wir Pakete mit Essen und Getränken an.'],
    services: ['Bowling', 'Billard', 'Dart', 'Kindergeburtstage', 'Firmenfeiern', 'Bistro', 'Gruppenpakete'],
    keywords: ['bowling', 'freizeit', 'billard', 'kindergeburtstag', 'firmenfeier'],
    rp: ['Toller Abend mit Freunden, die Bahnen waren top gepflegt.'],
    rn: ['Die Leihschuhe waren in einem schlechten Zustand.'],
  },
  {
    key: 'escape',
    cat: 'Freizeit & Unterhaltung',
    w: 5,
    kind: 'leisure',
    hours: 'escape',
    closer: 'besuch',
    names: ['Escape Room {S}', 'Rätselraum {F}', 'Escape-Abenteuer {F}', 'Exit-Game {S}'],
    fancy: ['Schlüsselmoment', 'Geheimakte', 'Tresorraum', 'Zeitfalle', 'Labyrinth', 'Geheimversteck'],
    d1: [
      'Live-Escape-Games für zwei bis sechs Personen in {city}.',
      'Spannende Rätselräume mit liebevoll gestalteten Kulissen.',
      'Teamevent, Geburtstag oder Junggesellenabschied: Bei uns müssen Sie in 60 Minuten entkommen.',
    ],
    d2: ['Buchungen sind online und telefonisch möglich.', 'Für Firmen bieten wir Teambuilding-Pakete an.'],
    services: ['Escape Rooms', 'Teamevents', 'Geburtstage', 'Junggesellenabschied', 'Gutscheine', 'Kinderspiele'],
    keywords: ['escape room', 'rätsel', 'teamevent', 'freizeit', 'exit game'],
    rp: ['Super spannende Rätsel und eine liebevolle Deko.'],
    rn: ['Einige Rätsel funktionierten technisch nicht.'],
  },
  {
    key: 'hotel',
    cat: 'Freizeit & Unterhaltung',
    w: 16,
    kind: 'hotel',
    hours: 'hotel',
    closer: 'hotel',
    email: ['info', 'rezeption', 'buchung'],
    names: ['Hotel {F}', 'Hotel {N}', 'Pension {N}', 'Hotel garni {F}', 'Gästehaus {N}', 'Hotel {L}', 'Landhotel {F}'],
    namesAT: ['Hotel {F}', 'Pension {N}', 'Gasthof {N}', 'Hotel garni {F}', 'Gästehaus {N}'],
    fancy: [
      'Zur Post',
      'Am Park',
      'Stadtblick',
      'Goldener Stern',
      'Lindenhof',
      'Krone',
      'Sonnenhof',
      'Rosengarten',
      'Zum Löwen',
      'Residenz',
      'Alte Schule',
      'Kaiserhof',
    ],
    d1: [
      'Familiengeführtes Hotel in {city} mit gemütlichen Zimmern und reichhaltigem Frühstück.',
      'Seit {year} heißen wir Geschäftsreisende und Urlauber herzlich willkommen.',
      'Ruhig gelegene Pension mit persönlicher Atmosphäre.',
    ],
    d2: [
      'Alle Zimmer verfügen über Bad, Fernseher und kostenloses WLAN.',
      'Kostenlose Parkplätze stehen direkt am Haus zur Verfügung.',
      'Die Innenstadt erreichen Sie in wenigen Minuten zu Fuß.',
    ],
    services: [
      'Einzelzimmer',
      'Doppelzimmer',
      'Frühstücksbuffet',
      'kostenloses WLAN',
      'Parkplätze',
      'Tagungsraum',
      'Fahrradverleih',
      'Haustiere erlaubt',
      'Ferienwohnungen',
    ],
    keywords: ['hotel', 'pension', 'übernachtung', 'zimmer', 'tourismus', 'urlaub', 'gästehaus'],
    rp: ['Die Gastgeber haben uns jeden Wunsch erfüllt.'],
    rn: ['Die Zimmer sind in die Jahre gekommen.'],
  },
  {
    key: 'kletterhalle',
    cat: 'Freizeit & Unterhaltung',
    w: 4,
    kind: 'leisure',
    hours: 'climbing',
    closer: 'besuch',
    names: ['Boulderhalle {F}', 'Kletterhalle {S}', 'Kletterzentrum {S}'],
    fancy: ['Griffig', 'Steilwand', 'Gipfelglück', 'Überhang', 'Block'],
    d1: [
      'Bouldern und Klettern für Anfänger und Profis in {city}.',
      'Über 200 Boulderprobleme in allen Schwierigkeitsgraden.',
      'Kletterhalle mit Kursen, Shop und Café.',
    ],
    d2: ['Leihschuhe gibt es direkt vor Ort.', 'Schnupperkurse für Einsteiger finden jedes Wochenende statt.'],
    services: [
      'Bouldern',
      'Klettern',
      'Einsteigerkurse',
      'Kindergeburtstage',
      'Schuhverleih',
      'Café',
      'Trainingsbereich',
    ],
    keywords: ['bouldern', 'klettern', 'kletterhalle', 'boulderhalle', 'sport', 'freizeit'],
    rp: ['Die Routen werden regelmäßig neu geschraubt.'],
    rn: ['Zu den Stoßzeiten völlig überfüllt.'],
  },
  {
    key: 'yoga',
    cat: 'Freizeit & Unterhaltung',
    w: 7,
    kind: 'leisure',
    hours: 'yoga',
    closer: 'besuch',
    names: ['Yogastudio {F}', 'Yoga {L}', 'Yogaschule {S}', 'Yoga & Pilates {F}'],
    fancy: ['Atemraum', 'Lotus', 'Om', 'Sonnengruß', 'Innere Mitte', 'Gleichgewicht'],
    d1: [
      'Yoga und Pilates für alle Levels in {city}.',
      'Seit {year} unterrichten wir Hatha-, Vinyasa- und Yin-Yoga in kleinen Gruppen.',
      'Ein ruhiger Ort zum Durchatmen mitten in der Stadt.',
    ],
    d2: ['Die erste Stunde ist kostenlos.', 'Einige Präventionskurse werden von den Krankenkassen bezuschusst.'],
    services: [
      'Hatha-Yoga',
      'Vinyasa',
      'Yin-Yoga',
      'Pilates',
      'Meditation',
      'Präventionskurse',
      'Workshops',
      'Schwangerschaftsyoga',
    ],
    keywords: ['yoga', 'pilates', 'yogastudio', 'meditation', 'entspannung', 'sport'],
    rp: ['Die Stunden sind wunderbar ruhig und achtsam angeleitet.'],
    rn: ['Der Raum ist zu klein für die vielen Teilnehmer.'],
  },

  // ----------------------------------------------------- Immobilien & Bau
  {
    key: 'makler',
    cat: 'Immobilien & Bau',
    w: 24,
    kind: 'office',
    hours: 'agency',
    closer: 'anfrage',
    names: [
      'Immobilien {N}',
      '{N} Immobilien {G}',
      'Immobilienbüro {N}',
      'Immobilienmakler {V} {N}',
      'Immobilien {S}',
      '{F} Immobilien',
    ],
    fancy: ['Hausmann', 'Wohnwert', 'Lebensraum', 'Heimvorteil', 'Zuhause', 'Schlüsselfertig', 'Wohntraum'],
    d1: [
      'Ihr Immobilienmakler für Verkauf und Vermietung in {city}.',
      'Seit {year} vermitteln wir Häuser, Wohnungen und Grundstücke in der Region.',
      'Inhabergeführtes Maklerbüro mit fundierter Marktkenntnis.',
    ],
    d2: [
      'Eine Wertermittlung Ihrer Immobilie ist für Eigentümer kostenlos.',
      'Professionelle Fotos, Grundrisse und virtuelle Rundgänge gehören bei uns zum Standard.',
      'Wir begleiten Sie vom ersten Gespräch bis zum Notartermin.',
    ],
    services: [
      'Immobilienverkauf',
      'Vermietung',
      'Wertermittlung',
      'Exposés',
      'Besichtigungen',
      'Finanzierungsvermittlung',
      'Gewerbeimmobilien',
      'Grundstücke',
      'Energieausweis',
    ],
    keywords: ['immobilien', 'makler', 'immobilienmakler', 'wohnung', 'haus kaufen', 'vermietung'],
    rp: [
      'Unser Haus wurde innerhalb von sechs Wochen zu einem guten Preis verkauft.',
      'Sehr transparente Kommunikation während des ganzen Verkaufs.',
    ],
    rn: ['Besichtigungen wurden kaum vorbereitet.', 'Die Courtage steht in keinem Verhältnis zur Leistung.'],
  },
  {
    key: 'architekt',
    cat: 'Immobilien & Bau',
    w: 15,
    kind: 'office',
    hours: 'office',
    closer: 'anfrage',
    names: [
      'Architekturbüro {N}',
      'Architekten {N} + {N2}',
      '{N} Architekten',
      'Architekt {V} {N}',
      'Planungsbüro {N}',
    ],
    d1: [
      'Architekturbüro in {city} für Neubau, Umbau und Sanierung.',
      'Seit {year} planen wir Wohnhäuser, Gewerbebauten und öffentliche Gebäude.',
      'Nachhaltiges Bauen und energieeffiziente Sanierungen sind unser Schwerpunkt.',
    ],
    d2: [
      'Wir begleiten Ihr Projekt von der ersten Skizze bis zur Schlüsselübergabe.',
      'Auch Bauanträge und Energieberatung übernehmen wir.',
    ],
    services: [
      'Entwurfsplanung',
      'Bauantrag',
      'Bauleitung',
      'Sanierung',
      'Energieberatung',
      'Innenarchitektur',
      'Denkmalschutz',
      'Ausschreibung',
    ],
    keywords: ['architekt', 'architekturbüro', 'bauplanung', 'bauantrag', 'sanierung', 'neubau'],
    rp: ['Unser Haus ist genau so geworden, wie wir es uns vorgestellt haben.'],
    rn: ['Die Kostenschätzung wurde deutlich überschritten.'],
  },
  {
    key: 'bauunternehmen',
    cat: 'Immobilien & Bau',
    w: 15,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: [
      'Bauunternehmen {N}',
      '{N} Bau {G}',
      'Bauunternehmung {N}',
      'Hoch- und Tiefbau {N}',
      '{N} Bauunternehmen {G}',
    ],
    d1: [
      'Bauunternehmen in {city} für Rohbau, Umbau und Sanierung.',
      'Seit {year} bauen wir Einfamilienhäuser, Mehrfamilienhäuser und Gewerbeobjekte.',
      'Meisterbetrieb für Maurer- und Betonarbeiten mit eigenem Maschinenpark.',
    ],
    d2: [
      'Wir bauen schlüsselfertig oder als Rohbau, ganz nach Ihren Wünschen.',
      'Auch Abbrucharbeiten und Erdarbeiten gehören zu unserem Leistungsspektrum.',
    ],
    services: [
      'Rohbau',
      'schlüsselfertiges Bauen',
      'Maurerarbeiten',
      'Betonarbeiten',
      'Umbau',
      'Sanierung',
      'Abbruch',
      'Erdarbeiten',
      'Kanalbau',
      'Pflasterarbeiten',
    ],
    keywords: ['bauunternehmen', 'bau', 'rohbau', 'maurer', 'hausbau', 'sanierung'],
    rp: ['Der Rohbau war pünktlich fertig und sauber ausgeführt.'],
    rn: ['Der Bauzeitenplan wurde massiv überschritten.'],
  },
  {
    key: 'hausverwaltung',
    cat: 'Immobilien & Bau',
    w: 11,
    kind: 'office',
    hours: 'office',
    closer: 'anfrage',
    names: ['Hausverwaltung {N}', 'Immobilienverwaltung {N} {G}', 'Hausverwaltung {S}', '{N} Hausverwaltung'],
    d1: [
      'Hausverwaltung und WEG-Verwaltung in {city}.',
      'Seit {year} betreuen wir Wohnungseigentümergemeinschaften und Mietobjekte.',
      'Zuverlässige Verwaltung von Miet- und Eigentumswohnungen.',
    ],
    d2: [
      'Für Notfälle steht unseren Kunden eine Hotline zur Verfügung.',
      'Nebenkostenabrechnungen erstellen wir pünktlich und transparent.',
    ],
    services: [
      'WEG-Verwaltung',
      'Mietverwaltung',
      'Nebenkostenabrechnung',
      'Sondereigentumsverwaltung',
      'Eigentümerversammlungen',
      'Instandhaltung',
      'Notfall-Hotline',
    ],
    keywords: ['hausverwaltung', 'weg-verwaltung', 'mietverwaltung', 'immobilienverwaltung', 'nebenkosten'],
    rp: ['Anfragen werden schnell und zuverlässig bearbeitet.'],
    rn: ['Reparaturen werden monatelang verschleppt.'],
  },
  {
    key: 'fliesen',
    cat: 'Immobilien & Bau',
    w: 8,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: ['Fliesenleger {N}', 'Fliesen {N}', 'Fliesenfachbetrieb {N}', 'Fliesen & Naturstein {N}'],
    d1: [
      'Fliesen- und Natursteinarbeiten in {city} und Umgebung.',
      'Seit {year} verlegen wir Fliesen in Bädern, Küchen und auf Terrassen.',
      'Meisterbetrieb mit eigener Ausstellung.',
    ],
    d2: [
      'Großformatige Fliesen und bodengleiche Duschen sind unsere Spezialität.',
      'Gerne beraten wir Sie in unserer Ausstellung.',
    ],
    services: [
      'Fliesenverlegung',
      'Badsanierung',
      'bodengleiche Duschen',
      'Naturstein',
      'Terrassenplatten',
      'Großformate',
      'Reparaturen',
      'Abdichtung',
    ],
    keywords: ['fliesenleger', 'fliesen', 'naturstein', 'badsanierung', 'bodenfliesen'],
    rp: ['Die Fliesen im Bad sind perfekt verlegt.'],
    rn: ['Die Fugen waren ungleichmäßig und mussten nachgearbeitet werden.'],
  },
  {
    key: 'fenster',
    cat: 'Immobilien & Bau',
    w: 6,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: ['Fensterbau {N}', 'Fenster & Türen {N}', '{N} Fenster {G}', 'Rollladenbau {N}'],
    d1: [
      'Fenster, Haustüren und Rollläden in {city}.',
      'Seit {year} fertigen und montieren wir Fenster aus Kunststoff, Holz und Aluminium.',
      'Ihr Fachbetrieb für Fenstertausch und Einbruchschutz.',
    ],
    d2: ['Ein kostenloses Aufmaß vor Ort ist selbstverständlich.', 'Reparaturen an Rollläden erledigen wir schnell.'],
    services: [
      'Fenster',
      'Haustüren',
      'Rollläden',
      'Insektenschutz',
      'Markisen',
      'Reparaturen',
      'Einbruchschutz',
      'Wintergärten',
    ],
    keywords: ['fenster', 'fensterbau', 'haustür', 'rollladen', 'markise'],
    rp: ['Die neuen Fenster wurden sauber und schnell eingebaut.'],
    rn: ['Die Lieferzeit war deutlich länger als angekündigt.'],
  },
  {
    key: 'gutachter',
    cat: 'Immobilien & Bau',
    w: 4,
    kind: 'office',
    hours: 'office',
    closer: 'anfrage',
    names: ['Sachverständigenbüro {N}', 'Bausachverständiger {V} {N}', 'Immobiliengutachter {N}'],
    d1: [
      'Bau- und Immobiliengutachten in {city} und Umgebung.',
      'Seit {year} erstellen wir Verkehrswertgutachten und Bauschadensanalysen.',
      'Unabhängige Beratung beim Hauskauf und bei Bauabnahmen.',
    ],
    d2: ['Auf Wunsch begleiten wir Sie zur Besichtigung Ihrer Wunschimmobilie.'],
    services: [
      'Verkehrswertgutachten',
      'Bauschadensanalyse',
      'Kaufberatung',
      'Bauabnahme',
      'Schimmelgutachten',
      'Baubegleitung',
    ],
    keywords: ['gutachter', 'sachverständiger', 'wertgutachten', 'bauschaden', 'immobilienbewertung'],
    rp: ['Dank des Gutachtens haben wir beim Kauf viel Geld gespart.'],
    rn: ['Das Gutachten kam erst nach Wochen.'],
  },
  {
    key: 'trockenbau',
    cat: 'Immobilien & Bau',
    w: 5,
    kind: 'craft',
    hours: 'craft',
    closer: 'anfrage',
    names: ['Innenausbau {N}', 'Trockenbau {N}', '{N} Ausbau {G}'],
    d1: [
      'Trockenbau und Innenausbau in {city}.',
      'Seit {year} bauen wir Wände, Decken und Dachgeschosse aus.',
      'Ausbau aus einer Hand – von der Dämmung bis zum fertigen Raum.',
    ],
    d2: ['Auch Akustikdecken und Brandschutz gehören zu unserem Angebot.'],
    services: [
      'Trockenbau',
      'Dachausbau',
      'Akustikdecken',
      'Dämmung',
      'Brandschutz',
      'Innenausbau',
      'Spachtelarbeiten',
    ],
    keywords: ['trockenbau', 'innenausbau', 'dachausbau', 'dämmung', 'rigips'],
    rp: ['Der Dachausbau wurde sauber und pünktlich fertig.'],
    rn: ['Die Spachtelarbeiten waren unsauber.'],
  },

  // -------------------------------------------------------------- Sonstige
  {
    key: 'steuerberater',
    cat: 'Sonstige',
    w: 20,
    kind: 'office',
    hours: 'office',
    closer: 'termin',
    email: ['info', 'kanzlei', 'post'],
    names: [
      'Steuerberatung {N}',
      'Steuerkanzlei {N}',
      'Steuerberater {V} {N}',
      'Steuerberatungsgesellschaft {N} {G}',
      'Steuerkanzlei {N} & {N2}',
      'Steuerbüro {N}',
    ],
    namesCH: ['Treuhand {N} AG', 'Treuhandbüro {N}', '{N} Treuhand GmbH', 'Treuhand {F} AG'],
    fancy: ['Kompass', 'Bilanz', 'Rechenwerk'],
    d1: [
      'Steuerberatung für Privatpersonen, Selbstständige und Unternehmen in {city}.',
      'Seit {year} unterstützen wir Mandanten bei Buchhaltung, Jahresabschluss und Steuererklärung.',
      'Persönliche Steuerberatung mit digitalen Abläufen.',
    ],
    d2: [
      'Belege können Sie uns bequem digital übermitteln.',
      'Für Existenzgründer bieten wir ein kostenloses Erstgespräch an.',
      'Auch Lohnabrechnungen und betriebswirtschaftliche Beratung übernehmen wir.',
    ],
    servicesCH: [
      'Buchhaltung',
      'Steuererklärungen',
      'Lohnbuchhaltung',
      'Jahresabschluss',
      'Firmengründung',
      'Unternehmensberatung',
      'Mehrwertsteuer',
    ],
    services: [
      'Einkommensteuererklärung',
      'Buchhaltung',
      'Lohnabrechnung',
      'Jahresabschluss',
      'Existenzgründungsberatung',
      'Erbschaftsteuer',
      'betriebswirtschaftliche Beratung',
      'digitale Buchhaltung',
      'Steuererklärung für Rentner',
    ],
    keywords: ['steuerberater', 'steuerberatung', 'steuererklärung', 'buchhaltung', 'finanzen', 'lohnabrechnung'],
    keywordsCH: ['treuhand', 'steuerberatung', 'steuererklärung', 'buchhaltung', 'finanzen'],
    rp: [
      'Meine Steuererklärung war schnell erledigt und es gab eine schöne Erstattung.',
      'Sehr gut erreichbar und immer verständliche Erklärungen.',
    ],
    rn: ['Fristen wurden nicht eingehalten, ich musste Verspätungszuschläge zahlen.'],
  },
  {
    key: 'rechtsanwalt',
    cat: 'Sonstige',
    w: 20,
    kind: 'office',
    hours: 'office',
    closer: 'termin',
    email: ['info', 'kanzlei', 'post'],
    names: [
      'Rechtsanwaltskanzlei {N}',
      'Kanzlei {N} & {N2}',
      'Rechtsanwalt {V} {N}',
      'Rechtsanwältin {V} {N}',
      'Anwaltskanzlei {N}',
      '{N} & Partner Rechtsanwälte',
      'Kanzlei {L}',
    ],
    d1: [
      'Rechtsanwaltskanzlei in {city} mit Schwerpunkten im Arbeits-, Familien- und Mietrecht.',
      'Seit {year} vertreten wir Privatpersonen und Unternehmen außergerichtlich und vor Gericht.',
      'Kompetente rechtliche Beratung mit klarer Kommunikation und transparenten Kosten.',
    ],
    d2: [
      'Kurzfristige Termine sind in dringenden Fällen möglich.',
      'Die Kosten besprechen wir offen bereits im ersten Gespräch.',
      'Wir arbeiten mit allen gängigen Rechtsschutzversicherungen zusammen.',
    ],
    services: [
      'Arbeitsrecht',
      'Familienrecht',
      'Mietrecht',
      'Verkehrsrecht',
      'Erbrecht',
      'Vertragsrecht',
      'Strafrecht',
      'Inkasso',
      'Erstberatung',
    ],
    keywords: ['rechtsanwalt', 'anwalt', 'kanzlei', 'arbeitsrecht', 'familienrecht', 'mietrecht', 'rechtsberatung'],
    rp: [
      'Mein Fall wurde mit großem Einsatz und viel Sachverstand vertreten.',
      'Klare Einschätzung der Erfolgsaussichten, das hat mir viel Geld gespart.',
    ],
    rn: ['Für die Beratung wurde viel berechnet, geholfen hat sie wenig.'],
  },
  {
    key: 'versicherung',
    cat: 'Sonstige',
    w: 16,
    kind: 'office',
    hours: 'agency',
    closer: 'termin',
    names: [
      'Versicherungsbüro {N}',
      'Versicherungsagentur {V} {N}',
      'Versicherungsmakler {N}',
      '{N} Versicherungen',
      'Versicherungsbüro {S}',
    ],
    d1: [
      'Unabhängige Versicherungsberatung für Privat- und Gewerbekunden in {city}.',
      'Seit {year} finden wir für unsere Kunden den passenden Versicherungsschutz.',
      'Persönliche Beratung zu Altersvorsorge, Absicherung und Vermögen.',
    ],
    d2: [
      'Im Schadensfall kümmern wir uns um die komplette Abwicklung.',
      'Gerne prüfen wir Ihre bestehenden Verträge kostenlos.',
    ],
    services: [
      'Kfz-Versicherung',
      'Hausratversicherung',
      'Haftpflichtversicherung',
      'Berufsunfähigkeitsversicherung',
      'Altersvorsorge',
      'Krankenversicherung',
      'Gewerbeversicherungen',
      'Schadenregulierung',
      'Vertragscheck',
    ],
    keywords: [
      'versicherung',
      'versicherungsmakler',
      'versicherungsagentur',
      'altersvorsorge',
      'finanzen',
      'haftpflicht',
    ],
    rp: ['Im Schadensfall wurde alles schnell und unbürokratisch geregelt.', 'Ehrliche Beratung ohne Verkaufsdruck.'],
    rn: ['Nach Vertragsabschluss war niemand mehr erreichbar.'],
  },
  {
    key: 'finanzberatung',
    cat: 'Sonstige',
    w: 11,
    kind: 'office',
    hours: 'office',
    closer: 'termin',
    names: [
      'Finanzberatung {N}',
      '{N} Finanzplanung',
      'Vermögensberatung {V} {N}',
      'Finanzkontor {S}',
      'Baufinanzierung {N}',
    ],
    d1: [
      'Unabhängige Finanzberatung in {city} für Vermögensaufbau und Baufinanzierung.',
      'Seit {year} beraten wir honorarbasiert und ohne Produktbindung.',
      'Individuelle Finanzplanung für Familien, Selbstständige und Ruheständler.',
    ],
    d2: [
      'Für Baufinanzierungen vergleichen wir die Angebote von über 400 Banken.',
      'Das erste Gespräch ist für Sie kostenlos und unverbindlich.',
    ],
    services: [
      'Baufinanzierung',
      'Vermögensaufbau',
      'Altersvorsorge',
      'Ruhestandsplanung',
      'Kredite',
      'Honorarberatung',
      'Fördermittelberatung',
      'ETF-Sparpläne',
    ],
    keywords: ['finanzberatung', 'finanzen', 'baufinanzierung', 'vermögensberatung', 'altersvorsorge', 'kredit'],
    rp: ['Dank der Beratung haben wir eine deutlich günstigere Baufinanzierung bekommen.'],
    rn: ['Die Beratung war sehr einseitig auf bestimmte Produkte ausgerichtet.'],
  },
  {
    key: 'reisebuero',
    cat: 'Sonstige',
    w: 13,
    kind: 'retail',
    hours: 'travel',
    closer: 'besuch',
    email: ['info', 'buchung', 'reisen'],
    names: ['Reisebüro {N}', 'Reisebüro {F}', 'Reisecenter {S}', 'Reisebüro {L}', 'Reiseland {S}', 'Reisebüro {V} {N}'],
    fancy: ['Fernweh', 'Sonnenziel', 'Weltenbummler', 'Reiselust', 'Horizont', 'Kompass', 'Globetrotter', 'Wolkenlos'],
    d1: [
      'Ihr Reisebüro in {city} für Pauschalreisen, Kreuzfahrten und individuelle Rundreisen.',
      'Seit {year} planen wir Urlaube mit persönlicher Beratung.',
      'Inhabergeführtes Reisebüro mit viel eigener Reiseerfahrung.',
    ],
    d2: [
      'Wir buchen bei allen großen Reiseveranstaltern zu Originalpreisen.',
      'Auch Bahntickets, Flüge und Reiseversicherungen erhalten Sie bei uns.',
      'Gruppen- und Vereinsreisen stellen wir individuell zusammen.',
    ],
    services: [
      'Pauschalreisen',
      'Kreuzfahrten',
      'Rundreisen',
      'Last-Minute',
      'Flugbuchung',
      'Bahntickets',
      'Reiseversicherungen',
      'Gruppenreisen',
      'Hochzeitsreisen',
      'Städtereisen',
    ],
    keywords: ['reisebüro', 'reisen', 'urlaub', 'tourismus', 'pauschalreise', 'kreuzfahrt', 'last minute'],
    rp: [
      'Unser Urlaub war perfekt geplant, bis ins kleinste Detail.',
      'Super Beratung, die Hotelempfehlung war ein Volltreffer.',
    ],
    rn: ['Das gebuchte Hotel entsprach überhaupt nicht der Beschreibung.'],
  },
  {
    key: 'werbeagentur',
    cat: 'Sonstige',
    w: 7,
    kind: 'office',
    hours: 'office',
    closer: 'anfrage',
    names: ['Werbeagentur {F}', '{F} Werbeagentur', 'Agentur {F}', 'Werbeagentur {N}', 'Design- und Werbeagentur {S}'],
    fancy: ['Ideenreich', 'Markenwerk', 'Kreativraum', 'Blickfang', 'Signalrot', 'Pixelwerk', 'Wortwerk', 'Querdenker'],
    d1: [
      'Werbeagentur in {city} für Logo, Webseite, Print und Social Media.',
      'Seit {year} entwickeln wir Marken und Kampagnen für den Mittelstand.',
      'Kreative Kommunikation für Unternehmen aus der Region.',
    ],
    d2: [
      'Vom Logo bis zur fertigen Webseite erhalten Sie alles aus einer Hand.',
      'Wir arbeiten eng mit Druckereien und Fotografen aus der Region zusammen.',
    ],
    services: [
      'Logodesign',
      'Corporate Design',
      'Webdesign',
      'Social Media',
      'Printmedien',
      'Fotografie',
      'Textarbeit',
      'Suchmaschinenoptimierung',
      'Messestände',
    ],
    keywords: ['werbeagentur', 'agentur', 'webdesign', 'logo', 'marketing', 'grafikdesign'],
    rp: ['Unser neues Logo und die Webseite sind richtig gelungen.'],
    rn: ['Die Umsetzung hat deutlich länger gedauert als vereinbart.'],
  },
  {
    key: 'notar',
    cat: 'Sonstige',
    w: 5,
    kind: 'office',
    hours: 'office',
    closer: 'termin',
    email: ['info', 'kanzlei', 'post'],
    names: ['Notariat {N}', 'Notar {V} {N}', 'Notarin {V} {N}', 'Notarkanzlei {N} & {N2}'],
    d1: [
      'Notariat in {city} für Immobilienkaufverträge, Testamente und Gesellschaftsrecht.',
      'Seit {year} beurkunden wir Verträge und beraten unparteiisch.',
      'Notarielle Beratung und Beurkundung mit persönlicher Betreuung.',
    ],
    d2: [
      'Vertragsentwürfe erhalten Sie rechtzeitig vor dem Beurkundungstermin.',
      'Beglaubigungen sind nach kurzer Voranmeldung möglich.',
    ],
    services: [
      'Immobilienkaufverträge',
      'Testamente',
      'Erbverträge',
      'Vorsorgevollmachten',
      'Gesellschaftsgründungen',
      'Beglaubigungen',
      'Eheverträge',
    ],
    keywords: ['notar', 'notariat', 'beurkundung', 'testament', 'kaufvertrag', 'beglaubigung'],
    rp: ['Der Kaufvertrag wurde verständlich erklärt, alles lief reibungslos.'],
    rn: ['Für einen Termin wartet man mehrere Wochen.'],
  },
  {
    key: 'uebersetzung',
    cat: 'Sonstige',
    w: 4,
    kind: 'office',
    hours: 'office',
    closer: 'anfrage',
    names: ['Übersetzungsbüro {N}', 'Übersetzungsbüro {S}', 'Übersetzungen {V} {N}', 'Sprachendienst {F}'],
    fancy: ['Wortbrücke', 'Lingua', 'Textwerk', 'Sprachbrücke'],
    d1: [
      'Beglaubigte Übersetzungen und Dolmetscherdienste in {city}.',
      'Seit {year} übersetzen wir Urkunden, Verträge und Fachtexte in über 30 Sprachen.',
      'Zuverlässige Übersetzungen durch vereidigte Übersetzerinnen und Übersetzer.',
    ],
    d2: ['Dokumente können Sie uns bequem per E-Mail senden.'],
    services: [
      'beglaubigte Übersetzungen',
      'Urkunden',
      'Fachübersetzungen',
      'Dolmetschen',
      'Lektorat',
      'Expressübersetzungen',
    ],
    keywords: ['übersetzung', 'übersetzungsbüro', 'dolmetscher', 'beglaubigte übersetzung'],
    rp: ['Die beglaubigte Übersetzung war in zwei Tagen fertig.'],
    rn: ['In der Übersetzung waren mehrere Fehler.'],
  },
  {
    key: 'bestattung',
    cat: 'Sonstige',
    w: 5,
    kind: 'office',
    hours: 'funeral',
    closer: 'anfrage',
    old: true,
    names: ['Bestattungen {N}', 'Bestattungshaus {N}', 'Bestattungsinstitut {N}', 'Bestattungen {S}'],
    d1: [
      'Bestattungsinstitut in {city} – seit {year} in Familienhand.',
      'Wir begleiten Sie einfühlsam in der Zeit des Abschieds.',
      'Erd-, Feuer-, See- und Baumbestattungen mit persönlicher Betreuung.',
    ],
    d2: [
      'Im Trauerfall sind wir Tag und Nacht für Sie erreichbar.',
      'Gerne beraten wir Sie auch zur Bestattungsvorsorge.',
    ],
    services: [
      'Erdbestattung',
      'Feuerbestattung',
      'Seebestattung',
      'Baumbestattung',
      'Trauerfeiern',
      'Bestattungsvorsorge',
      'Trauerdruck',
      'Überführungen',
    ],
    keywords: ['bestatter', 'bestattung', 'beerdigung', 'trauerfall', 'bestattungsvorsorge'],
    rp: ['In einer sehr schweren Zeit wurden wir einfühlsam und würdevoll begleitet.'],
    rn: ['Die Kosten waren am Ende höher als besprochen.'],
  },
  {
    key: 'hundesalon',
    cat: 'Sonstige',
    w: 4,
    kind: 'beauty',
    hours: 'petgroomer',
    closer: 'termin',
    names: ['Hundesalon {F}', 'Hundefriseur {S}', 'Hundesalon {V}', 'Tierpension {F}'],
    fancy: ['Wuschelpfote', 'Pfotenglück', 'Schnauze', 'Fellnase', 'Kuschelfell'],
    d1: [
      'Hundepflege mit Geduld und Liebe in {city}.',
      'Baden, Scheren und Trimmen für Hunde aller Rassen.',
      'Seit {year} kümmern wir uns liebevoll um Ihren Vierbeiner.',
    ],
    d2: [
      'Ängstliche Hunde bekommen bei uns besonders viel Zeit.',
      'Nach Absprache betreuen wir Ihren Hund auch tagsüber.',
    ],
    services: ['Baden', 'Scheren', 'Trimmen', 'Krallenpflege', 'Welpenpflege', 'Hundetagesstätte', 'Pflegeprodukte'],
    keywords: ['hundesalon', 'hundefriseur', 'hundepflege', 'hund', 'tierpension'],
    rp: ['Unser Hund sieht toll aus und war ganz entspannt.'],
    rn: ['Der Hund hatte nach dem Scheren kleine Schnittwunden.'],
  },
  {
    key: 'druckerei',
    cat: 'Sonstige',
    w: 5,
    kind: 'retail',
    hours: 'print',
    closer: 'anfrage',
    names: ['Druckerei {N}', 'Copyshop {S}', 'Druckhaus {N}', 'Druck & Kopie {F}', 'Druckerei {N} {G}'],
    fancy: ['Druckreif', 'Papierwerk', 'Farbpunkt', 'Druckpunkt'],
    d1: [
      'Druckerei und Copyshop in {city} für Flyer, Visitenkarten und Abschlussarbeiten.',
      'Seit {year} drucken wir für Firmen, Vereine und Privatkunden.',
      'Digital- und Offsetdruck in Top-Qualität.',
    ],
    d2: ['Abschlussarbeiten binden wir oft noch am selben Tag.', 'Druckdaten können Sie bequem per E-Mail senden.'],
    services: [
      'Visitenkarten',
      'Flyer',
      'Plakate',
      'Bindungen',
      'Kopien',
      'Großformatdruck',
      'Briefpapier',
      'Einladungskarten',
      'Textildruck',
      'Stempel',
    ],
    keywords: ['druckerei', 'copyshop', 'drucken', 'flyer', 'visitenkarten', 'kopien'],
    rp: ['Meine Bachelorarbeit war innerhalb einer Stunde gebunden.'],
    rn: ['Die Farben im Druck wichen stark vom Entwurf ab.'],
  },
];

// ------------------------------------------------------- localisation
const COUNTRY_CODE = { Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH' };
const TLD = { Deutschland: 'de', Österreich: 'at', Schweiz: 'ch' };
const FREEMAIL = {
  Deutschland: ['t-online.de', 'web.de', 'gmx.de', 'gmail.com'],
  Österreich: ['gmx.at', 'aon.at', 'gmail.com'],
  Schweiz: ['bluewin.ch', 'gmx.ch', 'gmail.com'],
};
const LEGAL_FORMS = {
  Deutschland: ['GmbH', 'GmbH', 'GmbH', 'e.K.', 'GmbH & Co. KG', 'OHG'],
  Österreich: ['GmbH', 'GmbH', 'e.U.', 'KG', 'OG'],
  Schweiz: ['AG', 'GmbH', 'GmbH'],
};
const SOUTH_DE = new Set(['Baden-Württemberg', 'Bayern', 'Hessen', 'Rheinland-Pfalz', 'Saarland']);
const WEST_DE = new Set(['Nordrhein-Westfalen']);
const NORTH_DE = new Set(['Hamburg', 'Bremen', 'Schleswig-Holstein', 'Niedersachsen', 'Mecklenburg-Vorpommern']);

function regionalWords(place) {
  if (place.country === 'Schweiz') return { TISCHLER: 'Schreinerei', METZGER: 'Metzgerei' };
  if (place.country === 'Österreich')
    return { TISCHLER: 'Tischlerei', METZGER: pick(['Fleischerei', 'Fleischhauerei']) };
  if (SOUTH_DE.has(place.state)) return { TISCHLER: 'Schreinerei', METZGER: 'Metzgerei' };
  if (WEST_DE.has(place.state)) return { TISCHLER: pick(['Schreinerei', 'Tischlerei']), METZGER: 'Metzgerei' };
  if (NORTH_DE.has(place.state)) return { TISCHLER: 'Tischlerei', METZGER: pick(['Schlachterei', 'Fleischerei']) };
  return { TISCHLER: 'Tischlerei', METZGER: 'Fleischerei' };
}

// Vocabulary that differs in Austria and Switzerland (applied to texts, not to names).
const LOCAL_REPLACEMENTS = {
  Österreich: [
    ['Brot und Brötchen', 'Brot und Gebäck'],
    ['Brötchenlieferdienst', 'Gebäckzustellung'],
    ['belegte Brötchen', 'belegte Semmeln'],
    ['Knusprige Brötchen', 'Knusprige Semmeln'],
    ['Die Brötchen', 'Die Semmeln'],
    ['brötchen', 'semmeln'],
    ['von der Grundschule bis zum Abitur', 'von der Volksschule bis zur Matura'],
    ['Abitur', 'Matura'],
    ['abitur', 'matura'],
    ['Hauptuntersuchung', 'Pickerl-Überprüfung'],
    ['tüv', 'pickerl'],
    ['hauptuntersuchung', 'pickerl-überprüfung'],
    ['Begleitetes Fahren ab 17', 'L17-Ausbildung'],
    ['Wir rechnen auch über das Bildungs- und Teilhabepaket ab.', 'Lernmaterialien sind im Preis bereits enthalten.'],
    ['Viele Kurse sind über den Bildungsgutschein förderfähig.', 'Viele Kurse werden vom AMS gefördert.'],
    ['Bildungsgutschein', 'AMS-Förderung'],
    ['bildungsgutschein', 'ams-förderung'],
  ],
  Schweiz: [
    ['Brötchenlieferdienst', 'Lieferdienst'],
    ['Brötchenplatten', 'Apéro-Platten'],
    ['Brötchen', 'Brötli'],
    ['brötchen', 'brötli'],
    ['von der Grundschule bis zum Abitur', 'von der Primarschule bis zur Matura'],
    ['Abitur', 'Matura'],
    ['abitur', 'matura'],
    [
      'Die Hauptuntersuchung können Sie direkt bei uns durchführen lassen.',
      'Auf Wunsch bereiten wir Ihr Fahrzeug für die MFK vor.',
    ],
    ['Hauptuntersuchung', 'MFK-Vorbereitung'],
    ['hauptuntersuchung', 'mfk'],
    ['tüv', 'mfk'],
    ['Begleitetes Fahren ab 17', 'Lernfahrten'],
    ['Wir rechnen auch über das Bildungs- und Teilhabepaket ab.', 'Lernmaterialien sind im Preis bereits enthalten.'],
    [
      'Viele Kurse sind über den Bildungsgutschein förderfähig.',
      'Viele Kurse können über den Arbeitgeber abgerechnet werden.',
    ],
    ['Bildungsgutschein', 'Firmenkurse'],
    ['bildungsgutschein', 'firmenkurse'],
    ['Fahrräder', 'Velos'],
    ['Fahrrad', 'Velo'],
    ['Ihr Friseur', 'Ihr Coiffeur'],
    ['Dienstrad-Leasing', 'Velo-Leasing'],
  ],
};
function localize(text, country) {
  if (text === null) return text;
  let out = text;
  for (const [a, b] of LOCAL_REPLACEMENTS[country] ?? []) out = out.split(a).join(b);
  if (country === 'Schweiz') out = out.replace(/ß/g, 'ss'); // Swiss Standard German has no ß
  return out;
}

const shortCity = (city) =>
  city
    .replace(/\s*\(.*\)$/, '')
    .replace(/\/.*$/, '')
    .replace(/^Lutherstadt /, '')
    .replace(/-Roßlau$/, '')
    .replace(/ (am|an der|im|in der|vor der) .*$/, '');

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const SLUG_DROP = new Set(['gmbh', 'ag', 'kg', 'co', 'e', 'k', 'u', 'ohg', 'og', 'mbh', 'dr', 'med', 'dent', 'und']);

// ------------------------------------------------------- generators
function person(country, gender = f.datatype.boolean() ? 'female' : 'male') {
  const cf = FAKER_BY_COUNTRY[country];
  const first = chance(0.85) ? pick(FIRST_NAMES[gender]) : cf.person.firstName(gender);
  const last = chance(0.8) ? pick(SURNAMES[country]) : cf.person.lastName();
  return { first, last, gender };
}

const FEMININE = [
  [/^Rechtsanwalt /, 'Rechtsanwältin '],
  [/^Notar /, 'Notarin '],
  [/^Zahnarzt Dr\./, 'Zahnärztin Dr.'],
  [/^Architekt /, 'Architektin '],
  [/^Steuerberater /, 'Steuerberaterin '],
  [/^Immobilienmakler /, 'Immobilienmaklerin '],
  [/^Bausachverständiger /, 'Bausachverständige '],
];

function makeName(trade, place, regional) {
  const cc = COUNTRY_CODE[place.country];
  const templates = trade[`names${cc}`] ?? trade.names;
  const tpl = pick(templates);
  const gender = /Rechtsanwältin|Notarin|Zahnärztin/.test(tpl) ? 'female' : f.datatype.boolean() ? 'female' : 'male';
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
    street = chance(0.7) ? pick(STREETS.Deutschland) : fakerDE.location.street();
  else if (place.country === 'Schweiz') street = chance(0.75) ? pick(STREETS.Schweiz) : fakerDE_CH.location.street();
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

function iso(ms) {
  return new Date(ms).toISOString();
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
    const p = person(place.country);
    const authorName = chance(0.65) ? `${p.first} ${p.last.charAt(0)}.` : `${p.first} ${p.last}`;
    const at = windowStart + Math.floor(f.number.float({ min: 0, max: 1 }) * (windowEnd - windowStart));
    reviews.push({
      authorName: localize(authorName, place.country),
      rating,
      comment: localize(makeReviewComment(trade, rating), place.country),
      createdAt: iso(Math.floor(at / 1000) * 1000),
    });
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
    const { name, owner, lage } = made;
    const cc = COUNTRY_CODE[place.country];

    const createdMs = CREATED_FROM + int(0, Math.floor((CREATED_TO - CREATED_FROM) / 1000)) * 1000;
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
      id: f.string.uuid(),
      name,
      category,
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
      verified: chance(0.65),
      isFormCustomer: false,
      imageUrl: null,
    };
    DAYS.forEach((d, k) => {
      business[`${d}Open`] = hours[k] ? hours[k][0] : null;
      business[`${d}Close`] = hours[k] ? hours[k][1] : null;
    });
    business.createdAt = iso(createdMs);
    business.reviews = makeReviews(trade, place, createdMs);
    Object.defineProperty(business, '_trade', { value: trade.key, enumerable: false });
    businesses.push(business);
  }
  return businesses;
}

// ------------------------------------------------------- validation
function validate(businesses) {
  const fail = (msg, b) => {
    throw new Error(`Dataset validation failed: ${msg}${b ? ` (${b.name}, ${b.city})` : ''}`);
  };
  if (businesses.length !== TOTAL) fail(`expected ${TOTAL} businesses, got ${businesses.length}`);
  const KEYS = [
    'id',
    'name',
    'category',
    'description',
    'services',
    'street',
    'postalCode',
    'city',
    'state',
    'country',
    'phone',
    'fax',
    'email',
    'website',
    'keywords',
    'verified',
    'isFormCustomer',
    'imageUrl',
    ...DAYS.flatMap((d) => [`${d}Open`, `${d}Close`]),
    'createdAt',
    'reviews',
  ];
  const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
  const EMAIL = /^[a-z0-9]+([._-][a-z0-9]+)*@[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(de|at|ch|com)$/;
  const WEBSITE = /^https?:\/\/(www\.)?[a-z0-9]+(-[a-z0-9]+)*\.(de|at|ch)$/;
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/;
  const ids = new Set();
  const cityNames = new Set();
  const max = {
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
  for (const b of businesses) {
    if (JSON.stringify(Object.keys(b)) !== JSON.stringify(KEYS)) fail('unexpected keys', b);
    if (!UUID4.test(b.id) || ids.has(b.id)) fail(`bad or duplicate id ${b.id}`, b);
    ids.add(b.id);
    for (const [k, n] of Object.entries(max)) {
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
