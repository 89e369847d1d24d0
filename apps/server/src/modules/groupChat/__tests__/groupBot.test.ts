import { createHmac } from 'node:crypto';
import { PATHS, ZGroupBotSettings, ZGroupSendResult } from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { type FakeFeishuBot, startFakeFeishuBot } from '../../../testing/fakeFeishuBot';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const SECRET = 'bot-signing-secret-0123';
const APP_URL = 'https://notedesk.example.com';

/** The tenant's Feishu group bot: settings, the Test button and POST /api/track/send-msg-to-group. */
describe('group bot and send-msg-to-group', () => {
  let t: TestApp;
  let fake: FakeFeishuBot;
  let admin: string;
  let worker: string;
  let commentIds: number[];
  let otherTenantComment: number;

  beforeAll(async () => {
    t = await createTestApp();
    fake = await startFakeFeishuBot({ secret: SECRET });
    admin = await t.loginAs(t.a.admin);
    worker = await t.loginAs(t.a.worker);
    const noteId = await newNote(t, { tenant_id: t.a.id, title: '秋冬面霜测评' });
    commentIds = [
      await newComment(t, {
        note_id: noteId,
        content: '用了三天就过敏了，什么破东西',
        user_nickname: '小红',
        cls_type: 0,
        neg_type: 'effect',
        reply_text: '非常抱歉给您带来困扰，请私信我们',
      }),
      await newComment(t, { note_id: noteId, content: '在哪里买？', cls_type: 1 }),
    ];
    const otherNote = await newNote(t, { tenant_id: t.b.id });
    otherTenantComment = await newComment(t, { note_id: otherNote, content: 'B 的评论' });
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
  beforeEach(() => {
    fake.secret = SECRET;
    fake.refuseWith = null;
    fake.redirectTo = null;
    fake.received.length = 0;
  });

  const saveBot = async (body: Record<string, unknown>) =>
    ZGroupBotSettings.parse(expectOk(await t.api(admin).request('PUT', PATHS.groupChat.bot, body)));

  it('is not configured at first: sending answers 409 saying an admin sets the webhook', async () => {
    const body = expectFailure(await t.api(worker).post(PATHS.groupChat.send, { text: 'hello' }), 409);
    expect(body.detail).toContain('群通知');
  });

  it('keeps the secret write-only and the settings admin-only', async () => {
    const saved = await saveBot({ webhook_url: fake.webhookUrl, app_url: APP_URL, secret: SECRET });
    expect(saved).toMatchObject({ webhook_url: fake.webhookUrl, app_url: APP_URL, secret_set: true });
    const read = await t.api(admin).get(PATHS.groupChat.bot);
    expect(read.text).not.toContain(SECRET);
    const stored = await t.db
      .selectFrom('group_bots')
      .selectAll()
      .where('tenant_id', '=', t.a.id)
      .executeTakeFirst();
    expect(stored?.secret_encrypted).toBeTruthy();
    expect(stored?.secret_encrypted).not.toContain(SECRET);
    // Omitting the secret keeps it.
    expect((await saveBot({ webhook_url: fake.webhookUrl, app_url: APP_URL })).secret_set).toBe(true);
    for (const token of [worker, await t.loginAs(t.a.manager)]) {
      expectFailure(await t.api(token).get(PATHS.groupChat.bot), 403);
      expectFailure(
        await t.api(token).request('PUT', PATHS.groupChat.bot, { webhook_url: '', app_url: '' }),
        403,
      );
      expectFailure(await t.api(token).post(PATHS.groupChat.botTest), 403);
    }
    // Tenant B has no bot of its own.
    expect(
      ZGroupBotSettings.parse(expectOk(await t.api(await t.loginAs(t.b.admin)).get(PATHS.groupChat.bot))),
    ).toMatchObject({ webhook_url: '', secret_set: false });
  });

  it('refuses a cloud metadata address as the webhook', async () => {
    const body = expectFailure(
      await t.api(admin).request('PUT', PATHS.groupChat.bot, {
        webhook_url: 'http://169.254.169.254/latest/meta-data',
        app_url: '',
      }),
      422,
    );
    expect(body.detail).toBe('参数 webhook_url 不正确：169.254.169.254 是云元数据或链路本地地址，不会调用');
  });

  it('Test posts a text the fake accepts: signed with timestamp + "\\n" + secret over an empty message', async () => {
    const result = ZGroupSendResult.parse(expectOk(await t.api(admin).post(PATHS.groupChat.botTest)));
    expect(result).toEqual({ ok: true, code: 0, detail: '' });
    const [message] = fake.received;
    expect(message?.msg_type).toBe('text');
    expect(message?.content?.text).toContain('NoteDesk');
    // Recomputed here as Feishu documents it, independently of the fake's own check.
    const expected = createHmac('sha256', `${message?.timestamp}\n${SECRET}`).update('').digest('base64');
    expect(message?.sign).toBe(expected);
    expect(Math.abs(Number(message?.timestamp) - Date.now() / 1000)).toBeLessThan(3600);
  });

  it("Test reports Feishu's own code and message when the signature does not match", async () => {
    fake.secret = 'another-secret';
    const result = ZGroupSendResult.parse(
      expectOk(
        await t
          .api(admin)
          .post(PATHS.groupChat.botTest, undefined, { headers: { 'accept-language': 'en-US' } }),
      ),
    );
    expect(result.ok).toBe(false);
    expect(result.code).toBe(19021);
    expect(result.detail).toBe(
      'Feishu refused the message (code 19021): sign match fail or timestamp is not within one hour from current time',
    );
    expect(fake.received).toEqual([]);
  });

  it('sends a card about comments: note, comment, class, reply draft and a link back, as text Feishu never parses', async () => {
    const result = ZGroupSendResult.parse(
      expectOk(await t.api(worker).post(PATHS.groupChat.send, { comment_ids: commentIds })),
    );
    expect(result.ok).toBe(true);
    const [message] = fake.received;
    expect(message?.msg_type).toBe('interactive');
    const card = JSON.stringify(message?.card);
    for (const words of [
      '秋冬面霜测评',
      '用了三天就过敏了，什么破东西',
      '负面',
      '销售线索',
      '非常抱歉给您带来困扰，请私信我们',
      '2 条评论需要关注',
    ])
      expect(card).toContain(words);
    expect(card).toContain(`${APP_URL}/publication-maintenance/comment-maintenance?note_id=`);
    expect(card).not.toContain('lark_md');
    expect(card).toContain('TA worker');
  });

  it('writes cards in the card language the bot settings name, whatever language the sender reads', async () => {
    const current = ZGroupBotSettings.parse(expectOk(await t.api(admin).get(PATHS.groupChat.bot)));
    expect(current.card_language).toBe('zh-CN');
    const english = await saveBot({ webhook_url: fake.webhookUrl, app_url: APP_URL, card_language: 'en-US' });
    expect(english.card_language).toBe('en-US');
    expectOk(await t.api(worker).post(PATHS.groupChat.send, { comment_ids: commentIds }));
    const card = JSON.stringify(fake.received[0]?.card);
    for (const words of [
      '2 comments need attention',
      'Negative',
      'Sales lead',
      'Reply draft',
      'Open in NoteDesk',
    ])
      expect(card).toContain(words);
    expect(card).not.toContain('评论需要关注');
    // The sender reading English does not change a Chinese group's cards.
    await saveBot({ webhook_url: fake.webhookUrl, app_url: APP_URL, card_language: 'zh-CN' });
    expectOk(
      await t
        .api(worker)
        .post(PATHS.groupChat.send, { comment_ids: commentIds }, { headers: { 'accept-language': 'en-US' } }),
    );
    expect(JSON.stringify(fake.received[1]?.card)).toContain('2 条评论需要关注');
    expectFailure(
      await t.api(admin).request('PUT', PATHS.groupChat.bot, {
        webhook_url: fake.webhookUrl,
        app_url: APP_URL,
        card_language: 'fr',
      }),
      422,
    );
  });

  it('sends a plain text message', async () => {
    expectOk(await t.api(worker).post(PATHS.groupChat.send, { text: '今天的负面都处理完了' }));
    expect(fake.received[0]).toMatchObject({ msg_type: 'text', content: { text: '今天的负面都处理完了' } });
  });

  it("answers 502 with Feishu's code and message when the bot refuses (HTTP 200, non-zero code)", async () => {
    fake.refuseWith = 'keywordMissing';
    const body = expectFailure(
      await t
        .api(worker)
        .post(
          PATHS.groupChat.send,
          { comment_ids: [commentIds[0]] },
          { headers: { 'accept-language': 'en-US' } },
        ),
      502,
    );
    expect(body.detail).toBe(
      'Sending to the group failed: Feishu refused the message (code 19024): Key Words Not Found',
    );
    expect((body as { data?: unknown }).data).toEqual({ feishu_code: 19024 });
    const zh = expectFailure(await t.api(worker).post(PATHS.groupChat.send, { text: 'x' }), 502);
    expect(zh.detail).toBe('发送到群失败：飞书拒绝了消息（错误码 19024）：Key Words Not Found');
  });

  it('never follows a redirect', async () => {
    fake.redirectTo = `${fake.origin}/open-apis/bot/v2/hook/elsewhere`;
    const before = fake.answered.length;
    const body = expectFailure(await t.api(worker).post(PATHS.groupChat.send, { text: 'x' }), 502);
    expect(body.detail).toContain('跳转');
    expect(fake.answered.length).toBe(before);
  });

  it("cannot send another tenant's comment (404), and refuses text and comments together (422)", async () => {
    expectFailure(await t.api(worker).post(PATHS.groupChat.send, { comment_ids: [otherTenantComment] }), 404);
    expectFailure(
      await t.api(worker).post(PATHS.groupChat.send, { text: 'x', comment_ids: commentIds }),
      422,
    );
    expectFailure(await t.api(worker).post(PATHS.groupChat.send, {}), 422);
    expect(fake.received).toEqual([]);
  });
});
