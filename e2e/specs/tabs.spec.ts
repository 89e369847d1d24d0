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

/** A new user's walk: tabs that looked the same (two data managements, five detail views of one note). */
const DISTINCT_TABS = {
  'zh-CN': {
    dataManagement: ['发布管理 · 数据管理', '数据管理'],
    details: ['发布效果', '评论监控', '品牌分析', '笔记监控', '品类机会'].map(
      (section) => `${section} · 内容详情`,
    ),
    window: '评论监控 · 内容详情',
  },
  'en-US': {
    dataManagement: ['Publishing · Data management', 'Data management'],
    details: [
      'Publication effect',
      'Comment monitoring',
      'Brand analysis',
      'Note monitoring',
      'Category opportunity',
    ].map((section) => `${section} · Content detail`),
    window: 'Comment monitoring · Content detail',
  },
} as const;

const DETAIL_ADDRESSES = [
  '/publication-maintenance/contentdetail',
  '/publication-maintenance/contentdetailTwo',
  '/brand-monitoring/contentdetail',
  '/brand-monitoring/contentdetailThr',
  '/market-opportunity/contentdetail',
];

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: each tab can be told apart (data management by section, a note's detail by view)`, async ({
    page,
    team,
  }) => {
    const text = DISTINCT_TABS[locale];
    await useLocale(page, locale);
    const token = await signIn(page, team.worker);
    const notes = await page.request.get('/api/track/contents', {
      params: { target_platform: 'xhs', page: 1, page_size: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    const noteId = ((await notes.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
    const tabs = page.locator('.tab-bar__tab');
    for (const address of ['/publication-maintenance/data-management', '/data-management']) {
      await page.goto(address);
      await settled(page);
    }
    await expect(tabs.nth(1)).toHaveText(text.dataManagement[0]);
    await expect(tabs.nth(2)).toHaveText(text.dataManagement[1]);
    await tabs.nth(1).click({ button: 'right' });
    await page
      .getByRole('menuitem', { name: locale === 'zh-CN' ? '关闭全部标签页' : 'Close all tabs' })
      .click();

    for (const address of DETAIL_ADDRESSES) {
      await page.goto(`${address}/${noteId}`);
      await settled(page);
    }
    await expect(tabs).toHaveText([/.+/, ...text.details.map((title) => `${title} ${noteId}`)]);
    await tabs.nth(2).click();
    await expect(page).toHaveTitle(`${text.window} ${noteId} · NoteDesk`);
  });
}
