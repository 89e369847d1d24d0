import { ZCommentRow, ZPage, ZReplyDraft } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../testing/testApp';
import { useCommentWriteWorld } from './commentWriteWorld';

describe('POST /api/track/gen-reply', () => {
  const w = useCommentWriteWorld();

  it('drafts follow the class policy and are kept in reply_history', async () => {
    const { workerUser, addComment, commentRow, history, draftReply } = w;
    const lead = await addComment('在哪买？', { cls_type: 1 });
    const draft = await draftReply(lead);
    // Where to buy on xhs: the store, without private-message boilerplate.
    expect(draft.reply_text).toContain('店铺');
    expect(draft.reply_text).not.toContain('私信');
    expect(draft).toMatchObject({
      target: 'comment',
      id: lead,
      source: 'model',
      reply_updated_by: { id: workerUser.id },
    });
    const allergy = await addComment('用了过敏', { cls_type: 0, neg_type: 'adaptation' });
    const apology = await draftReply(allergy);
    expect(apology.reply_text).toMatch(/抱歉|心疼/);
    expect(apology.reply_text).toContain('私信');
    expect((await history(lead)).map((row) => [row.text, row.source, row.created_by])).toEqual([
      [draft.reply_text, 'model', workerUser.id],
    ]);
    expect((await commentRow(lead)).reply_text).toBe(draft.reply_text);
  });

  it('advice not to reply is kept beside the draft, never as a reply; a saved reply clears it', async () => {
    const { t, worker, addComment, commentRow, auditOf, history, draftReply } = w;
    const flame = await addComment('垃圾品牌', { cls_type: 0, neg_type: 'flame' });
    const advised = await draftReply(flame);
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

  it('a persona of another tenant → 404', async () => {
    const { t, worker, otherTenant, addComment, history } = w;
    const id = await addComment('人设');
    const persona = await t.db
      .insertInto('personas')
      .values({
        tenant_id: otherTenant.id,
        name: '乙的人设',
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectFailure(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: id, persona_id: persona.id }),
      404,
    );
    expect(await history(id)).toEqual([]);
  });

  it('a persona of the tenant signs the draft and is recorded', async () => {
    const { t, worker, tenant, addComment, history } = w;
    const id = await addComment('好用', { cls_type: 2 });
    const persona = await t.db
      .insertInto('personas')
      .values({
        tenant_id: tenant.id,
        name: '小助手',
        sign_off: '——小助手',
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draft = ZReplyDraft.parse(
      expectOk(await t.api(worker).post('/api/track/gen-reply', { comment_id: id, persona_id: persona.id })),
    );
    expect(draft.reply_text.endsWith('——小助手')).toBe(true);
    expect((await history(id))[0]?.persona_id).toBe(persona.id);
  });
});
