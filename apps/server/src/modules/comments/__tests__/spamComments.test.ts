import {
  PATHS,
  ZCommentRow,
  ZCreatedApiKey,
  ZDailyTasks,
  ZGeneratedReply,
  ZIngestResult,
  ZPage,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const ZCommentPage = ZPage(ZCommentRow);

/** What the crawler sends: a 代购/兼职 ad, a contact lure, a real complaint, a real lead, praise. */
const INGESTED = {
  ad: '兼职日结，在家动动手指就能赚钱，有意私我',
  contact: '正品代购，需要的加薇 abc123456',
  complaint: '用了三天脸上爆痘了，好失望',
  lead: '这个多少钱呀，哪里可以买',
  praise: '用了一个月，皮肤真的变好了，会回购',
} as const;

/**
 * Spam (issue #14): stored on ingest by the embedded classifier, kept out of every list, queue and count
 * unless asked for (`spam=only|all`), never drafted a reply; a staff label says a comment is no spam. Run on
 * the in-memory list index and on SQL alone, which must agree.
 */
describe.each([
  ['the list index', undefined],
  ['SQL only', false as const],
])('spam comments (%s)', (_name, commentListIndex) => {
  let t: TestApp;
  let worker: string;
  const ids: Record<string, number> = {};

  const list = async (query: Record<string, string> = {}) =>
    ZCommentPage.parse(expectOk(await t.api(worker).get(PATHS.comments.list, { query })));

  beforeAll(async () => {
    t = await createTestApp(commentListIndex === false ? { commentListIndex } : {});
    worker = await t.loginAs(t.a.worker);
    const admin = await t.loginAs(t.a.admin);
    const { key } = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
    );
    const headers = { 'x-api-key': key };
    const now = String(t.clock.now());
    const note = {
      note_id: 'sp1',
      type: 'normal',
      title: 'ta品牌 面霜',
      desc: '',
      time: now,
      liked_count: '1',
    };
    expectOk(await t.api().post(PATHS.imports.ingest.notes, { items: [note] }, { headers }));
    const comments = Object.entries(INGESTED).map(([name, content]) => ({
      comment_id: `sp-${name}`,
      note_id: 'sp1',
      content,
      create_time: now,
      like_count: '0',
      parent_comment_id: '0',
      last_modify_ts: now,
    }));
    const result = ZIngestResult.parse(
      expectOk(await t.api().post(PATHS.imports.ingest.comments, { items: comments }, { headers })),
    );
    expect(result.imported).toBe(comments.length);
    const rows = await t.db
      .selectFrom('comments')
      .select(['id', 'platform_comment_id'])
      .where('tenant_id', '=', t.a.id)
      .execute();
    for (const row of rows) ids[row.platform_comment_id.replace('sp-', '')] = row.id;
  });
  afterAll(() => t.close());

  it('stores the spam label on ingest, as other (100), with the rule that fired', async () => {
    const stored = await t.db
      .selectFrom('comments')
      .select(['platform_comment_id', 'spam', 'cls_type', 'cls_reason'])
      .where('tenant_id', '=', t.a.id)
      .orderBy('id')
      .execute();
    const spam = stored.filter((row) => row.spam === 1).map((row) => row.platform_comment_id);
    expect(spam).toEqual(['sp-ad', 'sp-contact']);
    for (const row of stored.filter((one) => one.spam === 1)) {
      expect(row.cls_type).toBe(100);
      expect(row.cls_reason).toMatch(/^rule: spam_/);
    }
    expect(stored.every((row) => row.cls_reason !== '')).toBe(true);
  });

  it('hides spam from the list by default; spam=only lists it with its label, spam=all lists everything', async () => {
    const plain = await list();
    expect(plain.total).toBe(3);
    expect(plain.items.map((row) => row.id).sort()).toEqual([ids.complaint, ids.lead, ids.praise].sort());
    expect(plain.items.every((row) => !row.spam)).toBe(true);
    const only = await list({ spam: 'only' });
    expect(only.total).toBe(2);
    expect(only.items.map((row) => [row.id, row.spam, row.cls_type])).toEqual(
      expect.arrayContaining([
        [ids.ad, true, 100],
        [ids.contact, true, 100],
      ]),
    );
    expect((await list({ spam: 'all' })).total).toBe(5);
    // Other filters combine with it: no spam is "other" unless asked for.
    expect((await list({ cls_type: '100' })).total).toBe(0);
    expect((await list({ cls_type: '100', spam: 'all' })).total).toBe(2);
    expectFailure(await t.api(worker).get(PATHS.comments.list, { query: { spam: 'yes' } }), 422);
  });

  it('never counts spam as a negative or a lead, even one labelled so elsewhere (an LLM, an older version)', async () => {
    const note = await t.db
      .selectFrom('notes')
      .select('id')
      .where('platform_note_id', '=', 'sp1')
      .executeTakeFirstOrThrow();
    const labelledNegative = await newComment(t, {
      note_id: note.id,
      content: '加我微信 wx8866123 低价出',
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'other',
      cls_source: 'llm',
      spam: 1,
    });
    const labelledLead = await newComment(t, {
      note_id: note.id,
      content: '扣1发链接',
      cls_type: 1,
      cls_source: 'llm',
      spam: 1,
    });
    const negatives = await list({ cls_type: '0' });
    expect(negatives.items.map((row) => row.id)).not.toContain(labelledNegative);
    const leads = await list({ cls_type: '1' });
    expect(leads.items.map((row) => row.id)).not.toContain(labelledLead);
    const tasks = ZDailyTasks.parse(expectOk(await t.api(worker).get(PATHS.comments.dailyTasks)));
    const queued = [tasks.todo, tasks.new_negative, tasks.new_leads].flatMap((group) =>
      group.items.map((row) => row.id),
    );
    for (const id of [ids.ad, ids.contact, labelledNegative, labelledLead]) expect(queued).not.toContain(id);
    expect(tasks.todo.count).toBe(3);
    expect((await list({ cls_type: '0', spam: 'only' })).items.map((row) => row.id)).toEqual([
      labelledNegative,
    ]);
  });

  it('drafts no reply for spam: the advice says why, nothing to copy is saved', async () => {
    for (const id of [ids.ad, ids.contact]) {
      const answer = ZGeneratedReply.parse(
        expectOk(await t.api(worker).post(PATHS.comments.genReply, { comment_id: id })),
      );
      expect(answer).toMatchObject({ reply_text: '', note: 'spam_no_reply' });
    }
    const rows = await t.db
      .selectFrom('comments')
      .select(['reply_text', 'reply_advice'])
      .where('id', 'in', [ids.ad as number, ids.contact as number])
      .execute();
    expect(rows).toEqual([
      { reply_text: '', reply_advice: 'spam_no_reply' },
      { reply_text: '', reply_advice: 'spam_no_reply' },
    ]);
  });

  it('takes a staff label of complaint, lead or praise as "not spam": the comment comes back to the list', async () => {
    expectOk(
      await t.api(worker).post(PATHS.comments.editLabels, { comment_ids: [ids.contact], cls_type: 1 }),
    );
    const plain = await list();
    const row = plain.items.find((one) => one.id === ids.contact);
    expect(row).toMatchObject({ spam: false, cls_type: 1, cls_source: 'staff', cls_reason: '' });
    const spam = (await list({ spam: 'only' })).items.map((one) => one.id);
    expect(spam).toContain(ids.ad);
    expect(spam).not.toContain(ids.contact);
  });
});
