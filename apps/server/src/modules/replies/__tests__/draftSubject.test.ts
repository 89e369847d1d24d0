import { PATHS, ZGeneratedReply } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrand } from '../../../testing/factories/newBrand';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newProduct } from '../../../testing/factories/newProduct';
import { newProductLine } from '../../../testing/factories/newProductLine';
import { newTenant } from '../../../testing/factories/newTenant';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

// Found trying drafts on an imported crawl: a serum question under the cream's note was answered about the cream,
// and a customer naming our brand under a competitor's comparison note got no draft at all.
describe('a draft is about the product and brand the comment names, over the note it sits under', () => {
  let t: EmptyTestApp;
  let worker: string;
  let creamNote: number;
  let rivalNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    const tenant = await newTenant(t, { name: '青禾' });
    const tenant_id = tenant.id;
    const own = await newBrand(t, { tenant_id, name: '青禾', display_name: '青禾 Qinghe', is_own: 1 });
    const rival = await newBrand(t, { tenant_id, name: '映山', display_name: '映山 Yingshan', is_own: 0 });
    const line = await newProductLine(t, { tenant_id, brand_id: own, name: '修护系列' });
    await newProduct(t, { tenant_id, brand_id: own, product_line_id: line, display_name: '青禾舒缓精华' });
    const cream = await newProduct(t, {
      tenant_id,
      brand_id: own,
      product_line_id: line,
      display_name: '青禾保湿面霜',
    });
    const rivalLine = await newProductLine(t, { tenant_id, brand_id: rival, name: '映山系列' });
    const rivalSerum = await newProduct(t, {
      tenant_id,
      brand_id: rival,
      product_line_id: rivalLine,
      display_name: '映山焕亮精华',
    });
    creamNote = await newNote(t, { tenant_id, brand_id: own, product_line_id: line, product_id: cream });
    rivalNote = await newNote(t, {
      tenant_id,
      source: 'brand',
      brand_id: rival,
      product_line_id: rivalLine,
      product_id: rivalSerum,
      title: '映山和青禾的精华 左右脸对比',
    });
    worker = await t.loginAs(await newUser(t, { tenantId: tenant_id, role: 'worker' }));
  });
  afterAll(() => t.close());

  const draftFor = async (noteId: number, content: string) => {
    const commentId = await newComment(t, { note_id: noteId, content, cls_type: 1 });
    return ZGeneratedReply.parse(
      expectOk(await t.api(worker).post(PATHS.comments.genReply, { comment_id: commentId })),
    );
  };

  it('a question naming the serum under the cream’s note is answered about the serum', async () => {
    const draft = await draftFor(creamNote, '精华拆封以后大概能放多久呀');
    expect(draft.reply_text).toContain('青禾舒缓精华');
    expect(draft.reply_text).not.toContain('青禾保湿面霜');
  });

  it('a comment naming our brand under a competitor’s note is our customer: drafted, about our product only', async () => {
    const draft = await draftFor(rivalNote, '青禾的精华现在有没有第二件半价，想跟闺蜜一起拼');
    expect(draft.reply_text).not.toBe('');
    expect(draft.reply_text).toContain('青禾舒缓精华');
    expect(draft.reply_text).not.toContain('映山');
  });

  it('a complaint naming the tracked competitor under our note is not ours to apologise for (round 14)', async () => {
    const commentId = await newComment(t, {
      note_id: creamNote,
      content: '映山用了大半瓶 鼻翼一直起皮 不买了',
      cls_type: 0,
      neg_type: 'effect',
    });
    const draft = ZGeneratedReply.parse(
      expectOk(await t.api(worker).post(PATHS.comments.genReply, { comment_id: commentId })),
    );
    expect(draft.reply_text).not.toBe('');
    expect(draft.reply_text).not.toMatch(/抱歉|是我们的问题|没做好|不好意思/);
    expect(draft.reply_text).not.toContain('映山');
  });

  it('a comment under a competitor’s note that names only a category asks about their product: no draft', async () => {
    const draft = await draftFor(rivalNote, '这个精华多少钱一瓶');
    expect(draft.reply_text).toBe('');
  });
});
