// The load generator, a child process of run-bench.mjs so that it never shares an event loop
// with the harness. Receives one job over IPC, runs autocannon for the warm-up (discarded) and
// then for the measured time, and answers with throughput, exact latency percentiles and status
// counts (autocannon's own summary has no p95).
import autocannon from 'autocannon';

/** With `distinct`, all connections share one walk through the paths: no two requests name the same address. */
let nextDistinct = 0;

/** A request is a GET path, or `{ method, path, body }` (a page's beacon). */
const requestOf = (entry) => (typeof entry === 'string' ? { method: 'GET', path: entry } : entry);

function run({ url, requests, connections, seconds, distinct = false, headers, start = 0 }, onResponse) {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // Each connection cycles through the paths in order: a mix is an array, a scenario one path.
    requests: distinct
      ? [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              ...requestOf(requests[(start + nextDistinct++) % requests.length]),
            }),
          },
        ]
      : requests.map(requestOf),
  });
  if (onResponse !== undefined) instance.on('response', onResponse);
  return instance;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

process.once('message', async (job) => {
  if (job.warmupSeconds > 0) await run({ ...job, seconds: job.warmupSeconds });
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
  });
  process.disconnect();
});
