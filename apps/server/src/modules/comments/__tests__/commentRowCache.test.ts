import { PATHS, ZCommentRow, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectOk, type TestApp } from '../../../testing/testApp';

const ZCommentPage = ZPage(ZCommentRow);

/**
 * With the list index on (every tenant, however small), list rows come from a cache of built rows. Every
 * change to what a row shows must be seen by the next list request, whoever makes it: through the API,
 * or straight in the database as an import or another server process would.
 */
describe('comment list rows kept in memory', () => {
  let t: TestApp;
  let manager: string;
  let worker: string;
  let noteId: number;
  let commentId: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [brandId] = t.a.brandIds as [number];
    noteId = await newNote(t, {
      tenant_id: t.a.id,
      at: t.clock.now() - 60_000,
      platform_note_id: 'rc1',
      title: '修护精华测评',
      author_name: '小美',
      note_url: 'https://www.xiaohongshu.com/explore/rc1',
      brand_id: brandId,
      product_line_id: t.a.productLineIds[0] as number,
      product_id: t.a.products.both,
      // Chosen by a person: the re-matching a tracking setup change starts leaves it alone.
      tracking_manual: 1,
    });
    const match = {
      brand_id: brandId,
      product_line_id: t.a.productLineIds[0] as number,
      product_id: t.a.products.both,
    };
    commentId = await newComment(t, {
      note_id: noteId,
      at: t.clock.now() - 30_000,
      content: '用了三天过敏了',
      cls_type: 0,
      process_status: 1,
      process_staff_id: t.a.worker.id,
      process_updated_at: t.clock.now() - 30_000,
      ...match,
    });
    other = await newComment(t, {
      note_id: noteId,
      at: t.clock.now() - 20_000,
      content: '好用',
      pictures: JSON.stringify(['https://sns-img-qc.xhscdn.com/abc/def.jpg']),
      ...match,
    });
    await t.app.warmUp();
    manager = await t.loginAs(t.a.manager);
    worker = await t.loginAs(t.a.worker);
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => {
    const page = ZCommentPage.parse(expectOk(await t.api(worker).get('/api/track/content-comments')));
    const row = page.items.find((item) => item.id === id);
    if (!row) throw new Error(`comment ${id} not listed`);
    return row;
  };

  it('answers from the cache: a change made without the rules (no updated_at) is not seen', async () => {
    const before = await rowOf(commentId);
    // Bypasses what every writer does (updated_at), so only a cached row can still show the old text.
    await t.db
      .updateTable('comments')
      .set({ content: '绕过规则的改动' })
      .where('id', '=', commentId)
      .execute();
    expect((await rowOf(commentId)).content).toBe(before.content);
    await t.db.updateTable('comments').set({ content: before.content }).where('id', '=', commentId).execute();
  });

  it('shows a renamed brand, product line and product at once (tracking setup)', async () => {
    const row = await rowOf(commentId);
    const edit = async (section: string, id: number, body: unknown) =>
      expectOk(await t.api(manager).post(`${PATHS.trackingConfig.read}/${section}/${id}`, body));
    await edit('brands', row.brand?.id as number, { display_name: '新品牌名' });
    expect((await rowOf(commentId)).brand?.name).toBe('新品牌名');
    await edit('product-lines', row.product_line?.id as number, { name: '新系列' });
    expect((await rowOf(commentId)).product_line?.name).toBe('新系列');
    await edit('products', row.product?.id as number, { display_name: '新产品名' });
    const renamed = await rowOf(other);
    expect([renamed.brand?.name, renamed.product_line?.name, renamed.product?.name]).toEqual([
      '新品牌名',
      '新系列',
      '新产品名',
    ]);
  });

  it("shows a staff member's new name and a note's new title and author (another writer)", async () => {
    await rowOf(commentId);
    await t.db
      .updateTable('users')
      .set({ full_name: '改名的员工' })
      .where('id', '=', t.a.worker.id)
      .execute();
    expect((await rowOf(commentId)).process_staff?.name).toBe('改名的员工');
    await t.db
      .updateTable('notes')
      .set({ title: '新标题', author_name: '小美2' })
      .where('id', '=', noteId)
      .execute();
    const row = await rowOf(other);
    expect([row.note?.title_desc, row.note?.author_name]).toEqual(['新标题', '小美2']);
  });

  it('shows a saved reply, a new follow-up and new text of one comment, the other rows unchanged', async () => {
    const untouched = await rowOf(other);
    t.clock.advance(1_000);
    expectOk(
      await t.api(worker).post('/api/track/staff-edit-comment-reply', {
        comment_id: commentId,
        reply_text: '抱歉给您带来困扰，请私信我们',
      }),
    );
    expect((await rowOf(commentId)).reply_text).toBe('抱歉给您带来困扰，请私信我们');
    t.clock.advance(1_000);
    expectOk(
      await t.api(worker).post('/api/track/set-process-status', { comment_ids: [commentId], status: 2 }),
    );
    expect((await rowOf(commentId)).process_status).toBe(2);
    t.clock.advance(1_000);
    await t.db
      .updateTable('comments')
      .set({ content: '新抓取的评论内容', updated_at: t.clock.now() })
      .where('id', '=', commentId)
      .execute();
    expect((await rowOf(commentId)).content).toBe('新抓取的评论内容');
    expect(await rowOf(other)).toEqual(untouched);
  });

  it('signs the pictures of a kept row as it sends it: two days on, the link is a fresh one', async () => {
    const expiryOf = (url: string | undefined) => Number(/[?&]nd_exp=(\d+)/.exec(url ?? '')?.[1]) * 1000;
    const [first] = (await rowOf(other)).pictures;
    expect(first).toMatch(/^\/images\/sns-img-qc\.xhscdn\.com\/abc\/def\.jpg\?nd_exp=\d+&nd_sig=/);
    expect(expiryOf(first)).toBeGreaterThan(t.clock.now());
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    worker = await t.loginAs(t.a.worker);
    const [later] = (await rowOf(other)).pictures;
    expect(later).not.toBe(first);
    expect(expiryOf(later)).toBeGreaterThan(t.clock.now());
    expect((await t.app.inject({ method: 'GET', url: first! })).statusCode).toBe(403);
  });
});
