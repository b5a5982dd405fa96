// Server-rendered pages on addresses no cache has seen, each against the JSON read it shows (issue 52): a
// business page against the business's JSON, a landing page (trade × city) against its JSON, a search page against
// its JSON search. Every request names another business, trade × city or query, so the page cache never answers
// (crawlers and visitors from search engines land on the long tail, not on one hot page). The page and its JSON
// draw from two disjoint halves of one list, so neither warms the other's lookups.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from './backend-build.mjs';
import { withClient } from './bench-database.mjs';
import { mark } from './figures.mjs';
import { loadLabelledRuns, saveLabelledRun } from './labelled-runs.mjs';
import { createRandom } from './random.mjs';

export const SSR_RESULTS_DIR = join(ROOT_DIR, 'docs/benchmarks/ssr');
const SERVER_BUNDLE = join(ROOT_DIR, 'frontend/dist-server/entry-server.cjs');

/** What a browser sends: pages and JSON are compressed as a visitor gets them. */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
};

/** The issue's targets (reported, never asserted). */
export const SSR_TARGETS = {
  /** 16 connections: pages/s at least this share of the JSON's reads/s. */
  rateShare: 0.5,
  /** 1 connection: page p50 ≤ factor × JSON p50 + addMs. */
  p50Factor: 2,
  p50AddMs: 2,
  /** The search page's HTML (gzip) at most this multiple of its results' JSON (gzip). */
  searchHtmlFactor: 1.3,
};

/** The pairs measured, by id; `--only ssr` or any of `ssr-business`, `ssr-landing`, `ssr-search` picks them. */
export const SSR_PAIRS = [
  { id: 'ssr-business', label: 'business page vs JSON detail' },
  { id: 'ssr-landing', label: 'landing page vs its JSON' },
  { id: 'ssr-search', label: 'search page vs its JSON search' },
];

export function wantedSsrPairs(only) {
  if (only === undefined) return SSR_PAIRS;
  return SSR_PAIRS.filter((pair) => only.has('ssr') || only.has(pair.id));
}

const api = (path, params) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Distinct addresses from the bench database, shuffled with a fixed seed: published businesses (a sample of
 * about 3 %), the landing pages' trade × city, and searches for a trade's word in a city (the landing table's rows
 * of the word trades; a category is not a word).
 */
async function readAddresses(databaseUrl) {
  const { LANDING_TRADES } = await import(join(ROOT_DIR, 'backend/dist/landing/landing-trades.js'));
  const wordTrades = new Map(LANDING_TRADES.filter((trade) => !trade.category).map((trade) => [trade.slug, trade]));
  return withClient(databaseUrl, async (client) => {
    const businesses = await client.query(
      `SELECT id FROM businesses TABLESAMPLE SYSTEM (3) REPEATABLE (52)
        WHERE status = 'published' AND deleted_at IS NULL`,
    );
    const landings = await client.query(
      'SELECT trade_slug AS trade, city_slug AS city, city_name AS "cityName" FROM landing_pages ORDER BY 1, 2',
    );
    const random = createRandom(52);
    const shuffled = (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    };
    return {
      businesses: shuffled(businesses.rows.map((row) => row.id)),
      landings: shuffled(landings.rows),
      searches: shuffled(
        landings.rows
          .filter((row) => wordTrades.has(row.trade))
          .map((row) => ({ query: wordTrades.get(row.trade).label, city: row.cityName })),
      ),
    };
  });
}

/**
 * Reads the database's tables and indexes into shared buffers (pg_prewarm): after the cluster's start a request for
 * an address nobody asked for reads its pages from disk, and what the figures would then show is the disk.
 */
async function prewarm(databaseUrl) {
  const started = Date.now();
  const megabytes = await withClient(databaseUrl, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query(
      `SELECT (sum(pg_prewarm(c.oid)) * current_setting('block_size')::bigint / 1048576)::int AS mb
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i', 'm')`,
    );
    return rows[0].mb;
  });
  console.log(`Prewarmed ${megabytes.toLocaleString('en-US')} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Every other item to the page, the rest to the JSON: the two never ask for the same thing. */
const halves = (items) => [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];

/** The page and JSON addresses of each pair. */
function pairAddresses(addresses) {
  const business = halves(addresses.businesses);
  const landing = halves(addresses.landings);
  const search = halves(addresses.searches);
  const landingPath = ({ trade, city }) => `/branchen/${encodeURIComponent(trade)}/${encodeURIComponent(city)}`;
  return {
    'ssr-business': {
      page: business[0].map((id) => `/business/${id}`),
      json: business[1].map((id) => `/api/businesses/${id}`),
    },
    'ssr-landing': {
      page: landing[0].map(landingPath),
      json: landing[1].map((row) => `/api${landingPath(row).replace('/branchen/', '/landing-pages/')}`),
    },
    // The search page asks for exactly this (frontend/src/features/search/api/search-businesses.ts).
    'ssr-search': {
      page: search[0].map(({ query, city }) => api('/search', { query, city })),
      json: search[1].map(({ query, city }) => api('/api/businesses', { page: '1', limit: '24', query, city })),
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The size of a page and of the JSON it shows (the same address's data), as sent (uncompressed) and gzip'd at the
 * server's level; the median over a few addresses that no load test used.
 */
async function measureSizes(baseUrl, pair, count = 15) {
  const sample = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes: body.length, gzipBytes: gzipSync(body).length };
  };
  const pages = [];
  const jsons = [];
  // The last addresses of each list: the load tests start at the front and do not reach them.
  for (let i = 1; i <= count; i++) {
    const page = await sample(pair.addresses.page.at(-i));
    const json = await sample(pair.pageJson.at(-i));
    if (page.status === 200 && json.status === 200) {
      pages.push(page);
      jsons.push(json);
    }
  }
  const pick = (rows, key) => (rows.length === 0 ? null : median(rows.map((row) => row[key])));
  return {
    samples: pages.length,
    pageBytes: pick(pages, 'bytes'),
    pageGzipBytes: pick(pages, 'gzipBytes'),
    jsonBytes: pick(jsons, 'bytes'),
    jsonGzipBytes: pick(jsons, 'gzipBytes'),
  };
}

/** The JSON a page address shows: the sizes compare a page with exactly its own data. */
function jsonOfPage(path) {
  const url = new URL(path, 'http://bench.invalid');
  if (url.pathname.startsWith('/business/')) return `/api/businesses/${url.pathname.slice('/business/'.length)}`;
  if (url.pathname.startsWith('/branchen/')) return `/api/landing-pages/${url.pathname.slice('/branchen/'.length)}`;
  return api('/api/businesses', { page: '1', limit: '24', ...Object.fromEntries(url.searchParams) });
}

/**
 * Throws when server-rendering scenarios are wanted and the frontend is not built: run-bench calls it before it starts,
 * so that a full run does not end with this after twenty minutes of other scenarios, saving nothing.
 */
export function requireFrontendBuilt(only) {
  if (wantedSsrPairs(only).length > 0 && !existsSync(SERVER_BUNDLE)) {
    throw new Error('The server-rendering scenarios need the frontend built: npm run build -w frontend');
  }
}

/**
 * Measures the wanted pairs at each connection level, page then JSON, each on its own fresh addresses.
 * `loadTest(baseUrl, paths, connections, { distinct, headers })` is run-bench's autocannon child.
 */
export async function runSsrScenarios({ baseUrl, databaseUrl, connections, loadTest, only }) {
  const wanted = wantedSsrPairs(only);
  if (wanted.length === 0) return undefined;
  requireFrontendBuilt(only);
  await prewarm(databaseUrl);
  const addresses = pairAddresses(await readAddresses(databaseUrl));
  console.log(
    `\nServer-rendered pages on distinct addresses (${Object.entries(addresses)
      .map(([id, { page }]) => `${id}: ${page.length}`)
      .join(', ')} per side):`,
  );
  const pairs = wanted.map((pair) => {
    const own = addresses[pair.id];
    return { ...pair, addresses: own, pageJson: own.page.map(jsonOfPage) };
  });
  const results = {};
  const sizes = {};
  for (const pair of pairs) sizes[pair.id] = await measureSizes(baseUrl, pair);
  for (const [index, level] of connections.entries()) {
    results[level] = {};
    for (const pair of pairs) {
      // Each level starts elsewhere in the lists: no page of the level before is still cached.
      const from = (paths) => ({
        distinct: true,
        headers: BROWSER_HEADERS,
        start: index * Math.floor(paths.length / connections.length),
      });
      const page = await loadTest(baseUrl, pair.addresses.page, level, from(pair.addresses.page));
      const json = await loadTest(baseUrl, pair.addresses.json, level, from(pair.addresses.json));
      results[level][pair.id] = { page, json };
      console.log(
        `  ${String(level).padStart(2)} conn  ${pair.label.padEnd(32)} page ${page.requestsPerSecond.toFixed(0).padStart(5)}/s p50 ${page.latencyMs.p50?.toFixed(1)} ms   JSON ${json.requestsPerSecond.toFixed(0).padStart(5)}/s p50 ${json.latencyMs.p50?.toFixed(1)} ms`,
      );
    }
  }
  return {
    // What rendered the pages: the before and after of issue 52 differ in it.
    renderer: readFileSync(SERVER_BUNDLE, 'utf8').includes('preact-render-to-string') ? 'Preact' : 'React',
    pairs: pairs.map(({ id, label, addresses: own }) => ({ id, label, distinct: own.page.length })),
    results,
    sizes,
  };
}

const fixed = (value, digits = 1) => (value === null || value === undefined ? '–' : value.toFixed(digits));
const rounded = (value) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const failed = (result) => result.non2xx + result.errors;

/** One row per pair and level: page against JSON, and the target that applies there. */
function rows(ssr) {
  const lines = [];
  for (const [level, byPair] of Object.entries(ssr.results)) {
    for (const pair of ssr.pairs) {
      const result = byPair[pair.id];
      if (result === undefined) continue;
      const { page, json } = result;
      let target = '–';
      if (Number(level) === 16) {
        const share = page.requestsPerSecond / json.requestsPerSecond;
        target = `${(share * 100).toFixed(0)} % ${mark(share >= SSR_TARGETS.rateShare)}`;
      } else if (Number(level) === 1) {
        const limit = SSR_TARGETS.p50Factor * json.latencyMs.p50 + SSR_TARGETS.p50AddMs;
        target = `≤ ${fixed(limit)} ms ${mark(page.latencyMs.p50 <= limit)}`;
      }
      const errors = failed(page) + failed(json);
      lines.push({
        level,
        label: pair.label,
        page: `${rounded(page.requestsPerSecond)} / ${fixed(page.latencyMs.p50)} / ${fixed(page.latencyMs.p99)}`,
        json: `${rounded(json.requestsPerSecond)} / ${fixed(json.latencyMs.p50)} / ${fixed(json.latencyMs.p99)}`,
        target: errors > 0 ? `${target} (${errors} failed)` : target,
      });
    }
  }
  return lines;
}

function sizeRows(ssr) {
  return ssr.pairs
    .filter((pair) => ssr.sizes?.[pair.id]?.samples > 0)
    .map((pair) => {
      const size = ssr.sizes[pair.id];
      const ratio = size.pageGzipBytes / size.jsonGzipBytes;
      const check = pair.id === 'ssr-search' ? ` ${mark(ratio <= SSR_TARGETS.searchHtmlFactor)}` : '';
      return {
        label: pair.label,
        page: `${kb(size.pageBytes)} / ${kb(size.pageGzipBytes)}`,
        json: `${kb(size.jsonBytes)} / ${kb(size.jsonGzipBytes)}`,
        ratio: `${ratio.toFixed(2)}×${check}`,
      };
    });
}

export function formatSsrTables(ssr) {
  const lines = [
    'Server-rendered pages, distinct addresses: req/s / p50 / p99 ms',
    `${'conn'.padEnd(6)}${'pair'.padEnd(34)}${'page'.padEnd(24)}${'JSON'.padEnd(24)}target`,
    ...rows(ssr).map(
      (row) => `${row.level.padEnd(6)}${row.label.padEnd(34)}${row.page.padEnd(24)}${row.json.padEnd(24)}${row.target}`,
    ),
    '',
    'Sizes (median of the sampled addresses), KB as sent / gzip; page gzip ÷ JSON gzip',
    ...sizeRows(ssr).map((row) => `${row.label.padEnd(34)}${row.page.padEnd(18)}${row.json.padEnd(18)}${row.ratio}`),
  ];
  return lines.join('\n');
}

export const saveSsrResults = (run, format) => saveLabelledRun(SSR_RESULTS_DIR, run, format);

export const loadSsrRuns = () => loadLabelledRuns(SSR_RESULTS_DIR);

const table = (header, body) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** Lighthouse runs of issue 52 (labels issue-52-…) per page, side by side: score, LCP, TBT, CLS. */
function lighthouseComparison(lighthouseRuns) {
  const compared = lighthouseRuns.filter((run) => run.label.startsWith('issue-52-'));
  if (compared.length === 0) return '';
  const pages = [...new Set(compared.flatMap((run) => run.pages.map((page) => page.label)))];
  const cell = (run, label) => {
    const page = run.pages.find((candidate) => candidate.label === label);
    if (page === undefined) return '–';
    return `${page.performance} · ${(page.lcpMs / 1000).toFixed(2)} s · ${Math.round(page.tbtMs)} ms · ${page.cls.toFixed(3)} · ${page.accessibility}/${page.bestPractices}/${page.seo}`;
  };
  return `
Lighthouse (mobile, median of each run's runs per page; the section "Lighthouse (mobile)" below has every
figure): performance · LCP · TBT · CLS · accessibility/best practices/SEO. Targets: performance ≥ 95, the others
100, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05.

${table(
  ['page', ...compared.map((run) => `**${run.label}** (${run.git.commit}, load ${run.loadAverage[0].toFixed(1)})`)],
  pages.map((label) => [label, ...compared.map((run) => cell(run, label))]),
)}
`;
}

/**
 * Where an uncached business page's time went (issue 52), measured once with an in-process harness (the production
 * build's app on the bench database, pages asked one after another, each phase timed; CPU profiles at 1 and 16
 * connections): the findings behind the changes, kept beside the figures they explain.
 */
const PROFILE = `
### Where an uncached page's time goes

Measured on the million businesses with the production build in-process (pages one after another, phases timed,
CPU profiles at 1 and 16 connections), on React before the cuts: a business page took 8–14 ms against 0.9 ms
for its JSON.

- **In-process API calls**: five per business page (operator's data, business, rating, its landing pages,
  reviews), each through \`fastify.inject\` and Nest's whole pipeline, about 1.1 ms apiece in-process (a third
  of it light-my-request and the hooks). Their SQL is not the cost: 0.02 ms (business), 0.17 ms (landing pages,
  two statements), 0.04 ms (reviews, two statements). Now three: the operator's data is kept (public for five
  minutes, emptied by any write) and the rating summary is the business's own average and count.
- **React's render**: 2.1 ms for a business page with its answers replayed from memory, 43 % of it
  renderToString, 11 % react-router's \`Link\`, about 10 % axios merging each call's configuration, 7 % making
  the static handler and its route ranking (now once per process).
- **Garbage collection**: at 16 connections the 16 MB young generation was scavenged several times a page
  (6.8 % of the samples); with 64 MB semi-spaces 2.9 % and 64 → 102 pages/s in the harness.
- **State and HTML**: the search page carried its 24 results twice, as cards and again in the state; the cards'
  data now travels only as markup (the map's name, address and position stay in the state). Compression is
  0.3–0.5 ms a page (Brotli quality 4).
- What is left at 16 connections is React's render and the three calls' pipeline on one core beside
  PostgreSQL: a page costs several times its JSON read, so a business page stays far below half its JSON's
  rate; landing and search pages, whose JSON is itself a search, come near or above it.
`;

/** The section of docs/benchmarks.md: every stored run, oldest first, side by side per pair and level. */
export function ssrSection(runs, lighthouseRuns = []) {
  if (runs.length === 0) return '';
  const setup = table(
    ['run', 'date', 'commit', 'renderer', 'load average at start → end', 'per scenario'],
    runs.map((run) => [
      `**${run.label}**`,
      `${run.date.slice(0, 16).replace('T', ' ')} UTC`,
      `${run.git.commit} (${run.git.branch})`,
      run.ssr.renderer,
      `${run.machine.loadAverageAtStart.join(' / ')} → ${run.machine.loadAverageAtEnd.join(' / ')}`,
      `${run.options.warmupSeconds} s warm-up + ${run.options.durationSeconds} s`,
    ]),
  );
  const measured = runs.flatMap((run) =>
    rows(run.ssr).map((row) => [`**${run.label}**`, row.level, row.label, row.page, row.json, row.target]),
  );
  const sized = runs.flatMap((run) =>
    sizeRows(run.ssr).map((row) => [`**${run.label}**`, row.label, row.page, row.json, row.ratio]),
  );
  return `
## Server-rendered pages on addresses no cache has seen

\`npm run bench -- --only ssr --label <label>\` (backend/bench/ssr-scenarios.mjs): the production build on the
million businesses, every request a page or JSON read of another business, trade × city or query (the page and
its JSON take alternate entries of one shuffled list), so the page cache never answers; both sent with a browser's
\`Accept-Encoding\`. Targets (issue 52, reported, not asserted): at 16 connections pages/s ≥ ${SSR_TARGETS.rateShare * 100} % of the
JSON's reads/s; at 1 connection the page's p50 ≤ ${SSR_TARGETS.p50Factor} × the JSON's p50 + ${SSR_TARGETS.p50AddMs} ms; the search page's HTML
(gzip) ≤ ${SSR_TARGETS.searchHtmlFactor} × the JSON of its results (gzip).

${setup}

${table(['run', 'connections', 'pair', 'page req/s / p50 / p99 ms', 'JSON req/s / p50 / p99 ms', 'target'], measured)}

Sizes, the median of 15 addresses the load tests did not use, KB as sent / gzip (the server's level):

${table(['run', 'pair', 'page KB', 'its JSON KB', 'page gzip ÷ JSON gzip'], sized)}
${lighthouseComparison(lighthouseRuns)}${PROFILE}`;
}
