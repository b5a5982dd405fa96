import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../src/common/free-port';
import { DEFAULT_EMBEDDED_PG_PORT } from '../src/database/embedded-postgres';

interface Outcome {
  port?: number;
  rows?: unknown[];
  error?: string;
}

const RUNNER = join(__dirname, 'support', 'embedded-postgres-run.ts');
/** Every child's exit, awaited after the suite so no database outlives it. */
const exits: Promise<void>[] = [];

/**
 * Starts the embedded database in a child process (Jest's sandbox cannot load the ESM-only package);
 * resolves with its first report. `hold`: the child keeps it running until `release` is called.
 */
function startInChild(
  env: Record<string, string>,
  hold = false,
): {
  outcome: Promise<Outcome>;
  release(): Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'jiti/register', RUNNER], {
    env: { ...process.env, ...env, HOLD: hold ? '1' : '0' },
    cwd: __dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const outcome = new Promise<Outcome>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line !== undefined) resolve(JSON.parse(line) as Outcome);
    });
    child.once('exit', () => reject(new Error(`Kind beendet ohne Ergebnis: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exits.push(exited);
  return {
    outcome,
    release: () => {
      child.stdin.end();
      return exited;
    },
  };
}

function occupy(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    // Taken already (by another process): that is what the test needs anyway.
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('embedded PostgreSQL start-up', () => {
  let dataDir: string;
  let occupied: Server | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bb-embedded-port-'));
    occupied = await occupy(DEFAULT_EMBEDDED_PG_PORT);
  });

  afterAll(async () => {
    await Promise.all(exits);
    occupied?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('picks a free port when the default one is taken and EMBEDDED_PG_PORT is not set', async () => {
    const outcome = await startInChild({ PG_DATA_DIR: join(dataDir, 'free') }).outcome;
    expect(outcome.error).toBeUndefined();
    expect(outcome.port).not.toBe(DEFAULT_EMBEDDED_PG_PORT);
    expect(outcome.rows).toEqual([{ one: 1 }]);
  }, 120_000);

  it('fails with a German message naming EMBEDDED_PG_PORT and the port when the set port is taken', async () => {
    const outcome = await startInChild({
      PG_DATA_DIR: join(dataDir, 'set'),
      EMBEDDED_PG_PORT: String(DEFAULT_EMBEDDED_PG_PORT),
    }).outcome;
    expect(outcome.error).toContain(`Port ${DEFAULT_EMBEDDED_PG_PORT} aus EMBEDDED_PG_PORT ist belegt.`);
  }, 60_000);

  it('names the cause when PostgreSQL itself refuses to start (its data directory is in use)', async () => {
    const PG_DATA_DIR = join(dataDir, 'shared');
    const first = startInChild({ PG_DATA_DIR }, true);
    try {
      expect((await first.outcome).rows).toEqual([{ one: 1 }]);
      const second = await startInChild({ PG_DATA_DIR, EMBEDDED_PG_PORT: String(await freePort()) }).outcome;
      expect(second.error).toMatch(
        /^Die eingebettete PostgreSQL-Datenbank \(.+, Port \d+\) ließ sich nicht starten: (?!undefined|ohne Fehlermeldung)/,
      );
    } finally {
      await first.release();
    }
  }, 120_000);

  /** Whether PostgreSQL on `port` lets the superuser in with `password`. */
  async function logsIn(port: number, password: string): Promise<boolean> {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  }

  it('security review 11: the superuser gets a random password kept beside the data, and an old cluster is moved to one', async () => {
    const PG_DATA_DIR = join(dataDir, 'password');
    const passwordFile = `${PG_DATA_DIR}-password`;
    const first = startInChild({ PG_DATA_DIR, EMBEDDED_PG_PORT: String(await freePort()) }, true);
    let port: number;
    try {
      port = Number((await first.outcome).port);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect([await logsIn(port, 'postgres'), await logsIn(port, password)]).toEqual([false, true]);
      // Back to a cluster as the old versions made it: postgres/postgres, no password kept.
      const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
      await client.connect();
      await client.query(`ALTER USER postgres PASSWORD 'postgres'`);
      await client.end();
      rmSync(passwordFile);
    } finally {
      await first.release();
    }
    const again = startInChild({ PG_DATA_DIR, EMBEDDED_PG_PORT: String(await freePort()) }, true);
    try {
      const outcome = await again.outcome;
      expect(outcome.rows).toEqual([{ one: 1 }]);
      const moved = readFileSync(passwordFile, 'utf8').trim();
      expect([await logsIn(Number(outcome.port), 'postgres'), await logsIn(Number(outcome.port), moved)]).toEqual([
        false,
        true,
      ]);
    } finally {
      await again.release();
    }
  }, 180_000);
});
