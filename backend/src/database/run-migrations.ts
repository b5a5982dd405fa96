import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { typeOrmOptions } from './typeorm-options';

/** Any constant shared by all processes of this app; replicas starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_240_518_301;

/** Runs pending migrations under a PostgreSQL advisory lock; returns the names applied. */
export async function runMigrations(config: Pick<AppConfig, 'db'>, url: string): Promise<string[]> {
  const dataSource = new DataSource(typeOrmOptions(config, url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
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
