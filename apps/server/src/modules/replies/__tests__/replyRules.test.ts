import { PATHS, ZCommentRow, ZGeneratedReply, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant, type TestTenant } from '../../../testing/factories/newTenant';
import { newTrackingSetup } from '../../../testing/factories/newTrackingSetup';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

/**
 * The reply rules of issue #14 through the API on a real database: what gen-reply answers, what is stored on
 * the comment, and what the inbox list shows.
 */
describe('gen-reply: the rules a client sees', () => {
  let t: EmptyTestApp;
  let tenant: TestTenant;
  let worker: string;
  let editor: string;
  let editorId: number;
  let xhsNote: number;
  let dyNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    tenant = await newTenant(t, { name: '栖溪' });
    const setup = await newTrackingSetup(t, tenant.id, 'qx');
    // Customers know the product by its display name, not the internal one.
    await t.db
      .updateTable('products')
      .set({ name: 'SKU-0042', display_name: '积雪草修护精华' })
      .where('id', '=', setup.products.both)
      .execute();
    worker = await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'worker', fullName: '小王' }));
    const editorUser = await newUser(t, { tenantId: tenant.id, role: 'worker', fullName: '王芳' });
    editorId = editorUser.id;
    editor = await t.loginAs(editorUser);
    const filed = {
      tenant_id: tenant.id,
      brand_id: setup.brandIds[0] ?? null,
      product_line_id: setup.productLineIds[0] ?? null,
      product_id: setup.products.both,
    };
    xhsNote = await newNote(t, { ...filed, platform: 'xhs', title: '积雪草精华测评' });
    dyNote = await newNote(t, {
      ...filed,
      platform: 'dy',
      platform_note_id: '7300000000000000001',
      title: '直播切片',
    });
  });
  afterAll(() => t.close());

  const generate = async (commentId: number, token = worker) =>
    ZGeneratedReply.parse(
      expectOk(await t.api(token).post(PATHS.comments.genReply, { comment_id: commentId })),
    );
  const listRow = async (content: string) => {
    const page = ZPage(ZCommentRow).parse(
      expectOk(await t.api(worker).get(`${PATHS.comments.list}?q=${encodeURIComponent(content)}`)),
    );
    return page.items[0]!;
  };

  it('a price question: the product’s display name and the platform’s call to action (xhs store, Douyin 小黄车)', async () => {
    const onXhs = await newComment(t, { note_id: xhsNote, content: '这个精华多少钱一瓶？', cls_type: 1 });
    const xhs = await generate(onXhs);
    expect(xhs.reply_text).toContain('积雪草修护精华');
    expect(xhs.reply_text).not.toContain('SKU-0042');
    expect(xhs.reply_text).toContain('店铺');
    expect(xhs.reply_text).not.toMatch(/小黄车|私信|官方旗舰店/);
    const onDy = await newComment(t, { note_id: dyNote, content: '主播这个精华多少钱？', cls_type: 1 });
    const dy = await generate(onDy);
    expect(dy.reply_text).toContain('小黄车');
    expect(dy.reply_text).not.toContain('店铺首页');
  });

  it('a sensitive topic is flagged for a person: in the answer, on the row and in the inbox list; no sale in the draft', async () => {
    const content = '怀孕四个月了，这个精华能用吗';
    const commentId = await newComment(t, { note_id: xhsNote, content, cls_type: 1 });
    const draft = await generate(commentId);
    expect(draft.reply_flag).toBe('pregnancy');
    expect(draft.reply_text).toContain('医生');
    expect(draft.reply_text).not.toMatch(/店铺|下单|链接|放心|安全/);
    expect((await listRow(content)).reply_flag).toBe('pregnancy');
    const stored = await t.db
      .selectFrom('comments')
      .select('reply_flag')
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(stored.reply_flag).toBe('pregnancy');
    // An ordinary comment carries no flag.
    const plain = await newComment(t, { note_id: xhsNote, content: '精华和面霜先用哪个', cls_type: 100 });
    expect((await generate(plain)).reply_flag).toBe('');
  });

  it('spam gets no draft: the advice is stored and listed, nothing to copy', async () => {
    const content = '代购全线五折，加vx: qixi_dg888';
    const commentId = await newComment(t, { note_id: xhsNote, content, cls_type: 100 });
    const answer = await generate(commentId);
    expect(answer.reply_text).toBe('');
    expect(answer.note).toBe('spam_no_reply');
    const row = await listRow('代购全线五折');
    expect(row).toMatchObject({ reply_text: '', reply_advice: 'spam_no_reply' });
  });

  it('praise is thanked, never apologised to', async () => {
    const commentId = await newComment(t, { note_id: xhsNote, content: '第二瓶了，换季全靠它', cls_type: 2 });
    const draft = await generate(commentId);
    expect(draft.reply_text).toMatch(/谢谢|感谢/);
    expect(draft.reply_text).not.toMatch(/抱歉|不好意思|私信/);
  });

  it('a buyer who says they ordered is thanked and offered help once it arrives, not welcomed like a passer-by', async () => {
    const commentId = await newComment(t, {
      note_id: xhsNote,
      content: '刚下单了两瓶，换季就靠它了',
      cls_type: 1,
      content_type: 'purchase_intention',
    });
    const drafts = new Set<string>();
    for (let round = 0; round < 3; round += 1) drafts.add((await generate(commentId)).reply_text);
    for (const draft of drafts) {
      expect(draft).toMatch(/谢谢|感谢/);
      expect(draft).toMatch(/到手/);
      expect(draft).not.toMatch(/谢谢关注|欢迎|私信|店铺|下单|链接/);
    }
  });

  it('a staff reply about one skin type is never reused for a question about another', async () => {
    const oily = await newComment(t, { note_id: xhsNote, content: '油皮能用这个精华吗？', cls_type: 1 });
    await generate(oily);
    const reply = '油皮也可以用，清爽不黏，夏天早晚薄涂一层就好～';
    expectOk(await t.api(editor).post(PATHS.comments.editReply, { comment_id: oily, reply_text: reply }));
    // The same question about the same skin type gets it; about sensitive skin, a composed draft.
    const oilyAgain = await newComment(t, { note_id: xhsNote, content: '油皮可以用这个精华吗', cls_type: 1 });
    expect((await generate(oilyAgain)).reply_text).toBe(reply);
    const sensitive = await newComment(t, {
      note_id: xhsNote,
      content: '敏感肌能用这个精华吗？',
      cls_type: 1,
    });
    const draft = await generate(sensitive);
    expect(draft.reply_based_on).toBeNull();
    expect(draft.reply_text).not.toContain('油皮');
  });

  it.each([
    {
      name: 'a question no kind names under a positive label is answered (the team checks), not thanked as praise',
      content: '这个瓶子能带上飞机吗',
      clsType: 2,
      says: /确认/,
      never: /喜欢|认可|分享/,
    },
    {
      name: '"do I need a remover for it?" is answered about removal, not with the order of layers',
      content: '晚上需要卸妆吗，洁面够不够',
      clsType: 1,
      says: /卸妆/,
      never: /从薄到厚/,
    },
  ])('$name', async ({ content, clsType, says, never }) => {
    const draft = await generate(await newComment(t, { note_id: xhsNote, content, cls_type: clsType }));
    expect(draft.reply_text).toMatch(says);
    expect(draft.reply_text).not.toMatch(never);
  });

  it('a staff reply that speaks to nothing asked (a link pushed at a price question) is not reused for it', async () => {
    const asked = await newComment(t, { note_id: xhsNote, content: '这精华现在什么价？', cls_type: 1 });
    await generate(asked);
    expectOk(
      await t
        .api(editor)
        .post(PATHS.comments.editReply, { comment_id: asked, reply_text: '私信你啦，注意查收～' }),
    );
    const again = await newComment(t, { note_id: xhsNote, content: '这精华现在什么价', cls_type: 1 });
    const draft = await generate(again);
    expect(draft.reply_based_on).toBeNull();
    expect(draft.reply_text).toContain('积雪草修护精华');
  });

  it('a staff reply about another ingredient or another product category is not reused for what is asked', async () => {
    const alcohol = await newComment(t, { note_id: xhsNote, content: '这个里面有酒精吗？', cls_type: 1 });
    await generate(alcohol);
    const reply = '面霜没有添加酒精和香精，成分表在商品页能查到～';
    expectOk(await t.api(editor).post(PATHS.comments.editReply, { comment_id: alcohol, reply_text: reply }));
    // The same question is answered with it; a question about a concentration, or about the serum, is not.
    const again = await newComment(t, { note_id: xhsNote, content: '这个里面含酒精吗', cls_type: 1 });
    expect((await generate(again)).reply_text).toBe(reply);
    for (const content of [
      '里面积雪草的含量是多少？有具体数字吗',
      '精华里面有酒精吗？',
      '里面有没有尿素？医生让我先别碰',
    ]) {
      const other = await newComment(t, { note_id: xhsNote, content, cls_type: 1 });
      const draft = await generate(other);
      expect(draft.reply_based_on, content).toBeNull();
      expect(draft.reply_text, content).not.toBe(reply);
    }
  });

  it('a staff reply about skin described one way (红血丝) is not reused for a comment that does not describe it', async () => {
    const veins = await newComment(t, { note_id: xhsNote, content: '脸颊有红血丝，可以用吗', cls_type: 1 });
    await generate(veins);
    const reply = '红血丝的皮肤也能用，先在下颌试两三天，没有泛红再全脸用～';
    expectOk(await t.api(editor).post(PATHS.comments.editReply, { comment_id: veins, reply_text: reply }));
    const elder = await newComment(t, {
      note_id: xhsNote,
      content: '晚上洗完还要不要再抹这个 老人皮肤干',
      cls_type: 1,
    });
    const draft = await generate(elder);
    expect(draft.reply_based_on).toBeNull();
    expect(draft.reply_text).not.toContain('红血丝');
  });

  it('regenerating a common comment gives at least 5 different drafts in a row', async () => {
    const commentId = await newComment(t, { note_id: dyNote, content: '多少钱', cls_type: 1 });
    const drafts = new Set<string>();
    for (let round = 0; round < 6; round += 1) drafts.add((await generate(commentId)).reply_text);
    expect(drafts.size).toBeGreaterThanOrEqual(5);
  });

  it('a staff edit teaches the next draft: a similar comment gets it first, "based on a reply by" its writer', async () => {
    const first = await newComment(t, {
      note_id: xhsNote,
      content: '油皮夏天用这个精华会不会闷痘？',
      cls_type: 100,
    });
    await generate(first);
    const edited = '油皮夏天用的话，晚上薄涂一层就好，白天可以只用在两颊～有闷的感觉就隔天用。';
    expectOk(await t.api(editor).post(PATHS.comments.editReply, { comment_id: first, reply_text: edited }));

    const content = '油皮夏天用这精华闷痘吗';
    const similar = await newComment(t, { note_id: xhsNote, content, cls_type: 100 });
    const draft = await generate(similar);
    expect(draft.reply_text).toBe(edited);
    const basedOn = { user: { id: editorId, name: '王芳' } };
    expect(draft.reply_based_on).toEqual(basedOn);
    expect((await listRow(content)).reply_based_on).toEqual(basedOn);
    // Regenerate: a composed draft, no longer based on the staff reply.
    const next = await generate(similar);
    expect(next.reply_text).not.toBe(edited);
    expect(next.reply_based_on).toBeNull();
    expect((await listRow(content)).reply_based_on).toBeNull();

    // Not similar: another platform, or another question, is never answered with it.
    const onDy = await newComment(t, { note_id: dyNote, content, cls_type: 100 });
    expect((await generate(onDy)).reply_based_on).toBeNull();
    const price = await newComment(t, { note_id: xhsNote, content: '油皮想入，多少钱', cls_type: 1 });
    expect((await generate(price)).reply_based_on).toBeNull();
  });

  it('"based on a reply by" stores the user: the list shows their current name, and neutral wording once they are gone', async () => {
    const writer = await newUser(t, { tenantId: tenant.id, role: 'worker', fullName: '李娜' });
    const writerToken = await t.loginAs(writer);
    const asked = await newComment(t, {
      note_id: xhsNote,
      content: '干皮冬天用这个精华会不会搓泥？',
      cls_type: 100,
    });
    await generate(asked);
    const reply = '干皮冬天先上保湿水，精华等吸收了再叠面霜，就不容易搓泥啦～';
    expectOk(
      await t.api(writerToken).post(PATHS.comments.editReply, { comment_id: asked, reply_text: reply }),
    );
    const content = '干皮冬天用这精华搓泥吗';
    const similar = await newComment(t, { note_id: xhsNote, content, cls_type: 100 });
    expect((await generate(similar)).reply_based_on).toEqual({ user: { id: writer.id, name: '李娜' } });

    // Renamed: the row follows the user, not the name the draft was saved with.
    await t.db.updateTable('users').set({ full_name: '李娜娜' }).where('id', '=', writer.id).execute();
    expect((await listRow(content)).reply_based_on).toEqual({ user: { id: writer.id, name: '李娜娜' } });

    // Gone: still based on a staff reply, but nobody is named.
    await t.db.deleteFrom('users').where('id', '=', writer.id).execute();
    const row = await listRow(content);
    expect(row.reply_text).toBe(reply);
    expect(row.reply_based_on).toEqual({ user: null });
  });
});
