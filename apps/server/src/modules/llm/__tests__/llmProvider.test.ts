import {
  PATHS,
  type TLlmSettingsInput,
  ZClassifyResult,
  ZCreatedApiKey,
  ZLlmSettings,
  ZLlmTestResult,
  ZLlmUsage,
  ZReplyDraft,
} from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { watchForSecret } from '../../../testing/watchForSecret';
import { createTemplateReplyEngine } from '../../replies/createTemplateReplyEngine';
import { createLlmGateway, LLM_PAUSE_MS, utcDay } from '../createLlmGateway';
import { createLlmReplyEngine } from '../createLlmReplyEngine';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fakeOpenAiServer';

const KEY = 'sk-tenant-a-SECRET-0123456789abcdef';
const TIMEOUT_MS = 1500;

describe('LLM provider (against a fake OpenAI-compatible server)', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  let admin: string;
  /** Every response body and log line the tests saw, checked for the key at the end. */
  const { seen, logLines, logStream, track } = watchForSecret();

  const settings = (overrides: Partial<TLlmSettingsInput> = {}): TLlmSettingsInput => ({
    base_url: fake.baseUrl,
    model: 'fake-chat-1',
    classify_enabled: true,
    reply_enabled: true,
    daily_token_quota: null,
    ...overrides,
  });
  /** The reply engine the app builds: the tenant's LLM through the gateway, the templates as its fallback. */
  const llmReplyEngine = () =>
    createLlmReplyEngine(createLlmGateway(t), createTemplateReplyEngine(), { timeoutMs: TIMEOUT_MS });
  const save = async (token: string, input: TLlmSettingsInput) =>
    track(await t.api(token).request('PUT', PATHS.llm.settings, input));
  const classify = async (token: string, text: string) =>
    ZClassifyResult.parse(
      expectOk(
        track(
          await t
            .api(token)
            .post('/api/track/classify', { text }, { headers: { 'accept-language': 'en-US' } }),
        ),
      ),
    );

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({
      env: { LLM_TIMEOUT_MS: String(TIMEOUT_MS), LLM_RETRY_DELAY_MS: '20', LOG_LEVEL: 'info' },
      logStream,
    });
    admin = await t.loginAs(t.a.admin);
    expectOk(await save(admin, settings({ api_key: KEY })));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'good';
    fake.expectedKey = KEY;
    fake.requests.length = 0;
  });

  it('admins only: workers and managers get 403 on every LLM endpoint', async () => {
    for (const user of [t.a.worker, t.a.manager]) {
      const token = await t.loginAs(user);
      expectFailure(await t.api(token).get(PATHS.llm.settings), 403);
      expectFailure(await t.api(token).request('PUT', PATHS.llm.settings, settings()), 403);
      expectFailure(await t.api(token).post(PATHS.llm.settingsTest), 403);
      expectFailure(await t.api(token).get(PATHS.llm.usage), 403);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('stores the key encrypted and shows only that one is set', async () => {
    const view = ZLlmSettings.parse(expectOk(track(await t.api(admin).get(PATHS.llm.settings))));
    expect(view).toMatchObject({
      base_url: fake.baseUrl,
      model: 'fake-chat-1',
      api_key_set: true,
      provider: 'tenant',
      environment: null,
    });
    const row = await t.db
      .selectFrom('llm_settings')
      .selectAll()
      .where('tenant_id', '=', t.a.id)
      .executeTakeFirstOrThrow();
    expect(row.api_key_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(KEY);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'llm_settings.update')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(KEY);
    // Omitted key → kept; a blank model with a base URL → 422 naming the field.
    expectOk(await save(admin, settings()));
    expect(ZLlmSettings.parse(expectOk(await t.api(admin).get(PATHS.llm.settings))).api_key_set).toBe(true);
    expect(expectFailure(await save(admin, settings({ model: '' })), 422).field).toBe('model');
    expectFailure(await save(admin, settings({ base_url: 'ftp://x' })), 422);
  });

  it('refuses a base URL at cloud metadata or a link-local address; the saved one stays', async () => {
    for (const base of [
      'http://169.254.169.254/v1',
      'http://100.100.100.200/v1',
      'http://[fe80::1]:11434/v1',
    ]) {
      const refused = expectFailure(await save(admin, settings({ base_url: base })), 422);
      expect(refused.field).toBe('base_url');
      expect(refused.detail).toMatch(/^参数 base_url 不正确：.+ 是云元数据或链路本地地址，不会调用$/);
    }
    const view = ZLlmSettings.parse(expectOk(await t.api(admin).get(PATHS.llm.settings)));
    expect(view.base_url).toBe(fake.baseUrl);
    expect(fake.requests).toHaveLength(0);
  });

  it('another tenant keeps its own settings: none, so its comments go to the embedded model', async () => {
    const adminB = await t.loginAs(t.b.admin);
    const view = ZLlmSettings.parse(expectOk(track(await t.api(adminB).get(PATHS.llm.settings))));
    expect(view).toMatchObject({ base_url: '', model: '', api_key_set: false, provider: 'none' });
    const labels = await classify(await t.loginAs(t.b.worker), '这个多少钱，哪里买');
    expect(labels.engine).toBe('model');
    expect(labels.note ?? '').not.toContain('LLM');
    expect(fake.requests).toHaveLength(0);
    const usage = ZLlmUsage.parse(expectOk(await t.api(adminB).get(PATHS.llm.usage)));
    expect(usage.today.requests).toBe(0);
  });

  it('classifies through the LLM with the tenant key, JSON validated', async () => {
    const labels = await classify(await t.loginAs(t.a.worker), '这个多少钱，哪里买');
    expect(labels).toMatchObject({
      engine: 'llm',
      cls_type: 2,
      sentiment: 'positive',
      content_type: 'product_evaluation',
      confidence: 0.93,
      needs_review: false,
    });
    expect(labels.note).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.requests[0]?.body.model).toBe('fake-chat-1');
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('这个多少钱，哪里买');
  });

  it('keeps the embedded spam label and never sends an ad to the LLM', async () => {
    const before = fake.requests.length;
    const labels = await classify(await t.loginAs(t.a.worker), '兼职日结，在家就能赚钱，加vx abc123456');
    expect(labels).toMatchObject({ engine: 'model', spam: true, cls_type: 100, sentiment: 'neutral' });
    // The rule's note, not a fallback's: the LLM was not asked, so it did not fail.
    expect(labels.note).toBe('rules: spam_contact');
    expect(fake.requests).toHaveLength(before);
  });

  it('falls back to the embedded model with a note on invalid JSON (no retry)', async () => {
    fake.mode = 'invalid';
    const labels = await classify(admin, '这个多少钱，哪里买');
    expect(labels.engine).toBe('model');
    expect(labels.note).toBe(
      'The LLM answered something other than the expected format; classified by the embedded model instead',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a failing (500) and a rate-limited (429) provider twice, then falls back', async () => {
    for (const [mode, why] of [
      ['fail500', 'The LLM server failed'],
      ['fail429', 'The LLM is rate limiting (429)'],
    ] as const) {
      fake.mode = mode;
      fake.requests.length = 0;
      const labels = await classify(admin, '用完烂脸了');
      expect(labels.engine).toBe('model');
      expect(labels.note).toBe(`${why}; classified by the embedded model instead`);
      expect(fake.requests).toHaveLength(3);
    }
  });

  it('gives up after the timeout and says so', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const labels = await classify(admin, '用完烂脸了');
    const took = Date.now() - started;
    expect(labels.engine).toBe('model');
    expect(labels.note).toBe('The LLM did not answer within 1.5 s; classified by the embedded model instead');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);

    // For the next minute the tenant's calls skip the hung provider (one timeout per import, not per batch).
    fake.requests.length = 0;
    const paused = await classify(admin, '用完烂脸了');
    expect(paused.note).toBe('The LLM did not answer within 1.5 s; classified by the embedded model instead');
    expect(fake.requests).toHaveLength(0);
    t.clock.advance(LLM_PAUSE_MS + 1);
    fake.mode = 'good';
    expect((await classify(await t.loginAs(t.a.admin), '好用')).engine).toBe('llm');
    t.clock.advance(-(LLM_PAUSE_MS + 1));
  });

  it('classifies imported comments through the LLM (cls_source llm) and never overwrites a staff label', async () => {
    const created = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
    );
    const ingest = (items: unknown[]) =>
      t.api().post('/api/ingest/comments', { items }, { headers: { 'x-api-key': created.key } });
    const item = (id: string, content: string, modified: string) => ({
      comment_id: id,
      note_id: 'llm-note',
      content,
      create_time: '1736476800000',
      like_count: '0',
      parent_comment_id: '0',
      last_modify_ts: modified,
    });
    expectOk(
      await ingest([item('llm-c1', '这个多少钱', '1736500000000'), item('llm-c2', '好用', '1736500000000')]),
    );
    const stored = () =>
      t.db
        .selectFrom('comments')
        .select(['platform_comment_id', 'cls_source', 'cls_type', 'content_type'])
        .where('tenant_id', '=', t.a.id)
        .where('platform_comment_id', 'in', ['llm-c1', 'llm-c2'])
        .orderBy('platform_comment_id')
        .execute();
    expect(await stored()).toEqual([
      { platform_comment_id: 'llm-c1', cls_source: 'llm', cls_type: 2, content_type: 'product_evaluation' },
      { platform_comment_id: 'llm-c2', cls_source: 'llm', cls_type: 2, content_type: 'product_evaluation' },
    ]);
    // Both comments went in one request.
    expect(fake.requests).toHaveLength(1);

    await t.db
      .updateTable('comments')
      .set({ cls_source: 'staff', cls_type: 0, neg_type: 'price', content_type: 'non_product' })
      .where('tenant_id', '=', t.a.id)
      .where('platform_comment_id', '=', 'llm-c1')
      .execute();
    expectOk(await ingest([item('llm-c1', '这个多少钱？改了', '1736600000000')]));
    expect((await stored())[0]).toEqual({
      platform_comment_id: 'llm-c1',
      cls_source: 'staff',
      cls_type: 0,
      content_type: 'non_product',
    });
  });

  it('drafts replies through the LLM with persona, note, thread, knowledge and product facts in the prompt', async () => {
    const engine = llmReplyEngine();
    fake.replyText = '“亲，修护霜在官方旗舰店有售～小美”';
    const context = {
      tenantId: t.a.id,
      comment: {
        content: '敏感肌能用吗',
        clsType: 1,
        negType: null,
        contentType: 'product_consultation',
        userNickname: '小鹿',
        platform: 'dy' as const,
      },
      thread: [{ userNickname: '阿花', content: '我也想知道' }],
      note: { title: '秋冬修护霜测评', description: '用了两周，泛红好多了' },
      productName: '修护霜',
      brandName: '自有品牌',
      persona: {
        name: '小美',
        tone: '温柔',
        signOff: '——小美',
        doRules: '先共情\n引导私信',
        dontRules: '不承诺疗效',
        exampleReplies: ['宝子别担心～'],
      },
      knowledge: [{ question: '敏感肌能用吗', answer: '建议先在耳后试用', product: '修护霜' }],
    };
    const draft = await engine.draftCommentReply(context);
    expect(draft).toEqual({ text: '亲，修护霜在官方旗舰店有售～小美', source: 'llm' });
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    for (const part of [
      '小美',
      '温柔',
      '——小美',
      '先共情',
      '不承诺疗效',
      '宝子别担心～',
      '秋冬修护霜测评',
      '用了两周',
      '阿花：我也想知道',
      '敏感肌能用吗',
      '建议先在耳后试用',
      '品牌：自有品牌',
      '产品：修护霜',
    ]) {
      expect(prompt).toContain(part);
    }

    // The reply policy's compliance filter rewrites LLM drafts too: no phone numbers.
    fake.replyText = '有问题请拨打 13812345678 联系我们';
    const filtered = await engine.draftCommentReply(context);
    expect(filtered.source).toBe('llm');
    expect(filtered.text).not.toContain('13812345678');
    expect(filtered.note).toMatch(/^compliance:/);

    // Failing provider → the template draft, with the reason beside it (first line of the note).
    fake.mode = 'fail500';
    const fallback = await engine.draftCommentReply(context);
    expect(fallback.source).toBe('model');
    expect(fallback.text.length).toBeGreaterThan(0);
    expect(fallback.note?.split('\n')[0]).toBe('大模型服务出错，已由内置模板起草');
    // In the language of the request when the context says it.
    const english = await engine.draftCommentReply({ ...context, language: 'en-US' });
    expect(english.note?.split('\n')[0]).toBe(
      'The LLM server failed; drafted by the embedded templates instead',
    );
  });

  it('the LLM keeps the reply policies: no tokens for spam or trolls, sensitive drafts flagged, staff replies first', async () => {
    fake.mode = 'good';
    const engine = llmReplyEngine();
    const contextOf = (content: string, extra: Record<string, unknown> = {}) => ({
      tenantId: t.a.id,
      comment: {
        content,
        clsType: 1,
        negType: null,
        contentType: null,
        userNickname: '小鹿',
        platform: 'dy' as const,
      },
      thread: [],
      note: null,
      productName: '修护霜',
      brandName: '自有品牌',
      persona: null,
      knowledge: [],
      ...extra,
    });
    fake.replyText = '修护霜的价格点开小黄车就能看到～';
    const before = fake.requests.length;
    const spam = await engine.draftCommentReply({
      ...contextOf('兼职日结，看主页'),
      comment: { ...contextOf('兼职日结，看主页').comment, spam: true },
    });
    expect(spam).toEqual({ text: '', source: 'model', note: 'spam_no_reply' });
    const troll = await engine.draftCommentReply(contextOf('垃圾牌子赶紧倒闭'));
    expect(troll.note).toBe('flame_no_reply');
    expect(fake.requests.length).toBe(before);

    // A question: the prompt says the platform's call to action and what was asked.
    const price = await engine.draftCommentReply(contextOf('修护霜多少钱？'));
    expect(price).toEqual({ text: '修护霜的价格点开小黄车就能看到～', source: 'llm' });
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(prompt).toContain('平台：抖音');
    expect(prompt).toContain('问了价格');

    // Pregnancy: the LLM writes, the row is flagged, and the prompt forbids the sale.
    fake.replyText = '孕期的护肤建议先问问医生的意见～';
    const pregnancy = await engine.draftCommentReply(contextOf('怀孕了能用这个霜吗'));
    expect(pregnancy).toMatchObject({ source: 'llm', flag: 'pregnancy' });
    expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain('不推销');

    // A staff reply to a similar comment comes first, without a call; a regenerate asks the LLM with it as an example.
    const staffReplies = [{ commentId: 1, text: '价格以小黄车为准，直播间有福利～', byUserId: 3 }];
    const calls = fake.requests.length;
    const first = await engine.draftCommentReply(contextOf('修护霜多少钱？', { staffReplies }));
    expect(first).toMatchObject({ text: staffReplies[0]!.text, basedOn: staffReplies[0] });
    expect(fake.requests.length).toBe(calls);
    fake.replyText = '修护霜现在的价格在小黄车里～';
    const again = await engine.draftCommentReply(
      contextOf('修护霜多少钱？', { staffReplies, previousDraft: first.text }),
    );
    expect(again).toEqual({ text: '修护霜现在的价格在小黄车里～', source: 'llm' });
    expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain(staffReplies[0]!.text);
  });

  it('gen-reply falling back says why in the language of the request', async () => {
    const noteId = await newNote(t, {
      tenant_id: t.a.id,
      platform_note_id: 'llm-fallback-note',
      title: '修护霜',
    });
    const commentId = await newComment(t, { note_id: noteId, content: '在哪买', cls_type: 1 });
    const generate = async (language?: string) =>
      ZReplyDraft.extend({ note: ZReplyDraft.shape.reply_text.optional() }).parse(
        expectOk(
          track(
            await t
              .api(admin)
              .post(
                '/api/track/gen-reply',
                { comment_id: commentId },
                language ? { headers: { 'accept-language': language } } : {},
              ),
          ),
        ),
      );
    fake.mode = 'fail500';
    const english = await generate('en-US,en;q=0.9');
    expect(english.source).toBe('model');
    expect(english.reply_text.length).toBeGreaterThan(0);
    expect(english.note?.split('\n')[0]).toBe(
      'The LLM server failed; drafted by the embedded templates instead',
    );
    expect((await generate('zh-CN')).note?.split('\n')[0]).toBe('大模型服务出错，已由内置模板起草');
    expect((await generate()).note?.split('\n')[0]).toBe('大模型服务出错，已由内置模板起草');
  });

  it('drafts from the comment page through the LLM (gen-reply answers source llm)', async () => {
    fake.replyText = '谢谢关注，我们私信你～';
    const noteId = await newNote(t, {
      tenant_id: t.a.id,
      platform_note_id: 'llm-reply-note',
      title: '修护霜上新',
      description: '新品',
    });
    const commentId = await newComment(t, { note_id: noteId, content: '在哪买', cls_type: 1 });
    const draft = ZReplyDraft.parse(
      expectOk(track(await t.api(admin).post('/api/track/gen-reply', { comment_id: commentId }))),
    );
    expect(draft).toMatchObject({ reply_text: '谢谢关注，我们私信你～', source: 'llm' });
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    expect(prompt).toContain('修护霜上新');
    expect(prompt).toContain('在哪买');
  });

  it('counts tokens per day and falls back once the daily quota is used up', async () => {
    const before = ZLlmUsage.parse(expectOk(await t.api(admin).get(PATHS.llm.usage)));
    expect(before.today.day).toBe(utcDay(t.clock.now()));
    expect(before.days).toHaveLength(14);
    expect(before.today.total_tokens).toBe(before.today.prompt_tokens + before.today.completion_tokens);
    expect(before.today.requests).toBeGreaterThan(0);
    expect(before.today.fallbacks).toBeGreaterThan(0);

    expectOk(await save(admin, settings({ daily_token_quota: before.today.total_tokens + 100 })));
    expect((await classify(admin, '好用')).engine).toBe('llm');
    const after = ZLlmUsage.parse(expectOk(await t.api(admin).get(PATHS.llm.usage)));
    expect(after.today.prompt_tokens - before.today.prompt_tokens).toBe(120);
    expect(after.today.completion_tokens - before.today.completion_tokens).toBe(30);
    expect(after.daily_token_quota).toBe(before.today.total_tokens + 100);

    fake.requests.length = 0;
    const labels = await classify(admin, '好用');
    expect(labels.engine).toBe('model');
    expect(labels.note).toBe("Today's LLM token quota is used up; classified by the embedded model instead");
    expect(fake.requests).toHaveLength(0);

    // Tomorrow the quota starts again.
    t.clock.advance(86_400_000);
    expect((await classify(await t.loginAs(t.a.admin), '好用')).engine).toBe('llm');
    t.clock.advance(-86_400_000);
    expectOk(await save(admin, settings({ daily_token_quota: null })));
  });

  it('tests the connection: success, or the status that failed, without the key', async () => {
    const good = ZLlmTestResult.parse(expectOk(track(await t.api(admin).post(PATHS.llm.settingsTest))));
    expect(good).toMatchObject({ ok: true, model: 'fake-chat-1', failure: null });
    expect(fake.requests[0]?.body.max_tokens).toBe(5);

    fake.expectedKey = 'sk-some-other-key';
    const refused = ZLlmTestResult.parse(expectOk(track(await t.api(admin).post(PATHS.llm.settingsTest))));
    // What failed, never the server's own words (they could come from an internal service).
    expect(refused).toMatchObject({ ok: false, failure: 'unauthorized', detail: '服务返回 HTTP 401' });

    // Cleared key → the server sends none of ours.
    expectOk(await save(admin, settings({ api_key: null })));
    expect(ZLlmSettings.parse(expectOk(await t.api(admin).get(PATHS.llm.settings))).api_key_set).toBe(false);
    fake.requests.length = 0;
    await t.api(admin).post(PATHS.llm.settingsTest);
    expect(fake.requests[0]?.authorization).not.toContain(KEY);
    expectOk(await save(admin, settings({ api_key: KEY })));
  });

  it('never puts the key in a response or a log line', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) expect(text).not.toContain(KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes('LLM call fell back'))).toBe(true);
    for (const line of logLines) expect(line).not.toContain(KEY);
  });
});
