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
 * Budgets in KB (gzip), today's figures + 0.5 KB as a ratchet. Issue 12's target for the home route is 100 KB;
 * React 19's client alone was about 60 KB of the 132 KB there, so the app runs on Preact's compat layer
 * (frontend/vite.config.ts aliases react and react-dom to preact/compat; README, "Pinned versions"), which
 * brought every public page down by about 58 KB. What is left: react-router (~30 KB), TanStack Query, Preact
 * and the app's own code.
 */
const BUDGETS_KB = {
  'src/features/home/home-page.tsx': 73.8,
  'src/features/search/search-page.tsx': 71.1,
  'src/features/businesses/business-detail-page.tsx': 75.4,
  'src/features/landing/landing-page.tsx': 68.2,
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
