import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../apps/server/test/support/free-port.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debian's Chromium: Playwright never downloads a browser here. Most tests drive its headless
 * shell, the browser Playwright itself runs headless tests in: without the full browser's
 * windowing and GPU processes the suite takes a quarter less time on two cores. The app's push
 * subscription needs the full browser's push service, so pwa.spec.ts drives full Chromium.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const fullBrowserTests = /pwa\.spec\.ts$/;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

for (const [path, variable] of [
  [chromiumPath, 'CHROMIUM_PATH'],
  [headlessShellPath, 'CHROMIUM_HEADLESS_SHELL_PATH'],
] as const) {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: install Debian's chromium and chromium-headless-shell with ` +
        `\`npm run test:deps\` (or point ${variable} at one). The browser tests never download a browser.`,
    );
  }
}
// WEB_DIST_DIR (read by the server too) lets parallel runs each test their own build.
const webDist = resolve(repoRoot, process.env.WEB_DIST_DIR || 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error(
    `${webDist}/index.html is missing: the browser tests run against the built app, ` +
      'run `npm run build` first (`npm test` does).',
  );
}

// The config is evaluated again in every worker process: they inherit the port chosen here
// through the environment, so they all talk to the one server.
process.env.E2E_PORT ||= String(await findFreePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-${port}`;

export default defineConfig({
  testDir: 'tests',
  workers: 2,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: 'list',
  // Two cores shared by the server, the browser and two workers: give assertions room. Tests
  // run two to four times slower in the full suite than alone (the feed's Back test: 8 s alone,
  // 23-31 s in full runs), so a test has a minute and an assertion 20 s (CI's machine ran the
  // suite another two times slower: a first render took over 10 s); speed is the benchmarks'
  // business.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's worker would serve each build from its cache: only pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'headless-shell',
      testIgnore: fullBrowserTests,
      use: { launchOptions: { executablePath: headlessShellPath, args: chromiumArgs } },
    },
    {
      name: 'chromium',
      testMatch: fullBrowserTests,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    // The real server on a fresh data directory: it creates, migrates and seeds the database.
    command: `"${process.execPath}" e2e/support/start-server.ts`,
    cwd: repoRoot,
    url: `${baseURL}/config.js`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1: the per-address limit would throttle the suite.
      TOKEN_RATE_LIMIT: '100000',
      // The comment tests post as the same demo users from two workers.
      COMMENT_RATE_LIMIT: '100000',
      // The schedule test saves an action for the current Moscow minute (due at once): poll often.
      SCHEDULER_INTERVAL_MS: '1000',
      // Nothing balances load onto this one server: no grace period to wait out on shutdown.
      SHUTDOWN_GRACE_MS: '0',
    },
  },
});
