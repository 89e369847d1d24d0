import { APP_MENU, type TMenuItem } from '@notedesk/contract';
import type { Page } from '@playwright/test';
import { expect, type Locale, settled, signIn, snap, test, useLocale } from '../support/fixtures';

type Leaf = { name: string; path: string };
const leaves = (menu: readonly TMenuItem[], parent = ''): Leaf[] =>
  menu.flatMap((item) => {
    const path = item.path.startsWith('/') ? item.path : `${parent}/${item.path}`;
    return item.children?.length ? leaves(item.children, path) : [{ name: item.name, path }];
  });

const MENU_PAGES = leaves(APP_MENU);

/** Hidden pages: details (with the menu entry they highlight), account, results and exceptions. */
const HIDDEN_PAGES = [
  { path: '/publication-maintenance/contentdetail/n-1', highlight: 'publication-effect' },
  { path: '/publication-maintenance/contentdetailTwo/n-2', highlight: 'comment-maintenance' },
  { path: '/brand-monitoring/contentdetail/n-3', highlight: 'brand-sentiment' },
  { path: '/brand-monitoring/contentdetailThr/n-4', highlight: 'brand-review' },
  { path: '/market-opportunity/contentdetail/n-5', highlight: 'product-opportunity' },
  { path: '/user/info' },
  { path: '/user/setting' },
  { path: '/user/messages' },
  { path: '/result/success' },
  { path: '/result/error' },
  { path: '/exception/403' },
  { path: '/exception/404' },
  { path: '/exception/500' },
];

const MENU_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'publication-effect': '发布效果',
    'comment-maintenance': '评论监控',
    'publication-data-management': '数据管理',
    'brand-sentiment': '品牌分析',
    'brand-review': '笔记监控',
    'product-opportunity': '品类机会',
    'data-management': '数据管理',
    'team-members': '团队成员',
  },
  'en-US': {
    'publication-effect': 'Publication effect',
    'comment-maintenance': 'Comment monitoring',
    'publication-data-management': 'Data management',
    'brand-sentiment': 'Brand analysis',
    'brand-review': 'Note monitoring',
    'product-opportunity': 'Category opportunity',
    'data-management': 'Data management',
    'team-members': 'Team members',
  },
};

/** Text in the other language's script must not appear in the shell (user content aside). */
const expectNoMixedLanguage = async (page: Page, locale: Locale) => {
  // The user's own name (user content) is left out.
  const shell = await page
    .locator(
      '.navbar__left, .navbar__right > li:not(:last-child), .layout__sider, .tab-bar, .layout__breadcrumb',
    )
    .allInnerTexts();
  const text = shell.join(' ');
  if (locale === 'en-US') expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  else expect(text).not.toMatch(/\b(Publication|Brand|Market|Team|Settings|Comment)\b/);
};

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`every menu page opens from the menu, with breadcrumb and highlight (${locale})`, async ({
    page,
    team,
  }) => {
    await useLocale(page, locale);
    await signIn(page, team.admin);
    for (const item of MENU_PAGES) {
      const label = MENU_LABELS[locale][item.name]!;
      await page.goto(item.path);
      await settled(page);
      await expect(page.locator('.layout__menu .arco-menu-item.arco-menu-selected')).toContainText(label);
      await expect(page.locator('.layout__breadcrumb')).toContainText(label);
      await expect(page.locator('.tab-bar__tab--active')).toContainText(label);
    }
    await expectNoMixedLanguage(page, locale);

    // Clicking the menu navigates too.
    await page
      .locator('.layout__menu')
      .getByText(MENU_LABELS[locale]['brand-review']!, { exact: true })
      .click();
    await expect(page).toHaveURL(/\/brand-monitoring\/brand-review$/);
  });

  test(`hidden pages open and highlight their menu entry (${locale})`, async ({ page, team }) => {
    await useLocale(page, locale);
    await signIn(page, team.manager);
    for (const hidden of HIDDEN_PAGES) {
      await page.goto(hidden.path);
      await settled(page);
      await expect(page.locator('.layout__page')).toBeVisible();
      if (hidden.highlight) {
        await expect(page.locator('.layout__menu .arco-menu-item.arco-menu-selected')).toContainText(
          MENU_LABELS[locale][hidden.highlight]!,
        );
      }
    }
    await page.goto('/publication-maintenance/contentdetail/n-77');
    await expect(page.locator('.tab-bar__tab--active')).toContainText('n-77');
    await page.goto('/redirect/brand-monitoring/brand-sentiment');
    await expect(page).toHaveURL(/\/brand-monitoring\/brand-sentiment$/);
    await expect(page.locator('.tab-bar')).not.toContainText('redirect');
  });
}

const MAIN_SCREENS = [
  { name: 'publication-effect', path: '/publication-maintenance/publication-effect' },
  { name: 'comment-maintenance', path: '/publication-maintenance/comment-maintenance' },
  { name: 'brand-sentiment', path: '/brand-monitoring/brand-sentiment' },
  { name: 'user-info', path: '/user/info' },
  { name: 'user-setting', path: '/user/setting' },
  { name: 'team-members', path: '/team/members' },
];

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots of the main screens (${locale}, ${theme})`, async ({ page, team }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem(
          'notedesk-settings',
          JSON.stringify({ state: { theme: value }, version: 0 }),
        );
      }, theme);
      await useLocale(page, locale);
      await signIn(page, team.admin);
      if (theme === 'dark') await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
      else await expect(page.locator('body')).not.toHaveAttribute('arco-theme', 'dark');
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        for (const screen of MAIN_SCREENS) {
          if (size.width === 1920 && screen.name !== 'publication-effect' && screen.name !== 'team-members')
            continue;
          await page.goto(screen.path);
          await settled(page);
          await expect(page.locator('.layout__page .arco-card').first()).toBeVisible();
          await snap(page, `${screen.name}-${locale}-${theme}-${size.width}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      // Signed out: the login page with a working session would go on to the app.
      await page.evaluate(() => window.localStorage.removeItem('token'));
      await page.goto('/login');
      await expect(page.locator('.login-form')).toBeVisible();
      await snap(page, `login-${locale}-${theme}-1280`);
    });
  }
}
