import type { Locator, Page } from '@playwright/test';
import { expect, FAILED_REQUEST, signIn, snap, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

/**
 * The server tests' fake Feishu (the real tenant_access_token / Sheets v2 wire format), loaded by URL: it
 * belongs to the server project, which this one does not compile. Each test run starts its own on
 * 127.0.0.1 and the admin points the tenant at it through the settings, as they would at open.feishu.cn.
 */
const FAKE_MODULE = new URL('../../apps/server/src/testing/fakeFeishu.ts', import.meta.url).href;
type Failure = { status: number; code: number; msg: string };
type FakeFeishu = {
  baseUrl: string;
  appId: string;
  appSecret: string;
  addSpreadsheet: (token: string, options?: { canEdit?: boolean; rows?: string[][] }) => void;
  rowsOf: (token: string) => string[][];
  failAlways: Failure | undefined;
  holdAppends: Promise<void> | undefined;
  close: () => Promise<void>;
};
type FakeModule = {
  startFakeFeishu: () => Promise<FakeFeishu>;
  FAKE_FEISHU_FAILURES: Record<'forbidden' | 'serverError', Failure>;
};

const FEISHU_TAB = '/data-management?tab=feishu';
const COMMENTS = '/publication-maintenance/comment-maintenance';
const SHEET = 'shtE2eOutput';
const KNOWLEDGE_SHEET = 'shtE2eKnowledge';

const rowsOf = (page: Page): Locator => page.locator('.comment-page .comment-table tbody tr.arco-table-tr');

/** The comment ids in the sheet, header row left out. */
const sheetIds = (fake: FakeFeishu) =>
  fake
    .rowsOf(SHEET)
    .slice(1)
    .map((row) => row[0]);

const selectRows = async (page: Page, from: number, count: number) => {
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible();
  for (let index = from; index < from + count; index += 1)
    await rows.nth(index).locator('.arco-checkbox').click();
};

test.describe
  .serial('Feishu Sheets', () => {
    let fake: FakeFeishu;
    let failures: FakeModule['FAKE_FEISHU_FAILURES'];
    test.beforeAll(async () => {
      const module = (await import(FAKE_MODULE)) as FakeModule;
      failures = module.FAKE_FEISHU_FAILURES;
      fake = await module.startFakeFeishu();
      fake.addSpreadsheet(SHEET);
      fake.addSpreadsheet(KNOWLEDGE_SHEET, {
        rows: [
          ['问题', '答案', '关键词'],
          ['什么时候发货', '下单后48小时内发货', '发货'],
          ['没有答案的问题', ''],
        ],
      });
    });
    test.afterAll(async () => {
      await fake.close();
    });

    test('an admin connects Feishu: a wrong secret is named, then the test passes (en-US)', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'en-US');
      await signIn(page, team.admin, FEISHU_TAB);
      const panel = page.locator('.feishu-settings');
      await expect(page.getByTestId('feishu-secret-state')).toContainText('Not set');
      await panel.getByPlaceholder('https://open.feishu.cn').fill(fake.baseUrl);
      await panel.getByPlaceholder('cli_…').fill(fake.appId);
      await panel.getByLabel('App Secret').fill('not-the-secret');
      // The sheet's address as the browser shows it: its host is kept for the links.
      await panel.getByLabel('Output sheet').fill(`${fake.baseUrl}/sheets/${SHEET}`);
      await panel.getByLabel('Knowledge sheet').fill(KNOWLEDGE_SHEET);
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Feishu settings saved')).toBeVisible();
      await expect(page.getByTestId('feishu-secret-state')).toContainText('Set');
      await expect(panel.getByLabel('App Secret')).toHaveValue('');

      await panel.getByRole('button', { name: 'Test connection' }).click();
      const result = page.getByTestId('feishu-test-result');
      await expect(result).toContainText('The connection test failed');
      await expect(result).toContainText(
        'The App ID or App Secret is wrong (Feishu 10014: app secret invalid)',
      );
      await snap(page, 'feishu-settings-test-failed-en-US');

      await panel.getByLabel('App Secret').fill(fake.appSecret);
      await panel.getByRole('button', { name: 'Save' }).click();
      // The first save's toast may still be showing.
      await expect(page.getByText('Feishu settings saved').last()).toBeVisible();
      await panel.getByRole('button', { name: 'Test connection' }).click();
      await expect(result).toContainText('Connected: the credentials work and the sheets can be used');
      // The secret is never sent back to the page.
      expect(await page.content()).not.toContain(fake.appSecret);
      await snap(page, 'feishu-settings-en-US');
    });

    test('export the selected comments twice: the sheet holds each row once (en-US)', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'en-US');
      await signIn(page, team.worker, COMMENTS);
      await selectRows(page, 0, 3);
      await page.getByRole('button', { name: 'Export 3 selected to Feishu' }).click();
      const dialog = page.locator('.arco-modal');
      await expect(dialog).toContainText('Exported to the Feishu sheet');
      await expect(page.getByTestId('feishu-export-result')).toContainText(
        '3 comments: 3 rows written; 0 were in the sheet already',
      );
      await snap(page, 'feishu-export-done-en-US');
      await dialog.locator('.arco-modal-footer').getByRole('button', { name: 'Close' }).click();
      const first = sheetIds(fake);
      expect(first).toHaveLength(3);

      await page.getByRole('button', { name: 'Export 3 selected to Feishu' }).click();
      await expect(page.getByTestId('feishu-export-result')).toContainText(
        '3 comments: 0 rows written; 3 were in the sheet already',
      );
      await dialog.locator('.arco-modal-footer').getByRole('button', { name: 'Close' }).click();
      expect(sheetIds(fake)).toEqual(first);
      expect(fake.rowsOf(SHEET)[0]?.[0]).toBe('Comment ID');
    });

    for (const [locale, theme] of [
      ['en-US', 'light'],
      ['zh-CN', 'dark'],
    ] as const) {
      test(`an export shows its progress while it runs, then its end (${locale}, ${theme})`, async ({
        page,
        team,
      }) => {
        await useLocale(page, locale);
        await useTheme(page, theme);
        await signIn(page, team.worker, COMMENTS);
        await selectRows(page, locale === 'en-US' ? 7 : 9, 2);
        let release = () => {};
        fake.holdAppends = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.getByTestId('feishu-export').click();
        const progress = page.getByTestId('feishu-export-progress');
        await expect(progress).toContainText(locale === 'en-US' ? '0 of 2 comments done' : '已处理 0 / 2 条');
        await snap(page, `feishu-export-progress-${locale}-${theme}`);
        release();
        fake.holdAppends = undefined;
        await expect(page.getByTestId('feishu-export-result')).toContainText(
          locale === 'en-US' ? '2 rows written' : '写入 2 行',
        );
        await snap(page, `feishu-export-done-${locale}-${theme}`);
      });
    }

    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text =
        locale === 'zh-CN'
          ? {
              button: '导出选中的 2 条到飞书',
              failed: '导出到飞书失败',
              reason: '没有该表格的编辑权限（飞书 91403：FORBIDDEN）',
              retry: '重试',
              done: '已导出到飞书表格',
              written: '写入 2 行',
            }
          : {
              button: 'Export 2 selected to Feishu',
              failed: 'Export to Feishu failed',
              reason: 'no edit right on the sheet (Feishu 91403: FORBIDDEN)',
              retry: 'Retry',
              done: 'Exported to the Feishu sheet',
              written: '2 rows written',
            };
      test(`a failing Feishu gives a clear message and a working Retry (${locale})`, async ({
        page,
        team,
        consoleGuard,
      }) => {
        consoleGuard.allow(FAILED_REQUEST);
        await useLocale(page, locale);
        if (locale === 'zh-CN') await useTheme(page, 'dark');
        await signIn(page, team.worker, COMMENTS);
        const before = sheetIds(fake);
        await selectRows(page, locale === 'zh-CN' ? 3 : 5, 2);
        fake.failAlways = failures.forbidden;
        await page.getByRole('button', { name: text.button }).click();
        const dialog = page.locator('.arco-modal');
        await expect(dialog).toContainText(text.failed);
        await expect(page.getByTestId('feishu-export-result')).toContainText(text.reason);
        await snap(page, `feishu-export-failed-${locale}`);
        expect(sheetIds(fake)).toEqual(before);

        fake.failAlways = undefined;
        await dialog.locator('.arco-modal-footer').getByRole('button', { name: text.retry }).click();
        await expect(dialog).toContainText(text.done);
        await expect(page.getByTestId('feishu-export-result')).toContainText(text.written);
        const after = sheetIds(fake);
        expect(after).toHaveLength(before.length + 2);
        expect(new Set(after).size).toBe(after.length);
        await snap(page, `feishu-export-retried-${locale}`);
      });
    }

    for (const [locale, theme] of [
      ['en-US', 'light'],
      ['zh-CN', 'dark'],
      ['en-US', 'dark'],
      ['zh-CN', 'light'],
    ] as const) {
      test(`an admin syncs the knowledge sheet now: rows read, rows refused and why (${locale}, ${theme})`, async ({
        page,
        team,
      }) => {
        await useLocale(page, locale);
        await useTheme(page, theme);
        await signIn(page, team.admin, FEISHU_TAB);
        await page.getByTestId('feishu-knowledge-sync').click();
        const result = page.getByTestId('feishu-knowledge-sync-result');
        await expect(result).toContainText(
          locale === 'en-US' ? '2 rows read, 1 now knowledge entries' : '读取 2 行，1 行成为知识库条目',
        );
        await expect(result).toContainText(locale === 'en-US' ? 'Line 3: no answer' : '第 3 行：缺少答案');
        await snap(page, `feishu-settings-knowledge-sync-${locale}-${theme}`);
      });
    }

    test('the settings tab in dark mode (zh-CN)', async ({ page, team }) => {
      await useLocale(page, 'zh-CN');
      await useTheme(page, 'dark');
      await signIn(page, team.admin, FEISHU_TAB);
      await expect(page.getByTestId('feishu-secret-state')).toContainText('已设置');
      await page.locator('.feishu-settings').getByRole('button', { name: '测试连接' }).click();
      await expect(page.getByTestId('feishu-test-result')).toContainText('连接正常');
      await snap(page, 'feishu-settings-zh-CN-dark');
    });
  });
