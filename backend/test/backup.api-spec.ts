import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import type { AppConfig } from '../src/config/app-config';
import { backupDatabase, restoreDatabase, withBackupDatabase } from '../src/database/backup';
import { runMigrations } from '../src/database/run-migrations';
import { entities } from '../src/entities';
import { typeOrmOptions } from '../src/database/typeorm-options';
import { startPrivateServer } from './support/private-postgres';
import type { PrivateServer } from './support/private-postgres';
import { databaseUrl, withClient } from './support/test-database';
import { importBundledDataset } from './support/import-dataset';

/** One checksum per table (row count and an order-independent digest of every row) and per sequence. */
async function checksums(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const sums: Record<string, string> = {};
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    for (const { name } of tables.rows) {
      const result = await client.query<{ rows: string; digest: string }>(
        `SELECT count(*)::text AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest FROM ${name} t`,
      );
      sums[name] = `${result.rows[0].rows}:${result.rows[0].digest}`;
    }
    const sequences = await client.query<{ name: string }>(
      `SELECT quote_ident(sequence_name) AS name FROM information_schema.sequences WHERE sequence_schema = 'public'`,
    );
    for (const { name } of sequences.rows) {
      const result = await client.query<{ state: string }>(
        `SELECT last_value::text || ':' || is_called::text AS state FROM ${name}`,
      );
      sums[`sequence ${name}`] = result.rows[0].state;
    }
    return sums;
  });
}

/**
 * On a private server of Debian's PostgreSQL (the embedded test server is newer than Debian's
 * pg_dump), with pg_dump and pg_restore of the same version through PG_BIN_DIR.
 */
describe('db:backup and db:restore (pg_dump / pg_restore)', () => {
  let server: PrivateServer;
  let database: { url: string };
  let config: AppConfig;
  let folder: string;

  beforeAll(async () => {
    server = await startPrivateServer();
    await withClient(server.serverUrl, (client) => client.query('CREATE DATABASE bb_backup'));
    database = { url: databaseUrl(server.serverUrl, 'bb_backup') };
    config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, PG_BIN_DIR: server.bin });
    await runMigrations(config, database.url);
    const dataSource = new DataSource({ ...typeOrmOptions(config, database.url), entities });
    await dataSource.initialize();
    try {
      await importBundledDataset(dataSource);
    } finally {
      await dataSource.destroy();
    }
    folder = mkdtempSync(join(tmpdir(), 'bb-backup-'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  it('a restore brings back identical data after rows were deleted, changed and added', async () => {
    const before = await checksums(database.url);
    expect(Number(before.businesses.split(':')[0])).toBeGreaterThan(1000);

    const file = join(folder, 'sicherung.dump');
    await withBackupDatabase(config, (url) => backupDatabase(config, process.env, url, file));
    expect(statSync(file).mode & 0o077).toBe(0);
    // pg_dump's custom format, which pg_restore reads.
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    await withClient(database.url, async (client) => {
      await client.query(`DELETE FROM businesses WHERE id IN (SELECT id FROM businesses ORDER BY id LIMIT 200)`);
      await client.query(
        `UPDATE businesses SET name = 'Überschrieben' WHERE id = (SELECT id FROM businesses ORDER BY id LIMIT 1)`,
      );
      await client.query(`CREATE TABLE nach_der_sicherung (id int)`);
    });
    const damaged = await checksums(database.url);
    expect(damaged.businesses).not.toBe(before.businesses);

    await withBackupDatabase(config, (url) => restoreDatabase(config, process.env, url, file));
    const after = await checksums(database.url);
    // A table the dump does not know stays; everything the dump holds is as it was.
    expect(after.nach_der_sicherung).toBe('0:d41d8cd98f00b204e9800998ecf8427e');
    delete after.nach_der_sicherung;
    expect(after).toEqual(before);
    await withClient(database.url, (client) => client.query('DROP TABLE nach_der_sicherung'));
  });

  it('a broken dump is refused and changes nothing (one transaction)', async () => {
    const file = join(folder, 'ganz.dump');
    await backupDatabase(config, process.env, database.url, file);
    const whole = readFileSync(file);
    const truncated = join(folder, 'abgeschnitten.dump');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await withClient(database.url, (client) =>
      client.query(`DELETE FROM businesses WHERE id IN (SELECT id FROM businesses ORDER BY id LIMIT 10)`),
    );
    const before = await checksums(database.url);
    await expect(restoreDatabase(config, process.env, database.url, truncated)).rejects.toThrow(
      /pg_restore ist fehlgeschlagen/,
    );
    expect(await checksums(database.url)).toEqual(before);
    await expect(restoreDatabase(config, process.env, database.url, join(folder, 'fehlt.dump'))).rejects.toThrow(
      /Die Sicherungsdatei .*fehlt\.dump gibt es nicht\./,
    );
  });

  it('missing client programs are named with the fix', async () => {
    const missing = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PG_BIN_DIR: join(folder, 'kein-postgres'),
    });
    await expect(backupDatabase(missing, process.env, database.url, join(folder, 'nie.dump'))).rejects.toThrow(
      /pg_dump wurde nicht gefunden\. .*PG_BIN_DIR/,
    );
  });
});
