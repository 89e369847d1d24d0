import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  FAILED_REQUEST,
  IMAGE_PROXY_URL,
  keepScreenshot,
  type Locale,
  signIn,
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
    jobTitle: /^导入任务 #\d+$/,
    tracking: /新笔记：\d+ 篇已跟踪，\d+ 篇未匹配关键词/,
    queued: '已在待上传列表中，未重复添加：search_contents_2025-02-01.csv',
    done: '已完成',
    country: '新西兰',
    province: '新疆维吾尔自治区',
    city: '乌鲁木齐市',
    unavailable: '图片无法加载，点击打开原图链接',
  },
  'en-US': {
    start: (count: number) => `Import files (${count})`,
    refused: '1 file(s) could not be imported; the others were',
    reason: 'the name is not a MediaCrawler output',
    jobTitle: /^Import #\d+$/,
    tracking: /New notes: \d+ tracked, \d+ kept untracked/,
    queued: 'Already in the list, not added again: search_contents_2025-02-01.csv',
    done: 'Done',
    country: 'New Zealand',
    province: 'Xinjiang Uygur Autonomous Region',
    city: 'Urumqi',
    unavailable: 'Image unavailable: open the original link',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  const text = TEXT[locale];

  test(`item 7: one unreadable file no longer blocks the upload; a queued file is not added twice (${locale})`, async ({
    page,
    consoleGuard,
    team,
  }, testInfo) => {
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
    await expect(page.getByTestId('import-refused')).toHaveCount(0);
    await keepScreenshot(page, testInfo, `daily-import-refused-${locale}`);
  });

  test(`item 8: a crawled note about another subject is kept untracked, its comments out of the inbox (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    const token = await signIn(page, team.manager, '/data-management?tab=imports');
    // The crawl holds a note about an air fryer beside one about skin care: neither is a tracked keyword here.
    await page.locator('.imports-panel input[type=file]').setInputFiles([NOTES, COMMENTS]);
    await page.getByRole('button', { name: text.start(2) }).click();
    const job = page.getByTestId('import-job');
    await expect(job.locator('.arco-tag', { hasText: text.done })).toBeVisible({ timeout: 120_000 });
    // What the inbox lists: the air fryer's comment is not among the comments to follow up.
    const inbox = await page.request.get('/api/track/content-comments', {
      headers: { authorization: `Bearer ${token}` },
      params: { q: '炸锅鸡翅', page: 1, page_size: 20 },
    });
    expect(inbox.status()).toBe(200);
    expect(((await inbox.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
    // The import says how many notes it tracked and how many it kept aside.
    await expect(page.getByTestId('import-note-tracking')).toHaveText(text.tracking);
    await keepScreenshot(page, testInfo, `daily-import-untracked-${locale}`);
  });

  test(`item 12: the profile pickers list every country and every province with its cities (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    await signIn(page, team.manager, '/user/setting');
    const form = page.locator('.layout__page form').first();
    // The user's own profile fills the form first (its email among it); a country typed before it arrived was
    // appended to the profile's country when it did ("People's Republic of ChinaNew Zealand").
    await expect(form.locator('input').first()).not.toHaveValue('');
    await form.locator('.arco-select').first().click();
    await page.keyboard.type(text.country);
    await expect(page.getByRole('option', { name: text.country, exact: true })).toBeVisible();
    await page.getByRole('option', { name: text.country, exact: true }).click();
    await form.locator('.arco-cascader').click();
    const provinces = page.locator('.arco-cascader-list').first().locator('.arco-cascader-list-item');
    await expect(provinces).toHaveCount(34);
    // Place names in the reader's language: English ones hold no Chinese.
    const names = await provinces.allTextContents();
    if (locale === 'en-US') expect(names.filter((name) => /[\u4e00-\u9fff]/.test(name))).toEqual([]);
    else expect(names).toContain('广东省');
    await page.locator('.arco-cascader-list-item', { hasText: text.province }).click();
    await expect(page.locator('.arco-cascader-list-item', { hasText: text.city })).toBeVisible();
    await keepScreenshot(page, testInfo, `daily-profile-area-${locale}`);
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
  // Neither the lists nor the English place names (pinyin-pro and its dictionary come with them).
  const lists = ['乌鲁木齐市', 'New Zealand', 'Autonomous Prefecture'];
  expect(scripts.filter((source) => lists.some((text) => source.includes(text)))).toEqual([]);
});

type CommentPage = {
  data: { items: Array<{ pictures: string[]; note: { platform_note_id: string } | null }> };
};

/** One page of the comment list as the comment page asks for it (the top bar's platform, xhs, by default). */
const commentPage = async (
  page: Page,
  token: string,
  params: Record<string, string | number>,
): Promise<CommentPage['data']['items']> => {
  const response = await page.request.get('/api/track/content-comments', {
    headers: { authorization: `Bearer ${token}` },
    params: { target_platform: 'xhs', ...params },
  });
  return ((await response.json()) as CommentPage).data.items;
};

/**
 * The comment page's address of a list page that shows a comment with pictures: its note, and the page of 100 it
 * falls on (a busy note has more than 100 comments, newest first).
 */
const pageWithPictures = async (page: Page, token: string): Promise<string> => {
  for (let pageNo = 1; pageNo <= 20; pageNo += 1) {
    const found = (await commentPage(page, token, { page: pageNo, page_size: 200 })).find(
      (row) => row.pictures.length > 0 && row.note,
    );
    if (!found?.note) continue;
    const noteId = found.note.platform_note_id;
    for (let listPage = 1; listPage <= 20; listPage += 1) {
      const rows = await commentPage(page, token, { content_id: noteId, page: listPage, page_size: 100 });
      if (rows.some((row) => row.pictures.length > 0)) {
        return `${COMMENTS_PAGE}?content_id=${noteId}&page_size=100${listPage > 1 ? `&page=${listPage}` : ''}`;
      }
      if (rows.length < 100) break;
    }
  }
  throw new Error('no comment with pictures in the first 4,000');
};

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`item 13: a picture the CDN cannot serve shows "image unavailable" with the original link (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
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
      await page.goto(await pageWithPictures(page, token));
      // A page of 100 rows takes a while on a busy machine.
      await expect(page.locator('.comment-images').first()).toBeAttached({ timeout: 45_000 });
      await page.locator('.comment-images').first().scrollIntoViewIfNeeded();
      const unavailable = page.getByTestId('image-unavailable').first();
      await expect(unavailable).toBeVisible();
      await expect(unavailable).toHaveAttribute('title', TEXT[locale].unavailable);
      await expect(unavailable).toHaveAttribute('href', /^https:\/\/[^/]+\/./);
      await keepScreenshot(page, testInfo, `daily-image-unavailable-${locale}`);
    } finally {
      failing.close();
    }
  });
}

/** Nothing is drawn over the middle of `target`: a click there reaches it. */
const reachable = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (target: Locator): Promise<Box> => {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

/** Scrolls the page (its scrolled main area) until the top of `target` is at `y` in the window. */
const scrollTopTo = async (page: Page, target: Locator, y: number): Promise<void> => {
  const { y: now } = await boxOf(target);
  await page
    .locator('.layout__main')
    .evaluate((main, by) => main.scrollBy({ top: by, behavior: 'instant' }), now - y);
  await expect.poll(async () => Math.abs((await boxOf(target)).y - y)).toBeLessThan(2);
};

/** The comment page's suggested replies, the longest first (the longest shows the tallest tooltip). */
/** A reply too long for its cell, which then shows it whole in a tooltip. */
const LONG_REPLY =
  '谢谢你这么详细的反馈！这款面霜以神经酰胺和角鲨烷为主，质地偏滋润，干皮和混干皮在换季时用会比较舒服；油皮建议薄涂或只在晚上用。如果搭配酸类或A醇，建议隔天错开使用，先建立耐受再慢慢加量，有任何不适请先停用并联系我们。';

/**
 * The longest reply on the page, after a staff member saved a long one on a comment of the page (the demo's
 * own replies may all fit their cells, and only a cut reply has a tooltip).
 */
const longestReply = async (page: Page, token: string): Promise<Locator> => {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await page.request.get('/api/track/content-comments', { headers, params: { page_size: 50 } })
  ).json()) as { data: { items: { id: number }[] } };
  // A row in the middle of the page, so that it can be scrolled to the top, the middle and the bottom.
  const middle = list.data.items[Math.min(12, list.data.items.length - 1)];
  expect(middle, 'a comment to reply to').toBeDefined();
  const saved = await page.request.post('/api/track/staff-edit-comment-reply', {
    headers,
    data: { comment_id: middle?.id, reply_text: LONG_REPLY },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  const replies = page.locator('.comment-table .reply-cell__text .comment-text');
  await expect(replies.first()).toBeVisible({ timeout: 45_000 });
  const lengths = await replies.evaluateAll((elements) =>
    elements.map((element) => element.textContent?.length ?? 0),
  );
  const longest = lengths.indexOf(Math.max(...lengths));
  expect(lengths[longest]).toBeGreaterThan(30);
  return replies.nth(longest);
};

/** Hovers `trigger` and waits for its tooltip (the one holding the start of its text). */
const tooltipOf = async (page: Page, trigger: Locator): Promise<Locator> => {
  const start = ((await trigger.textContent()) ?? '').slice(0, 12);
  await page.mouse.move(0, 0);
  await trigger.hover();
  const tooltip = page.locator('.arco-tooltip-content', { hasText: start }).last();
  await expect(tooltip).toBeVisible();
  // Settled where it stays (the popup fades and may move once it has measured itself).
  await page.waitForTimeout(400);
  return tooltip;
};

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`item 13: a reply's tooltip leaves the floating settings button clickable (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    const token = await signIn(page, team.worker, `${COMMENTS_PAGE}?page_size=50`);
    // Without the navbar the settings button floats over the bottom right of the page, above the reply column.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'notedesk-settings',
        JSON.stringify({ state: { navbar: false }, version: 0 }),
      ),
    );
    await page.reload();
    const settings = page.locator('.layout__settings-fab');
    await expect(settings).toBeVisible();
    const reply = await longestReply(page, token);
    // The reply just below the button: a tooltip shown above the reply would lie over it.
    const button = await boxOf(settings);
    await scrollTopTo(page, reply, button.y + button.height + 8);
    const tooltip = await tooltipOf(page, reply);
    expect(await reachable(settings)).toBe(true);
    await keepScreenshot(page, testInfo, `daily-tooltip-settings-${locale}`);
    void tooltip;
  });

  test(`item 13: a reply's tooltip never covers the reply cell's own buttons (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    const token = await signIn(page, team.worker, `${COMMENTS_PAGE}?page_size=50`);
    const reply = await longestReply(page, token);
    const buttons = reply
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " reply-cell ")][1]')
      .locator('.reply-cell__actions button');
    await expect(buttons.first()).toBeVisible();
    // In the middle, at the bottom, and at the top of the list (just under the bars that stay in view while
    // the list scrolls, so there is no room above it).
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    await scrollTopTo(page, reply, viewport.height / 2);
    const top =
      4 +
      (await page
        .locator('.tab-bar, .bulk-bar:visible')
        .evaluateAll((bars) => Math.max(...bars.map((bar) => bar.getBoundingClientRect().bottom))));
    for (const y of [viewport.height / 2, viewport.height - 90, top]) {
      await scrollTopTo(page, reply, y);
      const tooltip = await tooltipOf(page, reply);
      const shown = await boxOf(tooltip);
      for (const button of await buttons.all()) {
        expect(overlaps(shown, await boxOf(button)), `tooltip over a button (reply at y=${y})`).toBe(false);
        expect(await reachable(button)).toBe(true);
      }
      if (y === top) await keepScreenshot(page, testInfo, `daily-tooltip-reply-${locale}`);
    }
  });
}

/** How many lines `text` takes on screen. */
const linesOf = (text: Locator): Promise<number> =>
  text.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`item 13: the import job's header stays on one line in a narrow window (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    // A phone-sized window beside the side menu: the job's column is about 250 px wide.
    await page.setViewportSize({ width: 480, height: 800 });
    await signIn(page, team.manager, '/data-management?tab=imports');
    await page.locator('.imports-panel input[type=file]').setInputFiles([NOTES, COMMENTS]);
    await page.getByRole('button', { name: TEXT[locale].start(2) }).click();
    const title = page.getByTestId('import-job').getByText(TEXT[locale].jobTitle);
    await expect(title).toBeVisible();
    expect(await linesOf(title)).toBe(1);
    await keepScreenshot(page, testInfo, `daily-import-job-narrow-${locale}`);
  });

  test(`item 13: the staff column shows a handler's whole name, also in its tooltip (${locale})`, async ({
    page,
    team,
  }, testInfo) => {
    await useLocale(page, locale);
    // Handled comments (in progress) carry a handler; the worker's own name is 陈宇 Chen Yu.
    await signIn(page, team.worker, `${COMMENTS_PAGE}?process_status=1&page_size=50`);
    const name = page.locator('.comment-table tbody .comment-text', { hasText: /^陈宇 Chen Yu$/ }).first();
    await expect(name).toBeAttached({ timeout: 45_000 });
    await name.scrollIntoViewIfNeeded();
    // Not cut: the text needs no more room than the cell gives it.
    const cut = await name.evaluate(
      (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
    expect(cut).toBe(false);
    await name.hover();
    await expect(page.locator('.arco-tooltip-content', { hasText: '陈宇 Chen Yu' })).toBeVisible();
    await keepScreenshot(page, testInfo, `daily-staff-column-${locale}`);
  });
}
