import { expect, signIn, snap, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

const KEY = 'sk-e2e-SECRET-key-0123456789';

/**
 * The server tests' fake OpenAI-compatible server (real /v1/chat/completions wire format), loaded by URL:
 * it belongs to the server project, which this one does not compile.
 */
const FAKE_SERVER_MODULE = new URL(
  '../../apps/server/src/modules/llm/__tests__/fakeOpenAiServer.ts',
  import.meta.url,
).href;
type FakeOpenAiServer = {
  baseUrl: string;
  requests: { authorization: string }[];
  expectedKey: string | undefined;
  close: () => Promise<void>;
};
const startFakeOpenAiServer = async (): Promise<FakeOpenAiServer> =>
  (
    (await import(FAKE_SERVER_MODULE)) as { startFakeOpenAiServer: () => Promise<FakeOpenAiServer> }
  ).startFakeOpenAiServer();
const AI_TAB = '/data-management?tab=ai';

/** Back to "no LLM" so this spec’s later tests draft and classify with the embedded engines. */
const resetSettings = async (request: import('@playwright/test').APIRequestContext, token: string) => {
  const response = await request.put('/api/admin/llm-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      base_url: '',
      model: '',
      api_key: null,
      classify_enabled: true,
      reply_enabled: true,
      daily_token_quota: null,
    },
  });
  expect(response.status()).toBe(200);
};

test.describe
  .serial('AI settings tab', () => {
    let fake: FakeOpenAiServer;
    test.beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      fake.expectedKey = KEY;
    });
    test.afterAll(async () => {
      await fake.close();
    });

    test('an admin saves the provider (key shown as set, never as text) and tests the connection', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'en-US');
      const token = await signIn(page, team.admin, AI_TAB);
      try {
        const panel = page.locator('.ai-settings');
        await expect(page.getByTestId('ai-settings-provider')).toHaveText(
          'No LLM is configured; the embedded model classifies and drafts',
        );
        await expect(page.getByTestId('ai-settings-key-state')).toContainText('Not set');
        await expect(panel.getByText('No LLM use in the last 14 days')).toBeVisible();

        // A model is required with a base URL: the message shows and what was typed stays.
        await panel.getByPlaceholder('e.g. https://api.deepseek.com/v1').fill(fake.baseUrl);
        await panel.getByRole('button', { name: 'Save' }).click();
        await expect(panel.getByText('A model is required with a base URL')).toBeVisible();
        await expect(panel.getByPlaceholder('e.g. https://api.deepseek.com/v1')).toHaveValue(fake.baseUrl);

        await panel.getByPlaceholder('e.g. deepseek-chat').fill('fake-chat-1');
        await panel.getByLabel('API key').fill(KEY);
        // Classification and replies off: later tests keep the embedded engines.
        await panel.getByRole('switch').nth(0).click();
        await panel.getByRole('switch').nth(1).click();
        await panel.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('AI settings saved')).toBeVisible();
        await expect(page.getByTestId('ai-settings-key-state')).toContainText('Set');
        await expect(panel.getByLabel('API key')).toHaveValue('');
        await expect(page.getByTestId('ai-settings-provider')).toHaveText("In use: this tenant's settings");
        expect(await page.content()).not.toContain(KEY);

        await panel.getByRole('button', { name: 'Test connection' }).click();
        await expect(page.getByTestId('ai-settings-test-result')).toContainText(
          'Connected: fake-chat-1 answered in',
        );
        expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
        await expect(page.getByTestId('ai-settings-usage-today')).toContainText('150');
        await snap(page, 'ai-settings-en-US-light');

        // The provider refuses the key: what failed (the status), never the server's own words or the key.
        fake.expectedKey = 'sk-another-key';
        await panel.getByRole('button', { name: 'Test connection' }).click();
        const refused = page.getByTestId('ai-settings-test-result');
        await expect(refused).toContainText('Connection failed: the API key was refused');
        await expect(refused).toContainText('Details: the server answered HTTP 401');
        await expect(refused).not.toContainText('Incorrect API key provided');
        await expect(refused).not.toContainText(KEY);
        fake.expectedKey = KEY;

        // After a reload: the saved values, the key still only "set".
        await page.reload();
        await expect(page.getByTestId('ai-settings-key-state')).toContainText('Set');
        await expect(panel.getByPlaceholder('e.g. deepseek-chat')).toHaveValue('fake-chat-1');
        await expect(panel.locator('.arco-table')).toContainText('150');
        expect(await page.content()).not.toContain(KEY);
      } finally {
        await resetSettings(page.request, token);
      }
    });

    for (const [locale, theme] of [
      ['zh-CN', 'light'],
      ['zh-CN', 'dark'],
      ['en-US', 'dark'],
    ] as const) {
      test(`screenshot (${locale}, ${theme})`, async ({ page, team }) => {
        await useTheme(page, theme);
        await useLocale(page, locale);
        await signIn(page, team.admin, AI_TAB);
        await expect(page.locator('.ai-settings')).toBeVisible();
        await expect(page.getByTestId('ai-settings-usage-today')).toBeVisible();
        await snap(page, `ai-settings-${locale}-${theme}`);
      });
    }

    test('workers and managers do not see the tab, and the API refuses them', async ({ page, team }) => {
      await useLocale(page, 'en-US');
      for (const who of [team.worker, team.manager]) {
        const token = await signIn(page, who, '/data-management');
        await expect(page.getByRole('tab', { name: 'AI settings' })).toHaveCount(0);
        const refused = await page.request.get('/api/admin/llm-settings', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(refused.status()).toBe(403);
      }
    });
  });
