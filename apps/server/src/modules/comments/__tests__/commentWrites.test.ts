import {
  REPLY_MAX_LENGTH,
  ZCommentLabels,
  ZCommentRow,
  ZDailyTasks,
  ZFollowUp,
  ZPage,
  ZPostUser,
  ZReplyDraft,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CommentSeed,
  createTestApp,
  expectFailure,
  expectOk,
  insertComment,
  insertNote,
  type TestApp,
} from '../../../testing/testApp';
import { createCommentRepository } from '../repository';

const DAY = 24 * 60 * 60 * 1000;
const CHINA = 8 * 60 * 60 * 1000;
const chinaMidnight = (now: number) => Math.floor((now + CHINA) / DAY) * DAY - CHINA;

describe('comment writes: follow-up, labels, replies, today’s tasks', () => {
  let t: TestApp;
  let worker: string;
  let manager: string;
  let foreign: string;
  let noteId: number;
  let foreignComment: number;

  const newComment = (content: string, extra: Omit<CommentSeed, 'content'> = {}) =>
    insertComment(t.db, t.a.id, noteId, t.clock.now() - 3 * DAY, { content, ...extra });

  const commentRow = (id: number) =>
    t.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'comment')
      .where('entity_id', '=', String(id))
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const history = (id: number) =>
    t.db.selectFrom('reply_history').selectAll().where('comment_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    noteId = await insertNote(t.db, t.a.id, t.clock.now() - 5 * DAY, {
      platform_note_id: 'wn1',
      title: '精华测评',
      brand_id: t.a.brandIds[0] ?? null,
      product_line_id: t.a.productLineIds[0] ?? null,
      product_id: t.a.products.both,
    });
    const foreignNote = await insertNote(t.db, t.b.id, t.clock.now(), { platform_note_id: 'wb1' });
    foreignComment = await insertComment(t.db, t.b.id, foreignNote, t.clock.now(), { content: '乙租户评论' });
    worker = await t.loginAs(t.a.worker);
    manager = await t.loginAs(t.a.manager);
    foreign = await t.loginAs(t.b.worker);
  });
  afterAll(() => t.close());

  describe('set-process-status', () => {
    it('single and bulk: stores status, staff and time, audits before/after', async () => {
      const one = await newComment('状态一');
      const two = await newComment('状态二');
      const at = t.clock.now();
      const single = ZFollowUp.array().parse(
        expectOk(
          await t
            .api(worker)
            .post('/api/track/set-process-status', { comment_ids: [one], status: 1, note: '已私信' }),
        ),
      );
      expect(single).toEqual([
        {
          id: one,
          process_status: 1,
          process_staff: { id: t.a.worker.id, name: 'TA worker' },
          process_note: '已私信',
          process_updated_at: new Date(at).toISOString(),
        },
      ]);
      const bulk = ZFollowUp.array().parse(
        expectOk(
          await t.api(manager).post('/api/track/set-process-status', { comment_ids: [one, two], status: 2 }),
        ),
      );
      expect(bulk.map((row) => [row.id, row.process_status, row.process_staff?.id]).sort()).toEqual(
        [
          [one, 2, t.a.manager.id],
          [two, 2, t.a.manager.id],
        ].sort(),
      );
      expect(await commentRow(two)).toMatchObject({ process_status: 2, process_staff_id: t.a.manager.id });
      const audits = await auditOf(one, 'comment.set_process_status');
      expect(audits).toHaveLength(2);
      expect(audits[0]?.user_id).toBe(t.a.worker.id);
      expect(JSON.parse(audits[0]?.before ?? '')).toMatchObject({ process_status: 0 });
      expect(JSON.parse(audits[0]?.after ?? '')).toMatchObject({
        process_status: 1,
        process_staff_id: t.a.worker.id,
      });
      expect(JSON.parse(audits[1]?.before ?? '')).toMatchObject({
        process_status: 1,
        process_staff_id: t.a.worker.id,
      });
      // The list shows the saved follow-up.
      const page = ZPage(ZCommentRow).parse(
        expectOk(
          await t
            .api(worker)
            .get('/api/track/content-comments', { query: { staff_id: String(t.a.manager.id) } }),
        ),
      );
      expect(page.items.map((row) => row.id).sort()).toEqual([one, two].sort());
    });

    it('409 with the current value when someone else changed it since; none for the same user', async () => {
      const id = await newComment('并发');
      const seen = new Date(t.clock.now()).toISOString();
      t.clock.advance(1000);
      expectOk(await t.api(manager).post('/api/track/set-process-status', { comment_ids: [id], status: 1 }));
      t.clock.advance(1000);
      const body = expectFailure(
        await t
          .api(worker)
          .post('/api/track/set-process-status', { comment_ids: [id], status: 3, expected_updated_at: null }),
        409,
      );
      const current = ZFollowUp.array().parse(body.data);
      expect(current[0]).toMatchObject({ id, process_status: 1, process_staff: { id: t.a.manager.id } });
      expectFailure(
        await t
          .api(worker)
          .post('/api/track/set-process-status', { comment_ids: [id], status: 3, expected_updated_at: seen }),
        409,
      );
      expect((await commentRow(id)).process_status).toBe(1);
      // The manager overwriting their own change is fine.
      expectOk(
        await t
          .api(manager)
          .post('/api/track/set-process-status', { comment_ids: [id], status: 2, expected_updated_at: seen }),
      );
      // With the current time the worker may save.
      const latest = new Date((await commentRow(id)).process_updated_at ?? 0).toISOString();
      expectOk(
        await t.api(worker).post('/api/track/set-process-status', {
          comment_ids: [id],
          status: 3,
          expected_updated_at: latest,
        }),
      );
      expect((await commentRow(id)).process_status).toBe(3);
    });

    it('two saves from the same version at once: one is saved, the other answers 409 (no lost update)', async () => {
      const id = await newComment('同时');
      const seen = new Date(t.clock.now()).toISOString();
      t.clock.advance(1000);
      const [first, second] = await Promise.all([
        t
          .api(manager)
          .post('/api/track/set-process-status', { comment_ids: [id], status: 1, expected_updated_at: seen }),
        t
          .api(worker)
          .post('/api/track/set-process-status', { comment_ids: [id], status: 2, expected_updated_at: seen }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner =
        first.status === 200 ? { status: 1, staff: t.a.manager.id } : { status: 2, staff: t.a.worker.id };
      expect(await commentRow(id)).toMatchObject({
        process_status: winner.status,
        process_staff_id: winner.staff,
      });
    });

    it('the guarded save is one conditional UPDATE: nothing saved over a newer save by someone else', async () => {
      const repository = createCommentRepository(t.db, t.database.dialect);
      const id = await newComment('竞态');
      const seen = t.clock.now();
      t.clock.advance(1000);
      const later = t.clock.now();
      // The manager's save lands after the worker read the comment at `seen`.
      expect(
        await repository.updateFollowUp(t.a.id, [id], {
          status: 1,
          staffId: t.a.manager.id,
          note: undefined,
          at: later,
        }),
      ).toBe(1);
      const save = (staffId: number, expectedAt: number | null) =>
        repository.updateFollowUp(
          t.a.id,
          [id],
          { status: 3, staffId, note: undefined, at: later + 1 },
          { callerId: staffId, expectedAt },
        );
      expect(await save(t.a.worker.id, seen)).toBe(0);
      expect(await save(t.a.worker.id, null)).toBe(0);
      expect(await commentRow(id)).toMatchObject({ process_status: 1, process_staff_id: t.a.manager.id });
      // The version the manager saved, or the manager's own save, goes through.
      expect(await save(t.a.worker.id, later)).toBe(1);
      expect(await save(t.a.manager.id, seen)).toBe(0);
      expect(await save(t.a.worker.id, seen)).toBe(1);
    });

    it('another tenant’s id → 404 and nothing changes (not even the tenant’s own ids in the same call)', async () => {
      const own = await newComment('混合');
      expectFailure(
        await t
          .api(worker)
          .post('/api/track/set-process-status', { comment_ids: [own, foreignComment], status: 2 }),
        404,
      );
      expect((await commentRow(own)).process_status).toBe(0);
      expect((await commentRow(foreignComment)).process_status).toBe(0);
      expectFailure(
        await t.api(foreign).post('/api/track/set-process-status', { comment_ids: [own], status: 2 }),
        404,
      );
      expect(await auditOf(own, 'comment.set_process_status')).toHaveLength(0);
    });

    it.each([
      [{ comment_ids: [], status: 1 }, 'comment_ids'],
      [{ comment_ids: [1], status: 7 }, 'status'],
      [{ comment_ids: [99999999999], status: 1 }, 'comment_ids'],
      [{ comment_ids: [1], status: 1, note: 'x'.repeat(501) }, 'note'],
    ])('bad input %j → 422', async (input, field) => {
      const body = expectFailure(await t.api(worker).post('/api/track/set-process-status', input), 422);
      expect(body.field?.split('.')[0]).toBe(field);
    });
  });

  describe('staff-edit-content-cls', () => {
    it('sets labels as staff; neg_type cleared when the class is not negative; audited', async () => {
      const id = await newComment('标签', {
        cls_type: 0,
        neg_type: 'price',
        sentiment: 'negative',
        cls_source: 'model',
      });
      const labels = ZCommentLabels.array().parse(
        expectOk(
          await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id], cls_type: 1 }),
        ),
      );
      expect(labels).toEqual([
        { id, cls_type: 1, sentiment: 'negative', neg_type: null, content_type: null, cls_source: 'staff' },
      ]);
      expectOk(
        await t.api(worker).post('/api/track/staff-edit-content-cls', {
          comment_ids: [id],
          cls_type: 0,
          neg_type: 'service',
          sentiment: 'negative',
          content_type: 'customer_requirement',
        }),
      );
      expect(await commentRow(id)).toMatchObject({
        cls_type: 0,
        neg_type: 'service',
        content_type: 'customer_requirement',
        cls_source: 'staff',
      });
      const audits = await auditOf(id, 'comment.edit_labels');
      expect(audits).toHaveLength(2);
      expect(JSON.parse(audits[0]?.before ?? '')).toMatchObject({
        cls_type: 0,
        neg_type: 'price',
        cls_source: 'model',
      });
      expect(JSON.parse(audits[0]?.after ?? '')).toMatchObject({
        cls_type: 1,
        neg_type: null,
        cls_source: 'staff',
      });
    });

    it('a negative type given alone only sticks on negative comments (bulk)', async () => {
      const negative = await newComment('负面', { cls_type: 0, neg_type: 'price' });
      const lead = await newComment('线索', { cls_type: 1 });
      expectOk(
        await t
          .api(worker)
          .post('/api/track/staff-edit-content-cls', { comment_ids: [negative, lead], neg_type: 'effect' }),
      );
      expect((await commentRow(negative)).neg_type).toBe('effect');
      expect((await commentRow(lead)).neg_type).toBeNull();
    });

    it('needs at least one label (422); another tenant’s id → 404', async () => {
      const id = await newComment('无标签');
      expectFailure(
        await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id] }),
        422,
      );
      expectFailure(
        await t.api(worker).post('/api/track/staff-edit-content-cls', { comment_ids: [id], cls_type: 3 }),
        422,
      );
      expectFailure(
        await t
          .api(worker)
          .post('/api/track/staff-edit-content-cls', { comment_ids: [foreignComment], cls_type: 0 }),
        404,
      );
      expect((await commentRow(foreignComment)).cls_source).toBeNull();
    });
  });

  describe('gen-reply and staff-edit-comment-reply', () => {
    const gen = async (id: number) =>
      ZReplyDraft.extend({ note: ZReplyDraft.shape.reply_text.optional() }).parse(
        expectOk(await t.api(worker).post('/api/track/gen-reply', { comment_id: id })),
      );

    it('drafts follow the class policy and are kept in reply_history', async () => {
      const lead = await newComment('在哪买？', { cls_type: 1 });
      const draft = await gen(lead);
      expect(draft.reply_text).toContain('官方');
      expect(draft).toMatchObject({
        target: 'comment',
        id: lead,
        source: 'model',
        reply_updated_by: { id: t.a.worker.id },
      });
      const allergy = await newComment('用了过敏', { cls_type: 0, neg_type: 'adaptation' });
      const apology = await gen(allergy);
      expect(apology.reply_text).toMatch(/抱歉|心疼/);
      expect(apology.reply_text).toContain('私信');
      expect((await history(lead)).map((row) => [row.text, row.source, row.created_by])).toEqual([
        [draft.reply_text, 'model', t.a.worker.id],
      ]);
      expect((await commentRow(lead)).reply_text).toBe(draft.reply_text);
    });

    it('advice not to reply is kept beside the draft, never as a reply; a saved reply clears it', async () => {
      const flame = await newComment('垃圾品牌', { cls_type: 0, neg_type: 'flame' });
      const advised = await gen(flame);
      // No public answer: no draft, the note says why; nothing in the reply's history.
      expect(advised).toMatchObject({ reply_text: '', note: 'flame_no_reply' });
      expect(await commentRow(flame)).toMatchObject({ reply_text: '', reply_advice: 'flame_no_reply' });
      expect(await history(flame)).toEqual([]);
      expect(
        (await auditOf(flame, 'comment.advise_no_reply')).map((row) => JSON.parse(row.after ?? '')),
      ).toEqual([{ reply_advice: 'flame_no_reply' }]);
      const listed = ZPage(ZCommentRow).parse(
        expectOk(await t.api(worker).get(`/api/track/content-comments?q=${encodeURIComponent('垃圾品牌')}`)),
      );
      expect(listed.items.find((row) => row.id === flame)).toMatchObject({
        reply_text: '',
        reply_advice: 'flame_no_reply',
      });
      const withReply = ZPage(ZCommentRow).parse(
        expectOk(
          await t
            .api(worker)
            .get(`/api/track/content-comments?has_reply=true&q=${encodeURIComponent('垃圾品牌')}`),
        ),
      );
      expect(withReply.items.map((row) => row.id)).not.toContain(flame);
      // A person decides to answer after all: the reply is saved and the advice is gone.
      t.clock.advance(1000);
      expectOk(
        await t.api(worker).post('/api/track/staff-edit-comment-reply', {
          comment_id: flame,
          reply_text: '感谢反馈，我们会认真改进。',
        }),
      );
      expect(await commentRow(flame)).toMatchObject({
        reply_text: '感谢反馈，我们会认真改进。',
        reply_advice: '',
      });
    });

    it('staff edits: saved with who and when, every version kept, 409 over a newer edit by someone else', async () => {
      const id = await newComment('请问有小样吗', { cls_type: 1 });
      const draft = await gen(id);
      t.clock.advance(1000);
      const saved = ZReplyDraft.parse(
        expectOk(
          await t.api(worker).post('/api/track/staff-edit-comment-reply', {
            comment_id: id,
            reply_text: '有的，私信我们～',
            expected_updated_at: draft.reply_updated_at,
          }),
        ),
      );
      expect(saved).toMatchObject({
        reply_text: '有的，私信我们～',
        reply_updated_by: { id: t.a.worker.id, name: 'TA worker' },
        reply_updated_at: new Date(t.clock.now()).toISOString(),
        source: 'staff',
      });
      t.clock.advance(1000);
      expectOk(
        await t.api(manager).post('/api/track/staff-edit-comment-reply', {
          comment_id: id,
          reply_text: '经理改过的回复',
          expected_updated_at: saved.reply_updated_at,
        }),
      );
      t.clock.advance(1000);
      const conflict = expectFailure(
        await t.api(worker).post('/api/track/staff-edit-comment-reply', {
          comment_id: id,
          reply_text: '员工的旧稿',
          expected_updated_at: saved.reply_updated_at,
        }),
        409,
      );
      expect(ZReplyDraft.parse(conflict.data)).toMatchObject({
        reply_text: '经理改过的回复',
        reply_updated_by: { id: t.a.manager.id },
      });
      // The manager saving over their own newer version with an old time is not a conflict.
      expectOk(
        await t.api(manager).post('/api/track/staff-edit-comment-reply', {
          comment_id: id,
          reply_text: '经理再改',
          expected_updated_at: saved.reply_updated_at,
        }),
      );
      expect((await history(id)).map((row) => [row.text, row.source, row.created_by])).toEqual([
        [draft.reply_text, 'model', t.a.worker.id],
        ['有的，私信我们～', 'staff', t.a.worker.id],
        ['经理改过的回复', 'staff', t.a.manager.id],
        ['经理再改', 'staff', t.a.manager.id],
      ]);
      const audits = await auditOf(id, 'comment.edit_reply');
      expect(audits).toHaveLength(3);
      expect(JSON.parse(audits[1]?.before ?? '')).toEqual({ reply_text: '有的，私信我们～' });
      expect(JSON.parse(audits[1]?.after ?? '')).toEqual({ reply_text: '经理改过的回复', source: 'staff' });
      expect((await commentRow(id)).reply_text).toBe('经理再改');
    });

    it('empty, blank or 10,000-character replies → 422; other tenant → 404; nothing saved', async () => {
      const id = await newComment('空回复');
      for (const text of ['', '   ', '回'.repeat(10_000), 'x'.repeat(REPLY_MAX_LENGTH + 1)]) {
        const body = expectFailure(
          await t
            .api(worker)
            .post('/api/track/staff-edit-comment-reply', { comment_id: id, reply_text: text }),
          422,
        );
        expect(body.field).toBe('reply_text');
      }
      expectFailure(
        await t
          .api(worker)
          .post('/api/track/staff-edit-comment-reply', { comment_id: foreignComment, reply_text: '越权' }),
        404,
      );
      expectFailure(await t.api(worker).post('/api/track/gen-reply', { comment_id: foreignComment }), 404);
      expect(await history(id)).toEqual([]);
      expect(await history(foreignComment)).toEqual([]);
      expect((await commentRow(foreignComment)).reply_text).toBe('');
    });

    it('a persona of another tenant → 404', async () => {
      const id = await newComment('人设');
      const persona = await t.db
        .insertInto('personas')
        .values({ tenant_id: t.b.id, name: '乙的人设', created_at: t.clock.now(), updated_at: t.clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      expectFailure(
        await t.api(worker).post('/api/track/gen-reply', { comment_id: id, persona_id: persona.id }),
        404,
      );
      expect(await history(id)).toEqual([]);
    });

    it('a persona of the tenant signs the draft and is recorded', async () => {
      const id = await newComment('好用', { cls_type: 2 });
      const persona = await t.db
        .insertInto('personas')
        .values({
          tenant_id: t.a.id,
          name: '小助手',
          sign_off: '——小助手',
          created_at: t.clock.now(),
          updated_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const draft = ZReplyDraft.parse(
        expectOk(
          await t.api(worker).post('/api/track/gen-reply', { comment_id: id, persona_id: persona.id }),
        ),
      );
      expect(draft.reply_text.endsWith('——小助手')).toBe(true);
      expect((await history(id))[0]?.persona_id).toBe(persona.id);
    });
  });

  describe('daily-task-list', () => {
    it('counts to do, my in progress, and today’s negatives and leads by China’s calendar day', async () => {
      const fresh = await createTestApp();
      try {
        // Tomorrow in China, ten minutes in (the UTC day before's 16:10); forward, so tokens stay valid.
        const d0 = chinaMidnight(fresh.clock.now()) + DAY;
        fresh.clock.set(d0 + 10 * 60_000);
        const me = await fresh.loginAs(fresh.a.worker);
        const note = await insertNote(fresh.db, fresh.a.id, d0 - DAY, { platform_note_id: 'dn' });
        const add = (at: number, extra: CommentSeed) => insertComment(fresh.db, fresh.a.id, note, at, extra);
        const yesterdayNegative = await add(d0 - 60_000, { content: '昨天的差评', cls_type: 0 });
        const todayNegative = await add(d0 + 60_000, { content: '今天的差评', cls_type: 0 });
        const todayLead = await add(d0 + 5 * 60_000, {
          content: '今天的线索',
          cls_type: 1,
          process_status: 1,
          process_staff_id: fresh.a.worker.id,
        });
        const othersInProgress = await add(d0 - DAY, {
          content: '同事跟进中',
          cls_type: 2,
          process_status: 1,
          process_staff_id: fresh.a.manager.id,
        });
        await add(d0 - DAY, { content: '已完成', cls_type: 0, process_status: 2 });
        const foreignNote = await insertNote(fresh.db, fresh.b.id, d0, { platform_note_id: 'fb' });
        await insertComment(fresh.db, fresh.b.id, foreignNote, d0 + 60_000, {
          content: '乙今天差评',
          cls_type: 0,
        });
        const tasks = ZDailyTasks.parse(expectOk(await fresh.api(me).get('/api/track/daily-task-list')));
        expect(tasks.date).toBe(new Date(d0 + CHINA).toISOString().slice(0, 10));
        expect(tasks.todo.count).toBe(2);
        expect(tasks.todo.items.map((row) => row.id)).toEqual([todayNegative, yesterdayNegative]);
        expect(tasks.in_progress.items.map((row) => row.id)).toEqual([todayLead]);
        expect(tasks.in_progress.count).toBe(1);
        expect(tasks.new_negative.items.map((row) => row.id)).toEqual([todayNegative]);
        expect(tasks.new_leads.items.map((row) => row.id)).toEqual([todayLead]);
        expect(othersInProgress).toBeGreaterThan(0);
        // The manager sees their own in-progress work.
        const boss = ZDailyTasks.parse(
          expectOk(await fresh.api(await fresh.loginAs(fresh.a.manager)).get('/api/track/daily-task-list')),
        );
        expect(boss.in_progress.items.map((row) => row.id)).toEqual([othersInProgress]);
        // The next China day: yesterday's news is no longer new.
        fresh.clock.set(d0 + DAY + 60_000);
        const later = ZDailyTasks.parse(
          expectOk(await fresh.api(await fresh.loginAs(fresh.a.worker)).get('/api/track/daily-task-list')),
        );
        expect(later.new_negative.count).toBe(0);
        expect(later.new_leads.count).toBe(0);
        expect(later.todo.count).toBe(2);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('post-user-list-in-comments', () => {
    it('commenters of live comments, searchable and paged, never another tenant’s', async () => {
      const note = await insertNote(t.db, t.a.id, t.clock.now(), { platform_note_id: 'pu1' });
      for (const [uid, nick, times] of [
        ['u-lily', '莉莉', 3],
        ['u-bob', '波波', 2],
        ['u-lin', '林林', 1],
      ] as const) {
        for (let i = 0; i < times; i += 1)
          await insertComment(t.db, t.a.id, note, t.clock.now(), {
            content: `${nick}${i}`,
            user_id: uid,
            user_nickname: nick,
          });
      }
      const users = async (query: Record<string, string>, as = worker) =>
        ZPage(ZPostUser).parse(
          expectOk(await t.api(as).get('/api/track/post-user-list-in-comments', { query })),
        );
      const all = await users({});
      expect(all.items.map((row) => [row.user_id, row.count])).toEqual([
        ['u-lily', 3],
        ['u-bob', 2],
        ['u-lin', 1],
      ]);
      expect(all.total).toBe(3);
      const paged = await users({ page: '2', page_size: '1' });
      expect(paged.items.map((row) => row.user_id)).toEqual(['u-bob']);
      expect(paged.total).toBe(3);
      const search = await users({ q: '莉' });
      expect(search.items.map((row) => row.user_id)).toEqual(['u-lily']);
      const byId = await users({ q: 'u-lin' });
      expect(byId.items.map((row) => row.user_id)).toEqual(['u-lin']);
      const other = await users({}, foreign);
      expect(other.items.map((row) => row.user_id)).not.toContain('u-lily');
    });
  });
});
