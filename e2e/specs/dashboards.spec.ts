import type { Locator, Page } from '@playwright/test';
import { expect, type Locale, settled, signIn, snap, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

type Dashboard = {
  name: string;
  path: string;
  /** The block of headline numbers, present once the figures arrived. */
  metrics: string;
  /** The headline number followed to its list, by its title per locale. */
  drill: Record<Locale, string>;
  /** The list it opens: the comment page, or the drill-list page (notes). */
  opens: 'comments' | 'notes';
};

const DASHBOARDS: readonly Dashboard[] = [
  {
    name: 'publication-effect',
    path: '/publication-maintenance/publication-effect',
    metrics: 'overview-metrics',
    drill: { 'zh-CN': '负面评论', 'en-US': 'Negative comments' },
    opens: 'comments',
  },
  {
    name: 'brand-sentiment',
    path: '/brand-monitoring/brand-sentiment',
    metrics: 'sentiment-metrics',
    drill: { 'zh-CN': '评论数', 'en-US': 'Comments' },
    opens: 'comments',
  },
  {
    name: 'brand-review',
    path: '/brand-monitoring/brand-review',
    metrics: 'review-metrics',
    drill: { 'zh-CN': '提及笔记', 'en-US': 'Notes mentioning' },
    opens: 'notes',
  },
  {
    name: 'product-opportunity',
    path: '/market-opportunity/product-opportunity',
    metrics: 'opportunity-metrics',
    drill: { 'zh-CN': '品类笔记', 'en-US': 'Category notes' },
    opens: 'notes',
  },
];

/** The value link of a headline number (the first link of its card; the second is the previous period's). */
const metricLink = (page: Page, dashboard: Dashboard, title: string): Locator =>
  page.getByTestId(dashboard.metrics).locator(`[data-metric="${title}"]`).locator('a.drill-link').first();

const drillValue = async (link: Locator): Promise<number> =>
  Number(await link.getAttribute('data-drill-value'));

/** The figures have arrived: real numbers in the headline block and drawn charts. */
const expectFigures = async (page: Page, dashboard: Dashboard) => {
  const links = page.getByTestId(dashboard.metrics).locator('a.drill-link');
  await expect(links.first()).toBeVisible();
  const values = await links.evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-drill-value'))),
  );
  expect(
    values.some((value) => value > 0),
    `${dashboard.name} shows non-zero figures`,
  ).toBe(true);
  await expect(page.locator('.layout__page .chart canvas:visible').first()).toBeVisible();
};

/** A screenshot of the whole dashboard: the window grows to the page's height (the content area scrolls, not the window). */
const snapWhole = async (page: Page, name: string): Promise<void> => {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const overflow = await page
    .locator('.layout__main')
    .evaluate((main) => main.scrollHeight - main.clientHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(viewport.height + overflow, 5000) });
  await snap(page, name);
  await page.setViewportSize(viewport);
};

/** The total the opened list says (comment page pagination, or the drill-list page's total). */
const openedTotal = async (page: Page, opens: Dashboard['opens'], expected: number): Promise<void> => {
  if (opens === 'notes') {
    await expect(page).toHaveURL(/\/publication-maintenance\/drill-list\?list=notes/);
    await expect(page.getByTestId('drill-list-total')).toHaveAttribute('data-total', String(expected));
    return;
  }
  await expect(page).toHaveURL(/\/publication-maintenance\/comment-maintenance\?/);
  const total = page.locator('.comment-page__footer .arco-pagination-total-text:visible');
  await expect
    .poll(async () => Number((await total.textContent())?.replace(/[^\d]/g, '') ?? Number.NaN))
    .toBe(expected);
};

test.describe('dashboards', () => {
  for (const dashboard of DASHBOARDS) {
    test(`${dashboard.name}: real figures, charts, and a number opens the list it counted`, async ({
      page,
      team,
    }) => {
      await useLocale(page, 'zh-CN');
      await useTheme(page, 'light');
      await signIn(page, team.manager, dashboard.path);
      await settled(page);
      await expectFigures(page, dashboard);
      await snapWhole(page, `dashboards-${dashboard.name}-zh-CN-light`);

      const link = metricLink(page, dashboard, dashboard.drill['zh-CN']);
      const value = await drillValue(link);
      expect(value).toBeGreaterThan(0);
      await link.click();
      await openedTotal(page, dashboard.opens, value);
      await snap(page, `dashboards-${dashboard.name}-drill-zh-CN-light`);
    });

    test(`${dashboard.name}: English, dark`, async ({ page, team }) => {
      await useLocale(page, 'en-US');
      await useTheme(page, 'dark');
      await signIn(page, team.manager, dashboard.path);
      await settled(page);
      await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
      await expectFigures(page, dashboard);
      await expect(metricLink(page, dashboard, dashboard.drill['en-US'])).toBeVisible();
      await snapWhole(page, `dashboards-${dashboard.name}-en-US-dark`);
    });
  }

  test('the 查询 button asks again with the period chosen', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    const dashboard = DASHBOARDS[0]!;
    await signIn(page, team.manager, dashboard.path);
    await expectFigures(page, dashboard);
    await page.locator('.dashboard-filters .arco-radio-button', { hasText: '近 7 天' }).click();
    const asked = page.waitForRequest((request) => request.url().includes('/api/track/overview?'));
    await page.getByRole('button', { name: '查询' }).click();
    const url = new URL((await asked).url());
    const start = Date.parse(url.searchParams.get('start_time') ?? '');
    const end = Date.parse(url.searchParams.get('end_time') ?? '');
    expect((end - start) / 86_400_000).toBe(6);
    // The figures on screen are now those of the 7 days asked for.
    await expect(
      page.getByTestId(dashboard.metrics).locator('[data-metric="内容数"] .metric-card__period'),
    ).toContainText(url.searchParams.get('start_time')!);
  });

  test('coverage opens the comments it counted, though the comment page has no such filter', async ({
    page,
    team,
  }) => {
    await useLocale(page, 'zh-CN');
    const dashboard = DASHBOARDS[0]!;
    await signIn(page, team.manager, dashboard.path);
    await expectFigures(page, dashboard);
    // The denominator of the coverage ratio: negative and lead comments; its numerator adds `covered`.
    const numerator = page
      .getByTestId(dashboard.metrics)
      .locator('[data-metric="负面与线索覆盖率"] .ratio-links__parts a.drill-link')
      .first();
    const value = await drillValue(numerator);
    await numerator.click();
    await expect(page).toHaveURL(/\/publication-maintenance\/drill-list\?list=comments.*covered=true/);
    await expect(page.getByTestId('drill-list-total')).toHaveAttribute('data-total', String(value));
    // The drilled comments are acted on as in the inbox: a row's follow-up status can be set here.
    await expect(page.locator('.drill-list .arco-table-tr .arco-select').first()).toBeVisible();
    await snap(page, 'dashboards-drill-list-comments-zh-CN-light');
  });

  test('a bar opens the list it counted', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    const dashboard = DASHBOARDS[0]!;
    const answered = page.waitForResponse((response) => response.url().includes('/api/track/overview?'));
    await signIn(page, team.manager, dashboard.path);
    const overview = (await (await answered).json()) as {
      data: { rank: { brands: { notes: { value: number } }[] } };
    };
    // Brands by mentions, most first: the top bar is the first brand's.
    const top = overview.data.rank.brands[0]!.notes.value;
    expect(top).toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: '品牌声量排名' }).locator('canvas');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    // One row per brand between the chart's 16 px top and 8 px bottom margins (how many depends on the demo's
    // random month); the middle of the first row is on its bar, which is the longest.
    const rowHeight = (box.height - 24) / overview.data.rank.brands.length;
    // The bars grow in over a moment after the canvas shows; a click on the row before its bar reaches that
    // point opens nothing, so click again until the list opens (as a user would).
    await expect(async () => {
      if (!page.url().includes('/drill-list')) {
        await chart.click({ position: { x: box.width * 0.3, y: 16 + rowHeight / 2 } });
      }
      await expect(page).toHaveURL(/\/drill-list\?list=notes/, { timeout: 1000 });
    }).toPass();
    await openedTotal(page, 'notes', top);
  });

  test('a custom range asks for exactly the days picked, and the answer covers them', async ({
    page,
    team,
  }) => {
    await useLocale(page, 'zh-CN');
    const dashboard = DASHBOARDS[1]!;
    await signIn(page, team.manager, dashboard.path);
    await expectFigures(page, dashboard);
    await page.locator('.dashboard-filters .arco-radio-button', { hasText: '自定义' }).click();
    await page.getByRole('textbox', { name: '开始日期' }).click();
    // The first panel is the month of the period's start; its 10th and 20th.
    const days = page.locator('.arco-picker-cell-in-view:visible');
    await days.filter({ hasText: /^10$/ }).first().click();
    await days.filter({ hasText: /^20$/ }).first().click();
    const asked = page.waitForRequest((request) => request.url().includes('/api/track/brand-sentiment?'));
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/track/brand-sentiment?'),
    );
    await page.getByRole('button', { name: '查询' }).click();
    const url = new URL((await asked).url());
    const start = url.searchParams.get('start_time') ?? '';
    const end = url.searchParams.get('end_time') ?? '';
    expect(start).toMatch(/-10$/);
    expect(end).toMatch(/-20$/);
    // Both days are in: eleven days of trend, and the cards name the period asked for.
    const answer = (await (await answered).json()) as { data: { trend: unknown[] } };
    expect(answer.data.trend).toHaveLength(11);
    await expect(
      page.getByTestId(dashboard.metrics).locator('[data-metric="评论数"] .metric-card__period'),
    ).toContainText(start);
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`brand, product line and product pickers narrow the page, and its numbers still open their lists (${locale})`, async ({
      page,
      team,
    }) => {
      const labels = {
        'zh-CN': { brand: '品牌', line: '产品线', product: '产品', search: '查询' },
        'en-US': { brand: 'Brand', line: 'Product line', product: 'Product', search: 'Search' },
      }[locale];
      await useLocale(page, locale);
      const dashboard = DASHBOARDS[1]!;
      await signIn(page, team.manager, dashboard.path);
      await expectFigures(page, dashboard);
      const pick = async (label: string) => {
        await page
          .locator('.dashboard-filters__field')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('.arco-select-view')
          .click();
        await page.locator('.arco-select-popup:visible .arco-select-option').first().click();
      };
      await pick(labels.brand);
      await pick(labels.line);
      await pick(labels.product);
      const asked = page.waitForRequest((request) => request.url().includes('/api/track/brand-sentiment?'));
      await page.getByRole('button', { name: labels.search }).click();
      const url = new URL((await asked).url());
      for (const name of ['brand_id', 'product_line_id', 'product_id']) {
        expect(url.searchParams.get(name), name).toMatch(/^\d+$/);
      }
      // The headline count now opens the comments of that product, with the same total.
      const link = metricLink(page, dashboard, dashboard.drill[locale]);
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`product_id=${url.searchParams.get('product_id')}`),
      );
      const value = await drillValue(link);
      await link.click();
      await openedTotal(page, 'comments', value);
    });
  }
});
