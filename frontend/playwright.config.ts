import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_CLOCK_FILE } from './e2e/support/server-clock';

const here = dirname(fileURLToPath(import.meta.url));

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The server's data directory; without SMTP_URL its mails are .eml files under mail/ there (the owner journey reads
 * them). Made once in the main process: the workers inherit it through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bb-e2e-'));
export const E2E_DATA_DIR: string = process.env.E2E_DATA_DIR;
export const E2E_ADMIN = {
  username: 'admin',
  password: 'e2e-Admin-Passwort-2026',
  segment: 'e2e-admin-bereich-7f3k9q2m',
};

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // The real built backend serving the real built frontend, on a fresh embedded database.
    // The clock preload lets a journey fix the server's time ("Jetzt geöffnet"); it changes nothing else.
    command: `node --require ${join(here, '../backend/scripts/fixed-clock.cjs')} ${join(here, '../backend/dist/main.js')}`,
    url: `http://localhost:${PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FIXED_CLOCK_FILE: E2E_CLOCK_FILE,
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(PORT + 1000),
      FRONTEND_DIST_DIR: join(here, 'dist'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_PATH_SEGMENT: E2E_ADMIN.segment,
      // Every test is a fresh browser from 127.0.0.1 and checks the admin segment once per admin page;
      // on a fast machine the suite asks more than the default 20 times a minute. The journeys also create
      // more entries than one visitor may in an hour (10); the limits themselves are proven by the API suites.
      THROTTLE_ADMIN_PATH_LIMIT: '1000',
      // The browser's own reads (a render's calls are not counted); low enough for the security journey to reach it.
      THROTTLE_READ_LIMIT: '3000',
      // Every test is a fresh browser from 127.0.0.1: far more page renders than one visitor makes.
      THROTTLE_RENDER_LIMIT: '100000',
      THROTTLE_EDIT_BUSINESS_LIMIT: '1000',
      THROTTLE_CREATE_BUSINESS_LIMIT: '1000',
      // The landing-page journey adds entries and waits for them to get their page.
      LANDING_REFRESH_SECONDS: '2',
    },
  },
});
