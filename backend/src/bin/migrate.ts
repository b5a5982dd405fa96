import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { withDatabaseUrl } from '../database/cli-database';
import { runMigrations } from '../database/run-migrations';

/** `npm run db:migrate`: runs pending migrations against DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const applied = await withDatabaseUrl(config, (url) => runMigrations(config, url));
  console.log(applied.length === 0 ? 'Keine offenen Migrationen.' : `Ausgeführt: ${applied.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
