import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signIn, snap, test, useLocale } from '../support/fixtures';
import { ingestComments } from '../support/ingestComments';
import { newApiKey } from '../support/newApiKey';
import { useTheme } from '../support/useTheme';

const SECRET = 'e2e-bot-secret-0123';
const GROUP_CHAT_TAB = '/data-management?tab=group-chat';
const COMMENTS = '/publication-maintenance/comment-maintenance';
/** Names a demo product, so the alert notes' comments are tracked. */
const ALERT_NOTE_TITLE = '神经酰胺面霜群告警测试笔记';

/** The server tests' fake Feishu bot webhook (Feishu's wire format), loaded by URL like the fake LLM. */
const FAKE_BOT_MODULE = new URL('../../apps/server/src/testing/fakeFeishuBot.ts', import.meta.url).href;
type FakeBotMessage = {
  msg_type: string;
  card?: unknown;
  content?: { text?: string };
  timestamp?: string;
  sign?: string;
};
type FakeFeishuBot = {
  webhookUrl: string;
  secret: string;
  received: FakeBotMessage[];
  answered: { code: number }[];
  close: () => Promise<void>;
};
const startFakeFeishuBot = async (secret: string): Promise<FakeFeishuBot> =>
  (
    (await import(FAKE_BOT_MODULE)) as {
      startFakeFeishuBot: (options: { secret: string }) => Promise<FakeFeishuBot>;
    }
  ).startFakeFeishuBot({ secret });

/** Signed as Feishu documents it: HMAC-SHA256 keyed `timestamp\nsecret` over an empty message, base64. */
const validlySigned = (message: FakeBotMessage | undefined) =>
  message?.sign === createHmac('sha256', `${message?.timestamp}\n${SECRET}`).update('').digest('base64');

const cardText = (message: FakeBotMessage | undefined) => JSON.stringify(message?.card ?? {});

const unreadBadge = (page: Page) => page.locator('.navbar .arco-badge-number');

test.describe
  .serial('group chat: the Feishu bot, Send to group, alerts, the live message box', () => {
    let fake: FakeFeishuBot;
    test.beforeAll(async () => {
      fake = await startFakeFeishuBot(SECRET);
    });
    test.afterAll(async () => {
      await fake.close();
    });

    test('an admin sets the bot (secret write-only) and Test reaches the group signed (en-US, dark)', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'en-US');
      await useTheme(page, 'dark');
      await signIn(page, team.admin, GROUP_CHAT_TAB);
      const panel = page.locator('.group-chat');
      await expect(panel.getByText('Feishu group bot')).toBeVisible();
      await expect(page.getByTestId('group-bot-secret-state')).toContainText('Not set');
      await panel.getByPlaceholder('https://open.feishu.cn/open-apis/bot/v2/hook/…').fill(fake.webhookUrl);
      await panel.getByLabel('Signing secret').fill(SECRET);
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Group bot saved')).toBeVisible();
      await expect(page.getByTestId('group-bot-secret-state')).toContainText('Set');
      await expect(panel.getByLabel('Signing secret')).toHaveValue('');
      await panel.getByRole('button', { name: 'Test' }).click();
      await expect(page.getByTestId('group-bot-test-result')).toHaveText(
        'The test message reached the group',
      );
      expect(fake.received).toHaveLength(1);
      expect(validlySigned(fake.received[0])).toBe(true);
      await snap(page, 'group-chat-settings-en-dark');

      // A wrong secret at Feishu's end: the Test says Feishu's own code and words.
      fake.secret = 'rotated-in-feishu';
      await panel.getByRole('button', { name: 'Test' }).click();
      await expect(page.getByTestId('group-bot-test-result')).toContainText(
        'Feishu refused the message (code 19021)',
      );
      fake.secret = SECRET;
    });

    test('a worker sends a card about a comment from its row; it reaches the group signed (zh-CN)', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'zh-CN');
      await signIn(page, team.worker, COMMENTS);
      const firstRow = page.locator('.comment-table tbody tr').first();
      await expect(firstRow).toBeVisible();
      const before = fake.received.length;
      await firstRow.getByRole('button', { name: '发送到群' }).click();
      await expect(page.getByText('已将 1 条评论发送到群')).toBeVisible();
      await expect.poll(() => fake.received.length).toBe(before + 1);
      const card = fake.received[before];
      expect(card?.msg_type).toBe('interactive');
      expect(validlySigned(card)).toBe(true);
      for (const words of ['评论需要关注', '笔记：', '评论：', '分类：', '回复草稿：', '在 NoteDesk 中查看'])
        expect(cardText(card)).toContain(words);
      expect(cardText(card)).toContain(`${new URL(page.url()).origin}${COMMENTS}?`);
      await snap(page, 'group-chat-send-row-zh');

      // Two selected rows: one card with both.
      await page.locator('.comment-table tbody tr .arco-checkbox').nth(0).click();
      await page.locator('.comment-table tbody tr .arco-checkbox').nth(1).click();
      await page.getByRole('toolbar').getByRole('button', { name: '发送到群' }).click();
      await expect(page.getByText('已将 2 条评论发送到群')).toBeVisible();
      await expect.poll(() => fake.received.length).toBe(before + 2);
      expect(cardText(fake.received[before + 1])).toContain('2 条评论需要关注');
    });

    test('an admin writes the cards in English; a card a Chinese reader sends is in English (zh-CN, light)', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'zh-CN');
      await signIn(page, team.admin, GROUP_CHAT_TAB);
      const panel = page.locator('.group-chat');
      const language = page.getByTestId('group-bot-card-language');
      await language.getByText('English').click();
      await panel.getByRole('button', { name: '保存', exact: true }).click();
      await expect(page.getByText('群机器人已保存')).toBeVisible();
      await snap(page, 'group-chat-settings-card-language-zh');

      await page.goto(COMMENTS);
      const firstRow = page.locator('.comment-table tbody tr').first();
      await expect(firstRow).toBeVisible();
      const before = fake.received.length;
      await firstRow.getByRole('button', { name: '发送到群' }).click();
      await expect.poll(() => fake.received.length).toBe(before + 1);
      for (const words of ['A comment needs attention', 'Comment: ', 'Class: ', 'Open in NoteDesk'])
        expect(cardText(fake.received[before])).toContain(words);

      // Back to Chinese for the group, as the alert tests expect.
      await page.goto(GROUP_CHAT_TAB);
      await page.getByTestId('group-bot-card-language').getByText('简体中文').click();
      await page.locator('.group-chat').getByRole('button', { name: '保存', exact: true }).click();
      await expect(page.getByText('群机器人已保存')).toBeVisible();
    });

    test('a manager sets an alert rule; a new negative alerts once, to the group and the message box, whose unread count follows without a reload', async ({
      page,
      team,
    }) => {
      await useLocale(page, 'zh-CN');
      await useTheme(page, 'light');
      const key = await newApiKey(page, team, 'alert-e2e');
      await signIn(page, team.manager, GROUP_CHAT_TAB);
      const panel = page.locator('.group-chat');
      // Managers see the rules, not the bot (admins only).
      await expect(panel.getByText('告警规则', { exact: true })).toBeVisible();
      await expect(panel.getByText('飞书群机器人')).toHaveCount(0);
      await panel.getByRole('button', { name: '添加规则' }).click();
      await expect(page.getByText('告警规则已保存')).toBeVisible();
      await expect(panel.locator('.arco-table-tr').filter({ hasText: '新的负面评论' })).toBeVisible();
      await snap(page, 'group-chat-rules-zh-light');

      const badgeBefore = Number(
        (await unreadBadge(page)
          .textContent()
          .catch(() => '0')) || 0,
      );
      const before = fake.received.length;
      const first = { id: `alert-c1-${Date.now()}`, content: '质量太差了，用了就烂脸，退货！差评！' };
      await ingestComments(page.request, key, { id: 'alert-note-1', title: ALERT_NOTE_TITLE }, [first]);
      await expect.poll(() => fake.received.length, { timeout: 20_000 }).toBe(before + 1);
      const alert = fake.received[before];
      expect(validlySigned(alert)).toBe(true);
      expect(cardText(alert)).toContain('告警：新的负面评论');
      expect(cardText(alert)).toContain('质量太差了，用了就烂脸，退货！差评！');

      // Once: the same comment sent again, then another one — only the other one alerts.
      await ingestComments(page.request, key, { id: 'alert-note-1', title: ALERT_NOTE_TITLE }, [first]);
      await ingestComments(page.request, key, { id: 'alert-note-2', title: ALERT_NOTE_TITLE }, [
        { id: `alert-c2-${Date.now()}`, content: '太差了，垃圾产品，再也不买，差评' },
      ]);
      await expect.poll(() => fake.received.length, { timeout: 20_000 }).toBe(before + 2);
      expect(cardText(fake.received[before + 1])).toContain('太差了，垃圾产品，再也不买，差评');
      expect(fake.received.filter((message) => cardText(message).includes('用了就烂脸')).length).toBe(1);

      // The bell's count follows (the box polls, and asks again when the window regains focus).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect(unreadBadge(page)).toHaveText(String(badgeBefore + 2), { timeout: 40_000 });
      await page.getByRole('button', { name: '消息通知' }).click();
      const box = page.locator('.message-box');
      await box.getByRole('tab', { name: /待办/ }).click();
      const message = box.locator('.message-list__item').filter({ hasText: '质量太差了' }).first();
      await expect(message).toContainText('告警：1 条新的负面评论');
      await snap(page, 'group-chat-message-box-zh-light');
      await message.getByRole('button').click();
      await expect(page).toHaveURL(/comment-maintenance\?note_id=\d+&q=/);
      await expect(page.locator('.comment-table')).toContainText('质量太差了，用了就烂脸');
    });
  });
