import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ourViolations } from '../support/axeExclusions';
import { expect, keepScreenshot, type Locale, settled, signIn, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

/** The main pages, each checked as admin in zh-CN (#15 item 14) and in en-US. */
const PAGES = [
  { name: 'comments', path: '/publication-maintenance/comment-maintenance', ready: '.arco-table-tr' },
  { name: 'data-management', path: '/data-management?tab=imports', ready: '.imports-panel' },
  { name: 'notes', path: '/data-management?tab=notes', ready: '.tracked-notes' },
  { name: 'dashboard', path: '/publication-maintenance/publication-effect', ready: '.layout__page' },
  { name: 'brand-sentiment', path: '/brand-monitoring/brand-sentiment', ready: '.layout__page' },
  { name: 'team', path: '/team/members', ready: '.arco-table-tr' },
  { name: 'profile', path: '/user/setting', ready: '.layout__page form' },
] as const;

/** WCAG 2 A and AA; critical and serious findings of ours fail (the UI kit's own are in axeExclusions). */
const audit = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return ourViolations(results.violations);
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
        await expect(page.locator(target.ready).first()).toBeVisible();
        await settled(page);
        await keepScreenshot(page, testInfo, `a11y-${target.name}-${locale}-${theme}`);
        expect(await audit(page)).toEqual([]);
      });
    }
  }
