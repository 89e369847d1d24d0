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

  it('keeps the notes and per-note counts it holds equal to a recount after ingest, import, reclassification, a status change and a note deletion', async () => {
    const admin = DEMO_USERS.find((user) => user.role === 'admin')!;
    const adminApi = t.api(await t.login(admin.username, admin.password));
    const { key } = expectOk(await adminApi.post('/api/admin/api-keys', { name: 'dash-crawler' })) as {
      key: string;
    };
    /** A note's live comments and negative ones, counted in the database; spam and untracked notes' are in no count. */
    const recount = async (noteId: number) => {
      const rows = await t.db
        .selectFrom('comments')
        .select(['cls_type'])
        .where('tenant_id', '=', demoId)
        .where('note_id', '=', noteId)
        .where('deleted_at', 'is', null)
        .where('spam', '=', 0)
        .where('tracked', '=', 1)
        .execute();
      return { total: rows.length, negative: rows.filter((row) => row.cls_type === 0).length };
    };
    /** Live notes of the demo tenant on xhs published in the answer's period, counted in the database. */
    const notesIn = async (period: { start_time: string; end_time: string }) => {
      const row = await t.db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tenant_id', '=', demoId)
        .where('platform', '=', 'xhs')
        .where('deleted_at', 'is', null)
        .where('published_at', '>=', Date.parse(period.start_time))
        .where('published_at', '<', Date.parse(period.end_time))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    };
    /** Every per-note count of the pages against the database, and the period's notes against it too. */
    const expectRecounted = async () => {
      t.clock.advance(2000);
      const overview = ZOverview.parse(await get(PATHS.dashboards.overview));
      expect(overview.contents.value).toBe(await notesIn(overview.period));
      const effect = ZPublicationEffect.parse(await get(PATHS.dashboards.publicationEffect));
      const review = ZBrandReview.parse(await get(PATHS.dashboards.brandReview, { threshold: '0.05' }));
      const perNote = [...effect.top_notes, ...effect.bottom_notes, ...review.items];
      expect(perNote.length).toBeGreaterThan(0);
      for (const row of perNote) {
        expect({ total: row.comments.value, negative: row.negative_ratio.numerator.value }).toEqual(
          await recount(row.note.id),
        );
      }
      return { overview, effect, review };
    };
    const start = await expectRecounted();

    // Ingest: a note naming the own brand and two comments, through the crawler's API.
    const headers = { 'x-api-key': key };
    const stamp = String(t.clock.now());
    const published = String(t.clock.now() - 60_000);
    const note = { note_id: 'dash-ingest-1', type: 'normal', title: '栖溪 面霜', desc: '', time: published };
    expectOk(
      await t.api().post('/api/ingest/notes', { items: [{ ...note, last_modify_ts: stamp }] }, { headers }),
    );
    const comments = ['太油了，不好用', '价格太贵'].map((content, index) => ({
      comment_id: `dash-ingest-c${index}`,
      note_id: 'dash-ingest-1',
      content,
      create_time: published,
      like_count: '0',
      parent_comment_id: '0',
      last_modify_ts: stamp,
    }));
    expectOk(await t.api().post('/api/ingest/comments', { items: comments }, { headers }));
    const ingested = await expectRecounted();
    expect(ingested.overview.contents.value).toBe(start.overview.contents.value + 1);
    expect(ingested.overview.comments.value).toBe(start.overview.comments.value + 2);

    // Import (as the import writes rows): an own note with more interactions than any, and three comments.
    const now = t.clock.now();
    const ownNote = await newNote(t, {
      tenant_id: demoId,
      at: now - 60_000,
      source: 'own',
      title: '导入的笔记',
      liked_count: 10_000_000,
    });
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        await newComment(t, { note_id: ownNote, at: now - 30_000, content: `导入 ${i}`, cls_type: 2 }),
      );
    }
    const imported = await expectRecounted();
    expect(imported.effect.top_notes[0]!.note.id).toBe(ownNote);
    expect(imported.effect.top_notes[0]!.comments.value).toBe(3);

    // Reclassification: two of them negative; a status change on one.
    expectOk(
      await adminApi.post('/api/track/staff-edit-content-cls', { comment_ids: ids.slice(0, 2), cls_type: 0 }),
    );
    expectOk(await adminApi.post('/api/track/set-process-status', { comment_ids: [ids[0]], status: 2 }));
    const reclassified = await expectRecounted();
    expect(reclassified.effect.top_notes[0]!.negative_ratio.numerator.value).toBe(2);

    // Untracking the note takes its comments out of every count, as out of the list, until it is tracked again.
    expectOk(await adminApi.post('/api/track/update-track', { note_id: ownNote, tracked: false }));
    const untracked = await expectRecounted();
    expect(untracked.effect.top_notes[0]!.comments.value).toBe(0);
    for (const answer of Object.values(untracked)) await expectDrillsMatch(api, answer);
    expectOk(await adminApi.post('/api/track/update-track', { note_id: ownNote, tracked: true }));
    const tracked = await expectRecounted();
    expect(tracked.effect.top_notes[0]!.comments.value).toBe(3);
    for (const answer of Object.values(tracked)) await expectDrillsMatch(api, answer);

    // Deleting the note takes it and its comments out; the rest still recount.
    const platformNoteId = (
      await t.db
        .selectFrom('notes')
        .select('platform_note_id')
        .where('id', '=', ownNote)
        .executeTakeFirstOrThrow()
    ).platform_note_id;
    expectOk(await adminApi.post('/api/track/staff-delete-post-by-note-id', { content_id: platformNoteId }));
    const deleted = await expectRecounted();
    expect(deleted.effect.top_notes.some((row) => row.note.id === ownNote)).toBe(false);
    expect(deleted.overview.contents.value).toBe(ingested.overview.contents.value);
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
