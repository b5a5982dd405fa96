import 'reflect-metadata';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { SEARCH_DATA_SOURCE } from '../../src/database/typeorm-options';
import { validBusinessPayload } from './business-payloads';
import { observeContract } from './openapi-contract-check';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** The search's own pools (searchTypeOrmOptions): the statements of a search are sent through this one. */
  searchDataSource: DataSource;
  /** The HTTP server for supertest. */
  server: import('node:http').Server;
  close(): Promise<void>;
}

/** Rate limits and search limits far above what any test sends; their own tests lower them through `env`. */
const GENEROUS_LIMITS = {
  THROTTLE_SEARCH_LIMIT: '1000000',
  THROTTLE_READ_LIMIT: '1000000',
  THROTTLE_CREATE_BUSINESS_LIMIT: '1000000',
  THROTTLE_CREATE_REVIEW_LIMIT: '1000000',
  THROTTLE_REPORT_REVIEW_LIMIT: '1000000',
  THROTTLE_RENDER_LIMIT: '1000000',
  THROTTLE_EDIT_BUSINESS_LIMIT: '1000000',
  // A loaded test machine must not turn a search into a 503, nor suites that search in parallel from one address.
  SEARCH_BUDGET_MS: '15000',
  SEARCH_CONCURRENCY: '10000',
  SEARCH_CONCURRENCY_PER_CLIENT: '10000',
};

export interface TestAppOptions {
  /** Start from a copy of the bundled dataset (1,824 businesses) instead of an empty database. */
  dataset?: boolean;
  /** A migrated database the suite made itself (e.g. on its own server), used instead of a fresh clone. */
  database?: { url: string; drop(): Promise<void> };
}

/** A full application on its own fresh database; pass env overrides as the process would get them. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ dataset: options.dataset }));
  const config = loadConfig({ NODE_ENV: 'test', SEED_ON_EMPTY_DATABASE: 'false', ...GENEROUS_LIMITS, ...env });
  const app = await createApp(config, { databaseUrl: database.url });
  // Every answer a suite sees is held against docs/openapi.json; a suite that saw one the document does not
  // describe fails when it closes its app.
  const contractProblems = observeContract(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    searchDataSource: app.get<DataSource>(getDataSourceToken(SEARCH_DATA_SOURCE)),
    server: app.getHttpServer(),
    close: async () => {
      await app.close();
      await database.drop();
      const problems = contractProblems();
      if (problems.length > 0) {
        throw new Error(`Antworten, die docs/openapi.json nicht beschreibt:\n${problems.join('\n')}`);
      }
    },
  };
}

/**
 * Logs in as the test app's administrator (ADMIN_USERNAME and ADMIN_PASSWORD of its env) and returns the session
 * token for the `x-admin-session` header. The login must succeed.
 */
export async function adminSession(t: TestApp): Promise<string> {
  const { username, password } = t.config.admin;
  if (password === undefined) throw new Error('adminSession needs ADMIN_PASSWORD in the test app’s env');
  const login = await request(t.server).post('/api/admin/login').send({ username, password }).expect(200);
  return String(login.body.sessionToken);
}

/**
 * An entry from the public form, published as if the administrator had approved it (the approval itself is
 * publishing.api-spec.ts's); reviews are taken on published entries only. Returns its id.
 */
export async function createPublishedBusiness(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await request(t.server).post('/api/businesses').send(validBusinessPayload(overrides)).expect(201);
  await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [created.body.id]);
  return String(created.body.id);
}
