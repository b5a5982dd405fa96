// Preloaded (`node --require`) into a server whose clock a harness sets: the browser journeys'
// (frontend/playwright.config.ts, "Jetzt geöffnet" at chosen instants) and the benchmark's
// (backend/bench, "open now" by day and by night). The app reads the time through its injected Clock
// (backend/src/common/clock.ts); this replaces SystemClock.now of the built backend so that, while
// the file named by FIXED_CLOCK_FILE holds an ISO time, that time is "now". An empty or missing file
// means the real time. Nothing of this is part of the product or its build.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { SystemClock } = require(join(__dirname, '../dist/common/clock.js'));

const file = process.env.FIXED_CLOCK_FILE;

SystemClock.prototype.now = function now() {
  if (file !== undefined) {
    try {
      const fixed = readFileSync(file, 'utf8').trim();
      if (fixed !== '') return new Date(fixed);
    } catch {
      // No file: the real time.
    }
  }
  return new Date();
};
