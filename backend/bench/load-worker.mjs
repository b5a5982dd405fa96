// The load generator, a child process of run-bench.mjs so that it never shares an event loop
// with the harness. Receives one job over IPC, runs autocannon for the warm-up (discarded) and
// then for the measured time (or, with `amount`, for that many requests after `warmupAmount`), and
// answers with throughput, exact latency percentiles and status counts (autocannon's own summary has
// no p95); with `collect`, also every response's body (a write's answer names what it created).
import autocannon from 'autocannon';

/** With `distinct`, all connections share one walk through the paths: no two requests name the same address. */
let nextDistinct = 0;

/** A request is a GET path, or `{ method, path, body }` (a page's beacon). */
const requestOf = (entry) => (typeof entry === 'string' ? { method: 'GET', path: entry } : entry);

/** The bodies of the job's responses, warm-up included, when it asks for them. */
const bodies = [];

function run(
  { url, requests, connections, seconds, amount, distinct = false, headers, start = 0, collect },
  onResponse,
) {
  const collecting = collect === true ? { onResponse: (_status, body) => bodies.push(body) } : {};
  const instance = autocannon({
    url,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    headers,
    // Each connection cycles through the paths in order: a mix is an array, a scenario one path.
    requests: distinct
      ? [
          {
            method: 'GET',
            setupRequest: (request) => {
              const entry = requestOf(requests[(start + nextDistinct++) % requests.length]);
              // The job's headers (a session) and the entry's own (its body's type, an edit key) go together.
              return { ...request, ...entry, headers: { ...request.headers, ...entry.headers } };
            },
            ...collecting,
          },
        ]
      : requests.map((entry) => ({ ...requestOf(entry), ...collecting })),
  });
  if (onResponse !== undefined) instance.on('response', onResponse);
  return instance;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

process.once('message', async (job) => {
  if (job.amount !== undefined) {
    if (job.warmupAmount > 0) await run({ ...job, amount: job.warmupAmount });
  } else if (job.warmupSeconds > 0) await run({ ...job, seconds: job.warmupSeconds });
  const latencies = [];
  const statuses = {};
  const started = process.hrtime.bigint();
  const result = await run({ ...job, seconds: job.seconds }, (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  process.send({
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsedSeconds,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
    statuses,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(job.collect === true ? { bodies } : {}),
  });
  process.disconnect();
});
