import {
  PATHS,
  TRACKING_CONFIG_SECTIONS,
  type TTrackingConfigChange,
  ZCreatedApiKey,
  ZExpandConditions,
  ZNoteCard,
  ZTenant,
  ZTrackingConfig,
  ZTrackingConfigChange,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const PATH = PATHS.trackingConfig.read;

describe('tracking configuration', () => {
  const english = { headers: { 'accept-language': 'en-US' } };
  let t: TestApp;
  let manager: string;
  let admin: string;
  let worker: string;
  let managerB: string;

  const change = async (token: string, path: string, body?: unknown): Promise<TTrackingConfigChange> =>
    ZTrackingConfigChange.parse(expectOk(await t.api(token).post(`${PATH}/${path}`, body ?? {})));
  /** A write the manager is refused: the error body (its message in English when asked). */
  const refused = async (path: string, body: unknown, status: number, options?: typeof english) =>
    expectFailure(await t.api(manager).post(`${PATH}/${path}`, body, options), status);
  const readConfig = async (token: string) => ZTrackingConfig.parse(expectOk(await t.api(token).get(PATH)));
  const noteRow = (id: number) =>
    t.db
      .selectFrom('notes')
      .select(['source', 'brand_id', 'product_line_id', 'product_id', 'keyword', 'tracking_manual'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const commentRow = (id: number) =>
    t.db
      .selectFrom('comments')
      .select(['source', 'brand_id', 'product_line_id', 'product_id', 'keyword'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditActions = async (action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity_id', 'before', 'after'])
      .where('tenant_id', '=', t.a.id)
      .where('action', '=', action)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.loginAs(t.a.manager);
    admin = await t.loginAs(t.a.admin);
    worker = await t.loginAs(t.a.worker);
    managerB = await t.loginAs(t.b.manager);
  });
  afterAll(() => t.close());

  it('is read by every role of the tenant, and only its own rows', async () => {
    const config = await readConfig(worker);
    expect(config.accounts.map((a) => [a.platform, a.account_id])).toEqual([
      ['xhs', 'ta-xhs-1'],
      ['dy', 'ta-dy-1'],
    ]);
    expect(config.brands.map((b) => [b.name, b.is_own])).toEqual([
      ['ta-own', true],
      ['ta-rival', false],
    ]);
    expect(config.brands[0]?.keywords).toEqual([
      { keyword: 'ta品牌', platform: null },
      { keyword: 'ta-xhs-brand', platform: 'xhs' },
      { keyword: 'ta-dy-brand', platform: 'dy' },
    ]);
    expect(config.product_lines).toEqual([
      { id: t.a.productLineIds[0], brand_id: t.a.brandIds[0], name: 'ta 修护系列' },
    ]);
    expect(config.products.find((p) => p.id === t.a.products.submitOnly)).toMatchObject({
      use_submit: true,
      use_search: false,
      keywords: [],
    });
    expect(config.products.find((p) => p.id === t.a.products.both)?.keywords).toEqual([
      { keyword: 'ta精华', platform: null },
      { keyword: 'ta-dy-product', platform: 'dy' },
    ]);
    expect(config.category_keywords.map((k) => [k.keyword, k.platform])).toEqual([
      ['ta敏感肌', null],
      ['ta-xhs-category', 'xhs'],
    ]);
    expect(JSON.stringify(config)).not.toContain('tb');
    expectFailure(await t.api().get(PATH), 401, 50008);
  });

  it('refuses every write to workers (403) and changes nothing', async () => {
    const before = await readConfig(manager);
    for (const section of TRACKING_CONFIG_SECTIONS) {
      expectFailure(await t.api(worker).post(`${PATH}/${section}`, {}), 403);
      expectFailure(await t.api(worker).post(`${PATH}/${section}/1`, {}), 403);
      expectFailure(await t.api(worker).post(`${PATH}/${section}/1/delete?force=1`), 403);
    }
    expect(await readConfig(manager)).toEqual(before);
  });

  it('answers 404 for another tenant’s rows, and never touches them', async () => {
    const brandB = t.b.brandIds[1] as number;
    const lineB = t.b.productLineIds[0] as number;
    await refused(`brands/${brandB}`, { display_name: 'x' }, 404);
    await refused(`brands/${brandB}/delete?force=1`, undefined, 404);
    await refused('product-lines', { brand_id: brandB, name: 'x' }, 404);
    await refused('products', { product_line_id: lineB, name: 'x', display_name: 'x' }, 404);
    await refused(`products/${t.b.products.both}/delete?force=1`, undefined, 404);
    const configB = await readConfig(managerB);
    expect(configB.brands).toHaveLength(2);
    expect(configB.products).toHaveLength(3);
  });

  it('names the field of bad input (422) in the request’s language', async () => {
    const blank = await refused('brands', { name: '  ', display_name: 'x' }, 422, english);
    expect(blank.field).toBe('name');
    const platform = await refused('accounts', { platform: 'weibo', account_id: 'x' }, 422);
    expect(platform.field).toBe('platform');
    const twice = await refused(
      'brands',
      {
        name: 'n',
        display_name: 'd',
        keywords: [
          { keyword: 'Dup', platform: null },
          { keyword: 'dup', platform: 'xhs' },
        ],
      },
      422,
      english,
    );
    expect(twice.field).toBe('keywords');
    expect(twice.detail).toContain('twice');
    const line = await refused('products', { name: 'p', display_name: 'p' }, 422);
    expect(line.field).toBe('product_line_id');
    expect((await readConfig(manager)).brands.map((b) => b.name)).not.toContain('n');
  });

  it('refuses names, display names, keywords and accounts already taken (409) with a clear message', async () => {
    const name = await refused('brands', { name: 'ta-rival', display_name: 'new' }, 409, english);
    expect(name).toMatchObject({ field: 'name', detail: 'Brand "ta-rival" already exists. Choose another.' });
    const display = await refused('brands', { name: 'new', display_name: 'ta 竞品' }, 409);
    expect(display.field).toBe('display_name');
    expect(display.detail).toContain('ta 竞品');
    const own = await refused('brands', { name: 'new', display_name: 'new', is_own: true }, 409, english);
    expect(own).toMatchObject({ field: 'is_own' });
    expect(own.detail).toContain('ta 自有品牌');
    const keyword = await refused(
      `brands/${t.a.brandIds[1]}`,
      { keywords: [{ keyword: 'TA品牌', platform: 'dy' }] },
      409,
      english,
    );
    expect(keyword.field).toBe('keywords');
    expect(keyword.detail).toContain('ta 自有品牌');
    const account = await refused('accounts', { platform: 'xhs', account_id: 'ta-xhs-1' }, 409);
    expect(account.field).toBe('account_id');
    const line = await refused('product-lines', { brand_id: t.a.brandIds[0], name: 'ta 修护系列' }, 409);
    expect(line.field).toBe('name');
    const productDisplay = await refused(
      'products',
      {
        product_line_id: t.a.productLineIds[0],
        name: 'other',
        display_name: 'ta both 精华',
      },
      409,
    );
    expect(productDisplay.field).toBe('display_name');
    const category = await refused('category-keywords', { keyword: 'TA-XHS-CATEGORY', platform: null }, 409);
    expect(category.field).toBe('keyword');
    // The same word on another platform is another keyword.
    expectOk(
      await t.api(manager).post(`${PATH}/category-keywords`, { keyword: 'ta-xhs-category', platform: 'dy' }),
    );
  });

  it('creates, updates and deletes each kind of row, audited, and the shell’s tenant data follows', async () => {
    const account = await change(admin, 'accounts', {
      platform: 'dy',
      account_id: 'ta-dy-2',
      nickname: '新号',
    });
    const accountId = account.config.accounts.find((a) => a.account_id === 'ta-dy-2')?.id as number;
    const renamed = await change(manager, `accounts/${accountId}`, { nickname: '新号改名' });
    expect(renamed.config.accounts.find((a) => a.id === accountId)).toMatchObject({
      platform: 'dy',
      nickname: '新号改名',
    });

    const brand = await change(manager, 'brands', {
      name: 'ta-third',
      display_name: '第三品牌',
      keywords: [
        { keyword: '第三', platform: null },
        { keyword: 'third-xhs', platform: 'xhs' },
      ],
    });
    const brandId = brand.config.brands.find((b) => b.name === 'ta-third')?.id as number;
    expect(brand.config.brands.find((b) => b.id === brandId)).toMatchObject({
      is_own: false,
      keywords: [{ keyword: '第三' }, { keyword: 'third-xhs' }],
    });
    const renamedBrand = await change(manager, `brands/${brandId}`, { display_name: '第三品牌 Third' });
    // Keywords hang off the display name; they follow it.
    expect(renamedBrand.config.brands.find((b) => b.id === brandId)?.keywords).toHaveLength(2);

    const line = await change(manager, 'product-lines', { brand_id: brandId, name: '第三系列' });
    const lineId = line.config.product_lines.find((l) => l.name === '第三系列')?.id as number;
    const product = await change(manager, 'products', {
      product_line_id: lineId,
      name: 'third-cream',
      display_name: '第三面霜',
      use_search: false,
      keywords: [{ keyword: '第三面霜', platform: null }],
    });
    const productId = product.config.products.find((p) => p.name === 'third-cream')?.id as number;
    expect(product.config.products.find((p) => p.id === productId)).toMatchObject({
      brand_id: brandId,
      product_line_id: lineId,
      use_submit: true,
      use_search: false,
    });

    // What the web shell loads at start: expand conditions by use, display-name dictionaries, brand list.
    const submit = ZExpandConditions.parse(
      expectOk(await t.api(worker).get('/api/track/expand_conditions?source=submit')),
    );
    const search = ZExpandConditions.parse(
      expectOk(await t.api(worker).get('/api/track/expand_conditions?source=search')),
    );
    expect(submit.product.map((p) => p.id)).toContain(productId);
    expect(search.product.map((p) => p.id)).not.toContain(productId);
    const tenant = ZTenant.parse(expectOk(await t.api(worker).get('/api/user/tenant?target_platform=dy')));
    expect(tenant.brand_display_name_search_keywords_dict['第三品牌 Third']).toEqual(['第三']);
    expect(tenant.product_display_name_search_keywords_dict.第三面霜).toEqual(['第三面霜']);
    expect(tenant.accounts.map((a) => a.nickname)).toContain('新号改名');

    await change(manager, `products/${productId}`, { use_search: true, display_name: '第三面霜 Pro' });
    const afterSearch = ZExpandConditions.parse(
      expectOk(await t.api(worker).get('/api/track/expand_conditions?source=search')),
    );
    expect(afterSearch.product.find((p) => p.id === productId)?.display_name).toBe('第三面霜 Pro');

    const keyword = await change(manager, 'category-keywords', { keyword: '油皮' });
    const keywordId = keyword.config.category_keywords.find((k) => k.keyword === '油皮')?.id as number;
    const movedKeyword = await change(manager, `category-keywords/${keywordId}`, { platform: 'xhs' });
    expect(movedKeyword.config.category_keywords.find((k) => k.id === keywordId)).toEqual({
      id: keywordId,
      keyword: '油皮',
      platform: 'xhs',
    });

    // Nothing uses them: deleted without confirmation.
    await change(manager, `category-keywords/${keywordId}/delete`);
    await change(manager, `accounts/${accountId}/delete`);
    const gone = await change(manager, `brands/${brandId}/delete`);
    expect(gone.config.brands.map((b) => b.id)).not.toContain(brandId);
    expect(gone.config.product_lines.map((l) => l.id)).not.toContain(lineId);
    expect(gone.config.products.map((p) => p.id)).not.toContain(productId);
    const left = await t.db
      .selectFrom('search_keywords')
      .select('keyword')
      .where('tenant_id', '=', t.a.id)
      .where('keyword', 'in', ['第三', 'third-xhs', '第三面霜'])
      .execute();
    expect(left).toEqual([]);

    const audits = await auditActions('tracking_config.brand.update');
    expect(audits.at(-1)).toMatchObject({ user_id: t.a.manager.id, entity_id: String(brandId) });
    expect(JSON.parse(audits.at(-1)?.before ?? '{}')).toMatchObject({ display_name: '第三品牌' });
    for (const action of [
      'tracking_config.account.create',
      'tracking_config.account.delete',
      'tracking_config.brand.create',
      'tracking_config.brand.delete',
      'tracking_config.product_line.create',
      'tracking_config.product.create',
      'tracking_config.product.update',
      'tracking_config.keyword.update',
    ]) {
      expect(await auditActions(action), action).not.toHaveLength(0);
    }
  });

  it('re-matches the tenant’s notes after a change, leaving notes a person set by hand alone', async () => {
    const at = t.clock.now();
    const auto = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'rm-auto',
      source: 'category',
      title: '新出的晨曦精华怎么样',
    });
    const autoComment = await newComment(t, { note_id: auto, at: at, content: '想买' });
    const manual = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'rm-manual',
      source: 'category',
      title: '晨曦精华也在这篇',
    });
    const manualComment = await newComment(t, { note_id: manual, at: at, content: '好用吗' });
    const card = ZNoteCard.parse(
      expectOk(
        await t.api(manager).post('/api/track/update-track', {
          note_id: manual,
          brand_id: t.a.brandIds[1],
          keyword: '人工',
        }),
      ),
    );
    expect(card).toMatchObject({ brand: { id: t.a.brandIds[1] }, keyword: '人工' });
    expect((await noteRow(manual)).tracking_manual).toBe(1);
    // Tracking on/off alone is not a choice of what the note is about.
    expectOk(await t.api(manager).post('/api/track/update-track', { note_id: auto, tracked: false }));
    expect((await noteRow(auto)).tracking_manual).toBe(0);

    const line = t.a.productLineIds[0] as number;
    const created = await change(manager, 'products', {
      product_line_id: line,
      name: 'ta-dawn',
      display_name: '晨曦精华',
      keywords: [{ keyword: '晨曦精华', platform: null }],
    });
    const productId = created.config.products.find((p) => p.name === 'ta-dawn')?.id as number;
    expect(created.rematch.changed).toBe(1);
    const expected = {
      source: 'brand',
      brand_id: t.a.brandIds[0],
      product_line_id: line,
      product_id: productId,
      keyword: '晨曦精华',
    };
    expect(await noteRow(auto)).toMatchObject(expected);
    expect(await commentRow(autoComment)).toEqual(expected);
    const kept = {
      source: 'category',
      brand_id: t.a.brandIds[1],
      product_line_id: null,
      product_id: null,
      keyword: '人工',
    };
    expect(await noteRow(manual)).toMatchObject(kept);
    expect(await commentRow(manualComment)).toEqual(kept);
    // The explicit re-match endpoint honours the flag too.
    expectOk(await t.api(manager).post('/api/track/rematch'));
    expect(await noteRow(manual)).toMatchObject(kept);

    // Deleting a product notes use: 409 saying how many, nothing deleted; with force the notes stay, without it.
    const inUse = await refused(`products/${productId}/delete`, undefined, 409, english);
    expect(inUse.data).toEqual({ notes: 1 });
    expect(inUse.detail).toBe(
      'Product "晨曦精华" is used by 1 notes; deleting it clears it on them. Confirm to delete.',
    );
    expect((await readConfig(manager)).products.map((p) => p.id)).toContain(productId);
    const deleted = await change(manager, `products/${productId}/delete?force=1`);
    expect(deleted.config.products.map((p) => p.id)).not.toContain(productId);
    // Re-matched without the product: the own-brand keyword is gone, so the note falls back to category.
    expect(await noteRow(auto)).toMatchObject({ product_id: null, product_line_id: null });
    expect((await commentRow(autoComment)).product_id).toBeNull();
    expect(await noteRow(manual)).toMatchObject(kept);
    const audit = await auditActions('tracking_config.product.delete');
    expect(JSON.parse(audit.at(-1)?.after ?? '{}')).toEqual({ notes: 1 });
  });

  it('deleting a brand notes use needs confirmation; its manual notes keep existing without it', async () => {
    const at = t.clock.now();
    const rival = t.a.brandIds[1] as number;
    const noteId = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'del-brand',
      source: 'brand',
    });
    const commentId = await newComment(t, { note_id: noteId, at: at, content: '对比一下' });
    expectOk(await t.api(manager).post('/api/track/update-track', { note_id: noteId, brand_id: rival }));
    const inUse = await refused(`brands/${rival}/delete?force=0`, undefined, 409);
    expect(inUse.data).toEqual({ notes: 2 });
    expect(inUse.detail).toContain('2');
    const done = await change(admin, `brands/${rival}/delete?force=1`);
    expect(done.config.brands.map((b) => b.id)).not.toContain(rival);
    expect(await noteRow(noteId)).toMatchObject({ brand_id: null, tracking_manual: 1 });
    expect((await commentRow(commentId)).brand_id).toBeNull();
    expectOk(await t.api(worker).get(`/api/track/content-comments?brand_id=${rival}`));
  });

  it('deleting a product line notes use takes its products along; the notes keep existing without them', async () => {
    const at = t.clock.now();
    const own = t.a.brandIds[0] as number;
    const created = await change(manager, 'product-lines', { brand_id: own, name: '待删系列' });
    const lineId = created.config.product_lines.find((l) => l.name === '待删系列')?.id as number;
    const withProduct = await change(manager, 'products', {
      product_line_id: lineId,
      name: 'to-go',
      display_name: '待删产品',
      keywords: [{ keyword: '待删产品', platform: null }],
    });
    const productId = withProduct.config.products.find((p) => p.name === 'to-go')?.id as number;
    const noteId = await newNote(t, {
      tenant_id: t.a.id,
      at: at,
      platform_note_id: 'del-line',
      source: 'brand',
    });
    const commentId = await newComment(t, { note_id: noteId, at: at, content: '还在卖吗' });
    expectOk(
      await t.api(manager).post('/api/track/update-track', { note_id: noteId, product_id: productId }),
    );
    expect(await commentRow(commentId)).toMatchObject({ product_line_id: lineId, product_id: productId });

    const inUse = await refused(`product-lines/${lineId}/delete`, undefined, 409);
    expect(inUse.data).toEqual({ notes: 1 });
    expect(inUse.detail).toBe(
      '产品线「待删系列」被 1 篇笔记使用，删除后这些笔记的产品线将被清空。确认后再删除',
    );
    const done = await change(manager, `product-lines/${lineId}/delete?force=1`);
    expect(done.config.product_lines.map((l) => l.id)).not.toContain(lineId);
    expect(done.config.products.map((p) => p.id)).not.toContain(productId);
    expect(await noteRow(noteId)).toMatchObject({ brand_id: own, product_line_id: null, product_id: null });
    expect(await commentRow(commentId)).toMatchObject({
      brand_id: own,
      product_line_id: null,
      product_id: null,
    });
    const keywords = await t.db
      .selectFrom('search_keywords')
      .select('keyword')
      .where('tenant_id', '=', t.a.id)
      .where('display_name', '=', '待删产品')
      .execute();
    expect(keywords).toEqual([]);
  });

  describe('update-track', () => {
    it('refuses a product line not of the brand, or a product not of the line (422 naming the field)', async () => {
      const at = t.clock.now();
      const noteId = await newNote(t, { tenant_id: t.a.id, at: at, platform_note_id: 'ut-1' });
      const own = t.a.brandIds[0] as number;
      const line = t.a.productLineIds[0] as number;
      const third = await change(manager, 'brands', { name: 'ta-fourth', display_name: '第四品牌' });
      const fourth = third.config.brands.find((b) => b.name === 'ta-fourth')?.id as number;
      const other = await change(manager, 'product-lines', { brand_id: own, name: '另一系列' });
      const otherLine = other.config.product_lines.find((l) => l.name === '另一系列')?.id as number;

      /** The field a refused update-track of the note names. */
      const refusedField = async (body: Record<string, number>) =>
        expectFailure(await t.api(manager).post('/api/track/update-track', { note_id: noteId, ...body }), 422)
          .field;
      expect(await refusedField({ brand_id: fourth, product_line_id: line })).toBe('product_line_id');
      expect(await refusedField({ product_line_id: otherLine, product_id: t.a.products.both })).toBe(
        'product_id',
      );
      expect(await refusedField({ brand_id: fourth, product_id: t.a.products.both })).toBe('product_id');
      expect(await noteRow(noteId)).toMatchObject({ brand_id: null, product_id: null, tracking_manual: 0 });

      // A product alone brings its line and brand.
      const card = ZNoteCard.parse(
        expectOk(
          await t
            .api(manager)
            .post('/api/track/update-track', { note_id: noteId, product_id: t.a.products.both }),
        ),
      );
      expect(card).toMatchObject({
        brand: { id: own },
        product_line: { id: line },
        product: { id: t.a.products.both },
      });
      // Another brand alone drops the line and product that are not of it.
      const moved = ZNoteCard.parse(
        expectOk(await t.api(manager).post('/api/track/update-track', { note_id: noteId, brand_id: fourth })),
      );
      expect(moved).toMatchObject({ brand: { id: fourth }, product_line: null, product: null });
    });
  });

  it('a re-import of a note set by hand keeps its tracking', async () => {
    const key = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
    ).key;
    const item = (title: string, modified: number) => ({
      note_id: 'reimport-1',
      title,
      desc: '',
      time: '1736476800000',
      last_modify_ts: String(modified),
    });
    const ingest = (body: unknown) =>
      t.api().post('/api/ingest/notes', body, { headers: { authorization: `Bearer ${key}` } });
    expectOk(await ingest({ platform: 'xhs', items: [item('随便看看', 1736500000000)] }));
    const note = await t.db
      .selectFrom('notes')
      .select('id')
      .where('tenant_id', '=', t.a.id)
      .where('platform_note_id', '=', 'reimport-1')
      .executeTakeFirstOrThrow();
    expectOk(
      await t
        .api(manager)
        .post('/api/track/update-track', { note_id: note.id, source: 'own', keyword: '人工' }),
    );
    expectOk(await ingest({ platform: 'xhs', items: [item('ta品牌 新版标题', 1736600000000)] }));
    expect(await noteRow(note.id)).toMatchObject({ source: 'own', keyword: '人工', tracking_manual: 1 });
    await change(manager, 'category-keywords', { keyword: '新版标题' });
    expect(await noteRow(note.id)).toMatchObject({ source: 'own', keyword: '人工' });
  });
});
