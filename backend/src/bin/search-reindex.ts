import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { withDatabaseUrl } from '../database/cli-database';
import { entities } from '../entities';
import { typeOrmOptions } from '../database/typeorm-options';

/**
 * `npm run search:reindex`: rebuilds the search vocabulary (table search_terms) from the businesses.
 * Triggers keep it current on every write, also by plain SQL; it is needed only after loading rows
 * with triggers disabled (`session_replication_role = replica`, `ALTER TABLE … DISABLE TRIGGER`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await withDatabaseUrl(config, async (url) => {
    const dataSource = new DataSource({
      ...typeOrmOptions({ db: { ...config.db, statementTimeoutMs: 0 } }, url),
      entities,
    });
    await dataSource.initialize();
    try {
      const started = Date.now();
      await dataSource.query('SELECT search_reindex()');
      const [row] = await dataSource.query<{ terms: number }[]>('SELECT count(*)::int AS terms FROM search_terms');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`Suchverzeichnis neu aufgebaut: ${row.terms} Begriffe in ${seconds} s.`);
    } finally {
      await dataSource.destroy();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
