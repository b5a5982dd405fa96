// Preloaded (`node --require`) into a server whose clock a harness sets: the browser journeys'
// (frontend/playwright.config.ts, "Jetzt geöffnet" at chosen instants) and the benchmark's
// (backend/bench, "open now" by day and by night). The app reads the time through its injected Clock
// (backend/src/common/clock.ts); this replaces SystemClock.now of the built backend so that, while
// the file named by FIXED_CLOCK_FILE holds an ISO time, that time is "now". An empty or missing file
// means the real time. Nothing of this is part of the product or its build.
const { existsSync, readFileSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');

// The clock of the build being started (`node --require fixed-clock.cjs <build>/main.js`), so that a copy of the build
// beside backend/dist (one side of an A/B) runs at the set time too; else backend/dist's (the bench's SQL profile
// loads this into its own process).
const startedClock = process.argv[1] === undefined ? undefined : join(dirname(process.argv[1]), 'common/clock.js');
const { SystemClock } = require(
  startedClock !== undefined && existsSync(startedClock) ? startedClock : join(__dirname, '../dist/common/clock.js'),
);

const file = process.env.FIXED_CLOCK_FILE;

// The file is read again only when it is another file: the harnesses replace it (write a new one, rename it over the
// old), so each setting has another inode than the one before. The search asks for the time two or three times a
// request, and reading the file each time cost the server under test about 30 µs of a search request's 1.3 ms at 16
// connections (open, read and close for each), which production does not spend. The modification time alone would not
// do: it moves in clock ticks of several milliseconds, and two instants of the same length written within one tick
// would look the same.
let seen = { version: undefined, fixed: '' };

// The stat() that remains is looked at on every call unless FIXED_CLOCK_RECHECK_MS is set: the browser journeys set
// the clock right before the request that must see it. The benchmark changes it only between scenarios and waits that
// long after each change (bench/clock.mjs), so its server looks at most once per interval: at 16 connections a stat()
// a call was about a tenth of a detail request's CPU, which production does not spend either.
const recheckMs = Number(process.env.FIXED_CLOCK_RECHECK_MS ?? 0);
let checkedAt = -Infinity;

function fixedTime() {
  if (recheckMs > 0) {
    const now = performance.now();
    if (now - checkedAt < recheckMs) return seen.fixed;
    checkedAt = now;
  }
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  const version = stats === undefined ? 'none' : `${stats.ino}:${stats.mtimeNs}:${stats.size}`;
  if (version !== seen.version) seen = { version, fixed: stats === undefined ? '' : readFileSync(file, 'utf8').trim() };
  return seen.fixed;
}

SystemClock.prototype.now = function now() {
  if (file !== undefined) {
    try {
      const fixed = fixedTime();
      if (fixed !== '') return new Date(fixed);
    } catch {
      // Unreadable: the real time.
    }
  }
  return new Date();
};
