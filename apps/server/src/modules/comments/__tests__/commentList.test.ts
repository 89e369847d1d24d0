import { ERROR_CODES, ZCommentRow, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const DAY = 24 * 60 * 60 * 1000;
const CHINA = 8 * 60 * 60 * 1000;
/** China midnight of the day `now` falls in. */
const chinaMidnight = (now: number) => Math.floor((now + CHINA) / DAY) * DAY - CHINA;
const chinaDate = (midnight: number) => new Date(midnight + CHINA).toISOString().slice(0, 10);

const ZCommentPage = ZPage(ZCommentRow);

describe('GET /api/track/content-comments', () => {
  let t: TestApp;
  let token: string;
  let tokenB: string;
  let d0: number;
  const c: Record<string, number> = {};
  const n: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    d0 = chinaMidnight(t.clock.now());
    const a = t.a;
    const [ownBrand, rivalBrand] = a.brandIds as [number, number];
    const line = a.productLineIds[0] as number;
    n.n1 = await newNote(t, {
      tenant_id: a.id,
      at: d0 - 5 * DAY,
      platform_note_id: 'xn1',
      title: '修护精华测评',
      author_id: 'au1',
      author_name: '小美',
      note_url: 'https://www.xiaohongshu.com/explore/xn1',
      source: 'own',
      brand_id: ownBrand,
      product_line_id: line,
      product_id: a.products.both,
      keyword: 'ta精华',
    });
    n.n2 = await newNote(t, {
      tenant_id: a.id,
      at: d0 - 4 * DAY,
      platform_note_id: 'xn2',
      title: '',
      description: '竞品的价格讨论帖，没有标题',
      author_id: 'au2',
      author_name: '阿强',
      source: 'brand',
      brand_id: rivalBrand,
      keyword: 'ta品牌',
    });
    n.n3 = await newNote(t, {
      tenant_id: a.id,
      at: d0 - 30 * DAY,
      platform_note_id: 'xn3',
      title: '敏感肌好物',
      author_id: 'au1',
      author_name: '小美',
      source: 'category',
      keyword: 'ta敏感肌',
    });
    n.n4 = await newNote(t, {
      tenant_id: a.id,
      at: d0 - 3 * DAY,
      platform_note_id: 'dn4',
      platform: 'dy',
      title: '抖音',
    });
    n.deleted = await newNote(t, {
      tenant_id: a.id,
      at: d0 - 3 * DAY,
      platform_note_id: 'xn5',
      title: '已删除',
      deleted_at: d0 - DAY,
    });
    n.b1 = await newNote(t, {
      tenant_id: t.b.id,
      at: d0 - 3 * DAY,
      platform_note_id: 'xb1',
      title: '乙的笔记',
    });

    c.c1 = await newComment(t, {
      note_id: n.n1,
      at: d0 - 2 * DAY + 3600_000,
      content: '用了三天脸上过敏起红疹',
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'adaptation',
      content_type: 'product_evaluation',
      cls_source: 'model',
      like_count: 5,
      pictures: JSON.stringify(['https://sns-img-qc.xhscdn.com/abc/def.jpg']),
    });
    c.c2 = await newComment(t, {
      note_id: n.n1,
      at: d0 - DAY,
      content: '在哪里买？多少钱',
      cls_type: 1,
      sentiment: 'neutral',
      content_type: 'purchase_consultation',
      like_count: 50,
      process_status: 1,
      process_staff_id: a.worker.id,
      process_updated_at: d0 - DAY,
    });
    c.c3 = await newComment(t, {
      note_id: n.n1,
      at: d0 - 60_000,
      content: '好用！回购100%',
      cls_type: 2,
      sentiment: 'positive',
      content_type: 'product_evaluation',
      process_status: 2,
      process_staff_id: a.manager.id,
      reply_text: '谢谢喜欢',
    });
    c.c4 = await newComment(t, {
      note_id: n.n2,
      at: d0 + 60_000,
      content: '价格太贵了_不值',
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'price',
      like_count: 10,
    });
    c.c5 = await newComment(t, {
      note_id: n.n2,
      at: d0 + 2 * 3600_000,
      content: '求链接 想买',
      cls_type: 1,
      sentiment: 'neutral',
      content_type: 'purchase_intention',
      like_count: 3,
    });
    c.c6 = await newComment(t, {
      note_id: n.n3,
      at: d0 - 10 * DAY,
      content: '敏感肌能用吗',
      cls_type: 100,
      sentiment: 'neutral',
      content_type: 'customer_requirement',
      like_count: 1,
      process_status: 3,
    });
    c.c7 = await newComment(t, {
      note_id: n.n3,
      at: d0 - 20 * DAY,
      content: '50%off是真的吗',
      needs_review: 1,
    });
    c.c8 = await newComment(t, { note_id: n.n4, at: d0 - DAY, content: '抖音评论过敏', cls_type: 0 });
    c.gone = await newComment(t, {
      note_id: n.deleted,
      at: d0 - 2 * DAY,
      content: '已删除的过敏评论',
      cls_type: 0,
      deleted_at: d0 - DAY,
    });
    c.b1 = await newComment(t, { note_id: n.b1, at: d0 - DAY, content: '过敏了好难受', cls_type: 0 });
    token = await t.loginAs(a.worker);
    tokenB = await t.loginAs(t.b.worker);
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | string[]> = {}, as = token) =>
    ZCommentPage.parse(expectOk(await t.api(as).get('/api/track/content-comments', { query })));
  const ids = async (query: Record<string, string | string[]> = {}, as = token) =>
    (await list(query, as)).items.map((row) => row.id);
  const named = (...names: string[]) => names.map((name) => c[name]);

  it('lists the tenant’s live xhs comments, newest first, each row in the contract shape', async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page.items.map((row) => row.id)).toEqual(named('c5', 'c4', 'c3', 'c2', 'c1', 'c6', 'c7'));
    expect(page).toMatchObject({ page: 1, page_size: 20 });
  });

  it('a row carries the comment, its labels, follow-up, reply and its note, with image URLs rewritten', async () => {
    const page = await list({ note_id: String(n.n1) });
    const c1 = page.items.find((row) => row.id === c.c1);
    const brand = await t.db
      .selectFrom('brands')
      .select('display_name')
      .where('id', '=', t.a.brandIds[0]!)
      .executeTakeFirst();
    const product = await t.db
      .selectFrom('products')
      .select('display_name')
      .where('id', '=', t.a.products.both)
      .executeTakeFirst();
    expect(c1).toMatchObject({
      content: '用了三天脸上过敏起红疹',
      like_count: 5,
      // Through the image proxy, signed (the proxy serves nothing else).
      pictures: [
        expect.stringMatching(/^\/images\/sns-img-qc\.xhscdn\.com\/abc\/def\.jpg\?nd_exp=\d+&nd_sig=/),
      ],
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'adaptation',
      content_type: 'product_evaluation',
      process_status: 0,
      process_staff: null,
      source: 'own',
      // Display names, as the pickers show them.
      brand: { id: t.a.brandIds[0], name: brand?.display_name },
      product_line: { id: t.a.productLineIds[0] },
      product: { id: t.a.products.both, name: product?.display_name },
      keyword: 'ta精华',
      published_at: new Date(d0 - 2 * DAY + 3600_000).toISOString(),
      note: {
        id: n.n1,
        platform_note_id: 'xn1',
        title_desc: '修护精华测评',
        author_name: '小美',
        note_url: 'https://www.xiaohongshu.com/explore/xn1',
      },
    });
    const c2 = page.items.find((row) => row.id === c.c2);
    expect(c2?.process_staff).toEqual({ id: t.a.worker.id, name: 'TA worker' });
    const c3 = page.items.find((row) => row.id === c.c3);
    expect(c3?.reply_text).toBe('谢谢喜欢');
    // A note without a title shows the start of its text.
    const c4 = (await list({ note_id: String(n.n2) })).items.find((row) => row.id === c.c4);
    expect(c4?.note?.title_desc).toBe('竞品的价格讨论帖，没有标题');
  });

  it.each([
    [{ target_platform: 'dy' }, ['c8']],
    [{ source: 'own' }, ['c3', 'c2', 'c1']],
    [{ source: 'brand,category' }, ['c5', 'c4', 'c6', 'c7']],
    [{ keyword: 'ta精华' }, ['c3', 'c2', 'c1']],
    [{ content_id: 'xn2' }, ['c5', 'c4']],
    [{ cls_type: '0' }, ['c4', 'c1']],
    [{ cls_type: '0,1' }, ['c5', 'c4', 'c2', 'c1']],
    [{ cls_type: ['0', '1'] }, ['c5', 'c4', 'c2', 'c1']],
    [{ cls_type: '100' }, ['c6']],
    [{ sentiment: 'negative' }, ['c4', 'c1']],
    [{ neg_type: 'price' }, ['c4']],
    [{ neg_type: 'adaptation,price' }, ['c4', 'c1']],
    [{ content_type: 'purchase_consultation' }, ['c2']],
    [{ content_type: 'purchase_intention,customer_requirement' }, ['c5', 'c6']],
    [{ process_status: '0' }, ['c5', 'c4', 'c1', 'c7']],
    [{ process_status: '1,2' }, ['c3', 'c2']],
    [{ has_reply: 'true' }, ['c3']],
    [{ has_reply: '0' }, ['c5', 'c4', 'c2', 'c1', 'c6', 'c7']],
    [{ needs_review: 'true' }, ['c7']],
    [{ cls_type: '0', source: 'brand' }, ['c4']],
    [{ cls_type: '0,1', sentiment: 'neutral', source: 'own' }, ['c2']],
    [{ cls_type: '2', neg_type: 'price' }, []],
  ])('filter %j', async (query, expected) => {
    const page = await list(query);
    expect(page.items.map((row) => row.id)).toEqual(named(...expected));
    expect(page.total).toBe(expected.length);
  });

  it('brand, product line (expand2), product (expand1), note and staff filters', async () => {
    const [own, rival] = t.a.brandIds.map(String) as [string, string];
    const line = String(t.a.productLineIds[0]);
    expect(await ids({ brand_id: own })).toEqual(named('c3', 'c2', 'c1'));
    expect(await ids({ brand_id: rival })).toEqual(named('c5', 'c4'));
    expect(await ids({ expand2: line })).toEqual(named('c3', 'c2', 'c1'));
    expect(await ids({ product_line_id: line })).toEqual(named('c3', 'c2', 'c1'));
    expect(await ids({ expand1: String(t.a.products.both) })).toEqual(named('c3', 'c2', 'c1'));
    expect(await ids({ product_id: String(t.a.products.submitOnly) })).toEqual([]);
    expect(await ids({ note_id: String(n.n2) })).toEqual(named('c5', 'c4'));
    expect(await ids({ staff_id: String(t.a.worker.id) })).toEqual(named('c2'));
    expect(await ids({ staff_id: String(t.a.manager.id), cls_type: '2' })).toEqual(named('c3'));
    // Another tenant's brand is simply not found among this tenant's comments.
    expect(await ids({ brand_id: String(t.b.brandIds[0]) })).toEqual([]);
  });

  it('ids no row can have find nothing (no database error)', async () => {
    for (const key of ['brand_id', 'expand2', 'expand1', 'note_id', 'staff_id']) {
      const page = await list({ [key]: '99999999999' });
      expect(page.total, key).toBe(0);
    }
  });

  it('absent, empty and NaN values mean no filter', async () => {
    const blanks: Array<Record<string, string | string[]>> = [
      { cls_type: '' },
      { cls_type: 'NaN' },
      { brand_id: 'NaN' },
      { start_time: '', end_time: '' },
      { sentiment: '', q: '', source: '' },
      { has_reply: 'NaN', staff_id: '' },
      { cls_type: ',' },
      { cls_type: ['', 'NaN'] },
    ];
    for (const query of blanks) {
      expect((await list(query)).total, JSON.stringify(query)).toBe(7);
    }
  });

  it.each([
    ['cls_type', '5'],
    ['cls_type', '0,7'],
    ['sentiment', 'angry'],
    ['neg_type', 'smell'],
    ['content_type', 'x'],
    ['process_status', '9'],
    ['source', 'weird'],
    ['target_platform', 'tiktok'],
    ['has_reply', 'maybe'],
    ['start_time', '2026-13-40'],
    ['end_time', 'yesterday'],
    ['sort', 'random'],
    ['brand_id', 'abc'],
    ['page', '0'],
    ['page_size', '500'],
  ])('unknown value %s=%s → 422 naming the field', async (field, value) => {
    const body = expectFailure(
      await t.api(token).get('/api/track/content-comments', { query: { [field]: value } }),
      422,
    );
    // A list value names the field and the position of the bad choice (cls_type.1).
    expect(body.field?.split('.')[0]).toBe(field);
    expect(body.detail).toContain(field);
  });

  it('end before start → 422 on end_time', async () => {
    const body = expectFailure(
      await t.api(token).get('/api/track/content-comments', {
        query: { start_time: chinaDate(d0), end_time: chinaDate(d0 - DAY) },
      }),
      422,
    );
    expect(body.field).toBe('end_time');
  });

  it('bare dates are whole China days; instants are exact', async () => {
    const today = chinaDate(d0);
    const yesterday = chinaDate(d0 - DAY);
    expect(await ids({ start_time: today })).toEqual(named('c5', 'c4'));
    // c3 at 23:59 China yesterday (15:59 UTC today) belongs to yesterday.
    expect(await ids({ start_time: yesterday, end_time: yesterday })).toEqual(named('c3', 'c2'));
    expect(await ids({ end_time: yesterday })).toEqual(named('c3', 'c2', 'c1', 'c6', 'c7'));
    expect(await ids({ start_time: today, end_time: today, cls_type: '1' })).toEqual(named('c5'));
    expect(
      await ids({
        start_time: new Date(d0 - 60_000).toISOString(),
        end_time: new Date(d0 + 60_000).toISOString(),
      }),
    ).toEqual(named('c3'));
  });

  it.each([
    ['敏', ['c1', 'c6']],
    ['过敏', ['c1']],
    ['过敏起', ['c1']],
    ['敏感肌能用', ['c6']],
    ['多少钱', ['c2']],
    ['%', ['c3', 'c7']],
    ['_', ['c4']],
    ['0%', ['c3', 'c7']],
    ['%off', ['c7']],
    ['贵了_不', ['c4']],
    ['OFF', ['c7']],
    ['没有这句', []],
  ])('text search q=%s', async (q, expected) => {
    const page = await list({ q });
    expect(page.items.map((row) => row.id)).toEqual(named(...expected));
    expect(page.total).toBe(expected.length);
  });

  it('sorts by time (both ways) and by likes', async () => {
    expect(await ids({ sort: 'time_asc' })).toEqual(named('c7', 'c6', 'c1', 'c2', 'c3', 'c4', 'c5'));
    expect(await ids({ sort: 'likes_desc' })).toEqual(named('c2', 'c4', 'c1', 'c5', 'c6', 'c3', 'c7'));
  });

  it('pages: page/page_size/total; past the end → empty items with the right total', async () => {
    const second = await list({ page: '2', page_size: '2' });
    expect(second).toMatchObject({ total: 7, page: 2, page_size: 2 });
    expect(second.items.map((row) => row.id)).toEqual(named('c3', 'c2'));
    expect((await list({ page: '4', page_size: '2' })).items.map((row) => row.id)).toEqual(named('c7'));
    for (const pageNo of ['5', '1000000', '9007199254740991']) {
      const beyond = await list({ page: pageNo, page_size: '2' });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(7);
    }
  });

  it('another tenant’s comments never appear; deleted notes’ comments neither', async () => {
    const all = await ids({ q: '过敏' });
    expect(all).toEqual(named('c1'));
    const b = await list({}, tokenB);
    expect(b.items.map((row) => row.id)).toEqual([c.b1]);
    expect(await ids({ note_id: String(n.n1) }, tokenB)).toEqual([]);
    expect(await ids({ content_id: 'xn1' }, tokenB)).toEqual([]);
    expect(await ids({ content_id: 'xn5' })).toEqual([]);
  });

  it('needs a token', async () => {
    expectFailure(await t.api().get('/api/track/content-comments'), 401, ERROR_CODES.tokenInvalid);
  });
});
