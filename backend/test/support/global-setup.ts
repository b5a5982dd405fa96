import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { runMigrations } from '../../src/database/run-migrations';
import { databaseUrl, TEST_SERVER_URL_VAR, TEST_TEMPLATE_VAR, withClient } from './test-database';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('kein Port')),
      );
    });
  });
}

declare global {
  var __BB_EMBEDDED_STOP__: (() => Promise<void>) | undefined;
  var __BB_TEMPLATE_DROP__: (() => Promise<void>) | undefined;
}

/** Starts PostgreSQL (TEST_DATABASE_URL or a fresh embedded one) and migrates one template database. */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const embedded = await startEmbeddedPostgres({
      dataDir: mkdtempSync(join(tmpdir(), 'bb-test-pg-')),
      port: await freePort(),
    });
    serverUrl = embedded.url;
    globalThis.__BB_EMBEDDED_STOP__ = embedded.stop;
  }
  const template = `bb_template_${process.pid}_${Date.now()}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  await runMigrations(loadConfig({ NODE_ENV: 'test' }), databaseUrl(serverUrl, template));

  const url = serverUrl;
  globalThis.__BB_TEMPLATE_DROP__ = () =>
    withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)).then(() => undefined);
  process.env[TEST_SERVER_URL_VAR] = serverUrl;
  process.env[TEST_TEMPLATE_VAR] = template;
}
