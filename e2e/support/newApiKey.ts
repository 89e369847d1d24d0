import type { Page } from '@playwright/test';
import { expect, requestToken } from './fixtures';
import type { SpecTeam } from './specTeam';

/** A new API key for a crawler, made by the team's admin; `name` tells a spec's keys apart. */
export const newApiKey = async (page: Page, team: SpecTeam, name: string): Promise<string> => {
  const admin = await requestToken(page, team.admin);
  const created = await page.request.post('/api/admin/api-keys', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { key: string } }).data.key;
};
