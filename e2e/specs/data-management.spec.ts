import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, FAILED_REQUEST, signIn, snap, test, useLocale } from '../support/fixtures';

/** The import tests' MediaCrawler files (one xhs, one Douyin, one with broken rows, one that is no export). */
const FIXTURES = resolve(import.meta.dirname, '../../apps/server/src/modules/imports/__tests__/fixtures');
const XHS_NOTES = resolve(FIXTURES, 'xhs/search_contents_2025-01-10.csv');
const DY_NOTES = resolve(FIXTURES, 'dy/creator_contents_2025-01-10.jsonl');
const BROKEN_COMMENTS = resolve(FIXTURES, 'xhs/search_comments_2025-01-10.csv');
const NOT_AN_EXPORT = resolve(FIXTURES, 'other/report.csv');

const count = (page: Page, key: string) =>
  page.locator('[data-testid="import-job"]').getByTestId(`import-count-${key}`);

/** Chooses files, starts the import and waits for the job to finish; returns the job panel. */
const importFiles = async (page: Page, files: string[]) => {
  await page.locator('.imports-panel input[type=file]').setInputFiles(files);
  await page.getByRole('button', { name: `Import files (${files.length})` }).click();
  const job = page.getByTestId('import-job');
  await expect(job.locator('.arco-tag', { hasText: /^Done$/ })).toBeVisible({ timeout: 30_000 });
  await expect(job.locator('.arco-progress')).toContainText('Done');
  return job;
};

test('a manager imports xhs and Douyin files, again without doubles, and a broken file by line', async ({
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await signIn(page, team.manager, '/data-management?tab=imports');
  await expect(page.getByText('50 MB each')).toBeVisible();

  // A file that is not a MediaCrawler export: the server's reason, and the chosen files stay.
  await page.locator('.imports-panel input[type=file]').setInputFiles([NOT_AN_EXPORT]);
  await page.getByRole('button', { name: 'Import files (1)' }).click();
  await expect(page.getByTestId('import-refused')).toContainText(
    'report.csv: the name is not a MediaCrawler output',
  );
  await expect(page.getByTestId('import-refused')).not.toContainText('Field file');
  await expect(page.locator('.arco-upload-list-item', { hasText: 'report.csv' })).toBeVisible();
  await page
    .locator('.arco-upload-list-item', { hasText: 'report.csv' })
    .locator('.arco-upload-list-remove-icon')
    .click();

  await importFiles(page, [XHS_NOTES, DY_NOTES]);
  const read = Number(await count(page, 'read').textContent());
  const imported = Number(await count(page, 'imported').textContent());
  expect(read).toBeGreaterThan(0);
  expect(imported).toBe(read);
  await expect(count(page, 'updated')).toHaveText('0');
  await expect(count(page, 'skipped')).toHaveText('0');
  await snap(page, 'data-management-import-done-en');

  // The same files again: nothing new, nothing doubled.
  await importFiles(page, [XHS_NOTES, DY_NOTES]);
  await expect(count(page, 'read')).toHaveText(String(read));
  await expect(count(page, 'imported')).toHaveText('0');
  await expect(count(page, 'updated')).toHaveText('0');
  await expect(count(page, 'unchanged')).toHaveText(String(read));

  // Broken rows: the good ones are imported, the bad ones reported by line.
  const job = await importFiles(page, [BROKEN_COMMENTS]);
  await expect(count(page, 'skipped')).toHaveText('3');
  await expect(job.getByText('Rows with problems: 3')).toBeVisible();
  const problems = job.locator('.arco-table-tr', { hasText: 'search_comments_2025-01-10.csv' });
  await expect(problems).toHaveCount(3);
  await expect(problems.first()).toContainText('6');
  await expect(problems.first()).toContainText('wrong column count');
  const download = page.waitForEvent('download');
  await job.getByRole('button', { name: 'Download error report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-\d+-errors\.csv$/);

  // The history lists the three jobs with their counts.
  const history = page.locator('.import-history tbody .arco-table-tr');
  await expect(history.first()).toContainText('search_comments_2025-01-10.csv');
  await expect(history.nth(1)).toContainText('creator_contents_2025-01-10.jsonl');
  await snap(page, 'data-management-imports-en');

  // The tracked-notes tab finds an imported Douyin note.
  await page.getByRole('tab', { name: 'Tracked notes' }).click();
  // The platform is the top bar's, as everywhere in the console.
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Douyin' }).click();
  await page.getByLabel('Search title, text or note ID').fill('7400000000000000001');
  await expect(page.locator('.tracked-notes .arco-table-tr', { hasText: '7400000000000000001' })).toHaveCount(
    1,
  );
});

test('a manager adds a note by link, deletes it and restores it from recently deleted', async ({
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await signIn(page, team.manager, '/data-management?tab=notes');
  const noteId = randomBytes(12).toString('hex');
  const field = page.getByLabel('Note link, share text or note ID');

  // A short link cannot be resolved here: the reason shows and the text stays.
  await field.fill('https://xhslink.com/a/AbCdEf');
  await page.getByRole('button', { name: 'Track note' }).click();
  await expect(page.getByTestId('track-note-error')).toContainText('Short links');
  await expect(field).toHaveValue('https://xhslink.com/a/AbCdEf');
  // Something the server does not recognise: its sentence, the text kept.
  await field.fill('https://www.xiaohongshu.com/explore/not-a-note');
  await page.getByRole('button', { name: 'Track note' }).click();
  await expect(page.getByTestId('track-note-error')).toContainText('not a note we recognise');
  await expect(field).toHaveValue('https://www.xiaohongshu.com/explore/not-a-note');

  await field.fill(`https://www.xiaohongshu.com/explore/${noteId}?xsec_token=ABC&xsec_source=pc_feed`);
  await page.getByRole('button', { name: 'Track note' }).click();
  await expect(page.getByText(`Note ${noteId} added; waiting for crawler data`)).toBeVisible();
  const row = page.locator('.tracked-notes .arco-table-tr', { hasText: noteId });
  await expect(row).toContainText('Waiting for crawler data');
  await expect(row.getByRole('switch')).toBeChecked();
  await snap(page, 'data-management-tracked-notes-en');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Note ${noteId} deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Recently deleted' }).click();
  const deleted = page.locator('.tracked-notes .arco-table-tr', { hasText: noteId });
  await expect(deleted).toBeVisible();
  await expect(deleted).toContainText('Xiaohongshu');
  await snap(page, 'data-management-recently-deleted-en');
  await deleted.getByRole('button', { name: 'Restore' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Note ${noteId} restored`)).toBeVisible();
  await expect(deleted).toHaveCount(0);

  await page.getByRole('tab', { name: 'Notes', exact: true }).click();
  await page.getByLabel('Search title, text or note ID').fill(noteId);
  await expect(page.locator('.tracked-notes .arco-table-tr', { hasText: noteId })).toHaveCount(1);
});

test('an admin creates an API key, a crawler uses it, and the admin revokes it', async ({
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await signIn(page, team.admin, '/data-management?tab=api-keys');
  await expect(page.getByText('How a crawler uses a key')).toBeVisible();
  const name = `e2e crawler ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const modal = page.locator('.arco-modal');
  await expect(modal).toContainText('cannot be shown again');
  const key = (await modal.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^ndk_/);
  await snap(page, 'data-management-api-key-created-en');

  const ingest = () =>
    page.request.post('/api/ingest/notes', {
      headers: { 'x-api-key': key },
      data: { platform: 'dy', items: [] },
    });
  expect((await ingest()).status()).toBe(200);

  await modal.getByRole('button', { name: 'I have saved it' }).click();
  const row = page.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await ingest()).status()).toBe(401);
});

test('the data-management tabs in Chinese, light and dark (screenshots)', async ({ page, team }) => {
  await useLocale(page, 'zh-CN');
  await signIn(page, team.admin, '/data-management?tab=notes');
  await expect(page.getByRole('tab', { name: '最近删除' })).toBeVisible();
  await snap(page, 'data-management-tracked-notes-zh');
  await page.getByRole('tab', { name: '导入数据' }).click();
  await expect(page.getByRole('heading', { name: '导入记录' })).toBeVisible();
  await snap(page, 'data-management-imports-zh');
  await page.getByRole('tab', { name: 'API 密钥' }).click();
  await expect(page.getByText('爬虫如何使用密钥')).toBeVisible();
  await page.evaluate(() => document.body.setAttribute('arco-theme', 'dark'));
  await snap(page, 'data-management-api-keys-zh-dark');
});

test('a worker sees the notes and may delete, but cannot add, switch tracking or restore', async ({
  page,
  team,
}) => {
  await useLocale(page, 'en-US');
  await signIn(page, team.worker, '/data-management?tab=notes');
  const rows = page.locator('.tracked-notes tbody .arco-table-tr');
  await expect(rows.first().getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track note' })).toHaveCount(0);
  await expect(rows.first().getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Imports' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Recently deleted' }).click();
  await expect(page.getByText('A manager or admin can restore them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
});
