#!/usr/bin/env node
// `npm start`: reads `.env`, builds what is not built (or is older than its sources), then runs the server.
// With no DATABASE_URL the backend starts its embedded PostgreSQL in .data/postgres.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLocalEnv } from './local-env.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const fromEnvFile = loadLocalEnv(join(root, '.env'));
if (fromEnvFile.length > 0) console.log(`Einstellungen aus .env: ${fromEnvFile.join(', ')}`);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => (entry === 'node_modules' ? newest : Math.max(newest, newestMtime(join(path, entry)))),
    0,
  );
}

function buildIfStale(workspace, sources, outputs) {
  // The oldest output decides (a missing one counts as never built).
  const outputTime = Math.min(...outputs.map((output) => newestMtime(join(root, workspace, output))));
  const sourceTime = Math.max(...sources.map((source) => newestMtime(join(root, workspace, source))));
  if (outputTime >= sourceTime && outputTime > 0) return;
  console.log(`Baue ${workspace} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('backend', ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'], ['dist/main.js']);
buildIfStale(
  'frontend',
  ['src', 'index.html', 'public', 'vite.config.ts', 'package.json'],
  [
    'dist/index.html',
    // The server bundle that renders the public pages (frontend/src/entry-server.tsx).
    'dist-server/entry-server.cjs',
  ],
);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
server.on('error', (error) => {
  console.error(
    `Der Server ließ sich nicht starten: ${error.message}. Bitte \`npm run build\` ausführen und erneut versuchen.`,
  );
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
