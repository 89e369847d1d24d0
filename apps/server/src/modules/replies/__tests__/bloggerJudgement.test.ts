import { NO_REPLY_NOTES } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestApp, type EmptyTestApp } from '../../../testing/testApp';
import { bloggerNotes, draftUnder } from './bloggerNotes';

// Found trying drafts on an imported crawl: a comment mocking the blogger's persona under her note got the brand's
// apology ("是我们的问题，抱歉"). It is the blogger's to answer; under our own note the "blogger" is us.
describe('a judgement of the blogger under a blogger’s note is left to the blogger', () => {
  let t: EmptyTestApp;
  let worker: string;
  let bloggerNote: number;
  let ownNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    ({ worker, bloggerNote, ownNote } = await bloggerNotes(t, {
      tenant: '禾木',
      slug: 'hm',
      bloggerTitle: '夜班护士的修护日常',
      ownTitle: '新品上线',
    }));
  });
  afterAll(() => t.close());

  const draftFor = async (noteId: number, content: string) =>
    (await draftUnder(t, worker, noteId, { content, cls_type: 0, neg_type: 'blogger' })).draft;

  it('mockery of the blogger’s persona under her note: no draft, the advice says why', async () => {
    const draft = await draftFor(bloggerNote, '这人设一看就是公司给立的，拍得再辛苦也是演的');
    expect(draft.reply_text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.blogger);
  });

  it('the same judgement under our own note is about us: drafted', async () => {
    const draft = await draftFor(ownNote, '这人设一看就是公司给立的，拍得再辛苦也是演的');
    expect(draft.reply_text).not.toBe('');
  });

  it('a problem with our product told beside it is still answered', async () => {
    const draft = await draftFor(bloggerNote, '博主天天恰饭，我照着买的面霜收到就漏了一半');
    expect(draft.reply_text).not.toBe('');
  });
});
