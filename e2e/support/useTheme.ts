import type { Page } from '@playwright/test';

/** Starts the page in the light or dark theme, as a user who chose it in the settings (stored before load). */
export const useTheme = async (page: Page, theme: 'light' | 'dark'): Promise<void> => {
  await page.addInitScript((value) => {
    window.localStorage.setItem('notedesk-settings', JSON.stringify({ state: { theme: value }, version: 0 }));
  }, theme);
};
