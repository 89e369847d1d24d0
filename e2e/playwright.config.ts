import { defineConfig } from '@playwright/test';

/** Debian's Chromium (DESIGN §3/§8): Playwright's own browser download is never used. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // In CI one retry keeps a timing hiccup from failing the run; Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  // `npm test` at the root reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) for its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  // Every test's folder in test-results is kept, passed or failed: the #15 specs keep their screenshots of the
  // changed screens there (keepScreenshot: the file plus an attachment in the report), for CI to keep.
  preserveOutput: 'always',
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Without a limit a click or read on an element that never appears waits until the test's timeout, and
    // the report then names the wrong step.
    actionTimeout: 15_000,
    // The automatic end-of-test picture, only for a failure; the screens a test means to keep it takes itself.
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
