import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Chooses an option of a labelled picker as a keyboard user does: open it, type to narrow the options, Enter.
 * (Clicking an option in the open popup proved unreliable while the filter grid reflows around it.)
 */
export const pick = async (page: Page, field: string, option: string): Promise<void> => {
  const picker = page.getByRole('combobox', { name: field });
  // What the picker holds: a tag (several allowed) or its value (one). Not its whole text: that includes a
  // hidden copy of what was typed, which reads as chosen when Enter chose nothing.
  const chosen = picker.locator('.arco-select-tag, .arco-select-view-value', { hasText: option });
  await expect(async () => {
    // A previous try's Enter may have landed late: Enter again would take the option off a multiple picker.
    if ((await chosen.count()) > 0) return;
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
    // Typed into this picker's own input (not wherever focus is), replacing what an earlier try left there.
    await picker.locator('input').fill(option);
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible({ timeout: 2000 });
    await page.keyboard.press('Enter');
    await expect(chosen).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
};
