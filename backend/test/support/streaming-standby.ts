import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/common/free-port';
import { asServerUser, serverSettings, serverTools } from './private-postgres';

/** A primary PostgreSQL server with one hot standby streaming from it, each on its own port. */
export interface StreamingPair {
  /** The same database on both servers. */
  primaryUrl: string;
  standbyUrl: string;
  primary<T>(sql: string, params?: unknown[]): Promise<T[]>;
  standby<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Holds the standby at its current state: later commits on the primary stay invisible there. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the standby has replayed everything committed so far; returns the milliseconds waited. */
  caughtUp(): Promise<number>;
  /** Stops the standby only, as if it crashed. */
  stopStandby(): Promise<void>;
  /** Stops both servers and deletes their files; safe to call more than once. */
  stop(): Promise<void>;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Creates a fresh cluster with `initdb` (never a copy of a shared server, whose size is unknown),
 * a database in it, and a standby from `pg_basebackup -R -X stream`, the way a production
 * replica is made. Everything lives in one temporary folder that `stop()` removes.
 */
export async function startStreamingPair(database: string): Promise<StreamingPair> {
  const bin = serverTools(['initdb', 'pg_ctl', 'postgres', 'pg_basebackup']);
  const tool = (name: string, args: string[]) => asServerUser(join(bin, name), args);
  // Made by the server's user, so both data folders inside belong to it.
  const root = await asServerUser('mktemp', ['-d', join(tmpdir(), 'bb-replication-XXXXXX')]);
  const primaryDir = join(root, 'primary');
  const standbyDir = join(root, 'standby');
  const clients: Client[] = [];
  const started: string[] = [];

  const stopServer = async (dir: string): Promise<void> => {
    if (!started.includes(dir)) return;
    started.splice(started.indexOf(dir), 1);
    await tool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  const stop = async (): Promise<void> => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    await stopServer(standbyDir);
    await stopServer(primaryDir);
    rmSync(root, { recursive: true, force: true });
  };
  const startServer = async (dir: string, port: number): Promise<void> => {
    const log = join(root, `${port}.log`);
    writeFileSync(join(dir, 'postgresql.conf'), serverSettings(root, port), { flag: 'a' });
    started.push(dir);
    try {
      await tool('pg_ctl', ['-D', dir, '-l', log, '-w', '-t', '30', 'start']);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL in ${dir} startet nicht: ${String(error)}\n${tail}`);
    }
  };

  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    await tool('initdb', [
      ...['-D', primaryDir, '-U', 'postgres', '-A', 'trust'],
      ...['-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    ]);
    await startServer(primaryDir, primaryPort);
    const server = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    const admin = await connect(server(primaryPort, 'postgres'));
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();

    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await startServer(standbyDir, standbyPort);

    const primaryUrl = server(primaryPort, database);
    const standbyUrl = server(standbyPort, database);
    const primaryClient = await connect(primaryUrl);
    const standbyClient = await connect(standbyUrl);
    clients.push(primaryClient, standbyClient);
    const primary = async <T>(sql: string, params: unknown[] = []) =>
      (await primaryClient.query(sql, params)).rows as T[];
    const standby = async <T>(sql: string, params: unknown[] = []) =>
      (await standbyClient.query(sql, params)).rows as T[];

    return {
      primaryUrl,
      standbyUrl,
      primary,
      standby,
      pauseReplay: async () => {
        await standby('SELECT pg_wal_replay_pause()');
        // The startup process honours the request when it next checks; wait until replay stands still.
        while (
          (await standby<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state'))[0].state !== 'paused'
        ) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
      resumeReplay: async () => {
        await standby('SELECT pg_wal_replay_resume()');
      },
      caughtUp: async () => {
        const since = performance.now();
        const [{ lsn }] = await primary<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
        for (;;) {
          const [{ behind }] = await standby<{ behind: boolean }>(
            'SELECT pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()) > 0 AS behind',
            [lsn],
          );
          if (!behind) return performance.now() - since;
          if (performance.now() - since > 10_000) throw new Error('Standby holt den Primärserver nicht ein');
        }
      },
      stopStandby: async () => {
        await standbyClient.end();
        clients.splice(clients.indexOf(standbyClient), 1);
        await stopServer(standbyDir);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
