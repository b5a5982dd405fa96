// A worker thread of bench:seed: generates its shards of the scale dataset and streams them
// into two COPY commands of its own (businesses, reviews), so generating and loading overlap.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { requireBuilt } from './backend-build.mjs';
import { BUSINESS_COLUMNS, REVIEW_COLUMNS, businessLine, reviewLines } from './copy-rows.mjs';
import { createScaleDataset, shardSeed } from './scale-dataset.mjs';

/** Text handed to a COPY stream at once: large enough to be cheap, small enough to interleave. */
const CHUNK_CHARS = 256 * 1024;

const { databaseUrl, seed, dist, shards } = workerData;
// The compiled lookup every write through the API places an address with (BusinessesRepository), so the
// rows arrive with their coordinates and need no UPDATE, which would rewrite every row after the load.
const { coordinatesOf } = requireBuilt('./places/place-lookup');

async function openCopy(table, columns) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const stream = client.query(copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
  let buffered = '';
  return {
    async write(text) {
      buffered += text;
      if (buffered.length < CHUNK_CHARS) return;
      const ready = stream.write(buffered);
      buffered = '';
      if (!ready) await once(stream, 'drain');
    },
    async close() {
      stream.end(buffered);
      await finished(stream);
      await client.end();
    },
  };
}

const businesses = await openCopy('businesses', BUSINESS_COLUMNS);
const reviews = await openCopy('reviews', REVIEW_COLUMNS);
let progress = { businesses: 0, reviews: 0 };
for (const { index, count } of shards) {
  const dataset = createScaleDataset(shardSeed(seed, index), dist);
  for (let i = 0; i < count; i++) {
    const business = dataset.next();
    await businesses.write(businessLine(business, coordinatesOf(business)));
    if (business.reviews.length > 0) await reviews.write(reviewLines(business));
    progress.businesses += 1;
    progress.reviews += business.reviews.length;
    if (progress.businesses % 5000 === 0) {
      parentPort.postMessage(progress);
      progress = { businesses: 0, reviews: 0 };
    }
  }
}
await Promise.all([businesses.close(), reviews.close()]);
parentPort.postMessage(progress);
