import type { Page } from '@playwright/test';
import { expect, settled, signIn, test, useLocale } from '../support/fixtures';

/** A period choice of the dashboard on screen (kept-alive pages stay in the page, hidden). */
const period = (page: Page, label: string) =>
  page.locator('.layout__page .dashboard-filters:visible .arco-radio-button', { hasText: label });
const CHECKED = /arco-radio-checked/;

test.describe('tab bar', () => {
  test.beforeEach(async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    await signIn(page, team.worker);
  });

  test('keeps a cached page alive: typed filter survives switching tabs', async ({ page }) => {
    // The landing dashboard's period, chosen but not searched yet, is a filter the page alone holds.
    await period(page, '近 7 天').click();
    await expect(period(page, '近 7 天')).toHaveClass(CHECKED);
    await page.locator('.layout__menu').getByText('评论监控', { exact: true }).click();
    await expect(page).toHaveURL(/comment-maintenance$/);
    await settled(page);
    const commentKeyword = page.locator('.layout__page input[aria-label="关键词"]:visible');
    // The kept-alive page hides a moment after the new one shows: wait until the only visible field is the new, empty one.
    await expect(commentKeyword).toHaveCount(1);
    await expect(commentKeyword).toHaveValue('');
    await commentKeyword.fill('退款');

    await page.locator('.tab-bar__tab', { hasText: '发布效果' }).click();
    await expect(page).toHaveURL(/publication-effect$/);
    await expect(period(page, '近 7 天')).toHaveClass(CHECKED);

    await page.locator('.tab-bar__tab', { hasText: '评论监控' }).click();
    await expect(page.locator('.layout__page input[aria-label="关键词"]:visible')).toHaveValue('退款');
  });

  test('keeps the scroll position of a cached page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const main = page.locator('.layout__main');
    await settled(page);
    // The page may still be growing as it renders: scroll until the position holds.
    await expect
      .poll(() =>
        main.evaluate((element) => {
          element.scrollTop = 200;
          return element.scrollTop;
        }),
      )
      .toBe(200);
    await page.locator('.layout__menu').getByText('品牌分析', { exact: true }).click();
    await expect(page).toHaveURL(/brand-sentiment$/);
    await page.locator('.tab-bar__tab', { hasText: '发布效果' }).click();
    await expect(page).toHaveURL(/publication-effect$/);
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(200);
  });

  test('a page that opts out (brand review) starts fresh', async ({ page }) => {
    await page.goto('/brand-monitoring/brand-review');
    await settled(page);
    const threshold = page.locator('.layout__page input[aria-label="负面占比阈值"]:visible');
    await threshold.fill('35');
    await page.locator('.tab-bar__tab', { hasText: '发布效果' }).click();
    // The dashboard renders in a transition; until it shows, brand review is still the active tab.
    await expect(page).toHaveURL(/publication-effect$/);
    await page.locator('.tab-bar__tab', { hasText: '笔记监控' }).click();
    await expect(page).toHaveURL(/brand-review$/);
    await expect(threshold).toHaveValue('20');
  });

  test('close, close others, close all and reload', async ({ page }) => {
    for (const label of ['评论监控', '品牌分析', '品类机会']) {
      await page.locator('.layout__menu').getByText(label, { exact: true }).click();
      await settled(page);
    }
    const tabs = page.locator('.tab-bar__tab');
    await expect(tabs).toHaveText(['发布效果', '评论监控', '品牌分析', '品类机会']);
    // The default tab cannot be closed.
    await expect(tabs.first().locator('.tab-bar__close')).toHaveCount(0);

    await tabs.nth(3).locator('.tab-bar__close').click();
    await expect(tabs).toHaveText(['发布效果', '评论监控', '品牌分析']);
    await expect(page).toHaveURL(/brand-sentiment$/);

    // Reload drops the kept view: a chosen filter is gone afterwards.
    await period(page, '近 90 天').click();
    await expect(period(page, '近 90 天')).toHaveClass(CHECKED);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page).toHaveURL(/brand-sentiment$/);
    await expect(period(page, '近 30 天')).toHaveClass(CHECKED);
    await expect(tabs).toHaveText(['发布效果', '评论监控', '品牌分析']);

    await tabs.nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其它标签页' }).click();
    await expect(tabs).toHaveText(['发布效果', '评论监控']);
    await expect(page).toHaveURL(/comment-maintenance$/);

    await tabs.nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭全部标签页' }).click();
    await expect(tabs).toHaveText(['发布效果']);
    await expect(page).toHaveURL(/publication-effect$/);
  });
});
