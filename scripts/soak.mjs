#!/usr/bin/env node
// `npm run soak [-- --minutes=5 --rate=40]`: the production build on the embedded database under a steady
// mix of traffic for several minutes — searches, detail and review calls, server-rendered pages and one
// review write in twenty requests — at a fixed overall rate (autocannon).
// After a 30 s warm-up, prints per minute: requests, p50/p99, 5xx, and the server process's memory (RSS)
// at the minute's end. Exits 1 on any 5xx or when RSS grew by 20 % or more from minute 1 to the last
// minute. Asserts no timing (shared machines).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startApp } from './production-app.mjs';

const argument = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const minutes = argument('minutes', 5);
const rate = argument('rate', 40);
const MEMORY_GROWTH_LIMIT = 0.2;

/** The server's resident memory in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One cycle of the mix, built from the running product's own data. */
async function trafficMix(baseUrl) {
  const businesses = await (await fetch(`${baseUrl}/api/businesses?limit=20`)).json();
  const { popular } = await (await fetch(`${baseUrl}/api/landing-pages`)).json();
  const landing = popular.map((page) => `/branchen/${page.trade.slug}/${page.city.slug}`);
  const requests = [];
  businesses.forEach((business, index) => {
    const get = (path) => requests.push({ method: 'GET', path });
    get(`/api/businesses?query=${encodeURIComponent(business.name.split(' ')[0])}`);
    get(`/api/businesses?city=${encodeURIComponent(business.city)}&page=2`);
    get(`/api/businesses/${business.id}`);
    get(`/api/businesses/${business.id}/reviews`);
    get(`/api/businesses/${business.id}/rating`);
    get(`/business/${business.id}`);
    get(index % 2 === 0 ? '/' : `/search?city=${encodeURIComponent(business.city)}`);
    get(landing.length > 0 ? landing[index % landing.length] : '/blog');
    get('/api/businesses?sort=random&limit=3');
    get('/api/site');
    get(`/api/businesses?page=${1 + (index % 5)}`);
    get('/robots.txt');
    get('/impressum');
    get(`/api/businesses?query=${encodeURIComponent(business.city)}`);
    get('/blog');
    get(`/api/businesses/${business.id}/landing-pages`);
    get('/preise');
    get('/kontakt');
    get(`/api/businesses?category=${encodeURIComponent(business.category)}`);
    requests.push({
      method: 'POST',
      path: `/api/businesses/${business.id}/reviews`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorName: 'Dauertest',
        rating: 1 + (index % 5),
        comment: 'Eine Bewertung aus dem Dauertest: freundlich, pünktlich und fair im Preis.',
      }),
    });
  });
  return requests;
}

async function runLoad(baseUrl, requests, seconds) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url: baseUrl,
    connections: 20,
    overallRate: rate,
    duration: seconds,
    requests,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, errors: result.errors, timeouts: result.timeouts };
}

// Limits far above the soak's rate, so every request reaches the work it stands for.
const app = await startApp({
  THROTTLE_SEARCH_LIMIT: '1000000',
  THROTTLE_READ_LIMIT: '1000000',
  THROTTLE_CREATE_REVIEW_LIMIT: '1000000',
  THROTTLE_SEARCH_WINDOW_SECONDS: '1',
  THROTTLE_CREATE_REVIEW_WINDOW_SECONDS: '1',
});
try {
  const requests = await trafficMix(app.baseUrl);
  console.log(`Dauertest: ${minutes} min, ${rate} Anfragen/s, ${requests.length} Anfragen je Durchlauf der Mischung`);
  // Start-up work (compiling, pools, caches filling) is not what a soak looks for: 30 s of the mix first.
  await runLoad(app.baseUrl, requests, 30);
  const rows = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const { latencies, statuses, errors, timeouts } = await runLoad(app.baseUrl, requests, 60);
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    rows.push({
      Minute: minute,
      Anfragen: latencies.length,
      'pro s': Math.round(latencies.length / 60),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      '5xx': serverErrors,
      'Fehler/Timeouts': errors + timeouts,
      Status: Object.entries(statuses)
        .map(([status, count]) => `${status}:${count}`)
        .join(' '),
      'RSS MB': Math.round(rssMb(app.pid)),
    });
    console.table([rows.at(-1)]);
  }
  console.table(rows);
  const growth = rows.at(-1)['RSS MB'] / rows[0]['RSS MB'] - 1;
  const serverErrors = rows.reduce((sum, row) => sum + row['5xx'], 0);
  const p99 = rows.map((row) => row['p99 ms']);
  console.log(
    `5xx: ${serverErrors} · p99 Minute 1 → ${minutes}: ${p99[0]} → ${p99.at(-1)} ms · ` +
      `RSS Minute 1 → ${minutes}: ${rows[0]['RSS MB']} → ${rows.at(-1)['RSS MB']} MB (${(growth * 100).toFixed(1)} %)`,
  );
  process.exitCode = serverErrors === 0 && growth < MEMORY_GROWTH_LIMIT ? 0 : 1;
} finally {
  await app.stop();
}
