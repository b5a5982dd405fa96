import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { runMigrations } from '../database/run-migrations';

/** `npm run db:migrate`: runs pending migrations against DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded =
    config.databaseUrl === undefined
      ? await startEmbeddedPostgres({ dataDir: resolve(config.dataDir, 'postgres'), port: config.embeddedPostgresPort })
      : undefined;
  try {
    const applied = await runMigrations(config, config.databaseUrl ?? embedded!.url);
    console.log(applied.length === 0 ? 'Keine offenen Migrationen.' : `Ausgeführt: ${applied.join(', ')}`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
