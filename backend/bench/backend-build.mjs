// The production build of the backend (backend/dist), built first when missing or older than
// its sources, and the compiled modules the bench scripts use from it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BACKEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = join(BACKEND_DIR, '..');
/**
 * BENCH_BACKEND_DIST: another build's dist folder to measure instead (e.g. main's, built apart, for a "before" run
 * with this checkout's bench); it is used as it is, never rebuilt.
 */
const OTHER_DIST = process.env.BENCH_BACKEND_DIST;
export const MAIN_JS = OTHER_DIST ? join(OTHER_DIST, 'main.js') : join(BACKEND_DIR, 'dist/main.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/** Builds the backend unless dist/main.js is newer than every source file. */
export function ensureBackendBuilt() {
  if (OTHER_DIST) return;
  const sources = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((path) =>
    join(BACKEND_DIR, path),
  );
  const built = newestMtime(MAIN_JS);
  if (built > 0 && built >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the backend (npm run build -w backend) …');
  const result = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The backend build failed');
}

/**
 * `require` as seen from backend/dist: compiled modules load with `requireBuilt('./app.factory')`,
 * and packages resolve to the very instances the compiled app uses (the harness wraps `pg`'s).
 */
export const requireBuilt = createRequire(MAIN_JS);
