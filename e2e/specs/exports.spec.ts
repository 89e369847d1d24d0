import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, type Locale, settled, signIn, snap, test, useLocale } from '../support/fixtures';
import { pick } from '../support/pick';
import { useTheme } from '../support/useTheme';

const COMMENTS = '/publication-maintenance/comment-maintenance';

const TEXT = {
  'zh-CN': {
    last7: '近 7 天',
    cls: '分类',
    negative: '负面',
    exportButton: '导出 Excel',
    idHeader: '评论ID',
    contentHeader: '评论内容',
    timeHeader: '发布时间（北京时间）',
    exporting: '正在导出',
    download: '下载',
    myExports: '我的导出',
    done: '已完成',
  },
  'en-US': {
    last7: 'Last 7 days',
    cls: 'Class',
    negative: 'Negative',
    exportButton: 'Export to Excel',
    idHeader: 'Comment ID',
    contentHeader: 'Comment',
    timeHeader: 'Published (Beijing time)',
    exporting: 'Exporting',
    download: 'Download',
    myExports: 'My exports',
    done: 'Done',
  },
} as const;

type Sheet = { header: string[]; column: (name: string) => string[] };

/** Opens the downloaded file as a user's spreadsheet program would, and reads its first sheet. */
const openDownload = async (download: Download): Promise<Sheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no worksheet');
  const header = sheet.getRow(1).values as unknown[];
  const names = header.slice(1).map(String);
  return {
    header: names,
    column: (name) => {
      const at = names.indexOf(name) + 1;
      expect(at, `column ${name}`).toBeGreaterThan(0);
      const values: string[] = [];
      sheet.eachRow((row, number) => {
        if (number > 1) values.push(row.getCell(at).text);
      });
      return values;
    },
  };
};

/** Every row the list shows for the page's current address (all pages), as the API answers the page. */
const listedIds = async (page: Page, token: string): Promise<{ ids: string[]; contents: string[] }> => {
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  const ids: string[] = [];
  const contents: string[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get('/api/track/content-comments', {
      headers: { authorization: `Bearer ${token}` },
      params: { ...query, target_platform: 'xhs', page: number, page_size: 200 },
    });
    const body = (await response.json()) as {
      data: { items: { platform_comment_id: string; content: string }[]; total: number };
    };
    for (const item of body.data.items) {
      ids.push(item.platform_comment_id);
      contents.push(item.content);
    }
    if (ids.length >= body.data.total || body.data.items.length === 0) return { ids, contents };
  }
};

for (const locale of ['zh-CN', 'en-US'] as const satisfies Locale[]) {
  test(`export last week's negatives from the comment page and open the file (${locale})`, async ({
    page,
    team,
  }) => {
    const text = TEXT[locale];
    await useLocale(page, locale);
    await useTheme(page, 'light');
    const token = await signIn(page, team.worker, COMMENTS);
    await settled(page);
    await page.getByRole('button', { name: text.last7, exact: true }).click();
    await pick(page, text.cls, text.negative);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/start_time=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.comment-page__table')).toHaveAttribute('aria-busy', 'false');
    await snap(page, `export-button-${locale}-light-1280`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.exportButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await openDownload(download);

    // Every row of the list, in the list's order, Chinese intact, every one negative.
    const listed = await listedIds(page, token);
    expect(listed.ids.length).toBeGreaterThan(10);
    expect(sheet.column(text.idHeader)).toEqual(listed.ids);
    expect(sheet.column(text.contentHeader)).toEqual(listed.contents);
    expect(sheet.column(text.contentHeader).some((content) => /[\u4e00-\u9fff]/.test(content))).toBe(true);
    expect(new Set(sheet.column(text.cls))).toEqual(new Set([text.negative]));
    for (const time of sheet.column(text.timeHeader))
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
}

test('a large export runs as a job with a progress bar, lands in the message box and downloads from My exports', async ({
  page,
  team,
}) => {
  const text = TEXT['en-US'];
  await useLocale(page, 'en-US');
  await useTheme(page, 'dark');
  await signIn(page, team.manager, COMMENTS);
  await settled(page);
  await expect(page.locator('.comment-page__table')).toHaveAttribute('aria-busy', 'false');
  // The whole tenant (10,000 comments): above the e2e server's 2,000-row threshold.
  await page.getByRole('button', { name: text.exportButton }).click();
  const dialog = page.getByRole('dialog', { name: text.exporting });
  await expect(dialog.locator('.arco-progress')).toBeVisible();
  await snap(page, 'export-job-en-US-dark-1280');
  await expect(dialog.getByRole('button', { name: text.download })).toBeVisible({ timeout: 120_000 });
  await snap(page, 'export-job-done-en-US-dark-1280');

  // The message box says so and leads to My exports.
  await dialog.getByRole('button', { name: text.myExports }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/exports$/);
  await expect(page.locator('.arco-tag', { hasText: text.done }).first()).toBeVisible();
  await snap(page, 'exports-page-en-US-dark-1280');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text.download }).first().click();
  const sheet = await openDownload(await downloading);
  expect(sheet.column(text.idHeader).length).toBeGreaterThan(2000);

  await page.getByRole('button', { name: 'Messages' }).click();
  await page
    .locator('.message-box')
    .getByRole('tab', { name: /Notice/ })
    .click();
  const notice = page.locator('.message-box').getByText('Your export is ready');
  await expect(notice).toBeVisible();
  await snap(page, 'export-message-en-US-dark-1280');
});
