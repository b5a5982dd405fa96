// The production build (backend/dist/main.js serving frontend/dist and its server bundle) on the embedded
// database in a fresh temporary folder, on free ports: what `npm run lighthouse`, `npm run observatory`
// and `npm run soak` measure. Builds first when the build is missing.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

export const ROOT = join(import.meta.dirname, '..');

async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

function ensureBuilt() {
  const built = ['frontend/dist/index.html', 'frontend/dist-server/entry-server.cjs', 'backend/dist/main.js'];
  if (built.every((path) => existsSync(join(ROOT, path)))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Der Build ist fehlgeschlagen.');
}

/**
 * Starts the app with `env` added (PUBLIC_BASE_URL defaults to its own address); resolves once
 * /api/health/ready answers 200, with its address, process id and a `stop` that also removes its data.
 */
export async function startApp(env = {}, { port: fixedPort } = {}) {
  ensureBuilt();
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-app-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      FRONTEND_DIST_DIR: join(ROOT, 'frontend/dist'),
      PUBLIC_BASE_URL: baseUrl,
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Der Server hat sich mit Code ${child.exitCode} beendet.`);
    const ready = await fetch(`${baseUrl}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return { port, baseUrl, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('Der Server wurde nicht bereit.');
}
