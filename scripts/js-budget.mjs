#!/usr/bin/env node
// The JavaScript a public page loads before it is interactive, from the production build's manifest
// (frontend/dist/.vite/manifest.json): the entry chunk, the page's chunk and every chunk they import
// statically, gzip-compressed. Prints a table; exits 1 when a page exceeds its budget.
//   node scripts/js-budget.mjs            (after `npm run build`; part of `npm test`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');

/**
 * Budgets in KB (gzip). Issue 12's target for the home route is 100 KB; today's stack (React 19's client,
 * react-router 7, TanStack Query) needs about 130 KB there since the API client calls fetch instead of
 * axios. The budgets hold today's figures as a ratchet, so nothing grows while the route is brought down
 * (docs/benchmarks.md). Issue 14 moved them once, by what its features put on every page: the Merkliste
 * count in the header (the favourites store now loads with the entry, about 0.8 KB), the stars on result
 * cards (about 0.6 KB) and on /search the map toggle (0.4 KB; Leaflet itself loads only after consent),
 * the filter bar and sort select (/search) and the Umkreis choice of the search form (every page with the form):
 * together about 2 KB more on /search.
 */
const BUDGETS_KB = {
  'src/features/home/home-page.tsx': 132.5,
  'src/features/search/search-page.tsx': 131,
  'src/features/businesses/business-detail-page.tsx': 133,
  'src/features/landing/landing-page.tsx': 126,
};
/** Never part of a public page's first load. */
const FORBIDDEN = [/admin/, /upload/i, /uppy/i, /schemas/, /leaflet/i];

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

let failed = false;
console.log('Seite'.padEnd(52), 'JS (gzip)'.padStart(10), 'Budget'.padStart(8));
for (const [page, budget] of Object.entries(BUDGETS_KB)) {
  if (manifest[page] === undefined) throw new Error(`${page} fehlt im Manifest – ist das Frontend gebaut?`);
  const chunks = [...staticClosure(page, staticClosure(entryKey))].map((key) => manifest[key].file);
  const total = chunks.reduce((sum, file) => sum + gzipKb(file), 0);
  const over = total > budget;
  const forbidden = chunks.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)));
  console.log(
    page.padEnd(52),
    `${total.toFixed(1)} KB`.padStart(10),
    `${budget} KB`.padStart(8),
    over ? 'ZU GROSS' : '',
  );
  if (forbidden.length > 0) console.log(`  gehört nicht in den ersten Ladevorgang: ${forbidden.join(', ')}`);
  failed ||= over || forbidden.length > 0;
}
process.exit(failed ? 1 : 0);
