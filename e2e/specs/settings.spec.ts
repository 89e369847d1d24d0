import { expect, settled, signIn, snap, test, useLocale } from '../support/fixtures';

const sider = '.layout__sider';

test.describe('settings drawer', () => {
  test.beforeEach(async ({ page, team }) => {
    await useLocale(page, 'en-US');
    await signIn(page, team.manager);
  });

  test('toggles apply at once and survive a reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.locator('.arco-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '300px');
    await expect(drawer.getByText('Content', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Other settings')).toBeVisible();
    await expect(drawer.locator('.arco-alert')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Copy settings' })).toBeVisible();
    await expect(
      drawer
        .getByLabel('Menu width (px)')
        .locator('xpath=ancestor::*[contains(@class,"arco-input-number")][1]'),
    ).toHaveCSS('width', '80px');
    await snap(page, 'settings-drawer-en-US-light-1280');

    await drawer.getByRole('switch', { name: 'Footer' }).click();
    await expect(page.locator('.layout__footer')).toHaveCount(0);
    await drawer.getByRole('switch', { name: 'Tab bar' }).click();
    await expect(page.locator('.tab-bar')).toHaveCount(0);

    const width = drawer.getByLabel('Menu width (px)');
    await width.fill('220');
    await width.press('Enter');
    await expect(page.locator(sider)).toHaveCSS('width', '220px');

    await drawer.getByRole('switch', { name: 'Color weak' }).click();
    await expect(page.locator('body')).toHaveCSS('filter', 'invert(0.8)');
    await drawer.getByRole('switch', { name: 'Color weak' }).click();
    await expect(page.locator('body')).toHaveCSS('filter', 'none');
    await drawer.getByRole('switch', { name: 'Color weak' }).click();

    await drawer.getByRole('switch', { name: 'Menu', exact: true }).click();
    await expect(page.locator(sider)).toHaveCount(0);
    await drawer.getByRole('switch', { name: 'Menu', exact: true }).click();
    await expect(page.locator(sider)).toBeVisible();

    await page.reload();
    await settled(page);
    await expect(page.locator('.layout__footer')).toHaveCount(0);
    await expect(page.locator('.tab-bar')).toHaveCount(0);
    await expect(page.locator(sider)).toHaveCSS('width', '220px');
    await expect(page.locator('body')).toHaveCSS('filter', 'invert(0.8)');
  });

  test('top menu moves the menu into the navbar and expands it', async ({ page }) => {
    await page.locator('.arco-layout-sider-trigger').click();
    await expect(page.locator(sider)).toHaveCSS('width', '48px');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.arco-drawer').getByRole('switch', { name: 'Top menu' }).click();
    await expect(page.locator(sider)).toHaveCount(0);
    await expect(page.locator('.navbar .arco-menu-horizontal')).toBeVisible();
    const saved = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('notedesk-settings') ?? '{}'),
    );
    expect(saved.state).toMatchObject({ topMenu: true, menuCollapse: false });
    await page.locator('.arco-drawer').getByRole('switch', { name: 'Top menu' }).click();
    // Back to the side menu at English's default width (#15 item 11: 200 px, so the labels show whole).
    await expect(page.locator(sider)).toHaveCSS('width', '200px');
  });

  test('hiding the navbar shows the floating settings button', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Open settings' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.arco-drawer').getByRole('switch', { name: 'Navbar' }).click();
    await expect(page.locator('.layout__navbar')).toHaveCount(0);
    await page.locator('.arco-drawer').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.arco-drawer')).toBeHidden();
    const fab = page.getByRole('button', { name: 'Open settings' });
    await expect(fab).toBeVisible();
    await fab.click();
    await page.locator('.arco-drawer').getByRole('switch', { name: 'Navbar' }).click();
    await expect(page.locator('.layout__navbar')).toBeVisible();
    await expect(fab).toHaveCount(0);
  });

  test('menu from server loads with notifications and is used by the guard', async ({ page }) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.arco-drawer').getByRole('switch', { name: 'Menu from server' }).click();
    await expect(page.locator('.arco-notification').getByText('Menu loaded')).toBeVisible();
    await expect(page.locator('.layout__menu')).toContainText('Brand analysis');
    // A manager's server menu has no team entry: the page is not found.
    await page.goto('/team/members');
    await expect(page.getByText('Sorry, the page is gone')).toBeVisible();
  });
});
