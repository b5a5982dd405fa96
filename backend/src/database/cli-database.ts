import { resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * For command-line scripts: runs `work` against DATABASE_URL, or against the embedded database
 * (started for the run and stopped afterwards) when none is configured.
 */
export async function withDatabaseUrl<T>(config: AppConfig, work: (url: string) => Promise<T>): Promise<T> {
  if (config.databaseUrl !== undefined) return work(config.databaseUrl);
  const embedded = await startEmbeddedPostgres({
    dataDir: resolve(config.dataDir, 'postgres'),
    port: config.embeddedPostgresPort,
  });
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
