#!/usr/bin/env node
// The JavaScript a public page loads before it is interactive, from the production build's manifest
// (frontend/dist/.vite/manifest.json): the entry chunk, the page's chunk and every chunk they import
// statically, gzip-compressed. Prints a table of what each page loads (reported, not a target: the stack is
// React and react-dom as asked, issue 52); exits 1 when a public page's first load holds what belongs to
// other pages only: the admin area, Uppy, Leaflet or zod (read from the chunks' source maps).
//   node scripts/js-budget.mjs            (after `npm run build`; part of `npm test`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');

const PUBLIC_PAGES = [
  'src/features/home/home-page.tsx',
  'src/features/search/search-page.tsx',
  'src/features/businesses/business-detail-page.tsx',
  'src/features/landing/landing-page.tsx',
  'src/features/blog/blog-article-page.tsx',
];

/** Never part of a public page's first load, by the modules a chunk was built from. */
const FORBIDDEN = [
  { name: 'admin', pattern: /(^|\/)src\/features\/admin\// },
  { name: 'Uppy', pattern: /node_modules\/@uppy\// },
  { name: 'Leaflet', pattern: /node_modules\/leaflet\// },
  { name: 'zod', pattern: /node_modules\/zod\// },
];

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
/** The modules a chunk was built from (its hidden source map, kept in dist/ and never served). */
const sourcesOf = (file) => JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

let failed = false;
console.log('Seite'.padEnd(52), 'JS (gzip)'.padStart(10), 'Dateien'.padStart(8));
for (const page of PUBLIC_PAGES) {
  if (manifest[page] === undefined) throw new Error(`${page} fehlt im Manifest – ist das Frontend gebaut?`);
  const chunks = [...staticClosure(page, staticClosure(entryKey))].map((key) => manifest[key].file);
  const total = chunks.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(page.padEnd(52), `${total.toFixed(1)} KB`.padStart(10), String(chunks.length).padStart(8));
  const sources = chunks.filter((file) => file.endsWith('.js')).flatMap(sourcesOf);
  for (const { name, pattern } of FORBIDDEN) {
    const found = sources.filter((source) => pattern.test(source));
    if (found.length === 0) continue;
    console.log(`  ${name} gehört nicht in den ersten Ladevorgang: ${found.slice(0, 3).join(', ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
