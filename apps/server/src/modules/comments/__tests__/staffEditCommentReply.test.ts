import { REPLY_MAX_LENGTH, ZReplyDraft } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../testing/testApp';
import { useCommentWriteWorld } from './commentWriteWorld';

describe('POST /api/track/staff-edit-comment-reply', () => {
  const w = useCommentWriteWorld();

  it('staff edits: saved with who and when, every version kept, 409 over a newer edit by someone else', async () => {
    const {
      t,
      worker,
      manager,
      workerUser,
      managerUser,
      addComment,
      commentRow,
      auditOf,
      history,
      draftReply,
    } = w;
    const id = await addComment('请问有小样吗', { cls_type: 1 });
    const draft = await draftReply(id);
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
      reply_updated_by: { id: workerUser.id, name: '小王' },
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
      reply_updated_by: { id: managerUser.id },
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
      [draft.reply_text, 'model', workerUser.id],
      ['有的，私信我们～', 'staff', workerUser.id],
      ['经理改过的回复', 'staff', managerUser.id],
      ['经理再改', 'staff', managerUser.id],
    ]);
    const audits = await auditOf(id, 'comment.edit_reply');
    expect(audits).toHaveLength(3);
    expect(JSON.parse(audits[1]?.before ?? '')).toEqual({ reply_text: '有的，私信我们～' });
    expect(JSON.parse(audits[1]?.after ?? '')).toEqual({ reply_text: '经理改过的回复', source: 'staff' });
    expect((await commentRow(id)).reply_text).toBe('经理再改');
  });

  it('empty, blank or 10,000-character replies → 422; other tenant → 404; nothing saved', async () => {
    const { t, worker, foreignComment, addComment, commentRow, history } = w;
    const id = await addComment('空回复');
    for (const text of ['', '   ', '回'.repeat(10_000), 'x'.repeat(REPLY_MAX_LENGTH + 1)]) {
      const body = expectFailure(
        await t.api(worker).post('/api/track/staff-edit-comment-reply', { comment_id: id, reply_text: text }),
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
});
