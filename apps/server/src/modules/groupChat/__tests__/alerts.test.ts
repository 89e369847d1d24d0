import { PATHS, ZAlertRule, ZAlertRuleList, ZMessageList } from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from '../../../db/createDb';
import type { AppDeps } from '../../../deps';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import type { TestUser } from '../../../testing/factories/newUser';
import { type FakeFeishuBot, startFakeFeishuBot } from '../../../testing/fakeFeishuBot';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { createLlmGateway } from '../../llm/createLlmGateway';
import { createProviderTransport } from '../../llm/providerTransport';
import { createAlertEvaluator } from '../createAlertEvaluator';
import { createGroupChatService } from '../service';

const SECRET = 'alert-bot-secret';
const HOUR_MS = 3_600_000;

/**
 * Alert rules: set by managers, matched after writes and on the timer, sent to the group and the message box
 * once per comment and rule — also when two server processes evaluate the same database at the same time.
 */
describe('alert rules', () => {
  let t: TestApp;
  let fake: FakeFeishuBot;
  let manager: string;
  let worker: string;
  let noteId: number;
  /** A second "server process": its own database connection, its own group chat service and evaluator. */
  let second: {
    handle: DatabaseHandle;
    evaluate: (tenantId?: number) => Promise<number>;
    close: () => Promise<void>;
  };
  let first: { evaluate: (tenantId?: number) => Promise<number>; close: () => Promise<void> };

  /** An evaluator as an app instance runs it, on its own connection. */
  const evaluatorOn = (deps: AppDeps) => {
    const transport = createProviderTransport();
    const groupChat = createGroupChatService(deps, transport, createLlmGateway(deps).secretBox);
    const evaluator = createAlertEvaluator(deps, groupChat);
    return { evaluate: evaluator.evaluate, close: () => transport.close() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    fake = await startFakeFeishuBot({ secret: SECRET });
    manager = await t.loginAs(t.a.manager);
    worker = await t.loginAs(t.a.worker);
    expectOk(
      await t
        .api(await t.loginAs(t.a.admin))
        .request('PUT', PATHS.groupChat.bot, { webhook_url: fake.webhookUrl, app_url: '', secret: SECRET }),
    );
    noteId = await newNote(t, { tenant_id: t.a.id, title: '爆款精华' });
    const handle = createDb(t.database.url);
    second = { handle, ...evaluatorOn({ ...t, db: handle.db }) };
    first = evaluatorOn(t);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await second.handle.close();
    await fake.close();
    await t.close();
  });
  beforeEach(async () => {
    // Each test starts with no rules and an empty group; a rule only sees comments that arrive after it.
    await t.db.deleteFrom('alert_rules').execute();
    t.clock.advance(60_000);
    fake.received.length = 0;
  });

  const addRule = async (body: Record<string, unknown>) =>
    ZAlertRule.parse(expectOk(await t.api(manager).post(PATHS.groupChat.rules, body)));
  const inbox = async (user: TestUser) =>
    ZMessageList.parse(expectOk(await t.api(await t.loginAs(user)).get(PATHS.messages.list))).items.filter(
      (message) => message.event?.startsWith('alert_'),
    );
  const alertedComments = () =>
    fake.received.flatMap((message) =>
      [...JSON.stringify(message.card).matchAll(/评论：([^\\]+)\\n/g)].map((match) => match[1]),
    );

  it('managers and admins manage the rules; workers may not; each kind needs its own setting', async () => {
    expectFailure(await t.api(worker).post(PATHS.groupChat.rules, { kind: 'negative' }), 403);
    expectFailure(await t.api(worker).get(PATHS.groupChat.rules), 403);
    const body = expectFailure(
      await t.api(manager).post(PATHS.groupChat.rules, { kind: 'negative_burst' }),
      422,
    );
    expect(body.detail).toContain('threshold');
    expectFailure(await t.api(manager).post(PATHS.groupChat.rules, { kind: 'lead_waiting' }), 422);
    // Another tenant's product does not exist here.
    expectFailure(
      await t.api(manager).post(PATHS.groupChat.rules, { kind: 'negative', product_id: t.b.products.both }),
      404,
    );
    const rule = await addRule({
      kind: 'negative',
      neg_type: 'price',
      product_id: t.a.products.both,
      threshold: 9,
    });
    expect(rule).toMatchObject({ kind: 'negative', neg_type: 'price', threshold: null, enabled: true });
    expect(rule.product?.id).toBe(t.a.products.both);
    const updated = ZAlertRule.parse(
      expectOk(
        await t
          .api(manager)
          .post(PATHS.groupChat.rule.replace(':id', String(rule.id)), { kind: 'negative', enabled: false }),
      ),
    );
    expect(updated).toMatchObject({ neg_type: null, product: null, enabled: false });
    // Tenant B neither sees nor changes it.
    const bManager = await t.loginAs(t.b.manager);
    expect(ZAlertRuleList.parse(expectOk(await t.api(bManager).get(PATHS.groupChat.rules))).items).toEqual(
      [],
    );
    expectFailure(
      await t.api(bManager).post(PATHS.groupChat.ruleRemove.replace(':id', String(rule.id))),
      404,
    );
    const left = ZAlertRuleList.parse(
      expectOk(await t.api(manager).post(PATHS.groupChat.ruleRemove.replace(':id', String(rule.id)))),
    );
    expect(left.items).toEqual([]);
  });

  it("a new negative of the rule's type alerts once — after the relabel that made it one — to the group and the managers", async () => {
    const rule = await addRule({ kind: 'negative', neg_type: 'price' });
    const cheap = await newComment(t, { note_id: noteId, content: '太贵了根本买不起', cls_type: 2 });
    const otherType = await newComment(t, {
      note_id: noteId,
      content: '没效果',
      cls_type: 0,
      neg_type: 'effect',
    });
    // Imported now but published two days ago: history, not a new negative.
    const history = await newComment(t, {
      note_id: noteId,
      content: '前天的差评',
      cls_type: 0,
      neg_type: 'price',
      published_at: t.clock.now() - 48 * HOUR_MS,
    });
    expectOk(
      await t
        .api(worker)
        .post(PATHS.comments.editLabels, { comment_ids: [cheap], cls_type: 0, neg_type: 'price' }),
    );
    await expect.poll(() => fake.received.length).toBe(1);
    expect(alertedComments()).toEqual(['太贵了根本买不起']);
    expect(JSON.stringify(fake.received[0]?.card)).toContain('告警：新的负面评论（价格）');
    // Relabelling again and evaluating again (from both processes) sends nothing more.
    expectOk(
      await t.api(worker).post(PATHS.comments.editLabels, { comment_ids: [cheap], sentiment: 'negative' }),
    );
    expect(await first.evaluate(t.a.id)).toBe(0);
    expect(await second.evaluate(t.a.id)).toBe(0);
    const hits = await t.db.selectFrom('alert_hits').selectAll().where('rule_id', '=', rule.id).execute();
    expect(hits.map((hit) => hit.comment_id)).toEqual([cheap]);
    expect(hits.map((hit) => hit.comment_id)).not.toContain(otherType);
    expect(hits.map((hit) => hit.comment_id)).not.toContain(history);
    // Managers and admins get a to-do that leads to the comment; the worker and tenant B do not.
    for (const user of [t.a.manager, t.a.admin]) {
      const [message, ...more] = await inbox(user);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        type: 'todo',
        event: 'alert_negative',
        title: '告警：1 条新的负面评论',
        content: '太贵了根本买不起',
        read: false,
      });
      expect(message?.link).toContain(`note_id=${noteId}`);
    }
    expect(await inbox(t.a.worker)).toEqual([]);
    expect(await inbox(t.b.manager)).toEqual([]);
  });

  it('fires once per comment and rule when two server processes evaluate at the same moment', async () => {
    const rule = await addRule({ kind: 'negative' });
    const ids = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(await newComment(t, { note_id: noteId, content: `差评${index}号`, cls_type: 0 }));
    const alerted = await Promise.all([
      first.evaluate(t.a.id),
      second.evaluate(t.a.id),
      first.evaluate(),
      second.evaluate(),
    ]);
    expect(alerted.reduce((sum, count) => sum + count, 0)).toBe(12);
    // Every comment was sent once in all (cards show 5 each; the hits table holds them all once).
    const hits = await t.db
      .selectFrom('alert_hits')
      .select('comment_id')
      .where('rule_id', '=', rule.id)
      .execute();
    expect(hits.map((hit) => hit.comment_id).sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(alertedComments()).size).toBe(alertedComments().length);
    const messages = (await inbox(t.a.manager)).filter((message) => message.content.startsWith('差评'));
    const total = messages.reduce((sum, message) => sum + Number(/(\d+) 条/.exec(message.title)?.[1]), 0);
    expect(total).toBe(12);
  });

  it('an alert card is written in the card language of the bot settings', async () => {
    const admin = await t.loginAs(t.a.admin);
    const bot = { webhook_url: fake.webhookUrl, app_url: '', card_language: 'en-US' };
    expectOk(await t.api(admin).request('PUT', PATHS.groupChat.bot, bot));
    await addRule({ kind: 'negative', neg_type: 'service' });
    await newComment(t, { note_id: noteId, content: '客服态度太差', cls_type: 0, neg_type: 'service' });
    expect(await first.evaluate(t.a.id)).toBe(1);
    const card = JSON.stringify(fake.received[0]?.card);
    expect(card).toContain('Alert: New negative comments (Service)');
    expect(card).toContain('Comments in this alert: 1');
    expect(card).not.toContain('告警');
    expectOk(await t.api(admin).request('PUT', PATHS.groupChat.bot, { ...bot, card_language: 'zh-CN' }));
  });

  it('more than N negatives in an hour on one note alerts with the note named; N or fewer do not', async () => {
    await addRule({ kind: 'negative_burst', threshold: 2 });
    const quietNote = await newNote(t, { tenant_id: t.a.id, title: '安静的笔记' });
    await newComment(t, { note_id: quietNote, content: '一般', cls_type: 0 });
    await newComment(t, { note_id: quietNote, content: '不好', cls_type: 0 });
    const hotNote = await newNote(t, { tenant_id: t.a.id, title: '翻车笔记' });
    for (const content of ['翻车了', '退货', '再也不买'])
      await newComment(t, { note_id: hotNote, content, cls_type: 0 });
    expect(await first.evaluate(t.a.id)).toBe(3);
    expect(alertedComments().sort()).toEqual(['再也不买', '翻车了', '退货'].sort());
    const [message] = await inbox(t.a.manager).then((items) =>
      items.filter((m) => m.event === 'alert_negative_burst'),
    );
    expect(message?.title).toBe('告警：笔记「翻车笔记」1 小时内负面超过 2 条');
  });

  it("a lead waiting more than X hours without a status alerts (on the timer's evaluation); a handled one does not", async () => {
    await addRule({ kind: 'lead_waiting', hours: 2 });
    await newComment(t, {
      note_id: noteId,
      content: '怎么购买？',
      cls_type: 1,
      at: t.clock.now() - 3 * HOUR_MS,
    });
    await newComment(t, { note_id: noteId, content: '刚问的', cls_type: 1 });
    const handled = await newComment(t, {
      note_id: noteId,
      content: '已经回复了',
      cls_type: 1,
      at: t.clock.now() - 5 * HOUR_MS,
    });
    expectOk(await t.api(worker).post(PATHS.comments.setStatus, { comment_ids: [handled], status: 1 }));
    expect(await second.evaluate()).toBe(1);
    expect(alertedComments()).toEqual(['怎么购买？']);
    const [message] = (await inbox(t.a.manager)).filter((m) => m.event === 'alert_lead_waiting');
    expect(message?.title).toBe('告警：1 条销售线索超过 2 小时未跟进');
  });
});
