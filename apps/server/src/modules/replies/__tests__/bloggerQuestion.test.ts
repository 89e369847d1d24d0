import { NO_REPLY_NOTES } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../../testing/factories/newUser';
import { multipartBody } from '../../../testing/multipartBody';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';
import { bloggerNotes, draftUnder } from './bloggerNotes';

// Found trying drafts on imported crawls: a question to the blogger about her own routine ("博主平时用什么粉底")
// was promised a check by the brand ("我们去核实"). The brand cannot check a blogger's routine; it is hers to answer.
describe('a question about the blogger’s own routine under her note is left to her', () => {
  let t: EmptyTestApp;
  let worker: string;
  let bloggerNote: number;
  let ownNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    let tenantId: number;
    ({ tenantId, worker, bloggerNote, ownNote } = await bloggerNotes(t, {
      tenant: '岚溪',
      slug: 'lx',
      bloggerTitle: '出差一周的行李箱护肤',
      ownTitle: '秋冬修护上新',
    }));
    const manager = await t.loginAs(await newUser(t, { tenantId, role: 'manager' }));
    const form = multipartBody([
      {
        name: 'kb.csv',
        bytes: Buffer.from('question,answer,keywords\n多久发货,付款后两天内从杭州仓发出,"发货,物流"\n'),
      },
    ]);
    expectOk(
      await t.api(manager).post('/api/knowledge/upload?mode=replace', form.body, { headers: form.headers }),
    );
  });
  afterAll(() => t.close());

  const draftFor = async (noteId: number, content: string) => {
    const { commentId, draft } = await draftUnder(t, worker, noteId, { content, cls_type: 1 });
    const stored = await t.db
      .selectFrom('comments')
      .select('reply_advice')
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    return { draft, advice: stored.reply_advice };
  };

  it('her lipstick shade: no draft, its own advice, stored with the comment', async () => {
    const { draft, advice } = await draftFor(bloggerNote, '博主你平时涂的什么色号呀，好衬肤色');
    expect(draft.reply_text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.bloggerAsked);
    expect(advice).toBe(NO_REPLY_NOTES.bloggerAsked);
  });

  it('when she gets up, and since when she has used it: no draft', async () => {
    for (const content of ['小姐姐你每天早上几点起床啊', '你是从出国前多久开始擦的呀']) {
      const { draft, advice } = await draftFor(bloggerNote, content);
      expect(draft.reply_text).toBe('');
      expect(advice).toBe(NO_REPLY_NOTES.bloggerAsked);
    }
  });

  it('a question about our product beside it is answered, and only that part', async () => {
    const { draft, advice } = await draftFor(bloggerNote, '姐妹你平时用什么眼影？这个下单以后多久发货');
    expect(draft.reply_text).toContain('两天内从杭州仓发出');
    expect(advice).toBe('');
    expect(draft.reply_text).not.toMatch(/眼影/);
  });

  it('under our own note "you" is us: drafted', async () => {
    const { draft, advice } = await draftFor(ownNote, '小姐姐你每天早上几点起床啊');
    expect(draft.reply_text).not.toBe('');
    expect(advice).toBe('');
  });
});
