import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a journey sets the server's clock (read by backend/scripts/fixed-clock.cjs, preloaded into the
 * journeys' server by playwright.config.ts); absent means the real time. One per port, like the server.
 */
export const E2E_CLOCK_FILE = join(tmpdir(), `bb-e2e-clock-${process.env.E2E_PORT ?? 3100}`);

/**
 * Sets the server's clock to an instant; `resetServerClock` gives it back the real time. Journeys run
 * one at a time, so a journey that sets it resets it when done.
 */
export function setServerClock(instant: string): void {
  // A new file renamed over the old one: fixed-clock.cjs reads the file again when its inode changes.
  writeFileSync(`${E2E_CLOCK_FILE}.new`, instant);
  renameSync(`${E2E_CLOCK_FILE}.new`, E2E_CLOCK_FILE);
}

export function resetServerClock(): void {
  rmSync(E2E_CLOCK_FILE, { force: true });
}
