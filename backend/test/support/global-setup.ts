import 'reflect-metadata';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { DataSource } from 'typeorm';
import { runMigrations } from '../../src/database/run-migrations';
import { entities } from '../../src/entities';
import { typeOrmOptions } from '../../src/database/typeorm-options';
import { BUNDLED_DATASET_PATH } from '../../src/import/dataset';
import { freePort } from '../../src/common/free-port';
import {
  databaseUrl,
  TEST_DATASET_TEMPLATE_VAR,
  TEST_SERVER_URL_VAR,
  TEST_TEMPLATE_VAR,
  withClient,
} from './test-database';
import { importBundledDataset } from './import-dataset';

declare global {
  var __BB_EMBEDDED_STOP__: (() => Promise<void>) | undefined;
  var __BB_TEMPLATE_DROP__: (() => Promise<void>) | undefined;
}

/** A second template with the bundled dataset imported, for suites that search real data. */
async function createDatasetTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `${template}_dataset`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const dataSource = new DataSource({
    ...typeOrmOptions(loadConfig({ NODE_ENV: 'test' }), databaseUrl(serverUrl, name)),
    entities,
  });
  await dataSource.initialize();
  try {
    await importBundledDataset(dataSource);
    await dataSource.query('ANALYZE');
  } finally {
    await dataSource.destroy();
  }
  return name;
}

/**
 * Starts PostgreSQL (TEST_DATABASE_URL or a fresh embedded one), migrates one template database
 * and, when the bundled dataset exists, a second one with it imported.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const embedded = await startEmbeddedPostgres({
      dataDir: mkdtempSync(join(tmpdir(), 'bb-test-pg-')),
      port: await freePort(),
    });
    serverUrl = embedded.url;
    globalThis.__BB_EMBEDDED_STOP__ = () => embedded.stop();
  }
  const template = `bb_template_${process.pid}_${Date.now()}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  await runMigrations(loadConfig({ NODE_ENV: 'test' }), databaseUrl(serverUrl, template));

  const templates = [template];
  const url = serverUrl;
  globalThis.__BB_TEMPLATE_DROP__ = async () => {
    for (const name of templates) {
      await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  };
  if (existsSync(BUNDLED_DATASET_PATH)) {
    const datasetTemplate = await createDatasetTemplate(serverUrl, template);
    templates.unshift(datasetTemplate);
    process.env[TEST_DATASET_TEMPLATE_VAR] = datasetTemplate;
  }
  process.env[TEST_SERVER_URL_VAR] = serverUrl;
  process.env[TEST_TEMPLATE_VAR] = template;
}
