import { expect, settled, signIn, snap, test } from '../support/fixtures';

test('language switch: success message, saved under arco-locale, Arco texts follow', async ({
  page,
  team,
}) => {
  await signIn(page, team.admin, '/team/members');
  // zh-CN is the default.
  await expect(page.locator('.layout__breadcrumb')).toContainText('团队成员');
  await expect(page.locator('.arco-pagination')).toContainText(/共 \d+ 条/);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Language switched to English')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('arco-locale'))).toBe('en-US');
  await expect(page.locator('.layout__breadcrumb')).toContainText('Team members');
  await expect(page.locator('.arco-pagination')).toContainText(/Total: \d+/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await settled(page);
  await expect(page.locator('.layout__breadcrumb')).toContainText('Team members');
  await expect(page.getByRole('button', { name: 'Add member' })).toBeVisible();

  // Choosing the current language again changes nothing and says nothing.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Language switched to English')).toHaveCount(0);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('语言已切换为简体中文')).toBeVisible();
  await expect(page.locator('.arco-pagination')).toContainText(/共 \d+ 条/);
  await snap(page, 'team-members-language-switched-zh-CN');
});
