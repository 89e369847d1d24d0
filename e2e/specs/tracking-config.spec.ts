import { expect, FAILED_REQUEST, settled, signIn, snap, test, useLocale } from '../support/fixtures';
import { pick } from '../support/pick';
import { useTheme } from '../support/useTheme';

const TRACKING_TAB = '/data-management?tab=tracking';

test('a manager adds a product under a product line; the comment page’s product filter offers it at once', async ({
  page,
  team,
}) => {
  await useLocale(page, 'zh-CN');
  await signIn(page, team.manager, TRACKING_TAB);
  await page.getByRole('tab', { name: /产品线与产品/ }).click();
  const product = `晨露精华 ${Date.now() % 100_000}`;

  await page.getByRole('button', { name: '添加产品 修护系列' }).click();
  const dialog = page.getByRole('dialog', { name: '添加产品' });
  await dialog.getByLabel('名称', { exact: true }).fill(`dawn-${product}`);
  await dialog.getByLabel('显示名称').fill(product);
  await dialog.getByLabel('关键词（两个平台）').getByRole('textbox').fill('晨露精华');
  await page.keyboard.press('Enter');
  await snap(page, 'tracking-config-add-product-zh-CN-light');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/已保存，重新匹配了 \d+ 篇笔记/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(product) })).toContainText('晨露精华');
  await snap(page, 'tracking-config-products-zh-CN-light');

  // Without reloading: the menu leads to the comment page, whose product picker already knows it.
  await page.locator('.layout__menu').getByText('评论监控', { exact: true }).click();
  await settled(page);
  await pick(page, '产品', product);
  await expect(page).toHaveURL(/product_id=\d+/);
});

test('a name already taken is refused with the reason; what was typed stays in the form', async ({
  page,
  consoleGuard,
  team,
}) => {
  consoleGuard.allow(/status of 409/);
  await useLocale(page, 'en-US');
  await signIn(page, team.manager, TRACKING_TAB);
  await page.getByRole('tab', { name: /Product lines & products/ }).click();
  await page.getByRole('button', { name: 'Add product', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await pick(page, 'Product line', '栖溪 Qixi / 修护系列');
  await dialog.getByLabel('Name', { exact: true }).fill('another-serum');
  await dialog.getByLabel('Display name').fill('神经酰胺面霜');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Product "神经酰胺面霜" already exists');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('another-serum');
  await expect(dialog.getByLabel('Display name')).toHaveValue('神经酰胺面霜');
  await snap(page, 'tracking-config-conflict-en-US-light');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A brand that notes use: deleting it asks again, saying how many notes lose it.
  await page.getByRole('tab', { name: /Brands/ }).click();
  await page.getByRole('button', { name: 'Delete 雾岚 Wulan' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Notes still use it' });
  await expect(confirm).toContainText(/is used by \d+ notes/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /雾岚 Wulan/ })).toBeVisible();
});

test('forms say on the field what the server would refuse: a name of spaces, a link longer than any note link', async ({
  page,
  team,
}) => {
  await useLocale(page, 'en-US');
  await signIn(page, team.manager, TRACKING_TAB);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) sent.push(request.url());
  });
  await page.getByRole('tab', { name: /Own accounts/ }).click();
  await page.getByRole('button', { name: 'Add account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Account ID').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/data-management?tab=notes');
  const link = page.getByLabel('Note link, share text or note ID');
  const long = `https://www.xiaohongshu.com/explore/${'a'.repeat(2000)}`;
  await link.fill(long);
  await page.getByRole('button', { name: 'Track note' }).click();
  await expect(page.getByText(/This is longer than any note link \(2000 characters at most\)/)).toBeVisible();
  await expect(link).toHaveValue(long);
  expect(sent).toEqual([]);
});

test('a worker does not see the tracking setup tab', async ({ page, consoleGuard, team }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'zh-CN');
  await signIn(page, team.worker, TRACKING_TAB);
  await expect(page.getByRole('tab', { name: '跟踪的笔记' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '跟踪配置' })).toHaveCount(0);
});

for (const [locale, theme, tab] of [
  ['zh-CN', 'dark', '品牌'],
  ['en-US', 'light', 'Brands'],
  ['en-US', 'dark', 'Product lines & products'],
] as const) {
  test(`screenshot (${locale}, ${theme})`, async ({ page, team }) => {
    await useTheme(page, theme);
    await useLocale(page, locale);
    await signIn(page, team.admin, TRACKING_TAB);
    await page.getByRole('tab', { name: new RegExp(tab.replace(/[&]/g, '\\$&')) }).click();
    await expect(page.locator('.tracking-config .arco-table-tr').nth(1)).toBeVisible();
    await snap(page, `tracking-config-${locale}-${theme}`);
  });
}
