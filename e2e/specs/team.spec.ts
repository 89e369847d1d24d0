import { expect, FAILED_REQUEST, requestToken, signIn, test, useLocale } from '../support/fixtures';

test('admin adds, disables and resets a team member', async ({ page, consoleGuard, team }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await signIn(page, team.admin, '/team/members');
  const username = `e2e-${Date.now()}`;

  await page.getByRole('button', { name: 'Add member' }).click();
  const modal = page.locator('.arco-modal');
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Full name').fill('E2E Member');
  await modal.getByLabel('Initial password').fill('weak');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal.getByText('At least 8 characters, no spaces').first()).toBeVisible();
  await modal.getByLabel('Initial password').fill('Member123');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Added ${username}`)).toBeVisible();
  const row = page.locator('.arco-table-tr', { hasText: username });
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Disable' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Disabled');
  const refused = await page.request.post('/api/token', {
    form: { username, password: 'Member123' },
    headers: { 'accept-language': 'en-US' },
  });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: 'Enable' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Reset password' }).click();
  await page.locator('.arco-modal').getByLabel('New password').fill('Changed123');
  await page.locator('.arco-modal').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Password of ${username} reset`)).toBeVisible();
  const accepted = await page.request.post('/api/token', { form: { username, password: 'Changed123' } });
  expect(accepted.status()).toBe(200);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`user settings start from the user's own profile (a demo user's is seeded) (${locale})`, async ({
    page,
    team,
  }) => {
    await useLocale(page, locale);
    await signIn(page, team.manager, '/user/setting');
    const form = page.locator('.layout__page form').first();
    await expect(form.locator('input').nth(0)).toHaveValue('zhou.min@qixi.example');
    await expect(form.locator('input').nth(1)).toHaveValue('周敏');
    await expect(form.locator('.arco-select')).toContainText(locale === 'zh-CN' ? '中国' : 'China');
    await expect(form.locator('.arco-cascader')).toContainText(
      locale === 'zh-CN' ? '浙江省 / 杭州市' : 'Zhejiang / Hangzhou',
    );
  });
}

test('user settings: validation messages and a saved profile', async ({ page, team }) => {
  // A member just added has no profile yet: every required field is empty.
  const adminToken = await requestToken(page, team.admin);
  const member = { username: `e2e-profile-${Date.now()}`, password: 'Member123' };
  const added = await page.request.post('/api/admin/users', {
    data: { ...member, role: 'manager', full_name: '周小北' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(added.status()).toBe(200);
  await useLocale(page, 'zh-CN');
  await signIn(page, member, '/user/setting');
  const form = page.locator('.layout__page form').first();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入邮箱')).toBeVisible();
  await expect(form.getByText('请输入昵称')).toBeVisible();
  await expect(form.getByText('请选择国家/地区')).toBeVisible();
  await expect(form.getByText('请选择所在区域')).toBeVisible();

  await form.getByPlaceholder('请输入邮箱地址').fill('zhou.min@example.com');
  await form.getByPlaceholder('请输入您的昵称').fill('小周');
  await form.locator('.arco-select').first().click();
  // Every country is listed (a long, scrolled list): type to find it, as a user would.
  await page.keyboard.type('中国');
  await page.getByRole('option', { name: '中国', exact: true }).click();
  await form.locator('.arco-cascader').click();
  await page.locator('.arco-cascader-list-item', { hasText: '广东省' }).click();
  await page.locator('.arco-cascader-list-item', { hasText: '深圳市' }).click();
  await form.getByPlaceholder('请输入您的个人简介').fill('很'.repeat(201));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('最多不超过 200 字').last()).toBeVisible();
  await form.getByPlaceholder('请输入您的个人简介').fill('负责华南区的评论跟进');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.goto('/user/info');
  await expect(page.locator('.layout__page')).toContainText('广东省 / 深圳市');
  await expect(page.locator('.layout__page')).toContainText('zhou.min@example.com');

  await page.goto('/user/setting');
  await page.getByRole('tab', { name: '安全设置' }).click();
  await expect(
    page
      .getByText('密码至少 8 位，不能包含空格，需同时包含大写字母、小写字母和数字，且不能是常用密码')
      .first(),
  ).toBeVisible();
});
