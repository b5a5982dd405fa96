// Preloaded into the browser journeys' server only (playwright.config.ts, `node --require`): lets a
// journey set the server's clock. The app reads the time through its injected Clock
// (backend/src/common/clock.ts); this replaces SystemClock.now of the built backend so that, while
// the file named by E2E_CLOCK_FILE holds an ISO time, that time is "now". An empty or missing file
// means the real time. Nothing of this is part of the product or its build.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { SystemClock } = require(join(__dirname, '../../../backend/dist/common/clock.js'));

const file = process.env.E2E_CLOCK_FILE;

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
