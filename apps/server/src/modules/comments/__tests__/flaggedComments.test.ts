import { PATHS, ZCommentRow, ZGeneratedReply, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const ZCommentPage = ZPage(ZCommentRow);

/**
 * The inbox's "needs a person" filter (`flagged`): rows whose generated draft touches a sensitive topic
 * (a stored `reply_flag`), with their count; another tenant's flagged rows are never listed or counted. Run
 * on the in-memory list index and on SQL alone, which must agree.
 */
describe.each([
  ['the list index', undefined],
  ['SQL only', false as const],
])('flagged comments (%s)', (_name, commentListIndex) => {
  let t: TestApp;
  let worker: string;
  const ids: Record<string, number> = {};

  const list = async (query: Record<string, string> = {}) =>
    ZCommentPage.parse(expectOk(await t.api(worker).get(PATHS.comments.list, { query })));
  const generate = async (token: string, commentId: number) =>
    ZGeneratedReply.parse(
      expectOk(await t.api(token).post(PATHS.comments.genReply, { comment_id: commentId })),
    );

  beforeAll(async () => {
    t = await createTestApp(commentListIndex === false ? { commentListIndex } : {});
    worker = await t.loginAs(t.a.worker);
    const noteA = await newNote(t, { tenant_id: t.a.id, product_id: t.a.products.both });
    const comments = {
      pregnant: '怀孕五个月了，这个精华能用吗',
      reaction: '用了第二天脸就过敏了，红了一片',
      price: '这个精华多少钱',
      praise: '用了一个月皮肤变好了',
    };
    for (const [name, content] of Object.entries(comments)) {
      ids[name] = await newComment(t, { note_id: noteA, content, cls_type: name === 'price' ? 1 : 100 });
      await generate(worker, ids[name]!);
    }
    // Another tenant's flagged draft on a comment with the same words.
    const noteB = await newNote(t, { tenant_id: t.b.id, product_id: t.b.products.both });
    const other = await newComment(t, { note_id: noteB, content: comments.pregnant, cls_type: 100 });
    expect((await generate(await t.loginAs(t.b.worker), other)).reply_flag).toBe('pregnancy');
  });
  afterAll(() => t.close());

  it('lists only the flagged rows of the caller’s tenant, with their count', async () => {
    const flagged = await list({ flagged: 'true' });
    expect(flagged.total).toBe(2);
    expect(flagged.items.map((row) => row.id).sort()).toEqual([ids.pregnant, ids.reaction].sort());
    expect(flagged.items.map((row) => row.reply_flag).sort()).toEqual(['pregnancy', 'reaction']);
    const count = await list({ flagged: '1', page_size: '1' });
    expect(count.total).toBe(2);
    expect(count.items).toHaveLength(1);
  });

  it('flagged=false lists the rest; no value lists all', async () => {
    const rest = await list({ flagged: 'false' });
    expect(rest.items.map((row) => row.id).sort()).toEqual([ids.price, ids.praise].sort());
    expect(rest.items.every((row) => row.reply_flag === '')).toBe(true);
    expect((await list()).total).toBe(4);
    expect((await list({ flagged: '' })).total).toBe(4);
  });

  it('combines with the other filters', async () => {
    expect((await list({ flagged: 'true', cls_type: '1' })).total).toBe(0);
    expect((await list({ flagged: 'true', q: '过敏' })).items.map((row) => row.id)).toEqual([ids.reaction]);
    expect((await list({ flagged: 'true', process_status: '0' })).total).toBe(2);
  });

  it('a regenerated draft that is no longer sensitive leaves the filter', async () => {
    await t.db
      .updateTable('comments')
      .set({ content: '这个精华能用吗', updated_at: t.clock.now() + 1 })
      .where('id', '=', ids.pregnant!)
      .execute();
    expect((await generate(worker, ids.pregnant!)).reply_flag).toBe('');
    const flagged = await list({ flagged: 'true' });
    expect(flagged.items.map((row) => row.id)).toEqual([ids.reaction]);
  });

  it('refuses a value that is not yes or no, naming the field', async () => {
    const failure = expectFailure(
      await t.api(worker).get(PATHS.comments.list, { query: { flagged: 'maybe' } }),
      422,
    );
    expect(failure.detail).toContain('flagged');
  });
});
