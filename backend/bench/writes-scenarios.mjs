// Writes at a million businesses (issue 54): each real write path of the production API at 1 connection, as a user
// sends it. `npm run bench -- --only writes` runs this alone; a full run measures it after every read.
//
// Every request is a write of its own, none repeated: a new entry through the public form, its sender's edit with the
// edit key, the administrator's approval, the owner's edit in the owner area (the bench owner of owner-scenarios.mjs
// is given the new entries, as an approved claim would), and a review of a published business, each business once.
// Afterwards the bench removes what it wrote (entries, reviews and their counts, mails, audit entries), so later runs
// find the dataset as the seed left it.
import { join } from 'node:path';
import { ROOT_DIR, requireBuilt } from './backend-build.mjs';
import { withClient } from './bench-database.mjs';
import { loadLabelledRuns, saveLabelledRun } from './labelled-runs.mjs';
import { BENCH_OWNER, OWNER_COOKIE } from './owner-scenarios.mjs';

export const WRITES_ID = 'writes';
export const WRITES_RESULTS_DIR = join(ROOT_DIR, 'docs/benchmarks/writes');
/** Measured writes per path; a few hundred keep what a run adds (and removes) small beside a million. */
export const DEFAULT_WRITE_COUNT = 300;
/** Writes per path sent before the measured ones, not counted: the first requests of a path compile its code. */
const WARMUP_WRITES = 30;
/** autocannon prepares one request beyond the last of each run (warm-up and measured): two spare entries per walk. */
const SPARE = 2;
/** Every entry the bench creates has an e-mail address at this domain, so the clean-up finds them all. */
const WRITES_DOMAIN = 'writes.bench.invalid';
const BENCH_ADMIN = 'bench-admin';
const BENCH_ADMIN_PASSWORD = 'bench-admin-password-not-secret';

/** The paths in the order a user's entry takes them; each later one writes what the earlier ones created. */
export const WRITE_PATHS = [
  { id: 'create', label: 'new entry (public form)', route: 'POST /api/businesses' },
  { id: 'edit-token', label: "sender's edit with the edit key", route: 'PUT /api/businesses/{id}' },
  { id: 'approve', label: 'administrator approves the entry', route: 'POST /api/admin/businesses/{id}/approve' },
  { id: 'owner-edit', label: "owner's edit (owner area)", route: 'PUT /api/owner/businesses/{id}' },
  { id: 'review', label: 'review of a published business', route: 'POST /api/businesses/{id}/reviews' },
];

const PLACES = [
  { city: 'Berlin', postalCode: '10115', state: 'Berlin', phone: '+49 30 ' },
  { city: 'München', postalCode: '80331', state: 'Bayern', phone: '+49 89 ' },
  { city: 'Hamburg', postalCode: '20095', state: 'Hamburg', phone: '+49 40 ' },
  { city: 'Köln', postalCode: '50667', state: 'Nordrhein-Westfalen', phone: '+49 221 ' },
  { city: 'Leipzig', postalCode: '04109', state: 'Sachsen', phone: '+49 341 ' },
];
const TRADES = [
  { word: 'Bäckerei', category: 'Restaurant & Gastronomie', services: 'Brot, Brötchen, Torten auf Bestellung' },
  { word: 'Friseur', category: 'Wellness & Schönheit', services: 'Haarschnitt, Färben, Hochsteckfrisuren' },
  { word: 'Elektro', category: 'Handwerk & Dienstleistung', services: 'Installation, Reparatur, E-Check' },
  { word: 'Zahnarztpraxis', category: 'Gesundheit & Medizin', services: 'Prophylaxe, Füllungen, Implantate' },
];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/**
 * The public form's body (what the entry form's toEntryPayload sends) for entry `i` of the run `run`: every name,
 * address and e-mail address its own; `version` 2 is the same entry edited (other text, longer hours).
 */
export function entryForm(run, i, version = 1) {
  const place = PLACES[i % PLACES.length];
  const trade = TRADES[Math.floor(i / PLACES.length) % TRADES.length];
  const hours = Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}Open`, '08:00'],
      [`${day}Close`, version === 1 ? '18:00' : '19:30'],
    ]),
  );
  return {
    name: `${trade.word} Schreibtest ${run} ${i}${version === 1 ? '' : ' und Söhne'}`,
    category: trade.category,
    description:
      version === 1
        ? `Eintrag ${i} des Schreibtests: ein ${trade.word}-Betrieb in ${place.city} mit Beratung vor Ort.`
        : `Eintrag ${i} des Schreibtests, geändert: jetzt auch samstags und mit Terminen nach Vereinbarung.`,
    services: trade.services,
    street: `Teststraße ${1 + (i % 200)}`,
    postalCode: place.postalCode,
    city: place.city,
    country: 'Deutschland',
    state: place.state,
    phone: `${place.phone}${String(1_000_000 + i).slice(-7)}`,
    email: `eintrag-${run}-${i}@${WRITES_DOMAIN}`,
    website: `https://eintrag-${run}-${i}.example.de`,
    ...hours,
    saturdayOpen: '09:00',
    saturdayClose: version === 1 ? '13:00' : '14:00',
  };
}

/** A review of business `id`, the `i`-th of the run: its own author and text. */
export function reviewOf(run, i) {
  return {
    authorName: `Testkunde ${i}`,
    rating: 1 + (i % 5),
    comment: `Bewertung ${i} des Schreibtests ${run}: freundliche Beratung, pünktlich und fair im Preis.`,
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const post = (path, body, headers = {}) => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { ...JSON_TYPE, ...headers },
});
const put = (path, body, headers = {}) => ({ ...post(path, body, headers), method: 'PUT' });

/** The bench administrator, with a known password (hashed as the app hashes it); its login is the API's. */
async function adminSession(databaseUrl, baseUrl) {
  const { hashPassword } = requireBuilt('./admin/password-hashing');
  const passwordHash = await hashPassword(BENCH_ADMIN_PASSWORD);
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO admin_users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
      [BENCH_ADMIN, passwordHash],
    ),
  );
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ username: BENCH_ADMIN, password: BENCH_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`The bench administrator's login answered ${response.status}`);
  return (await response.json()).sessionToken;
}

/**
 * Published businesses, a different one per review, the same ones every run (the clean-up undoes them); an owned one's
 * review also writes the mail to its owner, as in production.
 */
async function reviewedBusinesses(client, count) {
  const { rows } = await client.query(
    `SELECT id FROM businesses WHERE status = 'published' AND deleted_at IS NULL ORDER BY md5(id::text) LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** Commits timed for the floor: enough for a steady p95 in a second or two. */
const FLOOR_COMMITS = 200;

/**
 * The floor of any write: one row inserted and committed through pg on a table of its own, no HTTP and no app, so
 * its time is mostly the commit's wait for the WAL to reach the disk, which every write path's commit waits for too.
 */
async function commitFloor(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    await client.query('CREATE TABLE bench_commit_floor (id serial PRIMARY KEY, note text NOT NULL)');
    try {
      const times = [];
      for (let i = 0; i < FLOOR_COMMITS; i++) {
        const started = process.hrtime.bigint();
        await client.query('INSERT INTO bench_commit_floor (note) VALUES ($1)', [`commit ${i}`]);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      const at = (p) => times[Math.ceil((p / 100) * times.length) - 1];
      return { commits: times.length, latencyMs: { p50: at(50), p95: at(95), p99: at(99) } };
    } finally {
      await client.query('DROP TABLE bench_commit_floor');
    }
  });
}

/** What the run keeps of one path's load test. */
const summary = (result) => ({
  requests: result.requests,
  requestsPerSecond: result.requestsPerSecond,
  latencyMs: result.latencyMs,
  statuses: result.statuses,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/**
 * Measures every write path (WRITE_PATHS) at 1 connection, `count` writes each after WARMUP_WRITES, then removes
 * what the writes added. Resolves to the figures per path.
 */
export async function runWrites({ baseUrl, databaseUrl, loadTest, count = DEFAULT_WRITE_COUNT }) {
  const run = Date.now().toString(36);
  const started = new Date();
  const walk = WARMUP_WRITES + count + SPARE;
  const once = (requests, options = {}) =>
    loadTest(baseUrl, requests, 1, { distinct: true, amount: count, warmupAmount: WARMUP_WRITES, ...options });
  const paths = {};
  try {
    // Spare creates in the warm-up, so every later walk through the created entries has its spare entries too.
    const forms = Array.from({ length: walk + SPARE }, (_, i) => post('/api/businesses', entryForm(run, i)));
    const created = await once(forms, { warmupAmount: WARMUP_WRITES + SPARE, collect: true });
    const entries = created.bodies
      .map((body) => JSON.parse(body))
      .filter((body) => typeof body.id === 'string' && typeof body.editToken === 'string');
    paths.create = summary(created);
    report('create', paths.create);
    if (entries.length < walk) throw new Error(`Only ${entries.length} entries were created; ${walk} are needed`);

    const edits = entries.map(({ id, editToken }, i) =>
      put(`/api/businesses/${id}`, entryForm(run, i, 2), { 'x-edit-token': editToken }),
    );
    paths['edit-token'] = summary(await once(edits));
    report('edit-token', paths['edit-token']);

    const token = await adminSession(databaseUrl, baseUrl);
    const approvals = entries.map(({ id }) => ({ method: 'POST', path: `/api/admin/businesses/${id}/approve` }));
    paths.approve = summary(await once(approvals, { headers: { 'x-admin-session': token } }));
    report('approve', paths.approve);

    await giveToBenchOwner(databaseUrl, entries);
    const ownerEdits = entries.map(({ id }, i) => put(`/api/owner/businesses/${id}`, entryForm(run, i, 1)));
    paths['owner-edit'] = summary(await once(ownerEdits, { headers: { cookie: OWNER_COOKIE } }));
    report('owner-edit', paths['owner-edit']);

    const reviewed = await withClient(databaseUrl, (client) => reviewedBusinesses(client, walk));
    const reviews = reviewed.map((id, i) => post(`/api/businesses/${id}/reviews`, reviewOf(run, i)));
    paths.review = summary(await once(reviews));
    report('review', paths.review);
  } finally {
    paths.removed = await removeWrites(databaseUrl, run, started);
  }
  const { removed, ...measured } = paths;
  const floor = await commitFloor(databaseUrl);
  console.log(
    `  commit floor (one row through pg)  p50 ${floor.latencyMs.p50.toFixed(1)} ms  p95 ${floor.latencyMs.p95.toFixed(1)} ms`,
  );
  return { count, warmup: WARMUP_WRITES, connections: 1, paths: measured, removed, commitFloor: floor };
}

function report(id, result) {
  const label = WRITE_PATHS.find((path) => path.id === id).label;
  const failed = result.non2xx + result.errors;
  console.log(
    `  1 conn  ${label.padEnd(34)} ${result.requests} writes  p50 ${result.latencyMs.p50?.toFixed(1)} ms  p95 ${result.latencyMs.p95?.toFixed(1)} ms${failed > 0 ? `  (${failed} failed: ${JSON.stringify(result.statuses)})` : ''}`,
  );
}

/** The approved claim of each new entry, for the bench owner (owner-scenarios.mjs), as the claims' approval stores it. */
async function giveToBenchOwner(databaseUrl, entries) {
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO business_owners (business_id, owner_id)
       SELECT unnest($1::uuid[]), (SELECT id FROM owners WHERE email = $2)`,
      [entries.map((entry) => entry.id), BENCH_OWNER],
    ),
  );
}

/**
 * Removes what the run wrote: its reviews and their counts on the reviewed businesses, the entries it created (their
 * edit keys and ownership go with them), their audit entries and the mails written since the run started (only the
 * bench writes meanwhile). Resolves to how many rows went.
 */
async function removeWrites(databaseUrl, run, started) {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    const reviews = await client.query(
      `WITH removed AS (DELETE FROM reviews WHERE comment LIKE $1 RETURNING business_id, rating)
       UPDATE businesses b SET review_count = b.review_count - r.reviews, rating_sum = b.rating_sum - r.ratings
         FROM (SELECT business_id, count(*)::int AS reviews, sum(rating)::int AS ratings FROM removed GROUP BY 1) r
        WHERE b.id = r.business_id`,
      [`Bewertung % des Schreibtests ${run}:%`],
    );
    const entries = await client.query('DELETE FROM businesses WHERE email LIKE $1 RETURNING id', [
      `%@${WRITES_DOMAIN}`,
    ]);
    const ids = entries.rows.map((row) => row.id);
    const audit = await client.query(
      `DELETE FROM audit_log WHERE entity_type = 'business' AND entity_id = ANY($1::text[])`,
      [ids],
    );
    const mails = await client.query('DELETE FROM mail_outbox WHERE created_at >= $1', [started]);
    await client.query('COMMIT');
    const removed = {
      reviewedBusinesses: reviews.rowCount,
      entries: ids.length,
      auditEntries: audit.rowCount,
      mails: mails.rowCount,
    };
    console.log(`  removed the writes: ${JSON.stringify(removed)}`);
    return removed;
  });
}

export const saveWritesResults = (run, format) => saveLabelledRun(WRITES_RESULTS_DIR, run, format);

export const loadWritesRuns = () => loadLabelledRuns(WRITES_RESULTS_DIR);
