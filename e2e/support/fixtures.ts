import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { type Credentials, type SpecTeam, specTeam } from './specTeam';

export type Locale = 'zh-CN' | 'en-US';

export type { Credentials, SpecTeam } from './specTeam';

const ARTIFACTS = resolve(import.meta.dirname, '..', 'artifacts');

type ConsoleGuard = {
  /** Console errors matching this are expected in the current test (e.g. a deliberate 401). */
  allow: (pattern: RegExp) => void;
};

type Fixtures = {
  consoleGuard: ConsoleGuard;
  /** This spec file's own tenant and its admin, manager and worker (see specTeam). */
  team: SpecTeam;
};

/** Pictures from the xhs/dy CDNs, rewritten by the server to its image proxy. */
export const IMAGE_PROXY_URL = /\/images(-na)?\//;

/** Every test fails on a console error or uncaught page error it did not expect. */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through the global setup');
    await use(url);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  team: async ({}, use, testInfo) => {
    await use(specTeam(testInfo.file));
  },
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Without internet the image proxy answers 502 for CDN pictures; thumbnails show a placeholder.
        if (IMAGE_PROXY_URL.test(message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium logs a failed request as a console error; tests that expect one allow it. */
export const FAILED_REQUEST =
  /Failed to load resource: the server responded with a status of (401|403|422|429)/;

/** Opens the app in a locale (only when none was chosen yet, so a user's switch is kept). */
export const useLocale = async (page: Page, locale: Locale): Promise<void> => {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('arco-locale')) window.localStorage.setItem('arco-locale', value);
  }, locale);
};

export const requestToken = async (page: Page, who: Credentials): Promise<string> => {
  const response = await page.request.post('/api/token', {
    form: {
      username: who.username,
      password: who.password,
      grant_type: '',
      scope: '',
      client_id: '',
      client_secret: '',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** Signs in through the API (faster than the form) and opens `path`. */
export const signIn = async (
  page: Page,
  who: Credentials,
  path = '/publication-maintenance/publication-effect',
) => {
  const token = await requestToken(page, who);
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(page.locator('.layout__navbar')).toBeVisible();
  return token;
};

/** Saves a screenshot under e2e/artifacts (kept as a test artifact, gitignored). */
export const snap = async (page: Page, name: string): Promise<void> => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let transitions and toasts settle so the picture shows the screen, not an animation.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
};

/**
 * Keeps a screenshot of a changed screen as a test artifact: in the test's output folder
 * (test-results/<test>/<name>.png, kept whether the test passes or not) and attached to the report, so CI
 * keeps it with the results; a copy goes under e2e/artifacts for a reviewer.
 */
export const keepScreenshot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  await snap(page, name);
  const path = testInfo.outputPath(`${name}.png`);
  copyFileSync(join(ARTIFACTS, `${name}.png`), path);
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

/** Waits for the top progress bar to finish and lazy pages to render. */
export const settled = async (page: Page): Promise<void> => {
  await expect(page.locator('#nprogress')).toHaveCount(0);
};
