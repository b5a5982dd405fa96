// The worst-case hunt (issue 56): `npm run bench -- --only worst-case [--worst-case-count 1000] [--worst-case-seed 56]`.
// Generates inputs across the search's whole parameter space from a seed (query words of 1–100 characters, prefixes,
// typos, digits, umlauts, Wo and postal prefixes of 1–3 characters, every category in big and small places, radius up
// to 100 km with every sort, deep and crafted cursors, filter combinations), sends each once from an address of its own and
// reports 5xx, p50/p99/max and the ten slowest with their inputs. Then a flood: 16 connections from one loopback
// address send the slowest inputs while another address reads details and searches; its p99s are reported. Last, the
// inputs asking for "open now" are sent again by night (WORST_CASE_NIGHT_AT) and reported apart.
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { ROOT_DIR, requireBuilt } from './backend-build.mjs';
import { withClient } from './bench-database.mjs';
import { setClock } from './clock.mjs';
import { datasetOf, loadLabelledRuns, saveLabelledRun } from './labelled-runs.mjs';
import { createRandom } from './random.mjs';
import { PLACES } from '../scripts/dataset-places.mjs';
import { TRADES } from '../scripts/dataset-pools.mjs';

export const WORST_CASE_ID = 'worst-case';
export const WORST_CASE_RESULTS_DIR = join(ROOT_DIR, 'docs/benchmarks/worst-case');
/** The server's "now" while hunting: a Monday morning, when "open now" has a quarter of all businesses open. */
export const WORST_CASE_AT = '2026-11-23T09:30:00Z';
/**
 * The same Monday at 23:30, when one business in fifty is open: the hunt's inputs asking for "open now" are sent again
 * then, as plans that suit the morning's many open ones can walk fifty rows for each open match by night.
 */
export const WORST_CASE_NIGHT_AT = '2026-11-23T22:30:00Z';
export const TARGETS = { p99Ms: 30, maxMs: 100, floodDetailP99Ms: 20, floodSearchP99Ms: 100 };
/** A request still unanswered after this long counts as a timeout (the app's statement timeout is 15 s). */
const CLIENT_TIMEOUT_MS = 20_000;
const FLOOD_ADDRESS = '127.0.0.2';
const OTHER_ADDRESS = '127.0.0.3';
/** The hunt's addresses: 127.1.0.0 onwards (by night 127.4.0.0 onwards), one per input. */
const huntAddress = (index, network = 1) => `127.${network}.${(index >> 8) & 255}.${index & 255}`;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzäöüß';
const SORTS = ['relevance', 'rating', 'newest', 'distance', 'random'];
const STOP_WORDS = ['die', 'und', 'der', 'in', 'am'];

/** Trade words as visitors type them: the names' first words and the keywords ("Bäckerei", "brötchen"). */
function tradeWords() {
  const words = new Set();
  for (const trade of TRADES) {
    for (const name of trade.names) words.add(name.split(/\s+/)[0]);
    for (const keyword of trade.keywords) words.add(keyword);
  }
  return [...words].filter((word) => /^[\p{L}-]+$/u.test(word));
}

/** A typo of `word`: one letter dropped, doubled, swapped with the next or replaced. */
function typo(random, word) {
  const letters = [...word];
  const at = random.int(0, letters.length - 1);
  switch (random.int(0, 3)) {
    case 0:
      letters.splice(at, 1);
      break;
    case 1:
      letters.splice(at, 0, letters[at]);
      break;
    case 2:
      if (at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
      break;
    default:
      letters[at] = random.pick([...LETTERS]);
  }
  return letters.join('') || word;
}

const randomLetters = (random, length) => Array.from({ length }, () => random.pick([...LETTERS])).join('');

/** A query of the kind `kind`, 1–100 characters. */
function queryOf(random, words, kind) {
  switch (kind) {
    case 'trade':
      return random.pick(words);
    case 'prefix': {
      const word = random.pick(words);
      return word.slice(0, random.int(1, Math.min(4, word.length)));
    }
    case 'typo':
      return typo(random, random.pick(words));
    case 'digits':
      return String(random.int(0, 10 ** random.int(1, 6)));
    case 'umlauts':
      return Array.from({ length: random.int(1, 6) }, () => random.pick(['ä', 'ö', 'ü', 'ß', 'äü', 'öß'])).join('');
    case 'gibberish':
      return randomLetters(random, random.int(1, 100)).slice(0, 100);
    case 'long': {
      const parts = Array.from({ length: random.int(8, 20) }, () => random.pick([...words, ...STOP_WORDS]));
      return parts.join(' ').slice(0, 100);
    }
    default: {
      const parts = Array.from({ length: random.int(2, 4) }, () =>
        random.chance(0.3) ? typo(random, random.pick(words)) : random.pick([...words, ...STOP_WORDS]),
      );
      return parts.join(' ').slice(0, 100);
    }
  }
}

const QUERY_KINDS = ['trade', 'prefix', 'typo', 'digits', 'umlauts', 'gibberish', 'long', 'several'];

/** A Wo: a big or small city, its 1–3 character prefix, a postal prefix of 1–3 digits or a whole code. */
function placeOf(random, big, small) {
  const city = random.chance(0.5) ? random.pick(big).city : random.pick(small).city;
  const code = random.pick(random.chance(0.5) ? random.pick(big).postalCodes : random.pick(small).postalCodes);
  switch (random.int(0, 5)) {
    case 0:
      return city;
    case 1:
      return city.slice(0, random.int(1, 3));
    case 2:
      return code.slice(0, random.int(1, 3));
    case 3:
      return code;
    case 4:
      return city.toLowerCase().slice(0, random.int(2, city.length));
    default:
      return typo(random, city);
  }
}

/** A cursor as encodeCursor writes it, with keys no page handed out: deep, at the edges, or in another order. */
function craftedCursor(random, encodeCursor, ids) {
  const id = random.pick(ids);
  const direction = random.chance(0.7) ? 'after' : 'before';
  const rating = `-${random.int(0, 5)}.${random.int(0, 9)}`;
  const reviews = -random.int(0, 500);
  const name = random.chance(0.5) ? randomLetters(random, random.int(1, 12)) : random.pick(['A', 'Zz', 'Müller', '']);
  switch (random.int(0, 3)) {
    case 0:
      return encodeCursor({ direction, order: 'rating', key: [rating, reviews, name, id] });
    case 1: {
      const day = new Date(Date.UTC(2020 + random.int(0, 7), random.int(0, 11), random.int(1, 28)));
      return encodeCursor({ direction, order: 'newest', key: [`${day.toISOString().slice(0, 19)}.000000Z`, id] });
    }
    default:
      return encodeCursor({
        direction,
        order: 'relevance',
        tier: random.int(0, 2),
        key: [random.chance(0.5), rating, reviews, name, id],
      });
  }
}

/**
 * `count` inputs, the same for the same seed: each a query string of GET /api/businesses. Every input draws a query
 * kind, a place, a category, a radius with a sort, filters and a position (page or cursor) with their own chances.
 */
export function worstCaseInputs({ seed, count, ids }) {
  const random = createRandom(seed);
  const words = tradeWords();
  const { ENTRY_CATEGORIES, HOME_CATEGORY_NAMES } = requireBuilt('./businesses/business-constants');
  const { encodeCursor } = requireBuilt('./businesses/business-search');
  const categories = [...ENTRY_CATEGORIES, ...HOME_CATEGORY_NAMES];
  const byWeight = [...PLACES].sort((a, b) => b.weight - a.weight);
  const big = byWeight.slice(0, 15);
  const small = byWeight.slice(-60);
  const inputs = [];
  for (let index = 0; index < count; index++) {
    const params = {};
    // Round-robin over the query kinds keeps each one present; a fifth of the inputs have no query.
    if (index % 5 !== 4) params.query = queryOf(random, words, QUERY_KINDS[index % QUERY_KINDS.length]);
    if (random.chance(0.25)) params.category = random.pick(categories);
    const near = random.chance(0.2);
    if (near) {
      const place = random.chance(0.5) ? random.pick(big) : random.pick(small);
      params.near = random.chance(0.5) ? place.city : random.pick(place.postalCodes);
      params.radius = String(random.pick([1, 5, 10, 25, 50, 100, random.int(1, 100)]));
    } else if (random.chance(0.6)) {
      params.city = placeOf(random, big, small);
    }
    const sort = random.pick(near ? SORTS : SORTS.filter((name) => name !== 'distance'));
    if (sort !== 'relevance' || random.chance(0.1)) params.sort = sort;
    if (random.chance(0.2)) params.openNow = 'true';
    if (random.chance(0.15)) params.minRating = String(random.int(1, 5));
    if (random.chance(0.15)) params.verified = 'true';
    if (sort !== 'random' && random.chance(0.25)) {
      if (random.chance(0.5) && sort !== 'distance') params.cursor = craftedCursor(random, encodeCursor, ids);
      else params.page = String(random.pick([2, 3, 5, 10, 11, 50, 400, random.int(2, 500)]));
    }
    if (random.chance(0.1)) params.limit = String(random.pick([1, 10, 50, 100]));
    inputs.push(new URLSearchParams(params).toString());
  }
  return inputs;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One GET from `agent` (bound to a loopback address); resolves with the status and the milliseconds it took. */
function get(baseUrl, agent, path) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const outgoing = request(`${baseUrl}${path}`, { agent, timeout: CLIENT_TIMEOUT_MS }, (response) => {
      response.on('data', () => {});
      const retryAfter = Number(response.headers['retry-after'] ?? 0);
      response.on('end', () => resolve({ status: response.statusCode, ms: elapsed(), retryAfter }));
      response.on('error', () => resolve({ status: 'error', ms: elapsed() }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) =>
      resolve({ status: error.message === 'timeout' ? 'timeout' : 'error', ms: elapsed() }),
    );
    outgoing.end();
  });
}

const agentFrom = (address, connections) =>
  new Agent({ keepAlive: true, maxSockets: connections, localAddress: address });

function summary(answers) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const failed = answers.filter(({ status }) => typeof status !== 'number' || status >= 500).length;
  return {
    requests: answers.length,
    statuses,
    fiveXX: failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? null,
  };
}

/**
 * `loops` loops sending `next()`'s paths from `agent` until `until`; the answers of each. A visitor (`patient`) waits
 * for the Retry-After of a 503 before it asks again, as a browser's user would; the flood's script does not.
 */
async function drive(baseUrl, agent, loops, next, until, { patient = false } = {}) {
  const answers = [];
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (Date.now() < until) {
        const answer = await get(baseUrl, agent, next());
        answers.push(answer);
        if (patient && answer.status === 503 && answer.retryAfter > 0) {
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
        }
      }
    }),
  );
  return answers;
}

/** Ids of published businesses for detail reads and cursors, the same every run. */
async function publishedIds(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT id FROM businesses WHERE status = 'published' AND deleted_at IS NULL
       AND id >= '80000000-0000-0000-0000-000000000000' ORDER BY id LIMIT 1000`,
    );
    return rows.map((row) => row.id);
  });
}

/**
 * Loads the businesses, the vocabulary and the special hours with their indexes into shared buffers (pg_prewarm), as
 * a server that has been running holds them: on a cluster just started the first inputs measured reads from disk, not
 * their plans. Returns the megabytes loaded.
 */
export async function warmSearchRelations(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query(
      `SELECT (sum(pg_prewarm(c.oid)) * current_setting('block_size')::bigint / 1048576)::int AS mb
       FROM pg_class c WHERE c.oid IN (
         SELECT unnest(ARRAY['businesses', 'search_terms', 'business_special_hours']::regclass[])
         UNION SELECT indexrelid FROM pg_index
         WHERE indrelid = ANY(ARRAY['businesses', 'search_terms', 'business_special_hours']::regclass[]))`,
    );
    return rows[0].mb;
  });
}

/**
 * Sends each input once, one at a time, each from an address of its own in 127.`network`.0.0/16: one whose search
 * spent its budget is told to wait (Retry-After), and the next input must be measured, not that wait.
 */
async function hunt(baseUrl, inputs, network) {
  const answers = [];
  for (const [index, path] of inputs.entries()) {
    const agent = agentFrom(huntAddress(index, network), 1);
    const answer = await get(baseUrl, agent, `/api/businesses?${path}`);
    agent.destroy();
    answers.push({ input: path, ...answer });
    if ((index + 1) % 100 === 0) console.log(`  ${index + 1} / ${inputs.length}`);
  }
  return answers;
}

/** A hunt's figures: p50, p99, max, statuses, the ten slowest inputs and those answered 5xx. */
function huntSummary(answers) {
  const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const fiveXX = answers.filter(({ status }) => typeof status !== 'number' || status >= 500);
  return { ...summary(answers), slowest, fiveXXInputs: fiveXX.slice(0, 20) };
}

/** The hunt and the flood against the app at `baseUrl`. */
export async function runWorstCase({ at = WORST_CASE_AT, baseUrl, databaseUrl, seed, count, floodSeconds }) {
  const started = Date.now();
  const warmed = await warmSearchRelations(databaseUrl);
  console.log(`\nWorst case: ${warmed} MB of the search's tables and indexes loaded in ${Date.now() - started} ms`);
  const ids = await publishedIds(databaseUrl);
  const inputs = worstCaseInputs({ seed, count, ids });
  console.log(`\nWorst-case hunt: ${inputs.length} inputs (seed ${seed}), one at a time, each from its own address`);
  const answers = await hunt(baseUrl, inputs, 1);
  const hunted = huntSummary(answers);
  const { slowest } = hunted;

  // The flood: the slowest inputs from one address on 16 connections; another address reads details and searches.
  console.log(
    `Flood: 16 connections from ${FLOOD_ADDRESS} for ${floodSeconds} s, details and searches from ${OTHER_ADDRESS}`,
  );
  const until = Date.now() + floodSeconds * 1000;
  const floodAgent = agentFrom(FLOOD_ADDRESS, 16);
  const otherAgent = agentFrom(OTHER_ADDRESS, 2);
  let floodNext = 0;
  let detailNext = 0;
  let searchNext = 0;
  // A visitor's searches: the inputs the hunt answered within the flood's search target, each on its own.
  const ordinary = answers
    .filter(({ status, ms }) => status === 200 && ms <= TARGETS.floodSearchP99Ms)
    .map(({ input }) => input);
  const [flood, details, searches] = await Promise.all([
    drive(baseUrl, floodAgent, 16, () => `/api/businesses?${slowest[floodNext++ % slowest.length].input}`, until),
    drive(baseUrl, otherAgent, 1, () => `/api/businesses/${ids[detailNext++ % ids.length]}`, until),
    drive(baseUrl, otherAgent, 1, () => `/api/businesses?${ordinary[(searchNext += 7) % ordinary.length]}`, until, {
      patient: true,
    }),
  ]);
  floodAgent.destroy();
  otherAgent.destroy();

  const openNow = inputs.filter((path) => /(^|&)openNow=true(&|$)/.test(path));
  console.log(`Night: the ${openNow.length} inputs asking for "open now" again at ${WORST_CASE_NIGHT_AT}`);
  await setClock(WORST_CASE_NIGHT_AT);
  const night = { at: WORST_CASE_NIGHT_AT, ...huntSummary(await hunt(baseUrl, openNow, 4)) };
  await setClock(at);
  return {
    seed,
    at,
    hunt: hunted,
    night,
    flood: {
      seconds: floodSeconds,
      flood: summary(flood),
      otherDetails: summary(details),
      otherSearches: summary(searches),
    },
  };
}

const ms = (value) =>
  value === null ? '–' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
const mark = (value, target) => (value !== null && value <= target ? '✔' : '✘');
const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

/** The hunt's and the flood's figures for the console and the report. */
export function formatWorstCase(run) {
  const { hunt, flood } = run.worstCase;
  const lines = [
    `| run | inputs | 5xx | statuses | p50 ms | p99 ms | max ms |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    `| **${run.label}** | ${hunt.requests} | ${hunt.fiveXX} | ${statusList(hunt.statuses)} | ${ms(hunt.p50)} | ${ms(hunt.p99)} ${mark(hunt.p99, TARGETS.p99Ms)} | ${ms(hunt.max)} ${mark(hunt.max, TARGETS.maxMs)} |`,
    '',
    `Flood (${flood.seconds} s): one address on 16 connections sends the ten slowest inputs; another reads details and searches.`,
    '',
    `| run | flood requests (statuses) | other's detail p50 / p99 ms | other's search p50 / p99 ms | other's statuses |`,
    `| --- | --- | --- | --- | --- |`,
    `| **${run.label}** | ${flood.flood.requests} (${statusList(flood.flood.statuses)}) | ${ms(flood.otherDetails.p50)} / ${ms(flood.otherDetails.p99)} ${mark(flood.otherDetails.p99, TARGETS.floodDetailP99Ms)} | ${ms(flood.otherSearches.p50)} / ${ms(flood.otherSearches.p99)} ${mark(flood.otherSearches.p99, TARGETS.floodSearchP99Ms)} | details ${statusList(flood.otherDetails.statuses)}; searches ${statusList(flood.otherSearches.statuses)} |`,
    '',
    `Ten slowest inputs (GET /api/businesses?…) of **${run.label}**:`,
    '',
    `| ms | status | input |`,
    `| --- | --- | --- |`,
    ...hunt.slowest.map(inputRow),
    ...nightLines(run),
  ];
  return lines.join('\n');
}

/** One answered input as a row of the slowest inputs' table. */
const inputRow = (answer) =>
  `| ${ms(answer.ms)} | ${answer.status} | \`${decodeURIComponent(answer.input.replace(/\+/g, ' ')).replace(/[|`]/g, '\\$&')}\` |`;

/** The night pass's figures and its five slowest inputs, for runs that made one. */
function nightLines(run) {
  const { night } = run.worstCase;
  if (night === undefined) return [];
  return [
    '',
    `The ${night.requests} inputs asking for "open now" again at ${berlinTime(night.at)} (**${run.label}**):`,
    '',
    `| run | inputs | 5xx | statuses | p50 ms | p99 ms | max ms |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    `| **${run.label}**, night | ${night.requests} | ${night.fiveXX} | ${statusList(night.statuses)} | ${ms(night.p50)} | ${ms(night.p99)} ${mark(night.p99, TARGETS.p99Ms)} | ${ms(night.max)} ${mark(night.max, TARGETS.maxMs)} |`,
    '',
    `| ms | status | input |`,
    `| --- | --- | --- |`,
    ...night.slowest.slice(0, 5).map(inputRow),
  ];
}

export const saveWorstCaseResults = (run, format) => saveLabelledRun(WORST_CASE_RESULTS_DIR, run, format);

export const loadWorstCaseRuns = () => loadLabelledRuns(WORST_CASE_RESULTS_DIR);

/** An instant as German wall-clock time with its weekday ("Sun 22 Nov 13:00"). */
const berlinTime = (iso) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Whether the run's database had its shared buffers on huge pages (docs/performance.md), for runs that recorded it. */
const hugePages = (run) => {
  const status = run.database.settings?.huge_pages_status;
  return status === undefined ? '' : `huge pages ${status}, `;
};

/** The section of docs/benchmarks.md: every stored run, oldest first. */
export function worstCaseSection(runs) {
  if (runs.length === 0) return '';
  const setup = runs.map(
    (run) =>
      `- **${run.label}**: ${run.date.slice(0, 16).replace('T', ' ')} UTC, bench of ${run.git.commit} (${run.git.branch})` +
      `${run.measuredBuild === undefined ? '' : ` measuring the build in ${run.measuredBuild}`}, ` +
      `${run.database.businesses.toLocaleString('en-US')} businesses (${datasetOf(run)} dataset), ` +
      `seed ${run.worstCase.seed}, clock ${berlinTime(run.worstCase.at ?? WORST_CASE_AT)}, server settings ` +
      `${JSON.stringify(run.serverEnvironment)}, ${hugePages(run)}load average ${run.machine.loadAverageAtStart.join(' / ')} → ${run.machine.loadAverageAtEnd.join(' / ')}`,
  );
  return `
## Worst case: generated inputs and a one-address flood

\`npm run bench -- --only worst-case --label <label>\` (backend/bench/worst-case.mjs): the production build on the
million businesses, the server's clock at Monday 10:30 unless the run names another instant (\`--worst-case-at\`), the businesses, the vocabulary and their indexes first loaded
into shared buffers (pg_prewarm, from the run issue-56-warm on), as a server that has been running holds them. The hunt sends each generated input once, one at a time, each from a loopback address of its own
(query words of 1–100 characters, prefixes, typos, digits, umlauts, Wo and postal prefixes of 1–3 characters, every
category in big and small places, radius up to 100 km with every sort, crafted cursors and deep pages, filter
combinations; the same inputs for the same seed). The flood then sends the hunt's ten slowest inputs from one loopback
address on 16 connections while another address reads details and searches, one connection each: its searches are
the inputs the hunt answered (200) within ${TARGETS.floodSearchP99Ms} ms, and after a 503 it waits for the Retry-After, as a
visitor would. Targets (issue 56, reported, not asserted): no 5xx; p99 ≤ ${TARGETS.p99Ms} ms; max ≤ ${TARGETS.maxMs} ms;
under the flood the other address's detail p99 ≤ ${TARGETS.floodDetailP99Ms} ms and search p99 ≤ ${TARGETS.floodSearchP99Ms} ms.
From the run issue-56-session-14-night on, the hunt's inputs asking for "open now" are sent once more with the clock
at ${berlinTime(WORST_CASE_NIGHT_AT)} (one business in fifty open), each from an address of its own, and reported apart.

${setup.join('\n')}

${runs.map(formatWorstCase).join('\n\n')}
`;
}
