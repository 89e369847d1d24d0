import { SignJWT } from 'jose';
import { expect, FAILED_REQUEST, signIn, test, useLocale } from '../support/fixtures';

/** A token the server accepts as its own but whose time is up (50014). */
const expiredToken = async (userId: number, tenantId: number): Promise<string> => {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ tid: tenantId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti('e2e-expired-session')
    .setIssuer('notedesk')
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secret));
};

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`an expired token opens the re-login dialog (${locale})`, async ({ page, consoleGuard, team }) => {
    consoleGuard.allow(FAILED_REQUEST);
    await useLocale(page, locale);
    const token = await signIn(page, team.worker);
    const me = (await (
      await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; tenant_id: number } };
    const expired = await expiredToken(me.data.id, me.data.tenant_id);
    await page.evaluate((value) => window.localStorage.setItem('token', value), expired);

    const zh = locale === 'zh-CN';
    const dialog = page.locator('.arco-modal');
    const prompt = dialog.getByText(zh ? '确认登出' : 'Confirm logout');
    // Opening the message box fetches messages with the expired token. The message box's own
    // poll may make that call first (a slow machine), and then the dialog is already open.
    await expect(async () => {
      if (!(await prompt.isVisible())) {
        await page.getByRole('button', { name: zh ? '消息通知' : 'Messages' }).click({ timeout: 2_000 });
      }
      await expect(prompt).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.locator('.arco-message').first()).toBeVisible();

    await dialog.getByRole('button', { name: zh ? '取消' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/publication-effect$/);

    // The next failing call asks again; Re-Login logs out and reloads into the login page.
    await page.getByRole('combobox', { name: zh ? '平台' : 'Platform' }).click();
    await page.getByRole('option', { name: zh ? '抖音' : 'Douyin' }).click();
    await expect(dialog.getByText(zh ? '确认登出' : 'Confirm logout')).toBeVisible();
    await dialog.getByRole('button', { name: zh ? '重新登录' : 'Re-Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=publication-effect/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  });
}

test('a revoked session at start-up goes straight to login, without the dialog', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await useLocale(page, 'en-US');
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('token', 'not-a-token'));
  await page.goto('/brand-monitoring/brand-sentiment');
  await expect(page).toHaveURL(/\/login\?redirect=brand-sentiment/);
  await expect(page.locator('.arco-modal')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
