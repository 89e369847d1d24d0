import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ourViolations } from '../support/axeExclusions';
import { expect, keepScreenshot, type Locale, settled, signIn, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

/** The main pages, each checked as admin in zh-CN (#15 item 14) and in en-US. */
/** `ready`: the page's own content, loaded (a table's header row shows while its rows are still loading). */
const PAGES = [
  { name: 'comments', path: '/publication-maintenance/comment-maintenance', ready: '.comment-text' },
  { name: 'data-management', path: '/data-management?tab=imports', ready: '.imports-panel' },
  { name: 'notes', path: '/data-management?tab=notes', ready: '.tracked-notes' },
  { name: 'dashboard', path: '/publication-maintenance/publication-effect', ready: '.layout__page' },
  { name: 'brand-sentiment', path: '/brand-monitoring/brand-sentiment', ready: '.layout__page' },
  { name: 'team', path: '/team/members', ready: 'tbody .arco-table-tr:not(.arco-table-empty-row)' },
  { name: 'profile', path: '/user/setting', ready: '.layout__page form' },
] as const;

/**
 * Settled as the user sees it: the page's content is there and no spinner or skeleton is left. axe on a
 * half-loaded page measured the loading state (the comment table's spinner, the today tiles' skeletons) and
 * found what the loaded page does not have, or missed what it has.
 */
const loaded = async (page: Page, ready: string) => {
  await expect(page.locator(ready).first()).toBeVisible();
  await settled(page);
  await expect(page.locator('.arco-spin-loading, .arco-skeleton')).toHaveCount(0);
};

/**
 * WCAG 2 A and AA; critical and serious findings of ours fail (the UI kit's own are in axeExclusions), and so
 * does a rule axe could not run. The window is made as tall as the page first: axe 4.13 aborts its whole
 * colour-contrast rule ("Element midpoint exceeds the grid bounds", dequelabs/axe-core#4253) when a scrolling
 * box (the comment table) reaches below the window, and that aborted rule used to count as a pass.
 */
const audit = async (page: Page) => {
  const height = await page.evaluate(() =>
    Math.max(
      document.documentElement.scrollHeight,
      (document.querySelector('.layout__main')?.scrollHeight ?? 0) +
        (document.querySelector('.layout__main')?.getBoundingClientRect().top ?? 0),
    ),
  );
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width, height: Math.max(height, 800) });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const notRun = results.incomplete
    .filter((rule) => 'error' in rule)
    .map((rule) => ({ id: rule.id, notRun: (rule as { error?: { message?: string } }).error?.message }));
  return [...ourViolations(results.violations), ...notRun];
};

for (const locale of ['zh-CN', 'en-US'] as Locale[])
  for (const theme of ['light', 'dark'] as const) {
    test(`login page has no serious accessibility violation (${locale}, ${theme})`, async ({
      page,
    }, testInfo) => {
      await useLocale(page, locale);
      await useTheme(page, theme);
      await page.goto('/login');
      await expect(page.locator('form')).toBeVisible();
      await keepScreenshot(page, testInfo, `a11y-login-${locale}-${theme}`);
      expect(await audit(page)).toEqual([]);
    });

    for (const target of PAGES) {
      test(`${target.name} has no serious accessibility violation (admin, ${locale}, ${theme})`, async ({
        page,
        team,
      }, testInfo) => {
        await useLocale(page, locale);
        await useTheme(page, theme);
        await signIn(page, team.admin, target.path);
        await loaded(page, target.ready);
        await keepScreenshot(page, testInfo, `a11y-${target.name}-${locale}-${theme}`);
        expect(await audit(page)).toEqual([]);
      });
    }
  }
