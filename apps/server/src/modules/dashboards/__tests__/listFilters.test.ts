import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import {
  type ApiClient,
  createTestApp,
  expectFailure,
  expectOk,
  type TestApp,
} from '../../../testing/testApp';

/** The list filters the dashboards' drills added, on both ways the comment list counts. */
describe.each([
  { name: 'list index', commentListIndex: undefined },
  { name: 'SQL only', commentListIndex: false as const },
])('list filters for drills ($name)', ({ commentListIndex }) => {
  let t: TestApp;
  let api: ApiClient;

  const total = async (path: string, query: string) =>
    (expectOk(await api.get(`${path}?${query}`)) as { total: number }).total;

  beforeAll(async () => {
    t = await createTestApp(commentListIndex === false ? { commentListIndex } : {});
    const at = t.clock.now() - 60_000;
    const head = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'head',
      source: 'brand',
      author_fans_count: 600_000,
      author_id: 'acct-head',
    });
    const unknown = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'unknown',
      source: 'brand',
    });
    await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'ordinary',
      source: 'brand',
      author_fans_count: 3000,
    });
    // head: 1 negative of 4 (0.25); unknown: 1 of 2 (0.5); ordinary: no comments (0).
    await newComment(t, { note_id: head, at: at, content: '负面', cls_type: 0 });
    await newComment(t, { note_id: head, at: at, content: '有回复', cls_type: 1, reply_text: '谢谢' });
    await newComment(t, { note_id: head, at: at, content: '跟进中', cls_type: 1, process_status: 1 });
    await newComment(t, { note_id: head, at: at, content: '没人管', cls_type: 2 });
    await newComment(t, { note_id: unknown, at: at, content: '负面二', cls_type: 0, process_status: 3 });
    await newComment(t, { note_id: unknown, at: at, content: '普通', cls_type: 2 });
    // Tenant B's covered comment never counts for A.
    const other = await newNote(t, {
      tenant_id: t.b.id,
      at: at,
      platform_note_id: 'b-note',
      source: 'brand',
      author_id: 'acct-head',
    });
    await newComment(t, { note_id: other, at: at, content: 'B', cls_type: 0, reply_text: 'b' });
    t.clock.advance(2000);
    api = t.api(await t.loginAs(t.a.worker));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covered: a saved reply or a status past "to do"; false: neither', async () => {
    expect(await total('/api/track/content-comments', 'covered=true')).toBe(3);
    expect(await total('/api/track/content-comments', 'covered=false')).toBe(3);
    expect(await total('/api/track/content-comments', 'covered=true&cls_type=0,1')).toBe(3);
    expect(await total('/api/track/content-comments', 'covered=false&cls_type=0,1')).toBe(1);
  });

  it('covered follows a follow-up saved after the list was first read', async () => {
    const ids = (
      expectOk(await api.get('/api/track/content-comments?covered=false&cls_type=0')) as {
        items: Array<{ id: number }>;
      }
    ).items.map((item) => item.id);
    expect(ids).toHaveLength(1);
    expectOk(await api.post('/api/track/set-process-status', { comment_ids: ids, status: 2 }));
    t.clock.advance(2000);
    expect(await total('/api/track/content-comments', 'covered=false&cls_type=0,1')).toBe(0);
    expect(await total('/api/track/content-comments', 'covered=true')).toBe(4);
  });

  it('author_tier picks notes by fans: head ≥ 500k, ordinary < 5k, unknown without a count', async () => {
    expect(await total('/api/track/contents', 'author_tier=head')).toBe(1);
    expect(await total('/api/track/contents', 'author_tier=mid')).toBe(0);
    expect(await total('/api/track/contents', 'author_tier=ordinary')).toBe(1);
    expect(await total('/api/track/contents', 'author_tier=unknown')).toBe(1);
    expectFailure(await api.get('/api/track/contents?author_tier=giant'), 422);
  });

  it('neg_ratio_min keeps notes whose negative share of held comments reaches it; never a note without comments', async () => {
    expect(await total('/api/track/contents', 'neg_ratio_min=0.25')).toBe(2);
    expect(await total('/api/track/contents', 'neg_ratio_min=0.26')).toBe(1);
    expect(await total('/api/track/contents', 'neg_ratio_min=0.5')).toBe(1);
    expect(await total('/api/track/contents', 'neg_ratio_min=0.51')).toBe(0);
    expect(await total('/api/track/contents', 'neg_ratio_min=0')).toBe(3);
    expectFailure(await api.get('/api/track/contents?neg_ratio_min=1.5'), 422);
  });

  it('account: comments on the notes an account published, on the page list and in counts, with text too', async () => {
    expect(await total('/api/track/content-comments', 'account=acct-head')).toBe(4);
    expect(await total('/api/track/content-comments', 'account=acct-head&cls_type=0')).toBe(1);
    expect(await total('/api/track/content-comments', 'account=acct-head&q=负面')).toBe(1);
    expect(await total('/api/track/content-comments', 'account=nobody')).toBe(0);
    const page = expectOk(await api.get('/api/track/content-comments?account=acct-head&page_size=2')) as {
      items: Array<{ content: string }>;
    };
    expect(page.items).toHaveLength(2);
    // A new note of the account and a comment on it count at once.
    const later = await newNote(t, {
      tenant_id: t.a.id,
      at: t.clock.now() - 1000,
      platform_note_id: 'head-2',
      source: 'own',
      author_id: 'acct-head',
    });
    await newComment(t, { note_id: later, at: t.clock.now() - 500, content: '新的', cls_type: 2 });
    t.clock.advance(2000);
    expect(await total('/api/track/content-comments', 'account=acct-head')).toBe(5);
  });
});
