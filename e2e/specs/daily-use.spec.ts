import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  FAILED_REQUEST,
  IMAGE_PROXY_URL,
  type Locale,
  signIn,
  snap,
  test,
  useLocale,
} from '../support/fixtures';

/** #15 Daily use, items 7, 8, 12 and 13: what a new user tripped over, done as the user did it. */
const FIXTURES = resolve(import.meta.dirname, '../../apps/server/src/modules/imports/__tests__/fixtures');
const NOTES = resolve(FIXTURES, 'xhs/search_contents_2025-02-01.csv');
const COMMENTS = resolve(FIXTURES, 'xhs/search_comments_2025-02-01.csv');
const COMMENTS_PAGE = '/publication-maintenance/comment-maintenance';

const TEXT = {
  'zh-CN': {
    start: (count: number) => `开始导入（${count} 个文件）`,
    refused: '1 个文件无法导入，其余文件已导入',
    reason: '文件名不是 MediaCrawler 的输出文件名',
    tracking: /新笔记：\d+ 篇已跟踪，\d+ 篇未匹配关键词/,
    queued: '已在待上传列表中，未重复添加：search_contents_2025-02-01.csv',
    done: '已完成',
    country: '新西兰',
    unavailable: '图片无法加载，点击打开原图链接',
  },
  'en-US': {
    start: (count: number) => `Import files (${count})`,
    refused: '1 file(s) could not be imported; the others were',
    reason: 'the name is not a MediaCrawler output',
    tracking: /New notes: \d+ tracked, \d+ kept untracked/,
    queued: 'Already in the list, not added again: search_contents_2025-02-01.csv',
    done: 'Done',
    country: 'New Zealand',
    unavailable: 'Image unavailable: open the original link',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const text = TEXT[locale];

  test(`item 7/8: one unreadable file no longer blocks the upload; a queued file is not added twice (${locale})`, async ({
    page,
    consoleGuard,
    team,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    // The file of the report: a name that is no MediaCrawler output, among readable ones.
    const broken = join(mkdtempSync(join(tmpdir(), 'notedesk-e2e-upload-')), 'broken_comments.csv');
    copyFileSync(resolve(FIXTURES, 'other/report.csv'), broken);
    await useLocale(page, locale);
    await signIn(page, team.manager, '/data-management?tab=imports');
    const input = page.locator('.imports-panel input[type=file]');

    await input.setInputFiles([NOTES]);
    await input.setInputFiles([NOTES]);
    await expect(page.getByTestId('import-already-queued')).toHaveText(text.queued);
    await expect(page.locator('.arco-upload-list-item')).toHaveCount(1);

    await input.setInputFiles([COMMENTS, broken]);
    await page.getByRole('button', { name: text.start(3) }).click();
    const job = page.getByTestId('import-job');
    // The first job of a server starts its classifier worker: slow on a busy machine.
    await expect(job.locator('.arco-tag', { hasText: text.done })).toBeVisible({ timeout: 120_000 });
    await expect(job).toContainText('search_contents_2025-02-01.csv');
    const refused = page.getByTestId('import-refused-files');
    await expect(refused).toContainText(text.refused);
    await expect(refused).toContainText('broken_comments.csv');
    await expect(refused).toContainText(text.reason);
    await expect(page.getByTestId('import-note-tracking')).toHaveText(text.tracking);
    await expect(page.getByTestId('import-refused')).toHaveCount(0);
    await snap(page, `daily-import-refused-${locale}`);
  });

  test(`item 12: the profile pickers list every country and every province with its cities (${locale})`, async ({
    page,
    team,
  }) => {
    await useLocale(page, locale);
    await signIn(page, team.manager, '/user/setting');
    const form = page.locator('.layout__page form').first();
    await form.locator('.arco-select').first().click();
    await page.keyboard.type(text.country);
    await expect(page.getByRole('option', { name: text.country, exact: true })).toBeVisible();
    await page.getByRole('option', { name: text.country, exact: true }).click();
    await form.locator('.arco-cascader').click();
    const provinces = page.locator('.arco-cascader-list').first().locator('.arco-cascader-list-item');
    await expect(provinces).toHaveCount(34);
    await page.locator('.arco-cascader-list-item', { hasText: '新疆维吾尔自治区' }).click();
    await expect(page.locator('.arco-cascader-list-item', { hasText: '乌鲁木齐市' })).toBeVisible();
    await snap(page, `daily-profile-area-${locale}`);
  });
}

test('item 12: the login page does not load the country and area lists', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto('/login');
  await expect(page.locator('form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((source) => source.includes('乌鲁木齐市') || source.includes('New Zealand'))).toEqual(
    [],
  );
});

/** The platform note id of a comment that has pictures (pages of 200 until one is found). */
const commentWithPictures = async (page: Page, token: string): Promise<string> => {
  for (let pageNo = 1; pageNo <= 20; pageNo += 1) {
    const response = await page.request.get('/api/track/content-comments', {
      headers: { authorization: `Bearer ${token}` },
      params: { page: pageNo, page_size: 200 },
    });
    const body = (await response.json()) as {
      data: { items: Array<{ pictures: string[]; note: { platform_note_id: string } | null }> };
    };
    const found = body.data.items.find((row) => row.pictures.length > 0 && row.note);
    if (found?.note) return found.note.platform_note_id;
  }
  throw new Error('no comment with pictures in the first 4,000');
};

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`item 13: a picture the CDN cannot serve shows "image unavailable" with the original link (${locale})`, async ({
    page,
    team,
  }) => {
    // A fake image server that fails every picture, standing in for an unreachable CDN behind the proxy.
    const failing = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    });
    await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done));
    const { port } = failing.address() as AddressInfo;
    try {
      await page.route(IMAGE_PROXY_URL, (route) =>
        route.continue({ url: `http://127.0.0.1:${port}${new URL(route.request().url()).pathname}` }),
      );
      await useLocale(page, locale);
      // Few demo comments carry pictures: find one through the API and open the list on its note.
      const token = await signIn(page, team.worker, COMMENTS_PAGE);
      const withPictures = await commentWithPictures(page, token);
      await page.goto(`${COMMENTS_PAGE}?content_id=${withPictures}&page_size=100`);
      // A page of 100 rows takes a while on a busy machine.
      await expect(page.locator('.comment-images').first()).toBeAttached({ timeout: 45_000 });
      await page.locator('.comment-images').first().scrollIntoViewIfNeeded();
      const unavailable = page.getByTestId('image-unavailable').first();
      await expect(unavailable).toBeVisible();
      await expect(unavailable).toHaveAttribute('title', TEXT[locale].unavailable);
      await expect(unavailable).toHaveAttribute('href', /^https:\/\/[^/]+\/./);
      await snap(page, `daily-image-unavailable-${locale}`);
    } finally {
      failing.close();
    }
  });
}
