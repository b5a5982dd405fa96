#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, default throttling) on the production build, run by Debian's
// Chromium, for home, a search, a business page, a landing page and a blog article. Prints scores and metrics; asserts
// nothing (the machines are shared and noisy). Builds first when the build is missing.
//   npm run lighthouse [-- --runs=3]    (median of several runs per page)
//   npm run lighthouse -- --runs=3 --label <label>   (also saved to docs/lighthouse/<label>.json and shown in
//                                                     docs/benchmarks.md)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { checkLabel, gitDescription, saveLighthouseResults } from '../backend/bench/report.mjs';
import { startApp } from './production-app.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, label: { type: 'string' } },
});
checkLabel(args.label);
const runs = Number(args.runs);
const label = args.label;
const loadAverage = loadavg();
const app = await startApp();
const base = app.baseUrl;

/** The pages measured: a business with reviews and a landing page taken from the running product's own data. */
async function pages() {
  const list = await (await fetch(`${base}/api/businesses?limit=50`)).json();
  const business = list.find((entry) => entry.reviewCount > 0) ?? list[0];
  const measured = [
    ['Startseite', '/'],
    ['Suche', '/search?city=Berlin'],
    ['Unternehmen', `/business/${business.id}`],
  ];
  const { popular } = await (await fetch(`${base}/api/landing-pages`)).json();
  if (popular.length > 0)
    measured.push(['Branche × Stadt', `/branchen/${popular[0].trade.slug}/${popular[0].city.slug}`]);
  const [article] = JSON.parse(
    readFileSync(new URL('../frontend/src/features/blog/data/blog-articles.json', import.meta.url), 'utf8'),
  );
  measured.push(['Blogartikel', `/blog/${article.slug}`]);
  return measured;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rows = [];
    const saved = [];
    let environment;
    for (const [pageLabel, path] of await pages()) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        results.push(result.lhr);
      }
      environment ??= results[0];
      const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score ?? 0)) * 100);
      const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
      const failed = results[0].categories.seo.auditRefs
        .concat(results[0].categories.accessibility.auditRefs, results[0].categories['best-practices'].auditRefs)
        .filter((ref) => ref.weight > 0 && (results[0].audits[ref.id].score ?? 1) < 1)
        .map((ref) => ref.id);
      const page = {
        label: pageLabel,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        fcpMs: metric('first-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbtMs: metric('total-blocking-time'),
      };
      saved.push(page);
      rows.push({
        Seite: page.label,
        Pfad: path.length > 40 ? `${path.slice(0, 37)}…` : path,
        Perf: page.performance,
        A11y: page.accessibility,
        BP: page.bestPractices,
        SEO: page.seo,
        'LCP s': (page.lcpMs / 1000).toFixed(2),
        'FCP s': (page.fcpMs / 1000).toFixed(2),
        CLS: page.cls.toFixed(3),
        'TBT ms': Math.round(page.tbtMs),
        'Nicht bestanden': failed.join(', '),
      });
    }
    console.log(`Lighthouse (mobil, Standard-Drosselung), Median aus ${runs} Lauf/Läufen:`);
    console.table(rows);
    if (label !== undefined) {
      await saveLighthouseResults({
        label,
        date: new Date().toISOString(),
        git: gitDescription(),
        runs,
        lighthouseVersion: environment.lighthouseVersion,
        chromium: /Chrome\/([\d.]+)/.exec(environment.environment.hostUserAgent)?.[1] ?? 'unknown',
        benchmarkIndex: environment.environment.benchmarkIndex,
        loadAverage,
        pages: saved,
      });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await app.stop();
}
