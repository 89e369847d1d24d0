import {
  CLS_TYPES,
  CONTENT_TYPES,
  ZCommResultsLists,
  ZDisplayNameKeywords,
  ZExpandConditions,
  ZTenant,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

/** Spec §3 tenant fields (plus the platform it was asked for and the category keywords). */
const TENANT_FIELDS = [
  'accounts',
  'brand_display_name_search_keywords_dict',
  'brand_keywords',
  'brand_list',
  'category_keywords',
  'comm_type_list',
  'content_type_list',
  'expands',
  'id',
  'knowledge_sheet_token',
  'name',
  'output_sheet_token',
  'product_display_name_search_keywords_dict',
  'product_keywords',
  'product_list',
  'target_platform',
];

describe('tenant and tracking configuration', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokenA = await t.loginAs(t.a.worker);
    tokenB = await t.loginAs(t.b.worker);
  });
  afterAll(() => t.close());

  describe('GET /api/user/tenant', () => {
    it('answers every tenant field of spec §3 for xhs', async () => {
      const data = expectOk(await t.api(tokenA).get('/api/user/tenant?target_platform=xhs'));
      expect(Object.keys(data as object).sort()).toEqual(TENANT_FIELDS);
      const tenant = ZTenant.parse(data);
      expect(tenant).toMatchObject({
        id: t.a.id,
        name: t.a.name,
        target_platform: 'xhs',
        output_sheet_token: 'ta-out-sheet',
        knowledge_sheet_token: 'ta-know-sheet',
      });
      expect(tenant.accounts.map((account) => [account.platform, account.account_id])).toEqual([
        ['xhs', 'ta-xhs-1'],
      ]);
      expect(tenant.brand_keywords).toEqual(['ta品牌', 'ta-xhs-brand']);
      expect(tenant.product_keywords).toEqual(['ta精华']);
      expect(tenant.category_keywords).toEqual(['ta敏感肌', 'ta-xhs-category']);
      expect(tenant.brand_display_name_search_keywords_dict).toEqual({
        'ta 自有品牌': ['ta品牌', 'ta-xhs-brand'],
      });
      expect(tenant.product_display_name_search_keywords_dict).toEqual({ 'ta both 精华': ['ta精华'] });
      expect(tenant.brand_list).toEqual([
        { id: t.a.brandIds[0], name: 'ta-own', display_name: 'ta 自有品牌', is_own: true },
        { id: t.a.brandIds[1], name: 'ta-rival', display_name: 'ta 竞品', is_own: false },
      ]);
      expect(tenant.comm_type_list).toEqual([...CLS_TYPES]);
      expect(tenant.content_type_list).toEqual([...CONTENT_TYPES]);
      expect(tenant.product_list.map((product) => product.id)).toEqual([
        t.a.products.submitOnly,
        t.a.products.searchOnly,
        t.a.products.both,
      ]);
      // The shell's expands are the search conditions.
      expect(tenant.expands.product.map((product) => product.id)).toEqual([
        t.a.products.searchOnly,
        t.a.products.both,
      ]);
      expect(tenant.expands.product_line.map((line) => line.id)).toEqual(t.a.productLineIds);
    });

    it('answers the dy accounts and keywords for dy', async () => {
      const tenant = ZTenant.parse(expectOk(await t.api(tokenA).get('/api/user/tenant?target_platform=dy')));
      expect(tenant.target_platform).toBe('dy');
      expect(tenant.accounts.map((account) => account.account_id)).toEqual(['ta-dy-1']);
      expect(tenant.brand_keywords).toEqual(['ta品牌', 'ta-dy-brand']);
      expect(tenant.product_keywords).toEqual(['ta精华', 'ta-dy-product']);
      expect(tenant.category_keywords).toEqual(['ta敏感肌']);
      expect(tenant.product_display_name_search_keywords_dict).toEqual({
        'ta both 精华': ['ta精华', 'ta-dy-product'],
      });
    });

    it.each([
      ['absent', '/api/user/tenant'],
      ['empty', '/api/user/tenant?target_platform='],
      ['NaN', '/api/user/tenant?target_platform=NaN'],
    ])('%s target_platform means the default, xhs', async (_name, path) => {
      const tenant = ZTenant.parse(expectOk(await t.api(tokenA).get(path)));
      expect(tenant.target_platform).toBe('xhs');
      expect(tenant.accounts.map((account) => account.account_id)).toEqual(['ta-xhs-1']);
    });

    it.each(['weibo', 'XHS', 'xhs,dy'])(
      'an unknown target_platform (%s) → 422 naming the field',
      async (value) => {
        const body = expectFailure(
          await t.api(tokenA).get(`/api/user/tenant?target_platform=${encodeURIComponent(value)}`),
          422,
        );
        expect(body.field).toBe('target_platform');
        expect(body.detail).toContain('xhs, dy');
      },
    );

    it('a repeated target_platform → 422, not 500', async () => {
      const body = expectFailure(
        await t.api(tokenA).get('/api/user/tenant?target_platform=xhs&target_platform=dy'),
        422,
      );
      expect(body.field).toBe('target_platform');
    });

    it('each tenant sees only its own data', async () => {
      const tenantB = ZTenant.parse(expectOk(await t.api(tokenB).get('/api/user/tenant')));
      expect(tenantB.id).toBe(t.b.id);
      const text = JSON.stringify(tenantB);
      expect(text).not.toMatch(/\bta[-品精敏 ]/);
      expect(tenantB.brand_list.map((brand) => brand.id)).toEqual(t.b.brandIds);
    });
  });

  describe('GET /api/track/expand_conditions', () => {
    it('source=submit: products offered for submit, and the product lines', async () => {
      const data = ZExpandConditions.parse(
        expectOk(await t.api(tokenA).get('/api/track/expand_conditions?source=submit')),
      );
      expect(data.product.map((product) => product.id)).toEqual([t.a.products.submitOnly, t.a.products.both]);
      expect(data.product[0]).toEqual({
        id: t.a.products.submitOnly,
        name: 'ta-submit-only',
        display_name: 'ta submit-only 精华',
        product_line_id: t.a.productLineIds[0],
        brand_id: t.a.brandIds[0],
      });
      expect(data.product_line).toEqual([
        { id: t.a.productLineIds[0], name: 'ta 修护系列', brand_id: t.a.brandIds[0] },
      ]);
    });

    it('source=search: products offered for search', async () => {
      const data = ZExpandConditions.parse(
        expectOk(await t.api(tokenA).get('/api/track/expand_conditions?source=search')),
      );
      expect(data.product.map((product) => product.id)).toEqual([t.a.products.searchOnly, t.a.products.both]);
    });

    it('never lists another tenant’s products', async () => {
      const data = ZExpandConditions.parse(
        expectOk(await t.api(tokenB).get('/api/track/expand_conditions?source=search')),
      );
      expect(data.product.map((product) => product.id)).toEqual([t.b.products.searchOnly, t.b.products.both]);
      expect(data.product_line.map((line) => line.id)).toEqual(t.b.productLineIds);
    });

    it.each([
      ['missing', '/api/track/expand_conditions'],
      ['empty', '/api/track/expand_conditions?source='],
      ['unknown', '/api/track/expand_conditions?source=both'],
      ['NaN', '/api/track/expand_conditions?source=NaN'],
    ])('%s source → 422 naming the field and the accepted values', async (_name, path) => {
      const body = expectFailure(await t.api(tokenA).get(path), 422);
      expect(body.field).toBe('source');
      expect(body.detail).toContain('source');
    });

    it('unknown source explains the accepted values in English', async () => {
      const body = expectFailure(
        await t
          .api(tokenA)
          .get('/api/track/expand_conditions?source=x', { headers: { 'accept-language': 'en' } }),
        422,
      );
      expect(body.detail).toBe('Field source is invalid: must be one of: submit, search');
    });
  });

  describe('GET /api/track/brand-product-display-name-search-keywords-dict', () => {
    it('answers both dicts for the platform (platform keywords plus keywords for both)', async () => {
      const xhs = ZDisplayNameKeywords.parse(
        expectOk(
          await t
            .api(tokenA)
            .get('/api/track/brand-product-display-name-search-keywords-dict?target_platform=xhs'),
        ),
      );
      expect(xhs).toEqual({
        brand_display_name_search_keywords_dict: { 'ta 自有品牌': ['ta品牌', 'ta-xhs-brand'] },
        product_display_name_search_keywords_dict: { 'ta both 精华': ['ta精华'] },
      });
      const dy = ZDisplayNameKeywords.parse(
        expectOk(
          await t
            .api(tokenA)
            .get('/api/track/brand-product-display-name-search-keywords-dict?target_platform=dy'),
        ),
      );
      expect(dy.brand_display_name_search_keywords_dict).toEqual({
        'ta 自有品牌': ['ta品牌', 'ta-dy-brand'],
      });
    });

    it('defaults to xhs for an empty or NaN platform, 422 for an unknown one', async () => {
      for (const query of ['', '?target_platform=', '?target_platform=NaN']) {
        const data = ZDisplayNameKeywords.parse(
          expectOk(
            await t.api(tokenB).get(`/api/track/brand-product-display-name-search-keywords-dict${query}`),
          ),
        );
        expect(data.brand_display_name_search_keywords_dict).toEqual({
          'tb 自有品牌': ['tb品牌', 'tb-xhs-brand'],
        });
      }
      const body = expectFailure(
        await t
          .api(tokenB)
          .get('/api/track/brand-product-display-name-search-keywords-dict?target_platform=tiktok'),
        422,
      );
      expect(body.field).toBe('target_platform');
    });
  });

  describe('GET /api/track/content-comm-results-list', () => {
    it('answers the brand, class, content type and product lists of the caller’s tenant', async () => {
      const data = ZCommResultsLists.parse(
        expectOk(await t.api(tokenB).get('/api/track/content-comm-results-list')),
      );
      expect(data.brand_list.map((brand) => [brand.name, brand.is_own])).toEqual([
        ['tb-own', true],
        ['tb-rival', false],
      ]);
      expect(data.comm_type_list).toEqual([0, 1, 2, 100]);
      expect(data.content_type_list).toEqual([...CONTENT_TYPES]);
      expect(data.product_list.map((product) => product.id)).toEqual([
        t.b.products.submitOnly,
        t.b.products.searchOnly,
        t.b.products.both,
      ]);
    });

    it('ignores query values it does not use', async () => {
      expectOk(await t.api(tokenB).get('/api/track/content-comm-results-list?target_platform=NaN&x='));
    });
  });

  it('every role may read the tenant configuration', async () => {
    for (const user of [t.a.worker, t.a.manager, t.a.admin]) {
      const token = await t.loginAs(user);
      expectOk(await t.api(token).get('/api/user/tenant'));
      expectOk(await t.api(token).get('/api/track/expand_conditions?source=submit'));
      expectOk(await t.api(token).get('/api/track/brand-product-display-name-search-keywords-dict'));
      expectOk(await t.api(token).get('/api/track/content-comm-results-list'));
    }
  });
});
