import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chmod, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { withDatabaseUrl } from './cli-database';
import { embeddedPassword } from './embedded-postgres';

/**
 * `npm run db:backup` and `npm run db:restore`: pg_dump / pg_restore (PostgreSQL's client programs,
 * Debian's postgresql-client, or the folder PG_BIN_DIR) against DATABASE_URL or the embedded
 * database — the running one (its port from postmaster.pid), or one started for the run.
 */

interface Connection {
  /** The URL without its password, which goes to the child through PGPASSWORD instead of its arguments. */
  url: string;
  password: string | undefined;
}

function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

function program(config: AppConfig, name: 'pg_dump' | 'pg_restore'): string {
  return config.pgBinDir === undefined ? name : join(config.pgBinDir, name);
}

/**
 * The environment the client programs run in (PATH, PG* settings): the caller's, handed in by the
 * command-line script, since only configuration code reads process.env.
 */
export type ClientEnvironment = Record<string, string | undefined>;

/** Runs a client program; resolves with its output, rejects with a German message naming cause and fix. */
function run(
  command: string,
  args: string[],
  environment: ClientEnvironment,
  password: string | undefined,
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const env = password === undefined ? { ...environment } : { ...environment, PGPASSWORD: password };
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} wurde nicht gefunden. Installieren Sie die PostgreSQL-Client-Programme (Debian: apt-get install postgresql-client) oder geben Sie ihren Ordner mit PG_BIN_DIR an.`
            : `${command} ließ sich nicht starten: ${error.message}`,
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Error(`${command} ist fehlgeschlagen (Exit-Code ${code}): ${output.trim()}`));
    });
  });
}

/** The major version of a client program ('pg_dump (PostgreSQL) 15.20 (Debian …)' → 15). */
export function clientMajor(versionOutput: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput);
  return match === null ? undefined : Number(match[1]);
}

/** pg_dump refuses servers of a newer major version; this says so before it runs, with the fix. */
export function checkDumpable(clientVersion: number, serverVersion: number): void {
  if (clientVersion >= serverVersion) return;
  throw new Error(
    `pg_dump ${clientVersion} kann keine Datenbank von PostgreSQL ${serverVersion} sichern. ` +
      `Installieren Sie die Client-Programme von PostgreSQL ${serverVersion} oder neuer ` +
      `(z. B. postgresql-client-${serverVersion} aus dem Paketarchiv von PostgreSQL) und geben Sie ihren Ordner mit PG_BIN_DIR an.`,
  );
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(result.rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** The URL of the embedded database while the application runs it (postmaster.pid names the port), else undefined. */
function runningEmbeddedUrl(config: AppConfig): string | undefined {
  const dataDir = resolve(config.dataDir, 'postgres');
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // EPERM: it runs, as another user (the embedded server runs as `postgres` when started by root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return `postgres://postgres:${encodeURIComponent(embeddedPassword(dataDir))}@127.0.0.1:${Number(port)}/postgres`;
}

/** Runs `work` against DATABASE_URL, the running embedded database, or one started for the run. */
export function withBackupDatabase<T>(config: AppConfig, work: (url: string) => Promise<T>): Promise<T> {
  const running = config.databaseUrl === undefined ? runningEmbeddedUrl(config) : undefined;
  return running !== undefined ? work(running) : withDatabaseUrl(config, work);
}

export function defaultBackupFile(config: AppConfig, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return resolve(config.dataDir, 'backups', `branchenbuch-${stamp}.dump`);
}

/** A full dump in pg_dump's custom format (compressed; pg_restore reads it), readable only by the owner. */
export async function backupDatabase(
  config: AppConfig,
  environment: ClientEnvironment,
  databaseUrl: string,
  file: string,
): Promise<void> {
  const pgDump = program(config, 'pg_dump');
  const client = clientMajor(await run(pgDump, ['--version'], environment, undefined));
  if (client !== undefined) checkDumpable(client, await serverMajor(databaseUrl));
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const { url, password } = connectionOf(databaseUrl);
  // Owner-only before the first byte of data is in it (pg_dump keeps the mode of the file it overwrites).
  await writeFile(file, '', { mode: 0o600 });
  await chmod(file, 0o600);
  try {
    await run(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
      environment,
      password,
    );
  } catch (error) {
    // A failed dump leaves no partial file that could pass for a backup.
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * Restores a dump over the database: every object of the dump is dropped and recreated, in one
 * transaction, so a failed restore changes nothing. Stop the application first.
 */
export async function restoreDatabase(
  config: AppConfig,
  environment: ClientEnvironment,
  databaseUrl: string,
  file: string,
): Promise<void> {
  if (!existsSync(file)) throw new Error(`Die Sicherungsdatei ${file} gibt es nicht.`);
  const { url, password } = connectionOf(databaseUrl);
  await run(
    program(config, 'pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ],
    environment,
    password,
  );
}
