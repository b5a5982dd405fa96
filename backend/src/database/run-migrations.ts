import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { typeOrmOptions } from './typeorm-options';

/** Any constant shared by all processes of this app; replicas starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_240_518_301;

/** Runs pending migrations under a PostgreSQL advisory lock; returns the names applied. */
export async function runMigrations(config: Pick<AppConfig, 'db'>, url: string): Promise<string[]> {
  // No statement timeout: a schema change on a large table (a new generated column rewrites every
  // row, an index build reads them all) takes minutes at a million businesses, not milliseconds.
  const dataSource = new DataSource(typeOrmOptions({ db: { ...config.db, statementTimeoutMs: 0 } }, url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The first migrations call uuid_generate_v4(). TypeORM installs its extension only when a data source maps
      // entities with such columns, and the migrations' data source maps none.
      await runner.query('CREATE EXTENSION IF NOT EXISTS "uuid-ossp"');
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
