import { loadConfig } from '../src/config/app-config';
import { migrations } from '../src/database/migrations';
import { runMigrations } from '../src/database/run-migrations';
import { databaseUrl, TEST_SERVER_URL_VAR, withClient } from './support/test-database';

describe('runMigrations', () => {
  const server = process.env[TEST_SERVER_URL_VAR]!;
  const name = `bb_migrate_${process.pid}`;

  beforeAll(() => withClient(server, (client) => client.query(`CREATE DATABASE ${name}`)));
  afterAll(() => withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('lets replicas start together: exactly one of them applies each migration', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const url = databaseUrl(server, name);
    const results = await Promise.all([
      runMigrations(config, url),
      runMigrations(config, url),
      runMigrations(config, url),
    ]);
    expect(results.flat().sort()).toEqual(migrations.map((migration) => new migration().name).sort());
    expect(await runMigrations(config, url)).toEqual([]);
  });
});
