// The owners' side at a million businesses (issue 53): an owner's year of statistics, and what counting views,
// clicks and search appearances costs the public reads. `npm run bench -- --only owners` runs this alone.
//
// The bench database gets, once, what a directory with owners holds: a bench owner with a session owns
// OWNED_LISTINGS published listings, each with a year of daily counts, and a share of all listings has special
// hours over Christmas (the "open now" scenarios of Christmas Eve and the days after read them).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ROOT_DIR } from './backend-build.mjs';
import { withClient } from './bench-database.mjs';
import { mark, median } from './figures.mjs';
import { loadLabelledRuns, runSetupLine, saveLabelledRun } from './labelled-runs.mjs';

export const OWNERS_ID = 'owners';
export const OWNER_RESULTS_DIR = join(ROOT_DIR, 'docs/benchmarks/owners');

/** Listings with an owner and a year of counts: about 2 % of the million, a claimed share a directory reaches. */
const OWNED_LISTINGS = 20_000;
export const BENCH_OWNER = 'bench-owner@bench.invalid';
/** The bench owner's session token (the shape randomToken() makes); only its SHA-256 is stored, as the app does. */
const SESSION_TOKEN = 'benchOwnerSessionToken0000000000000000000000'.slice(0, 43);
/** The cookie of the bench owner's session, as the owner area's requests send it. */
export const OWNER_COOKIE = `bb_owner=${SESSION_TOKEN}`;
/** Shares of all published listings with special hours (per mille): closed over the holidays, short Christmas Eve. */
const CLOSED_OVER_CHRISTMAS = 20;
const SHORT_CHRISTMAS_EVE = 10;

/** What a visitor's browser sends; without a User-Agent nothing is counted (bots are left out). */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** The targets (reported, never asserted). */
export const OWNER_TARGETS = { countingShare: 0.95, statisticsP95Ms: 20 };
/** Counting on and off take turns this often, so a drift of the machine's speed hits both alike. */
const ROUNDS = 3;

/**
 * Adds the owners' data to the bench database unless it is there: idempotent, so a bench run after a seed pays it
 * once (a minute or two at a million). Resolves to the owned listings' ids and the days their counts cover.
 */
export async function ensureOwnerData(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const one = async (sql, values) => (await client.query(sql, values)).rows[0];
    let owner = await one('SELECT id FROM owners WHERE email = $1', [BENCH_OWNER]);
    if (owner === undefined) {
      console.log(
        `Adding the owners' data: ${OWNED_LISTINGS.toLocaleString('en-US')} owned listings with a year of counts …`,
      );
      const started = Date.now();
      await client.query('BEGIN');
      owner = await one('INSERT INTO owners (email, name) VALUES ($1, $2) RETURNING id', [BENCH_OWNER, 'Bench']);
      await client.query(
        `INSERT INTO business_owners (business_id, owner_id)
         SELECT id, $1 FROM businesses WHERE status = 'published' AND deleted_at IS NULL
          ORDER BY md5(id::text) LIMIT $2`,
        [owner.id, OWNED_LISTINGS],
      );
      // Visits follow the listing's popularity (a hash of its id) and the weekday; clicks are a small share of them.
      await client.query(
        `INSERT INTO business_day_stats
           (business_id, day, views, search_appearances, phone_clicks, website_clicks, route_clicks, email_clicks)
         SELECT o.business_id, d.day, v.views, v.views * 12 + 3, v.views / 9, v.views / 7, v.views / 11, v.views / 30
           FROM business_owners o
          CROSS JOIN generate_series(current_date - 364, current_date, interval '1 day') AS d(day)
          CROSS JOIN LATERAL (SELECT (abs(hashtext(o.business_id::text)) % 40
                                      + CASE WHEN extract(isodow FROM d.day) >= 6 THEN 5 ELSE 0 END
                                      + (random() * 6)::int) AS views) v
          WHERE o.owner_id = $1`,
        [owner.id],
      );
      await client.query(`INSERT INTO owner_sessions (owner_id, token_hash, last_seen_at) VALUES ($1, $2, now())`, [
        owner.id,
        createHash('sha256').update(SESSION_TOKEN).digest('hex'),
      ]);
      await client.query(
        `INSERT INTO business_special_hours (business_id, starts_on, ends_on, opens, closes, note)
         SELECT id, '2026-12-23', '2027-01-02', NULL, NULL, 'Betriebsurlaub' FROM businesses
          WHERE status = 'published' AND deleted_at IS NULL AND abs(hashtext(id::text)) % 1000 < $1`,
        [CLOSED_OVER_CHRISTMAS],
      );
      await client.query(
        `INSERT INTO business_special_hours (business_id, starts_on, ends_on, opens, closes, note)
         SELECT id, '2026-12-24', '2026-12-24', '09:00', '13:00', 'Heiligabend' FROM businesses
          WHERE status = 'published' AND deleted_at IS NULL
            AND abs(hashtext(id::text)) % 1000 BETWEEN $1 AND $2`,
        [CLOSED_OVER_CHRISTMAS, CLOSED_OVER_CHRISTMAS + SHORT_CHRISTMAS_EVE - 1],
      );
      await client.query('COMMIT');
      await client.query('ANALYZE business_owners, business_day_stats, business_special_hours, owner_sessions');
      console.log(`  added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Kept alive: the session slides 30 days from its last use.
    await client.query('UPDATE owner_sessions SET last_seen_at = now() WHERE owner_id = $1', [owner.id]);
    const owned = await client.query('SELECT business_id AS id FROM business_owners WHERE owner_id = $1 ORDER BY 1', [
      owner.id,
    ]);
    // The year added with the owners; later counting (the bench's servers count too) may add days after it.
    const range = await one(
      `SELECT min(s.day)::text AS "from", (min(s.day) + 364)::text AS "to" FROM business_day_stats s
         JOIN business_owners o ON o.business_id = s.business_id WHERE o.owner_id = $1`,
      [owner.id],
    );
    range.rows = (
      await one(
        `SELECT count(*)::int AS rows FROM business_day_stats s JOIN business_owners o ON o.business_id = s.business_id
          WHERE o.owner_id = $1 AND s.day BETWEEN $2::date AND $3::date`,
        [owner.id, range.from, range.to],
      )
    ).rows;
    const specialHours = await one('SELECT count(*)::int AS rows FROM business_special_hours');
    return { ids: owned.rows.map((row) => row.id), range, specialHours: specialHours.rows };
  });
}

/** What the run reports of one load test. */
const summary = (result) => ({
  requestsPerSecond: result.requestsPerSecond,
  latencyMs: result.latencyMs,
  non2xx: result.non2xx,
});

/** Both servers alike but for counting; no periodic jobs (a start-up recount would read every business). */
const serverSettings = (counting) => ({ STATISTICS_COUNTING: String(counting), BACKGROUND_JOBS: 'false' });

/**
 * The owner's 365-day statistics at 1 connection, each request another listing; then the same public traffic
 * against a server that counts and one that does not (STATISTICS_COUNTING=false), in turns at `connections`:
 * result pages, and business pages that each send their view beacon.
 */
export async function runOwnerScenarios({ databaseUrl, startAppServer, data, loadTest, connections, searchPaths }) {
  const counting = await startAppServer(databaseUrl, {
    env: serverSettings(true),
    log: 'server-counting.log',
  });
  const notCounting = await startAppServer(databaseUrl, {
    env: serverSettings(false),
    log: 'server-not-counting.log',
  });
  try {
    return await measure({ counting, notCounting, data, loadTest, connections, searchPaths });
  } finally {
    await counting.stop();
    await notCounting.stop();
  }
}

async function measure({ counting, notCounting, data, loadTest, connections, searchPaths }) {
  const cookie = { cookie: OWNER_COOKIE };
  const statisticsPaths = data.ids.map(
    (id) => `/api/owner/businesses/${id}/statistics?from=${data.range.from}&to=${data.range.to}`,
  );
  const statistics = await loadTest(counting.baseUrl, statisticsPaths, 1, { distinct: true, headers: cookie });
  console.log(
    `  1 conn  owner's 365-day statistics  ${statistics.requestsPerSecond.toFixed(0)} req/s  p95 ${statistics.latencyMs.p95?.toFixed(1)} ms`,
  );

  // A business page's reads: its JSON, then its beacon (sent as the page shows), another listing each time.
  const pageViews = data.ids.flatMap((id) => [
    `/api/businesses/${id}`,
    {
      method: 'POST',
      path: `/api/businesses/${id}/events`,
      body: '{"type":"view"}',
      headers: { ...BROWSER, 'content-type': 'application/json' },
    },
  ]);
  const traffic = { search: searchPaths, pageViews };
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured = {};
    for (const [name, paths] of Object.entries(traffic)) {
      measured[name] = {};
      // Which server goes first alternates, so neither always meets the warmer cache.
      const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const side of order) {
        const server = side === 'on' ? counting : notCounting;
        const distinct = name === 'pageViews';
        measured[name][side] = summary(
          await loadTest(server.baseUrl, paths, connections, { distinct, headers: BROWSER, start: round * 4000 }),
        );
      }
      const { on, off } = measured[name];
      console.log(
        `  ${connections} conn  ${name.padEnd(10)} round ${round + 1}: counting on ${on.requestsPerSecond.toFixed(0)} req/s, off ${off.requestsPerSecond.toFixed(0)} req/s (${((100 * on.requestsPerSecond) / off.requestsPerSecond).toFixed(1)} %)`,
      );
    }
    rounds.push(measured);
  }
  return {
    ownedListings: data.ids.length,
    statisticsRows: data.range.rows,
    specialHoursRows: data.specialHours,
    statisticsRange: { from: data.range.from, to: data.range.to },
    statistics: summary(statistics),
    connections,
    rounds,
  };
}

/** Counting on against off per traffic: the median over the rounds of on's req/s as a share of off's. */
export function countingShares(owners) {
  return Object.fromEntries(
    Object.keys(owners.rounds[0]).map((name) => [
      name,
      median(owners.rounds.map((round) => round[name].on.requestsPerSecond / round[name].off.requestsPerSecond)),
    ]),
  );
}

const ms = (value) => (value === null || value === undefined ? '–' : value.toFixed(1));

/** A run's tables, for the console and for docs/benchmarks.md. */
export function formatOwners(run) {
  const { owners } = run;
  const shares = countingShares(owners);
  const lines = [
    `**${run.label}**: ${owners.ownedListings.toLocaleString('en-US')} owned listings, ` +
      `${owners.statisticsRows.toLocaleString('en-US')} rows of daily counts (${owners.statisticsRange.from} to ${owners.statisticsRange.to}), ` +
      `${owners.specialHoursRows.toLocaleString('en-US')} special-hours rows.`,
    '',
    '| measured | req/s (or on ÷ off) | p50 ms | p95 ms | p99 ms | not 2xx | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| owner's 365-day statistics, 1 connection | ${owners.statistics.requestsPerSecond.toFixed(0)} | ${ms(owners.statistics.latencyMs.p50)} | ${ms(owners.statistics.latencyMs.p95)} | ${ms(owners.statistics.latencyMs.p99)} | ${owners.statistics.non2xx} | p95 ≤ ${OWNER_TARGETS.statisticsP95Ms} ms ${mark(owners.statistics.latencyMs.p95 <= OWNER_TARGETS.statisticsP95Ms)} |`,
  ];
  for (const [name, share] of Object.entries(shares)) {
    const label = name === 'search' ? 'search mix' : 'business page + view beacon';
    const on = median(owners.rounds.map((round) => round[name].on.requestsPerSecond));
    const off = median(owners.rounds.map((round) => round[name].off.requestsPerSecond));
    const p99 = median(owners.rounds.map((round) => round[name].on.latencyMs.p99));
    const failed = owners.rounds.reduce((sum, round) => sum + round[name].on.non2xx + round[name].off.non2xx, 0);
    lines.push(
      `| ${label}, ${owners.connections} connections: counting on ${on.toFixed(0)} vs off ${off.toFixed(0)} req/s | ${(100 * share).toFixed(1)} % | | | ${ms(p99)} | ${failed} | ≥ ${100 * OWNER_TARGETS.countingShare} % ${mark(share >= OWNER_TARGETS.countingShare)} |`,
    );
  }
  return lines.join('\n');
}

export const saveOwnerResults = (run, format) => saveLabelledRun(OWNER_RESULTS_DIR, run, format);

export const loadOwnerRuns = () => loadLabelledRuns(OWNER_RESULTS_DIR);

/** The section of docs/benchmarks.md: every stored run, oldest first. */
export function ownersSection(runs) {
  if (runs.length === 0) return '';
  const setup = runs.map(runSetupLine);
  return `
## Owners: statistics and the cost of counting

\`npm run bench -- --only owners --label <label>\` (backend/bench/owner-scenarios.mjs): the production build on the
million businesses with the owners' data added once (owned listings with a year of daily counts, special hours over
Christmas). The owner's statistics are read for 365 days, another listing each request. Counting on and off: the
same traffic, with a browser's User-Agent, against the bench server and a second one started with
\`STATISTICS_COUNTING=false\`, in ${ROUNDS} alternating rounds (the share is the median of the rounds): the search mix,
and business pages that each read the business's JSON and send the view beacon, another listing each time. Targets
(issue 53, reported, not asserted): statistics p95 ≤ ${OWNER_TARGETS.statisticsP95Ms} ms; counting on ≥
${100 * OWNER_TARGETS.countingShare} % of off.

${setup.join('\n')}

${runs.map(formatOwners).join('\n\n')}
`;
}
