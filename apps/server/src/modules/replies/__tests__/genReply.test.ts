import { ZPersona } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { findCommentThread } from '../findCommentThread';
import { createReplyDraftRepository } from '../repository';

type Generated = { reply_text: string; note?: string };

describe('gen-reply through the API: persona, thread and knowledge', () => {
  let t: TestApp;
  let worker: string;
  let manager: string;
  let noteId: number;
  let personaId: number;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await t.loginAs(t.a.worker);
    manager = await t.loginAs(t.a.manager);
    noteId = await newNote(t, {
      tenant_id: t.a.id,
      platform_note_id: 'gn1',
      title: '修护精华测评',
      product_id: t.a.products.both,
      brand_id: t.a.brandIds[0] ?? null,
    });
    personaId = ZPersona.parse(
      expectOk(
        await t.api(manager).post('/api/personas', {
          name: '官方小助手',
          tone: '专业、正式',
          sign_off: '—— 柔肤官方小助手',
          do_rules: '',
          dont_rules: '不要使用表情',
          examples: [],
        }),
      ),
    ).id;
    const csv = 'question,answer,keywords\n什么时候发货,下单后48小时内发货，偏远地区顺延,"发货,物流"\n';
    const boundary = '----kb';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kb.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    expectOk(
      await t.api(manager).post('/api/knowledge/upload?mode=replace', body, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    );
  });
  afterAll(() => t.close());

  it('a worker drafts with a persona: its register and sign-off; the draft and its persona are stored', async () => {
    const commentId = await newComment(t, {
      note_id: noteId,
      content: '好用，已经回购第三瓶了',
      cls_type: 2,
      sentiment: 'positive',
    });
    const draft = expectOk(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: commentId, persona_id: personaId }),
    ) as Generated;
    expect(draft.reply_text).toMatch(/^您好/);
    expect(draft.reply_text.endsWith('—— 柔肤官方小助手')).toBe(true);
    const history = await t.db
      .selectFrom('reply_history')
      .select(['text', 'persona_id', 'source'])
      .where('comment_id', '=', commentId)
      .execute();
    expect(history).toEqual([{ text: draft.reply_text, persona_id: personaId, source: 'model' }]);

    // Regenerating offers another variant.
    const again = expectOk(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: commentId, persona_id: personaId }),
    ) as Generated;
    expect(again.reply_text).not.toBe(draft.reply_text);
  });

  it("a note's own draft (gen-post-reply) takes the persona too, and stores it; another tenant's is 404", async () => {
    const draft = expectOk(
      await t.api(worker).post('/api/track/gen-post-reply', { note_id: noteId, persona_id: personaId }),
    ) as Generated;
    expect(draft.reply_text.endsWith('—— 柔肤官方小助手')).toBe(true);
    const history = await t.db
      .selectFrom('reply_history')
      .select(['text', 'persona_id', 'target'])
      .where('note_id', '=', noteId)
      .execute();
    expect(history).toEqual([{ text: draft.reply_text, persona_id: personaId, target: 'note' }]);
    const foreignManager = await t.loginAs(t.b.manager);
    const foreignPersona = ZPersona.parse(
      expectOk(await t.api(foreignManager).post('/api/personas', { name: '乙的笔记人设' })),
    ).id;
    expectFailure(
      await t.api(worker).post('/api/track/gen-post-reply', { note_id: noteId, persona_id: foreignPersona }),
      404,
    );
  });

  it('a reply in a thread uses the knowledge answer; another tenant’s persona is 404', async () => {
    await newComment(t, { note_id: noteId, content: '买了三天了还没动静', platform_comment_id: 'root-1' });
    const replyId = await newComment(t, {
      note_id: noteId,
      content: '同问，什么时候发货啊',
      parent_comment_id: 'root-1',
      cls_type: 100,
      content_type: 'customer_requirement',
    });
    const draft = expectOk(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: replyId }),
    ) as Generated;
    expect(draft.reply_text).toContain('下单后48小时内发货，偏远地区顺延');
    // The LLM engine reads the thread above the comment, oldest first.
    expect(await findCommentThread(createReplyDraftRepository(t.db), t.a.id, replyId)).toEqual([
      { userNickname: expect.any(String), content: '买了三天了还没动静' },
    ]);

    const foreignManager = await t.loginAs(t.b.manager);
    const foreignPersona = ZPersona.parse(
      expectOk(await t.api(foreignManager).post('/api/personas', { name: '乙的人设' })),
    ).id;
    expectFailure(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: replyId, persona_id: foreignPersona }),
      404,
    );
  });

  it('a troll gets the no-reply advice and its note', async () => {
    const commentId = await newComment(t, {
      note_id: noteId,
      content: '垃圾，滚',
      cls_type: 0,
      neg_type: 'flame',
    });
    const draft = expectOk(
      await t.api(worker).post('/api/track/gen-reply', { comment_id: commentId }),
    ) as Generated;
    expect(draft.note).toBe('flame_no_reply');
    // The advice is not a reply: no draft is written.
    expect(draft.reply_text).toBe('');
  });
});
