#!/usr/bin/env node
// Measures the search endpoint of a running server with autocannon: for each representative
// query, p50/p95/p99 latency and requests per second. No assertions; it prints a table.
//
//   npm run bench:search -- [baseUrl] [secondsPerQuery] [connections]
//   (defaults: http://localhost:3000, 10 s, 10 connections)
//
// Start the server with generous rate limits, or the limits answer 429 and are reported:
//   THROTTLE_SEARCH_LIMIT=1000000 DATABASE_URL=… PORT=3100 node dist/main.js

import autocannon from 'autocannon';

const [baseUrl = 'http://localhost:3000', seconds = '10', connections = '10'] = process.argv.slice(2);

const QUERIES = [
  ['Startseite: alle, Seite 1', '/api/businesses'],
  ['Startseite: 3 zufällige', '/api/businesses?sort=random&limit=3'],
  ['Kachel Gastronomie', '/api/businesses?category=Gastronomie'],
  ['Kachel Finanzdienstleistungen', '/api/businesses?category=Finanzdienstleistungen'],
  ['Stadt Berlin', '/api/businesses?city=Berlin'],
  ['PLZ-Anfang 803', '/api/businesses?city=803'],
  ['Suche "Bäckerei"', `/api/businesses?query=${encodeURIComponent('Bäckerei')}`],
  ['Suche "bäck" (Präfix)', `/api/businesses?query=${encodeURIComponent('bäck')}`],
  ['Suche "Bakerei" (Tippfehler)', '/api/businesses?query=Bakerei'],
  ['Suche "Friseur" in München', `/api/businesses?query=Friseur&city=${encodeURIComponent('München')}`],
  ['Alle, Seite 20', '/api/businesses?page=20'],
];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(path) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: new URL(path, baseUrl).toString(),
    connections: Number(connections),
    duration: Number(seconds),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

const format = (ms) => ms.toFixed(1).padStart(7);
console.log(`Suche gegen ${baseUrl}: ${seconds} s je Abfrage, ${connections} Verbindungen\n`);
console.log(
  `${'Abfrage'.padEnd(34)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(9)}  Status`,
);
for (const [label, path] of QUERIES) {
  const r = await measure(path);
  console.log(
    `${label.padEnd(34)} ${format(r.p50)} ${format(r.p95)} ${format(r.p99)} ${r.rps.toFixed(0).padStart(8)}  ${r.statuses}`,
  );
}
