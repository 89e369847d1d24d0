import {
  ZCommentRow,
  ZDailyTasks,
  ZNoteCard,
  ZPage,
  ZPostDeletion,
  ZPostUser,
  ZReplyDraft,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const DAY = 24 * 60 * 60 * 1000;

describe('notes: lists, detail, replies, delete/restore, tracking, authors', () => {
  let t: TestApp;
  let worker: string;
  let manager: string;
  let foreign: string;
  const n = { a: 0, b: 0, c: 0 };
  let foreignNote: number;

  const notePage = async (query: Record<string, string> = {}, as = worker, url = '/api/track/contents') =>
    ZPage(ZNoteCard).parse(expectOk(await t.api(as).get(url, { query })));
  const commentIds = async (query: Record<string, string> = {}, as = worker) =>
    ZPage(ZCommentRow)
      .parse(
        expectOk(
          await t.api(as).get('/api/track/content-comments', { query: { page_size: '200', ...query } }),
        ),
      )
      .items.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    n.a = await newNote(t, {
      tenant_id: t.a.id,
      at: now - 3 * DAY,
      platform_note_id: 'na',
      title: '修护精华测评',
      author_id: 'au1',
      author_name: '小美',
      author_avatar: 'https://sns-avatar-qc.xhscdn.com/avatar/a.jpg',
      author_fans_count: 1200,
      cover_url: 'https://sns-img-qc.xhscdn.com/cover/a.jpg',
      liked_count: 10,
      collected_count: 4,
      share_count: 2,
      comment_count: 99,
      source: 'own',
      brand_id: t.a.brandIds[0] ?? null,
    });
    n.b = await newNote(t, {
      tenant_id: t.a.id,
      at: now - 2 * DAY,
      platform_note_id: 'nb',
      title: '防晒对比',
      author_id: 'au2',
      author_name: '阿强',
      liked_count: 300,
      comment_count: 5,
      source: 'brand',
    });
    n.c = await newNote(t, {
      tenant_id: t.a.id,
      at: now - DAY,
      platform_note_id: 'nc',
      title: '无评论',
      author_id: 'au1',
      author_name: '小美',
      source: 'category',
      tracked: 0,
    });
    // Note a: 4 comments, 1 negative, 2 leads; note b: 2 comments, both negative.
    for (const [note, cls] of [
      [n.a, 0],
      [n.a, 1],
      [n.a, 1],
      [n.a, 2],
      [n.b, 0],
      [n.b, 0],
    ] as const) {
      await newComment(t, {
        note_id: note,
        at: now - DAY,
        content: `评论${cls}`,
        cls_type: cls,
        user_id: `cu-${note}`,
        user_nickname: `评论者${note}`,
      });
    }
    foreignNote = await newNote(t, {
      tenant_id: t.b.id,
      at: now,
      platform_note_id: 'nf',
      author_id: 'auf',
      author_name: '乙作者',
    });
    await newComment(t, { note_id: foreignNote, at: now, content: '乙的评论' });
    worker = await t.loginAs(t.a.worker);
    manager = await t.loginAs(t.a.manager);
    foreign = await t.loginAs(t.b.worker);
  });
  afterAll(() => t.close());

  it('contents and content-cards list notes with metrics computed from held comments', async () => {
    for (const url of ['/api/track/contents', '/api/track/content-cards']) {
      const page = await notePage({}, worker, url);
      expect(page.total).toBe(3);
      expect(page.items.map((note) => note.id)).toEqual([n.c, n.b, n.a]);
      const a = page.items.find((note) => note.id === n.a);
      expect(a).toMatchObject({
        fansCount: 1200,
        commentCount: 99,
        trackedCommentCount: 4,
        negCommentCount: 1,
        negCommentRatio: 0.25,
        leadCommentCount: 2,
        likes: 10,
        collects: 4,
        shares: 2,
        // Through the image proxy, signed (the proxy serves nothing else).
        author_avatar: expect.stringMatching(
          /^\/images\/sns-avatar-qc\.xhscdn\.com\/avatar\/a\.jpg\?nd_exp=\d+&nd_sig=/,
        ),
        cover_url: expect.stringMatching(
          /^\/images\/sns-img-qc\.xhscdn\.com\/cover\/a\.jpg\?nd_exp=\d+&nd_sig=/,
        ),
        title_desc: '修护精华测评',
        brand: { id: t.a.brandIds[0] },
      });
      expect(page.items.find((note) => note.id === n.b)).toMatchObject({
        negCommentCount: 2,
        negCommentRatio: 1,
      });
      expect(page.items.find((note) => note.id === n.c)).toMatchObject({
        trackedCommentCount: 0,
        negCommentRatio: 0,
      });
    }
  });

  it('filters and sorts', async () => {
    const ids = async (query: Record<string, string>) => (await notePage(query)).items.map((note) => note.id);
    expect(await ids({ source: 'brand' })).toEqual([n.b]);
    expect(await ids({ author_id: 'au1' })).toEqual([n.c, n.a]);
    expect(await ids({ tracked: 'false' })).toEqual([n.c]);
    expect(await ids({ q: '防晒' })).toEqual([n.b]);
    expect(await ids({ q: 'na' })).toEqual([n.a]);
    expect(await ids({ brand_id: String(t.a.brandIds[0]) })).toEqual([n.a]);
    expect(await ids({ brand_id: '99999999999' })).toEqual([]);
    expect(await ids({ sort: 'likes_desc' })).toEqual([n.b, n.a, n.c]);
    expect(await ids({ sort: 'comments_desc' })).toEqual([n.a, n.b, n.c]);
    expect(await ids({ sort: 'neg_ratio_desc' })).toEqual([n.b, n.a, n.c]);
    expect(await ids({ sort: 'time_asc' })).toEqual([n.a, n.b, n.c]);
    const beyond = await notePage({ page: '9', page_size: '2' });
    expect(beyond).toMatchObject({ items: [], total: 3 });
    expect(
      expectFailure(await t.api(worker).get('/api/track/contents', { query: { sort: 'x' } }), 422).field,
    ).toBe('sort');
    expect((await notePage({}, foreign)).items.map((note) => note.id)).toEqual([foreignNote]);
  });

  it('detail by id; another tenant’s or a missing id → 404', async () => {
    const card = ZNoteCard.parse(expectOk(await t.api(worker).get(`/api/track/contents/${n.a}`)));
    expect(card).toMatchObject({ id: n.a, negCommentCount: 1, trackedCommentCount: 4 });
    expectFailure(await t.api(worker).get(`/api/track/contents/${foreignNote}`), 404);
    expectFailure(await t.api(worker).get('/api/track/contents/99999999999'), 404);
    expectFailure(await t.api(worker).get('/api/track/contents/abc'), 422);
  });

  it('post reply: draft, staff edit kept with who/when, 409 over someone else’s newer edit, 422 for bad text', async () => {
    const draft = ZReplyDraft.parse(
      expectOk(await t.api(worker).post('/api/track/gen-post-reply', { note_id: n.b })),
    );
    expect(draft).toMatchObject({ target: 'note', id: n.b, source: 'model' });
    expect(draft.reply_text.length).toBeGreaterThan(0);
    t.clock.advance(1000);
    expectOk(
      await t.api(manager).post('/api/track/staff-edit-post-reply', {
        note_id: n.b,
        reply_text: '经理的笔记回复',
        expected_updated_at: draft.reply_updated_at,
      }),
    );
    const conflict = expectFailure(
      await t.api(worker).post('/api/track/staff-edit-post-reply', {
        note_id: n.b,
        reply_text: '员工的旧稿',
        expected_updated_at: draft.reply_updated_at,
      }),
      409,
    );
    expect(ZReplyDraft.parse(conflict.data)).toMatchObject({
      reply_text: '经理的笔记回复',
      reply_updated_by: { id: t.a.manager.id },
    });
    for (const text of ['', '字'.repeat(10_000)]) {
      expect(
        expectFailure(
          await t.api(worker).post('/api/track/staff-edit-post-reply', { note_id: n.b, reply_text: text }),
          422,
        ).field,
      ).toBe('reply_text');
    }
    expectFailure(
      await t
        .api(worker)
        .post('/api/track/staff-edit-post-reply', { note_id: foreignNote, reply_text: '越权' }),
      404,
    );
    expectFailure(await t.api(worker).post('/api/track/gen-post-reply', { note_id: foreignNote }), 404);
    const history = await t.db
      .selectFrom('reply_history')
      .select(['text', 'source', 'created_by'])
      .where('note_id', '=', n.b)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { text: draft.reply_text, source: 'model', created_by: t.a.worker.id },
      { text: '经理的笔记回复', source: 'staff', created_by: t.a.manager.id },
    ]);
    const card = ZNoteCard.parse(expectOk(await t.api(worker).get(`/api/track/contents/${n.b}`)));
    expect(card.reply_text).toBe('经理的笔记回复');
  });

  it('authors (post-user-list): search and paging, only live notes of the tenant', async () => {
    const page = ZPage(ZPostUser).parse(expectOk(await t.api(worker).get('/api/track/post-user-list')));
    expect(page.items.map((user) => [user.user_id, user.count])).toEqual([
      ['au1', 2],
      ['au2', 1],
    ]);
    const second = ZPage(ZPostUser).parse(
      expectOk(
        await t.api(worker).get('/api/track/post-user-list', { query: { page: '2', page_size: '1' } }),
      ),
    );
    expect(second).toMatchObject({ total: 2, items: [{ user_id: 'au2', nickname: '阿强' }] });
    const search = ZPage(ZPostUser).parse(
      expectOk(await t.api(worker).get('/api/track/post-user-list', { query: { q: '强' } })),
    );
    expect(search.items.map((user) => user.user_id)).toEqual(['au2']);
  });

  describe('delete and restore', () => {
    it('delete by note_id hides the note and its comments everywhere; a manager restores exactly those', async () => {
      const note = await newNote(t, {
        tenant_id: t.a.id,
        platform_note_id: 'del1',
        author_id: 'au-del',
        author_name: '将被删除',
      });
      const kept = await newComment(t, {
        note_id: note,
        content: '删除测试评论',
        cls_type: 0,
        user_id: 'cu-del',
      });
      // A comment hidden earlier for another reason stays hidden after the restore.
      const earlier = await newComment(t, {
        note_id: note,
        content: '早先隐藏的评论',
        deleted_at: t.clock.now() - DAY,
      });
      const deletion = ZPostDeletion.parse(
        expectOk(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { note_id: note })),
      );
      expect(deletion).toMatchObject({ note_id: note, deleted: true, comments: 1 });
      expect(await commentIds()).not.toContain(kept);
      expect(await commentIds({ q: '删除测试' })).toEqual([]);
      expect((await notePage({ page_size: '200' })).items.map((row) => row.id)).not.toContain(note);
      expect(
        (await notePage({ page_size: '200' }, worker, '/api/track/content-cards')).items.map((row) => row.id),
      ).not.toContain(note);
      expectFailure(await t.api(worker).get(`/api/track/contents/${note}`), 404);
      const tasks = ZDailyTasks.parse(expectOk(await t.api(worker).get('/api/track/daily-task-list')));
      expect([...tasks.todo.items, ...tasks.new_negative.items].map((row) => row.id)).not.toContain(kept);
      const authors = ZPage(ZPostUser).parse(expectOk(await t.api(worker).get('/api/track/post-user-list')));
      expect(authors.items.map((user) => user.user_id)).not.toContain('au-del');
      const commenters = ZPage(ZPostUser).parse(
        expectOk(await t.api(worker).get('/api/track/post-user-list-in-comments')),
      );
      expect(commenters.items.map((user) => user.user_id)).not.toContain('cu-del');
      // Writes to a deleted note's comments are 404.
      expectFailure(
        await t.api(worker).post('/api/track/set-process-status', { comment_ids: [kept], status: 1 }),
        404,
      );
      expectFailure(
        await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { note_id: note }),
        404,
      );

      expectFailure(await t.api(worker).post('/api/track/restore-post', { note_id: note }), 403);
      expectFailure(
        await t.api(foreign).post('/api/track/staff-delete-post-by-note-id', { note_id: n.a }),
        404,
      );
      const restored = ZPostDeletion.parse(
        expectOk(await t.api(manager).post('/api/track/restore-post', { note_id: note })),
      );
      expect(restored).toMatchObject({ note_id: note, deleted: false, comments: 1 });
      expect(await commentIds({ note_id: String(note) })).toEqual([kept]);
      expect(
        (
          await t.db
            .selectFrom('comments')
            .select('deleted_at')
            .where('id', '=', earlier)
            .executeTakeFirstOrThrow()
        ).deleted_at,
      ).not.toBeNull();
      ZNoteCard.parse(expectOk(await t.api(worker).get(`/api/track/contents/${note}`)));
      const audits = await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_id'])
        .where('entity', '=', 'note')
        .where('entity_id', '=', String(note))
        .orderBy('id')
        .execute();
      expect(audits).toEqual([
        { action: 'note.delete', user_id: t.a.worker.id },
        { action: 'note.restore', user_id: t.a.manager.id },
      ]);

      // A restored note can be deleted again, and restored again, with the same comments.
      t.clock.advance(1000);
      expect(
        ZPostDeletion.parse(
          expectOk(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { note_id: note })),
        ),
      ).toMatchObject({ deleted: true, comments: 1 });
      expect(await commentIds()).not.toContain(kept);
      expectOk(await t.api(manager).post('/api/track/restore-post', { note_id: note }));
      expect(await commentIds({ note_id: String(note) })).toEqual([kept]);
    });

    it('delete by content_id (platform id); another tenant’s → 404 with nothing changed; restore after 30 days → 410', async () => {
      const note = await newNote(t, { tenant_id: t.a.id, platform_note_id: 'del2' });
      await newComment(t, { note_id: note, content: '旧删除' });
      expectFailure(
        await t.api(foreign).post('/api/track/staff-delete-post-by-note-id', { content_id: 'del2' }),
        404,
      );
      expect((await notePage({ q: 'del2' })).total).toBe(1);
      expectFailure(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', {}), 422);
      const realNow = t.clock.now();
      t.clock.set(realNow - 31 * DAY);
      try {
        expectOk(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { content_id: 'del2' }));
      } finally {
        t.clock.set(realNow);
      }
      expect((await notePage({ q: 'del2' })).total).toBe(0);
      expectFailure(await t.api(manager).post('/api/track/restore-post', { note_id: note }), 410);
      expectFailure(await t.api(manager).post('/api/track/restore-post', { note_id: n.a }), 404);
    });
  });

  describe('update-track', () => {
    it('changes brand, line and product on the note and its comments; the comment filters find them', async () => {
      const line = t.a.productLineIds[0] as number;
      const card = ZNoteCard.parse(
        expectOk(
          await t.api(manager).post('/api/track/update-track', {
            note_id: n.b,
            brand_id: t.a.brandIds[0],
            product_line_id: line,
            product_id: t.a.products.both,
            tracked: false,
          }),
        ),
      );
      expect(card).toMatchObject({
        brand: { id: t.a.brandIds[0] },
        product_line: { id: line },
        product: { id: t.a.products.both },
        tracked: false,
      });
      // An untracked note's comments are out of the list (#15 item 8) until it is tracked again.
      expect(await commentIds({ note_id: String(n.b) })).toHaveLength(0);
      // …and out of the note's counts, which open that list: none held, none negative, no negative share.
      expect(card).toMatchObject({ trackedCommentCount: 0, negCommentCount: 0, negCommentRatio: 0 });
      const negativeShare = async () =>
        (await notePage({ neg_ratio_min: '0.5', sort: 'neg_ratio_desc' })).items.map((note) => note.id);
      expect(await negativeShare()).not.toContain(n.b);
      expectOk(await t.api(manager).post('/api/track/update-track', { note_id: n.b, tracked: true }));
      const under = await commentIds({ note_id: String(n.b) });
      expect(under).toHaveLength(2);
      expect(await negativeShare()).toContain(n.b);
      expect(await commentIds({ expand1: String(t.a.products.both) })).toEqual(expect.arrayContaining(under));
      expect(await commentIds({ expand2: String(line), brand_id: String(t.a.brandIds[0]) })).toEqual(
        expect.arrayContaining(under),
      );
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('action', '=', 'note.update_track')
        .where('entity_id', '=', String(n.b))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before)).toMatchObject({ brand_id: null, product_id: null, tracked: true });
      expect(JSON.parse(audit.after)).toMatchObject({ product_id: t.a.products.both });
      // Moving the note to another line alone drops a product that is not in it, on the note and its comments.
      const otherLine = await t.db
        .insertInto('product_lines')
        .values({
          tenant_id: t.a.id,
          brand_id: t.a.brandIds[0] as number,
          name: '新系列',
          created_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const moved = ZNoteCard.parse(
        expectOk(
          await t
            .api(manager)
            .post('/api/track/update-track', { note_id: n.b, product_line_id: otherLine.id }),
        ),
      );
      expect(moved).toMatchObject({ product_line: { id: otherLine.id }, product: null });
      expect(await commentIds({ expand1: String(t.a.products.both), note_id: String(n.b) })).toEqual([]);
      expect(await commentIds({ expand2: String(otherLine.id) })).toEqual(under);
    });

    it('refuses a product outside the line (422), another tenant’s brand (404), workers (403)', async () => {
      const otherLine = await t.db
        .insertInto('product_lines')
        .values({
          tenant_id: t.a.id,
          brand_id: t.a.brandIds[0] as number,
          name: '另一系列',
          created_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const body = expectFailure(
        await t.api(manager).post('/api/track/update-track', {
          note_id: n.c,
          product_line_id: otherLine.id,
          product_id: t.a.products.both,
        }),
        422,
      );
      expect(body.field).toBe('product_id');
      expectFailure(
        await t.api(manager).post('/api/track/update-track', { note_id: n.c, brand_id: t.b.brandIds[0] }),
        404,
      );
      expectFailure(
        await t.api(manager).post('/api/track/update-track', { note_id: foreignNote, tracked: false }),
        404,
      );
      expectFailure(
        await t.api(worker).post('/api/track/update-track', { note_id: n.c, tracked: true }),
        403,
      );
      const note = await t.db.selectFrom('notes').selectAll().where('id', '=', n.c).executeTakeFirstOrThrow();
      expect(note).toMatchObject({ brand_id: null, product_line_id: null, product_id: null, tracked: 0 });
    });
  });
});
