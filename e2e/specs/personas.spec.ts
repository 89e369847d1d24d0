import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  FAILED_REQUEST,
  type Locale,
  settled,
  signIn,
  snap,
  test,
  useLocale,
} from '../support/fixtures';
import { pick } from '../support/pick';
import { useTheme } from '../support/useTheme';

const COMMENTS = '/publication-maintenance/comment-maintenance';

test('a manager creates a persona; a worker generates a reply with it on the comment page and sees its sign-off', async ({
  browser,
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  // The duplicate name is refused with a 409 on purpose.
  consoleGuard.allow(/status of 409/);
  const tag = randomBytes(3).toString('hex');
  const name = `E2E 顾问 ${tag}`;
  const signOff = `—— E2E 顾问 ${tag}`;

  await useLocale(page, 'en-US');
  await signIn(page, team.manager, '/data-management?tab=personas');
  await settled(page);
  const panel = page.locator('.personas-panel');
  // The demo's own personas are listed.
  await expect(panel.getByRole('cell', { name: '官方客服', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New persona' }).click();
  const dialog = page.getByRole('dialog');
  // Saving without a name says so and keeps the dialog open.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  // A name already taken: the server's sentence on the field, and what was typed stays.
  await dialog.getByLabel('Name').fill('官方客服');
  await dialog.getByLabel('Sign-off').fill(signOff);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('A persona named "官方客服" already exists. Choose another name.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Sign-off')).toHaveValue(signOff);

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Tone').fill('亲切活泼，像朋友一样');
  await dialog.getByLabel('Do (one rule a line)').fill('称呼用户为姐妹');
  await dialog.getByLabel('Don’t (one rule a line)').fill('不承诺疗效\n不用感叹号');
  // Which rules the built-in engine follows without an LLM is said beside them.
  await expect(dialog.getByText(/Without an LLM, the built-in engine follows/)).toBeVisible();
  await snap(page, 'persona-form-en-US-light');
  await dialog.getByLabel(/Example replies/).fill('谢谢宝子喜欢～\n有问题随时私信我们');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = panel.locator('tr', { hasText: name });
  await expect(row).toContainText(signOff);
  await expect(row).toContainText('亲切活泼');
  await snap(page, 'personas-panel-en-US-light');

  // The worker: the list is read-only, and the persona drafts replies on the comment page.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await useLocale(worker, 'zh-CN');
  await signIn(worker, team.worker, '/data-management?tab=personas');
  await settled(worker);
  await expect(worker.locator('.personas-panel tr', { hasText: name })).toBeVisible();
  await expect(worker.getByText('仅经理和管理员可以修改人设。')).toBeVisible();
  await expect(worker.getByRole('button', { name: '新建人设' })).toHaveCount(0);
  await expect(worker.locator('.personas-panel').getByRole('button', { name: '编辑' })).toHaveCount(0);

  // Positive comments under the brand's own notes are thanked (a provocation, or a comment under a competitor's
  // note, would get the no-reply advice instead).
  await worker.goto(`${COMMENTS}?cls_type=2&source=own`);
  await settled(worker);
  const first = worker.locator('.comment-page .comment-table tbody tr.arco-table-tr').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: '编辑', exact: true }).click();
  const editorDialog = worker.getByRole('dialog');
  await pick(worker, '人设', name);
  const generated = worker.waitForRequest((request) => request.url().endsWith('/api/track/gen-reply'));
  await editorDialog.getByRole('button', { name: '按此人设生成' }).click();
  expect((await generated).postDataJSON()).toMatchObject({ persona_id: expect.any(Number) });
  const editor = worker.getByRole('textbox', { name: '编辑回复' });
  await expect(editor).toHaveValue(new RegExp(`${signOff}$`));
  // The persona's rules: greeted as it says, no exclamation marks.
  await expect(editor).toHaveValue(/^姐妹，/);
  await expect(editor).not.toHaveValue(/[！!]/);
  await snap(worker, 'reply-editor-persona-zh-CN-light');
  await editorDialog.getByRole('button', { name: '取消' }).click();
  await expect(first.locator('.reply-cell__text')).toContainText(signOff);

  // The choice is remembered: the row's own generate button uses it after a reload.
  await worker.reload();
  await settled(worker);
  const again = worker.waitForRequest((request) => request.url().endsWith('/api/track/gen-reply'));
  await worker
    .locator('.comment-page .comment-table tbody tr.arco-table-tr')
    .first()
    .getByRole('button', { name: /生成/ })
    .first()
    .click();
  expect((await again).postDataJSON()).toMatchObject({ persona_id: expect.any(Number) });

  // The note page's own reply draft is generated with the same persona, chosen beside its button.
  const noteHref = await worker
    .locator('.comment-page .comment-table tbody tr.arco-table-tr')
    .first()
    .locator('a.comment-table__note')
    .getAttribute('href');
  await worker.goto(noteHref ?? '');
  await settled(worker);
  const noteReply = worker.locator('.arco-card', { hasText: '笔记回复草稿' });
  await expect(noteReply.getByRole('combobox', { name: '人设' })).toContainText(name);
  const postDraft = worker.waitForRequest((request) => request.url().endsWith('/api/track/gen-post-reply'));
  await noteReply.getByRole('button', { name: /生成/ }).click();
  expect((await postDraft).postDataJSON()).toMatchObject({ persona_id: expect.any(Number) });
  await expect(noteReply.locator('.note-reply__text')).toContainText(signOff);
  await snap(worker, 'note-reply-persona-zh-CN-light');
  await workerContext.close();
});

test('a manager uploads knowledge with a bad row, searches it and deletes a row', async ({
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  const tag = randomBytes(3).toString('hex');
  const folder = join(tmpdir(), `notedesk-e2e-${tag}`);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'knowledge.csv');
  writeFileSync(
    file,
    `问题,答案,产品,关键词\n赠品${tag}有哪些,下单即送小样三件,,"赠品,小样"\n,没有问题的一行,,\n退换${tag}怎么办,7天无理由退换,,退换\n`,
  );
  await useLocale(page, 'zh-CN');
  await signIn(page, team.manager, '/data-management?tab=knowledge');
  await settled(page);
  await expect(page.getByText('文件格式')).toBeVisible();
  await page.locator('.knowledge-panel input[type=file]').setInputFiles(file);
  await expect(page.getByText('上传完成：读取 3 行，导入 2 行')).toBeVisible();
  await expect(page.getByText('第 3 行：缺少问题')).toBeVisible();
  await snap(page, 'knowledge-panel-zh-CN-light');

  await page.getByRole('textbox', { name: '搜索问题、答案、产品或关键词' }).fill(tag);
  const rows = page.locator('.knowledge-panel tbody tr.arco-table-tr');
  await expect(rows).toHaveCount(2);
  await rows
    .filter({ hasText: `赠品${tag}有哪些` })
    .getByRole('button', { name: '删除' })
    .click();
  await page.getByRole('button', { name: '删除' }).last().click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`退换${tag}怎么办`);
});

for (const locale of ['zh-CN', 'en-US'] as const satisfies Locale[]) {
  test(`screenshots of the personas and knowledge tabs (${locale}, dark)`, async ({ page, team }) => {
    await useTheme(page, 'dark');
    await useLocale(page, locale);
    await signIn(page, team.manager, '/data-management?tab=personas');
    await settled(page);
    await expect(page.locator('.personas-panel tbody tr').first()).toBeVisible();
    await snap(page, `personas-panel-${locale}-dark`);
    await page.goto('/data-management?tab=knowledge');
    await settled(page);
    await expect(page.locator('.knowledge-panel tbody tr').first()).toBeVisible();
    await snap(page, `knowledge-panel-${locale}-dark`);
    // The note page's reply draft with its persona picker.
    await page.goto('/publication-maintenance/comment-maintenance?source=own');
    await settled(page);
    const noteHref = await page.locator('a.comment-table__note').first().getAttribute('href');
    await page.goto(noteHref ?? '');
    await settled(page);
    const noteReply = page.locator('.arco-card', {
      hasText: locale === 'zh-CN' ? '笔记回复草稿' : "The note's reply draft",
    });
    await expect(noteReply.getByRole('combobox')).toBeVisible();
    await snap(page, `note-reply-${locale}-dark`);
  });
}
