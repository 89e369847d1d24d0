import {
  PATHS,
  type TBrandReview,
  type TBrandSentiment,
  type TOverview,
  ZBrandReview,
  ZBrandSentiment,
  ZOverview,
  ZProductOpportunity,
  ZPublicationEffect,
} from '@notedesk/contract';
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
import { DEMO_USERS } from '../../demo/demoTenant';
import { seedDemo } from '../../demo/seedDemo';
import { drillsOf, expectDrillsMatch } from './walkDrills';

const DAY_MS = 24 * 60 * 60 * 1000;
const DASHBOARD_ENDPOINTS = Object.values(PATHS.dashboards);

/** Both ways the comment list counts: the in-memory index (the default) and SQL only. */
const modes = [
  { name: 'list index', commentListIndex: undefined },
  { name: 'SQL only', commentListIndex: false as const },
];

describe.each(modes)('dashboards on the demo tenant ($name)', ({ commentListIndex }) => {
  let t: TestApp;
  let demoId: number;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp({
      ...(commentListIndex === false ? { commentListIndex } : {}),
    });
    demoId = (await seedDemo(t.database.handle, t.clock.now())).tenantId;
    // Past the list index's same-millisecond window, so it does not re-read the seeded rows on each request.
    t.clock.advance(2000);
    const manager = DEMO_USERS.find((user) => user.role === 'manager')!;
    api = t.api(await t.login(manager.username, manager.password));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string, query: Record<string, string> = {}) =>
    expectOk(await api.get(`${path}?${new URLSearchParams(query)}`));

  it('answers every page with real figures, each drill opening a list whose total is its value', async () => {
    const overview = ZOverview.parse(await get(PATHS.dashboards.overview));
    expect(overview.comments.value).toBeGreaterThan(100);
    expect(overview.negative.value).toBeGreaterThan(0);
    expect(overview.follow_up_by_staff.length).toBeGreaterThan(0);
    expect(overview.rank.rank).not.toBeNull();
    expect(overview.hot_comments.items.length).toBe(5);
    const effect = ZPublicationEffect.parse(await get(PATHS.dashboards.publicationEffect));
    expect(effect.notes.value).toBeGreaterThan(0);
    expect(effect.trend).toHaveLength(30);
    expect(effect.by_product.length).toBeGreaterThan(0);
    const sentiment = ZBrandSentiment.parse(await get(PATHS.dashboards.brandSentiment));
    expect(sentiment.brand?.is_own).toBe(true);
    expect(sentiment.complaint_words.length).toBeGreaterThan(0);
    expect(sentiment.share_of_voice.length).toBeGreaterThan(1);
    const review = ZBrandReview.parse(await get(PATHS.dashboards.brandReview));
    expect(review.threshold).toBe(0.2);
    expect(review.items.length).toBeGreaterThan(0);
    const opportunity = ZProductOpportunity.parse(await get(PATHS.dashboards.productOpportunity));
    expect(opportunity.comments.value).toBeGreaterThan(0);
    expect(opportunity.rising_keywords.length).toBeGreaterThan(0);

    let checked = 0;
    for (const answer of [overview, effect, sentiment, review, opportunity]) {
      checked += await expectDrillsMatch(api, answer);
    }
    expect(checked).toBeGreaterThan(500);
  }, 120_000);

  it('keeps value == total with every filter a page takes: a brand, a product line, a product, dy, 90 days, a threshold', async () => {
    const setup = expectOk(await api.get('/api/track/config')) as {
      brands: Array<{ id: number; is_own: boolean }>;
      product_lines: Array<{ id: number }>;
      products: Array<{ id: number }>;
    };
    const competitor = setup.brands.find((brand) => !brand.is_own)!;
    const start = new Date(t.clock.now() - 90 * DAY_MS).toISOString().slice(0, 10);
    const queries: Array<Record<string, string>> = [
      { brand_id: String(competitor.id) },
      { expand2: String(setup.product_lines[0]!.id) },
      { product_id: String(setup.products[0]!.id) },
      { target_platform: 'dy', start_time: start },
    ];
    for (const query of queries) {
      for (const path of DASHBOARD_ENDPOINTS) await expectDrillsMatch(api, await get(path, query));
    }
    const strict = (await get(PATHS.dashboards.brandReview, { threshold: '0.05' })) as TBrandReview;
    expect(strict.items.some((item) => item.flagged)).toBe(true);
    await expectDrillsMatch(api, strict);
  }, 240_000);

  it('follows imports, label and follow-up edits, deletes and restores: every drill still matches, and the counts move', async () => {
    const admin = DEMO_USERS.find((user) => user.role === 'admin')!;
    const adminApi = t.api(await t.login(admin.username, admin.password));
    const before = (await get(PATHS.dashboards.overview)) as TOverview;

    // A new note and comments (as an import writes them), published now.
    const now = t.clock.now();
    const noteId = await newNote(t, {
      tenant_id: demoId,
      at: now - 60_000,
      platform_note_id: 'dash-change-1',
      source: 'own',
      title: '新笔记',
    });
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        await newComment(t, { note_id: noteId, at: now - 30_000, content: `不好用 ${i}`, cls_type: 2 }),
      );
    }
    t.clock.advance(2000);
    const imported = (await get(PATHS.dashboards.overview)) as TOverview;
    expect(imported.comments.value).toBe(before.comments.value + 3);
    expect(imported.contents.value).toBe(before.contents.value + 1);

    // Staff mark two of them negative and one of them done.
    expectOk(
      await adminApi.post('/api/track/staff-edit-content-cls', { comment_ids: ids.slice(0, 2), cls_type: 0 }),
    );
    t.clock.advance(2000);
    expectOk(await adminApi.post('/api/track/set-process-status', { comment_ids: [ids[0]], status: 2 }));
    t.clock.advance(2000);
    const edited = (await get(PATHS.dashboards.overview)) as TOverview;
    expect(edited.negative.value).toBe(before.negative.value + 2);
    expect(edited.recent.done.value).toBe(before.recent.done.value + 1);
    expect(edited.coverage.numerator.value).toBe(before.coverage.numerator.value + 1);
    for (const path of DASHBOARD_ENDPOINTS) await expectDrillsMatch(api, await get(path));

    // Deleting the note takes its comments out of every page; restoring brings them back.
    expectOk(await adminApi.post('/api/track/staff-delete-post-by-note-id', { content_id: 'dash-change-1' }));
    t.clock.advance(2000);
    const deleted = (await get(PATHS.dashboards.overview)) as TOverview;
    expect(deleted.comments.value).toBe(before.comments.value);
    expect(deleted.negative.value).toBe(before.negative.value);
    expect(deleted.contents.value).toBe(before.contents.value);
    for (const path of DASHBOARD_ENDPOINTS) await expectDrillsMatch(api, await get(path));
    expectOk(await adminApi.post('/api/track/restore-post', { note_id: noteId }));
    t.clock.advance(2000);
    const restored = (await get(PATHS.dashboards.overview)) as TOverview;
    expect(restored.negative.value).toBe(edited.negative.value);
    expect(restored.comments.value).toBe(edited.comments.value);
    for (const path of DASHBOARD_ENDPOINTS) await expectDrillsMatch(api, await get(path));
  }, 240_000);

  it("never counts another tenant's data, and a brand id of another tenant counts nothing", async () => {
    const manager = await t.loginAs(t.a.manager);
    const tenantA = t.api(manager);
    const overview = ZOverview.parse(expectOk(await tenantA.get(PATHS.dashboards.overview)));
    expect(overview.comments.value).toBe(0);
    expect(overview.contents.value).toBe(0);
    const noteId = await newNote(t, {
      tenant_id: t.a.id,
      at: t.clock.now() - 1000,
      platform_note_id: 'a-only',
      source: 'own',
    });
    await newComment(t, { note_id: noteId, at: t.clock.now() - 500, content: '甲的评论', cls_type: 0 });
    t.clock.advance(2000);
    const mine = ZOverview.parse(expectOk(await tenantA.get(PATHS.dashboards.overview)));
    expect(mine.comments.value).toBe(1);
    expect(mine.negative.value).toBe(1);
    await expectDrillsMatch(tenantA, mine);
    // The demo tenant's own brand id, asked for by tenant A.
    const demoBrand = ((await get(PATHS.dashboards.brandSentiment)) as TBrandSentiment).brand!;
    const foreign = ZBrandSentiment.parse(
      expectOk(await tenantA.get(`${PATHS.dashboards.brandSentiment}?brand_id=${demoBrand.id}`)),
    );
    expect(foreign.brand).toBeNull();
    expect(
      drillsOf(foreign).every(
        ({ count }) =>
          count.value === 0 ||
          !('brand_id' in count.drill.query) ||
          count.drill.query.brand_id !== String(demoBrand.id),
      ),
    ).toBe(true);
    expect(foreign.comments.value).toBe(0);
  });
});

describe('dashboard access and input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a worker, a manager and an admin read every dashboard, and nobody without a token', async () => {
    for (const user of [t.a.worker, t.a.manager, t.a.admin]) {
      const api = t.api(await t.loginAs(user));
      for (const path of DASHBOARD_ENDPOINTS) expectOk(await api.get(path));
    }
    for (const path of DASHBOARD_ENDPOINTS) expect((await t.api().get(path)).status).toBe(401);
  });

  it('refuses bad input naming the field, in Chinese by default and in English when asked', async () => {
    const api = t.api(await t.loginAs(t.a.worker));
    const cases: Array<[string, string]> = [
      [`${PATHS.dashboards.overview}?target_platform=weibo`, 'target_platform'],
      [`${PATHS.dashboards.publicationEffect}?start_time=yesterday`, 'start_time'],
      [`${PATHS.dashboards.brandSentiment}?start_time=2026-11-10&end_time=2026-11-01`, 'end_time'],
      [`${PATHS.dashboards.brandReview}?threshold=2`, 'threshold'],
      [`${PATHS.dashboards.productOpportunity}?start_time=2024-01-01&end_time=2026-01-01`, 'start_time'],
      [`${PATHS.dashboards.productOpportunity}?product_id=abc`, 'product_id'],
    ];
    const status = 422;
    for (const [url, field] of cases) {
      const zh = expectFailure(await api.get(url), status);
      expect(zh.detail).toContain(field);
      expect(zh.detail).toMatch(/[\u4e00-\u9fff]/);
      const en = expectFailure(
        await api.get(url, { headers: { 'accept-language': 'en-US,en;q=0.9' } }),
        status,
      );
      expect(en.detail).toContain(field);
      expect(en.detail).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('is in the OpenAPI document with its query and answer schemas', async () => {
    const response = await t.api().get('/api/docs/json');
    expect(response.status).toBe(200);
    const doc = response.body as {
      paths: Record<
        string,
        { get?: { parameters?: Array<{ name: string }>; responses?: Record<string, unknown> } }
      >;
    };
    for (const path of DASHBOARD_ENDPOINTS) {
      const operation = doc.paths[path]?.get;
      expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['target_platform', 'start_time', 'end_time', 'brand_id', 'product_id']),
      );
      expect(JSON.stringify(operation?.responses?.['200'])).toContain('drill');
    }
    const review = doc.paths[PATHS.dashboards.brandReview]?.get;
    expect(review?.parameters?.map((parameter) => parameter.name)).toContain('threshold');
  });
});
