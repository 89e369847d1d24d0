import { NO_REPLY_NOTES } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestApp, type EmptyTestApp } from '../../../testing/testApp';
import { bloggerNotes, draftUnder } from './bloggerNotes';

// Read off set P (comments sampled from imported crawls, 54 of 72 under bloggers' notes): chat between commenters
// and remarks to the blogger got "谢谢你的留言～有想了解的随时问我们～". Under someone else's note the brand stays out
// of chat; under our own note a short welcome is still drafted, and praise or a question anywhere is answered.
describe('small talk under a note that is not ours gets no draft', () => {
  let t: EmptyTestApp;
  let worker: string;
  let bloggerNote: number;
  let ownNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    ({ worker, bloggerNote, ownNote } = await bloggerNotes(t, {
      tenant: '云杉',
      slug: 'ys',
      bloggerTitle: '带爸妈自驾318的第十天',
      ownTitle: '冬季新品预告',
    }));
  });
  afterAll(() => t.close());

  const draftFor = async (noteId: number, content: string, clsType: number) =>
    (await draftUnder(t, worker, noteId, { content, cls_type: clsType })).draft;

  it('chat under a blogger’s note: no draft, the advice says why', async () => {
    const draft = await draftFor(bloggerNote, '318那段路我也开过 海拔一高我爸就不说话了哈哈', 100);
    expect(draft.reply_text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.chatter);
  });

  it('the same chat under our own note gets a short welcome', async () => {
    const draft = await draftFor(ownNote, '318那段路我也开过 海拔一高我爸就不说话了哈哈', 100);
    expect(draft.reply_text).not.toBe('');
  });

  it('a question to us under the blogger’s note is still answered', async () => {
    const draft = await draftFor(bloggerNote, '高原上这个面霜一天要涂几次？', 1);
    expect(draft.reply_text).not.toBe('');
  });
});
