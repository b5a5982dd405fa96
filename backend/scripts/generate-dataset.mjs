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
const pickSome = (arr, min, max) => f.helpers.arrayElements(arr, { min: Math.min(min, arr.length), max: Math.min(max, arr.length) });
const weighted = (pairs) => f.helpers.weightedArrayElement(pairs.map(([value, weight]) => ({ value, weight })));
const shuffle = (arr) => f.helpers.shuffle(arr);
const fill = (tpl, vars) =>
  tpl.replace(/\{(\w+)\}/g, (m, k) => {
    if (!(k in vars)) throw new Error(`Unknown placeholder ${m} in "${tpl}"`);
    return vars[k];
  });
const ucfirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);

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
  [...rows].sort((a, b) => b.rest - a.rest || a.i - b.i).forEach((r) => {
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
    'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
    'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
    'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
    'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
    'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert',
    'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz',
    'Baumann', 'Franke', 'Albrecht', 'Schuster', 'Simon', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Martin',
    'Schumacher', 'Krämer', 'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel', 'Heinrich',
    'Brandt', 'Haas', 'Schreiber', 'Graf', 'Schulte', 'Dietrich', 'Ziegler', 'Kuhn', 'Kühn', 'Pohl',
    'Engel', 'Horn', 'Busch', 'Bergmann', 'Thomas', 'Voigt', 'Sauer', 'Arnold', 'Wolff', 'Pfeiffer',
    'Hellwig', 'Brinkmann', 'Niemeyer', 'Kötter', 'Oberdiek', 'Dreier', 'Rolf', 'Tönnies', 'Heitmann', 'Wessel',
    'Kemper', 'Hagemann', 'Rehm', 'Ebert', 'Westphal', 'Janssen', 'Petersen', 'Hansen', 'Thiele', 'Gerlach',
  ],
  Österreich: [
    'Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer',
    'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier',
    'Schneider', 'Reiter', 'Mayr', 'Schmidt', 'Wimmer', 'Egger', 'Brunner', 'Lang', 'Baumgartner', 'Auer',
    'Binder', 'Lechner', 'Wolf', 'Wallner', 'Aigner', 'Ebner', 'Koller', 'Lehner', 'Haas', 'Schuster',
    'Holzer', 'Strasser', 'Pölzl', 'Hölzl', 'Kofler', 'Riegler', 'Fink', 'Url', 'Zach', 'Prem',
  ],
  Schweiz: [
    'Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer',
    'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth',
    'Suter', 'Baumgartner', 'Bachmann', 'Studer', 'Bühler', 'Berger', 'Kälin', 'Hofmann', 'Kunz', 'Lüthi',
    'Marti', 'Egli', 'Zürcher', 'Bieri', 'Hess', 'Schär', 'Sutter', 'Brun', 'Ammann', 'Frey',
  ],
};
const FIRST_NAMES = {
  female: [
    'Anna', 'Julia', 'Laura', 'Sarah', 'Lisa', 'Katharina', 'Lena', 'Johanna', 'Sophie', 'Marie',
    'Christina', 'Sabine', 'Petra', 'Claudia', 'Susanne', 'Andrea', 'Monika', 'Birgit', 'Stefanie', 'Nicole',
    'Melanie', 'Sandra', 'Katrin', 'Anja', 'Tanja', 'Jana', 'Miriam', 'Franziska', 'Carina', 'Verena',
    'Helga', 'Ursula', 'Renate', 'Ingrid', 'Karin', 'Gabriele', 'Martina', 'Simone', 'Nadine', 'Jasmin',
    'Emma', 'Mia', 'Hannah', 'Lea', 'Clara', 'Elif', 'Selin', 'Natalia', 'Daniela', 'Bettina',
  ],
  male: [
    'Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Markus', 'Frank', 'Peter', 'Jürgen', 'Klaus',
    'Wolfgang', 'Uwe', 'Ralf', 'Dirk', 'Jens', 'Sven', 'Tobias', 'Florian', 'Sebastian', 'Daniel',
    'Jan', 'Lukas', 'Felix', 'Jonas', 'Maximilian', 'Philipp', 'Matthias', 'Alexander', 'Martin', 'Bernd',
    'Dieter', 'Günter', 'Manfred', 'Holger', 'Torsten', 'Oliver', 'Kai', 'Benjamin', 'Patrick', 'David',
    'Paul', 'Leon', 'Niklas', 'Moritz', 'Mehmet', 'Murat', 'Emre', 'Luca', 'Marco', 'Dominik',
  ],
};
const ITALIAN_FIRST = ['Luca', 'Marco', 'Giovanni', 'Antonio', 'Francesco', 'Salvatore', 'Giuseppe', 'Roberto', 'Paolo', 'Enzo', 'Mario', 'Pietro', 'Gino', 'Sandro', 'Alessandro', 'Vito', 'Nino', 'Angelo'];

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
    'Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Dorfstraße', 'Bergstraße', 'Lindenstraße',
    'Kirchstraße', 'Waldstraße', 'Ringstraße', 'Schillerstraße', 'Goethestraße', 'Jahnstraße', 'Wiesenstraße',
    'Mühlenweg', 'Birkenweg', 'Am Markt', 'Marktplatz', 'Poststraße', 'Friedrichstraße', 'Wilhelmstraße',
    'Mozartstraße', 'Beethovenstraße', 'Lessingstraße', 'Parkstraße', 'Feldstraße', 'Rosenstraße', 'Ahornweg',
    'Eichendorffstraße', 'Kantstraße', 'Luisenstraße', 'Blumenstraße', 'Talstraße', 'Brückenstraße', 'Neue Straße',
    'Kastanienallee', 'Lange Straße', 'Breite Straße', 'Uhlandstraße', 'Herderstraße', 'Karlstraße', 'Marienstraße',
    'Kaiserstraße', 'Königstraße', 'Hindenburgstraße', 'Rathausstraße', 'Sonnenstraße', 'Steinweg', 'Am Anger',
    'Mittelstraße', 'Lindenallee', 'Eichenweg', 'Buchenweg', 'Tannenweg', 'Industriestraße', 'Gewerbestraße',
    'Robert-Koch-Straße', 'Albert-Schweitzer-Straße', 'Friedrich-Ebert-Straße', 'Konrad-Adenauer-Straße',
    'Heinrich-Heine-Straße', 'Theodor-Heuss-Straße', 'Gutenbergstraße', 'Bismarckstraße', 'Humboldtstraße',
    'Schützenstraße', 'Burgstraße', 'Hafenstraße', 'Am Stadtgraben', 'Wallstraße', 'Bleichstraße', 'Kurze Straße',
  ],
  Österreich: [
    'Hauptstraße', 'Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Schulgasse', 'Mozartstraße', 'Landstraße',
    'Rathausplatz', 'Stadtplatz', 'Herrengasse', 'Bräuhausgasse', 'Feldgasse', 'Wiener Straße', 'Lindengasse',
    'Schillerstraße', 'Sporgasse', 'Mühlgasse', 'Kaiser-Josef-Platz', 'Annenstraße', 'Bahnhofplatz',
    'Raiffeisenstraße', 'Dr.-Karl-Renner-Straße', 'Brunnengasse', 'Gartengasse', 'Schmiedgasse', 'Rosengasse',
    'Marktgasse', 'Josefstädter Straße', 'Theatergasse', 'Schlossergasse', 'Wiesenweg', 'Ringstraße', 'Postgasse',
  ],
  Schweiz: [
    'Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchgasse', 'Marktgasse', 'Seestrasse', 'Poststrasse',
    'Rosenweg', 'Oberdorfstrasse', 'Schulhausstrasse', 'Industriestrasse', 'Gartenstrasse', 'Landstrasse',
    'Rathausgasse', 'Spitalgasse', 'Bergstrasse', 'Neugasse', 'Alte Landstrasse', 'Feldstrasse', 'Kreuzstrasse',
    'Mühlegasse', 'Sonnenbergstrasse', 'Zentralstrasse', 'Dufourstrasse', 'Weinbergstrasse', 'Löwenstrasse',
    'Rennweg', 'Schmiedgasse', 'Unterstadt', 'Gewerbestrasse',
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
    const h = wk([o, c], [evening ? o : '12:00', pick(['22:30', '23:00'])], [evening ? o : pick(['11:30', '12:00']), pick(['21:00', '22:00'])]);
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
    const h = wk(['11:30', pick(['22:00', '22:30'])], ['12:00', pick(['22:30', '23:00'])], ['12:00', pick(['21:30', '22:00'])]);
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
    return wk([o, pick(['18:30', '18:30', '19:00', '20:00'])], [pick(['08:30', '09:00']), pick(['13:00', '14:00', '18:00'])]);
  },
  doctor: () => {
    const o = pick(['07:30', '08:00', '08:00', '08:30']);
    if (chance(0.5)) {
      const long = [o, pick(['18:00', '18:00', '17:00'])];
      return [long, long, [o, pick(['12:00', '13:00'])], long, [o, pick(['12:00', '13:00', '14:00'])], null, null].map((x) => (x ? [...x] : null));
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
    wk([pick(['08:00', '09:00']), pick(['18:00', '18:30', '19:00'])], chance(0.85) ? ['09:00', pick(['13:00', '14:00', '16:00'])] : null),
  workshop: () => {
    const o = pick(['07:00', '07:30', '08:00']);
    return wk([o, pick(['17:00', '17:30', '18:00'])], chance(0.3) ? ['08:00', '12:00'] : null);
  },
  tyres: () => wk([pick(['07:30', '08:00']), pick(['17:30', '18:00'])], chance(0.6) ? ['08:00', pick(['12:00', '13:00', '14:00'])] : null),
  allday: () => wk(H24, H24, H24),
  taxi: () => (chance(0.8) ? wk(H24, H24, H24) : wk(['05:00', '23:59'], ['06:00', '23:59'], ['07:00', '23:00'])),
  locksmith: () => (chance(0.6) ? wk(H24, H24, H24) : HOURS.craft()),
  moving: () => wk([pick(['07:00', '08:00']), pick(['17:00', '18:00'])], chance(0.5) ? ['08:00', pick(['13:00', '14:00'])] : null),
  courier: () => wk([pick(['07:00', '08:00']), pick(['18:00', '19:00', '20:00'])], chance(0.4) ? ['08:00', '14:00'] : null),
  drivingschool: () => {
    const o = pick(['16:00', '16:30', '17:00']);
    const h = wk([o, pick(['18:00', '18:30', '19:00'])]);
    h[4] = chance(0.5) ? null : ['14:00', '17:00'];
    if (chance(0.3)) h[2] = null;
    return h;
  },
  tutoring: () =>
    wk([pick(['14:00', '15:00']), pick(['18:00', '19:00', '20:00'])], chance(0.4) ? [pick(['09:00', '10:00']), '13:00'] : null),
  languageschool: () =>
    wk(['09:00', pick(['20:00', '21:00'])], chance(0.3) ? [pick(['09:00', '10:00']), pick(['13:00', '14:00'])] : null),
  musicschool: () =>
    wk([pick(['13:00', '14:00', '15:00']), pick(['19:00', '20:00', '21:00'])], chance(0.5) ? [pick(['09:00', '10:00']), pick(['13:00', '14:00'])] : null),
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
  hotel: () => (chance(0.5) ? wk(H24, H24, H24) : wk([pick(['06:30', '07:00']), pick(['22:00', '23:00'])], ['07:00', '22:00'], ['07:00', '22:00'])),
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
const HOURS_MAY_BE_EMPTY = new Set(['craft', 'office', 'agency', 'it', 'photo', 'tutoring', 'moving', 'funeral', 'care']);

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
    mild: ['Am Wochenende wird es schnell voll.', 'Die Preise sind in letzter Zeit etwas gestiegen.', 'Parkplätze in der Nähe sind knapp.', 'Zur Mittagszeit muss man etwas Geduld mitbringen.'],
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
    mild: ['Die Preise sind etwas gehoben.', 'Man muss manchmal ein paar Minuten warten.', 'Telefonisch ist man nicht immer gut erreichbar.'],
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
    mild: ['Die Auswahl könnte etwas größer sein.', 'Zu Stoßzeiten ist es etwas eng im Laden.', 'Die Preise liegen etwas über dem Durchschnitt.'],
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
    mild: ['Auf einen Termin wartet man manchmal einige Wochen.', 'Telefonisch kommt man schwer durch.', 'Das Wartezimmer ist oft gut gefüllt.'],
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
    mild: ['Auf einen Termin musste ich etwas warten.', 'Die Rechnung kam erst nach mehreren Wochen.', 'Die Rückmeldung auf meine Anfrage hat etwas gedauert.'],
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
    mild: ['Die Wartezeit auf einen Termin ist etwas lang.', 'Die Preise sind nicht die günstigsten.', 'Der Kundenraum könnte gemütlicher sein.'],
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
    mild: ['Die Räume könnten etwas moderner sein.', 'Freie Plätze sind oft schnell vergeben.', 'Die Kommunikation per E-Mail dauert manchmal.'],
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
    mild: ['Termine sind nicht immer kurzfristig zu bekommen.', 'Rückrufe dauern manchmal ein paar Tage.', 'Die Kosten sind nicht ganz ohne.'],
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
  5: ['Klare Empfehlung!', 'Gerne wieder!', 'Absolut empfehlenswert.', 'Weiter so!', 'Ich kann den Betrieb nur weiterempfehlen.', 'Fünf Sterne sind hier mehr als verdient.', 'Vielen Dank an das ganze Team!'],
  4: ['Insgesamt sehr zufrieden.', 'Trotzdem gerne wieder.', 'Alles in allem empfehlenswert.', 'Ich komme sicher wieder.'],
  3: ['Mal sehen, ob es beim nächsten Mal besser läuft.', 'Insgesamt durchschnittlich.', 'Da ist noch Luft nach oben.'],
  2: ['Leider keine Empfehlung von mir.', 'Schade, da hatte ich mehr erwartet.', 'Ich werde mich wohl nach einer Alternative umsehen.'],
  1: ['Nie wieder.', 'Für mich leider keine Empfehlung.', 'Ich rate dringend ab.', 'Sehr enttäuschend.'],
};
const REVIEW_MID_INTRO = ['Gemischte Erfahrungen.', 'Im Großen und Ganzen in Ordnung.', 'Durchwachsener Eindruck.', 'Solide, aber mit Luft nach oben.', 'Grundsätzlich okay.'];
const MILD_PREFIX = ['Einziger Minuspunkt: ', 'Kleiner Kritikpunkt: ', ''];

// ------------------------------------------------------- description closers
const DESC_CLOSER = {
  besuch: ['Wir freuen uns auf Ihren Besuch!', 'Schauen Sie doch einfach mal vorbei.', 'Wir freuen uns auf Sie!', 'Kommen Sie vorbei – wir freuen uns auf Sie.'],
  termin: ['Termine vereinbaren Sie bequem telefonisch.', 'Vereinbaren Sie gerne einen Termin – telefonisch oder per E-Mail.', 'Wir freuen uns auf Ihren Anruf.', 'Rufen Sie uns an, wir nehmen uns gerne Zeit für Sie.'],
  anfrage: ['Fordern Sie gerne ein unverbindliches Angebot an.', 'Rufen Sie uns an – wir beraten Sie gern.', 'Wir freuen uns auf Ihre Anfrage.', 'Sprechen Sie uns gerne an.'],
  praxis: ['Neue Patientinnen und Patienten sind herzlich willkommen.', 'Termine vereinbaren Sie bitte telefonisch.', 'Wir freuen uns auf Ihren Besuch in unserer Praxis.'],
};
