// The server's clock during a scenario. The bench server (app-server.mjs) and the in-process app of
// the SQL profile (sql-profile.mjs) load backend/scripts/fixed-clock.cjs, which takes "now" from
// CLOCK_FILE while it holds an ISO time: "open now" is measured at the instants the scenarios name
// (a Monday morning, a Monday night), not at whatever time the bench happens to run.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_DIR } from './backend-build.mjs';
import { BENCH_DATA_DIR } from './bench-database.mjs';

export const CLOCK_FILE = join(BENCH_DATA_DIR, 'clock');
export const FIXED_CLOCK_PRELOAD = join(BACKEND_DIR, 'scripts/fixed-clock.cjs');
/**
 * How often the bench server looks at CLOCK_FILE (FIXED_CLOCK_RECHECK_MS, fixed-clock.cjs) instead of on every call;
 * `setClock` waits longer than this, so the next request sees the new time.
 */
export const CLOCK_RECHECK_MS = 50;

/**
 * Sets the servers' "now" to `at` (an ISO instant), or back to the real time when undefined; resolves once the
 * bench server has looked at the file again.
 */
export async function setClock(at) {
  mkdirSync(BENCH_DATA_DIR, { recursive: true });
  // A new file renamed over the old one: fixed-clock.cjs reads the file again when its inode changes.
  writeFileSync(`${CLOCK_FILE}.new`, at ?? '');
  renameSync(`${CLOCK_FILE}.new`, CLOCK_FILE);
  await new Promise((resolve) => setTimeout(resolve, 2 * CLOCK_RECHECK_MS));
}
