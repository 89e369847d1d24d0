import { ZCommentRow, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectOk, type TestApp } from '../../../testing/testApp';

/**
 * The list answer is put together from each row's JSON text (sentRowJson): what a comment says must reach the
 * reader exactly, whatever it holds, and every request of the same page must answer the same.
 */
describe('GET /api/track/content-comments: the answer as text', () => {
  let t: TestApp;
  let token: string;
  const awkward = '价格 $& $1 $` "items":[] \\ \u2028 </script> 🙄';

  beforeAll(async () => {
    t = await createTestApp();
    const note = await newNote(t, {
      tenant_id: t.a.id,
      platform_note_id: 'answer-note',
      title: '"items":[]',
    });
    await newComment(t, {
      note_id: note,
      content: awkward,
      pictures: JSON.stringify(['https://sns-img-qc.xhscdn.com/a.jpg']),
    });
    await newComment(t, { note_id: note, content: '普通的一条' });
    token = await t.loginAs(t.a.worker);
  });
  afterAll(() => t.close());

  it('sends a comment holding $-patterns, quotes and line separators exactly as written', async () => {
    const response = await t.api(token).get('/api/track/content-comments?q=%E4%BB%B7%E6%A0%BC');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const page = ZPage(ZCommentRow).parse(expectOk(response));
    expect(page.total).toBe(1);
    expect(page.items.map((row) => row.content)).toEqual([awkward]);
    expect(page.items[0]?.note?.title_desc).toBe('"items":[]');
  });

  it('answers the same text to the same request, pictures signed', async () => {
    const first = await t.api(token).get('/api/track/content-comments');
    const second = await t.api(token).get('/api/track/content-comments');
    expect(second.text).toBe(first.text);
    const page = ZPage(ZCommentRow).parse(expectOk(first));
    expect(page.total).toBe(2);
    const pictures = page.items.flatMap((row) => row.pictures);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatch(/^\/images\/sns-img-qc\.xhscdn\.com\/a\.jpg\?nd_exp=\d+&nd_sig=[\w-]{22}$/);
  });
});
