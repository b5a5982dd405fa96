import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { typeOrmOptions } from '../database/typeorm-options';

/** `npm run db:migrate`: runs pending migrations against DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded =
    config.databaseUrl === undefined
      ? await startEmbeddedPostgres({ dataDir: resolve(config.dataDir, 'postgres'), port: config.embeddedPostgresPort })
      : undefined;
  const dataSource = new DataSource(typeOrmOptions(config, config.databaseUrl ?? embedded!.url));
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length === 0 ? 'Keine offenen Migrationen.' : `Ausgeführt: ${applied.map((m) => m.name).join(', ')}`,
    );
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
