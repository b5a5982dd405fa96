import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/common/free-port';

const MAIN = join(__dirname, '..', 'src', 'main.ts');

function listen(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Runs the server's entry point as `npm start` does (from the sources, the build may be stale) until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'jiti/register', MAIN], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    cwd: __dirname,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A start that got past the check would create and migrate a database: stop it, the test has failed anyway.
  const timer = setTimeout(() => child.kill('SIGTERM'), 45_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('a start on a taken HTTP port', () => {
  let parent: string;
  let occupied: Server;
  let port: number;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'bb-taken-port-'));
    port = await freePort();
    occupied = await listen(port, '127.0.0.1');
  });

  afterAll(() => {
    occupied.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('stops with a message naming the port before the data folder or a database exists', async () => {
    const dataDir = join(parent, 'data');
    const { code, output } = await start({ PORT: String(port), HOST: '0.0.0.0', DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(output).toContain(`Start fehlgeschlagen: Port ${port} auf 0.0.0.0 ist belegt`);
    expect(output).toContain('Abhilfe: Der Port ist belegt.');
    expect(output).not.toContain('Starte eingebettete PostgreSQL-Datenbank');
    expect(existsSync(dataDir)).toBe(false);
  });
});
