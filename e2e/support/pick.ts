import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Chooses an option of a labelled picker as a keyboard user does: open it, type to narrow the options, Enter.
 * (Clicking an option in the open popup proved unreliable while the filter grid reflows around it.)
 */
export const pick = async (page: Page, field: string, option: string): Promise<void> => {
  const picker = page.getByRole('combobox', { name: field });
  await expect(async () => {
    // Type only once this picker's list is open: keys typed earlier would go to whatever still has focus
    // (often the picker used just before), and its Enter would choose there.
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
    await page.keyboard.type(option);
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible({ timeout: 2000 });
    await page.keyboard.press('Enter');
    await expect(picker).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
};
