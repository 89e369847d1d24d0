import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, FAILED_REQUEST, signIn, snap, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

const CLASSIFIER_TAB = '/data-management?tab=classifier';
const COMMENTS = '/publication-maintenance/comment-maintenance';

const result = (page: Page) => page.locator('.try-comment__result');

/** Types a comment into the try box and waits for the answer. */
const tryComment = async (page: Page, text: string, button: string) => {
  await page.locator('.try-comment textarea').first().fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
  // Right after the server starts, the first answer waits for the seed model to finish training.
  await expect(result(page)).toBeVisible({ timeout: 40_000 });
};

test('a worker tries comments in Chinese: the four labels, confidence and engine; no retrain button', async ({
  page,
  team,
}) => {
  await useLocale(page, 'zh-CN');
  await signIn(page, team.worker, CLASSIFIER_TAB);
  await expect(page.getByText('试一条评论').first()).toBeVisible();

  // Nothing typed: the field says so, nothing is sent.
  await page.getByRole('button', { name: '分类', exact: true }).click();
  await expect(page.getByText('请输入评论内容')).toBeVisible();

  await tryComment(page, '用了三天脸上就过敏了，全是红疹[哭惹R]', '分类');
  const answer = result(page);
  await expect(answer).toContainText('评论类型负面');
  await expect(answer).toContainText('情感负面');
  await expect(answer).toContainText('负面类型适配');
  await expect(answer).toContainText('内容类型产品评价');
  await expect(answer).toContainText('无需复核');
  await expect(answer).toContainText('内置模型');
  await expect(answer).toContainText(/置信度\d+%/);
  // What was typed stays for the next try.
  await expect(page.locator('.try-comment textarea').first()).toHaveValue(
    '用了三天脸上就过敏了，全是红疹[哭惹R]',
  );

  // With the note's context too.
  await page.getByText('笔记上下文（可选）').click();
  await page.getByPlaceholder('笔记标题').fill('平价面霜测评');
  await tryComment(page, '这个多少钱，哪里可以买', '分类');
  await expect(result(page)).toContainText('评论类型销售线索');
  await expect(result(page)).toContainText('内容类型购买咨询');

  await expect(page.getByRole('button', { name: '用人工修正重新训练' })).toHaveCount(0);
  await snap(page, 'classify-try-zh-CN-light');
});

test('a manager sees the model in English, exports the training set and retrains', async ({
  page,
  consoleGuard,
  team,
}) => {
  // A retrain trains a model (see below): three times the usual time.
  test.slow();
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await signIn(page, team.manager, CLASSIFIER_TAB);
  const card = page.locator('.classifier-model');
  await expect(card).toContainText('Current model');
  await expect(card).toContainText(/Held-out macro-F1 \(\d+ seed comments, never trained on\)/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export training set (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('classifier-training-set.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
    'text,cls_type,sentiment,neg_type,content_type,origin,weight',
  );

  const corrections = await page.request
    .get('/api/track/classifier/model', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
    .then(async (response) => ((await response.json()) as { data: { staff_corrections: number } }).data);
  await page.getByRole('button', { name: 'Retrain with staff corrections' }).click();
  await page
    .locator('.arco-popconfirm')
    .getByRole('button', { name: 'Retrain with staff corrections' })
    .click();
  if (corrections.staff_corrections > 0) {
    // Training the seed set plus the corrections takes ~10 s on an idle machine, longer on a busy one.
    await expect(card).toContainText('Retrained for this tenant', { timeout: 90_000 });
    await expect(card).toContainText(/Retrained\. New imports/);
  } else {
    await expect(page.getByText('No comment labels have been corrected by staff yet')).toBeVisible();
  }

  await tryComment(page, 'Where can I buy it? 求链接', 'Classify');
  await expect(result(page)).toContainText('ClassSales lead');
  await expect(result(page)).toContainText('EngineBuilt-in model');
  await snap(page, 'classify-model-en-US-light');
});

test('the comment page opens the same try box in a drawer', async ({ page, team }) => {
  await useLocale(page, 'en-US');
  await signIn(page, team.worker, COMMENTS);
  await page.getByRole('button', { name: 'Try a comment' }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByText('Try a comment')).toBeVisible();
  await tryComment(page, '客服一直不回消息，退款拖了一周', 'Classify');
  await expect(result(page)).toContainText('ClassNegative');
  await expect(result(page)).toContainText('Negative typeService');
  await snap(page, 'classify-drawer-en-US-light');
});

for (const [locale, theme, button] of [
  ['zh-CN', 'dark', '分类'],
  ['en-US', 'dark', 'Classify'],
] as const) {
  test(`screenshot (${locale}, ${theme})`, async ({ page, team }) => {
    await useTheme(page, theme);
    await useLocale(page, locale);
    await signIn(page, team.manager, CLASSIFIER_TAB);
    await expect(page.locator('.classifier-model .arco-descriptions').first()).toBeVisible();
    await tryComment(page, '姐妹们这个粉底真的绝了，持妆一整天', button);
    await snap(page, `classify-${locale}-${theme}`);
    await page.locator('.classifier-model').scrollIntoViewIfNeeded();
    await snap(page, `classify-model-${locale}-${theme}`);
  });
}
