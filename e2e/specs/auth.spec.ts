import { expect, FAILED_REQUEST, signIn, snap, test, useLocale } from '../support/fixtures';

test.describe('login and guards', () => {
  test('redirects to login with the target, then back to it after login', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    await page.goto('/brand-monitoring/brand-review?keyword=面霜');
    await expect(page).toHaveURL(/\/login\?redirect=brand-review&keyword=/);
    await expect(page.getByText('简单的社交媒体维护平台')).toBeVisible();
    await snap(page, 'login-zh-CN-1280');

    await page.getByLabel('用户名').fill(team.worker.username);
    await page.getByLabel('密码').fill(team.worker.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/brand-monitoring\/brand-review\?keyword=/);
    expect(decodeURIComponent(page.url())).toContain('keyword=面霜');
    await expect(page.locator('.layout__breadcrumb')).toContainText('笔记监控');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  test('the default landing page opens after a plain login; / goes to login', async ({ page, team }) => {
    await useLocale(page, 'en-US');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await snap(page, 'login-en-US-1280');
    await page.getByLabel('Username').fill(team.admin.username);
    await page.getByLabel('Password').fill(team.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/publication-maintenance\/publication-effect$/);
    await expect(page.getByRole('heading', { name: 'Publication effect' })).toBeVisible();
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`wrong password shows the server's message (${locale})`, async ({ page, consoleGuard, team }) => {
      consoleGuard.allow(FAILED_REQUEST);
      await useLocale(page, locale);
      const expected = (await (
        await page.request.post('/api/token', {
          form: { username: 'nobody-here', password: 'Wrong123' },
          headers: { 'accept-language': locale },
        })
      ).json()) as { detail: string };
      await page.goto('/login');
      const zh = locale === 'zh-CN';
      await page.getByRole('button', { name: zh ? '登录' : 'Log in' }).click();
      await expect(page.getByText(zh ? '用户名不能为空' : 'Username cannot be empty')).toBeVisible();
      await expect(page.getByText(zh ? '密码不能为空' : 'Password cannot be empty')).toBeVisible();

      await page.getByLabel(zh ? '用户名' : 'Username').fill(team.manager.username);
      await page.getByLabel(zh ? '密码' : 'Password').fill('Wrong-password1');
      await page.getByRole('button', { name: zh ? '登录' : 'Log in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: expected.detail })).toBeVisible();
      expect(expected.detail.length).toBeGreaterThan(3);
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    });
  }

  test('an unknown address shows the not-found page with retry and back', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    await signIn(page, team.worker, '/publication-maintenance/comment-maintenance');
    await page.goto('/no/such/page');
    await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await snap(page, 'not-found-zh-CN-1280');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/comment-maintenance/);
  });

  test('a worker opening an admin page sees the 403 page at that address', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    await signIn(page, team.worker);
    await expect(page.locator('.layout__menu')).not.toContainText('团队成员');
    await page.goto('/team/members');
    await expect(page).toHaveURL(/\/team\/members$/);
    await expect(page.getByText('对不起，您没有访问该资源的权限')).toBeVisible();
  });

  test('logout clears the token, tenant data and session storage', async ({ page, team }) => {
    await useLocale(page, 'en-US');
    await signIn(page, team.manager, '/publication-maintenance/comment-maintenance');
    expect(await page.evaluate(() => window.localStorage.getItem('tenantNames'))).toBeTruthy();
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Douyin' }).click();
    await expect(page.getByText('Switched to Douyin')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('theme'))).toBe('dy');

    await page.getByRole('button', { name: 'User center' }).hover();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=comment-maintenance/);
    const storage = await page.evaluate(() => ({
      token: window.localStorage.getItem('token'),
      tenant: window.localStorage.getItem('tenantNames'),
      sheet: window.localStorage.getItem('sheetToken'),
      session: window.sessionStorage.length,
      locale: window.localStorage.getItem('arco-locale'),
    }));
    expect(storage).toEqual({ token: null, tenant: null, sheet: null, session: 0, locale: 'en-US' });
    await page.goto('/publication-maintenance/publication-effect');
    await expect(page).toHaveURL(/\/login\?redirect=publication-effect/);
  });

  test('switch roles previews the role locally, between worker and manager', async ({ page, team }) => {
    await useLocale(page, 'zh-CN');
    await signIn(page, team.admin);
    await expect(page.locator('.layout__menu')).toContainText('团队成员');
    await page.getByRole('button', { name: '用户中心' }).hover();
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await expect(page.getByText('正在预览员工看到的界面')).toBeVisible();
    await expect(page.locator('.navbar__user-role')).toHaveText('员工');
    await expect(page.locator('.layout__menu')).not.toContainText('团队成员');
    await page.getByRole('button', { name: '用户中心' }).hover();
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await expect(page.locator('.navbar__user-role')).toHaveText('经理');
  });
});
