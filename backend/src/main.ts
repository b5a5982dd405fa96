import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { portIsFree } from './common/free-port';
import { describeStartupError } from './common/startup-error';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  if (config.frontendDistDir === undefined) {
    const bundled = resolve(__dirname, '../../frontend/dist');
    if (existsSync(bundled)) config.frontendDistDir = bundled;
  }

  // Before the embedded database is created, migrated and seeded, and before the app's modules are loaded (which
  // takes seconds): a taken port is known at once, and nothing is written.
  if (!(await portIsFree(config.port, config.host))) {
    throw Object.assign(new Error(`Port ${config.port} auf ${config.host} ist belegt`), { code: 'EADDRINUSE' });
  }
  const [{ createApp }, { runMigrations }] = await Promise.all([
    import('./app.factory.js'),
    import('./database/run-migrations.js'),
  ]);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === undefined) {
    const dataDir = resolve(config.dataDir, 'postgres');
    console.log(`Starte eingebettete PostgreSQL-Datenbank (${dataDir}) …`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPostgresPort });
    databaseUrl = embedded.url;
  }

  const url = databaseUrl;
  const app = await (async () => {
    const applied = await runMigrations(config, url);
    if (applied.length > 0) console.log(`Migrationen ausgeführt: ${applied.join(', ')}`);
    return createApp(config, { databaseUrl: url });
  })().catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });

  // Graceful shutdown: stop taking requests, let running ones finish, close the pool, then the embedded server.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} empfangen, fahre herunter …`);
    try {
      await app.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  if (config.searchWarmUp) await warmUp(app, config);

  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    await embedded?.stop();
    throw error;
  });
  console.log(`Branchenbuch läuft auf http://localhost:${config.port}`);
}

/** Searches of every kind before the server listens (search-warm-up.ts); a failure costs speed, not the start. */
async function warmUp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const { warmUpSearch } = await import('./businesses/search-warm-up.js');
  try {
    const lanes = Math.min(config.db.poolSize, config.searchLimits.concurrent);
    const { requests, ms } = await warmUpSearch(app, { lanes });
    console.log(`Suche vorgewärmt: ${requests} Anfragen in ${ms} ms`);
  } catch (error: unknown) {
    console.warn(`Vorwärmen der Suche fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : describeStartupError(error));
  process.exit(1);
});
