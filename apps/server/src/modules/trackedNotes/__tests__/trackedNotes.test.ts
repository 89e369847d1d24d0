import { hostname } from 'node:os';
import {
  ERROR_CODES,
  parseNoteLink,
  ZCreatedApiKey,
  ZDeletedNote,
  ZImportJob,
  ZIngestResult,
  ZNoteCard,
  ZPage,
  ZTrackedNote,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { LEGACY_INTERRUPTED_IMPORT_ERROR } from '../../imports/interruptedJob';

const DAY = 24 * 60 * 60 * 1000;
const XHS_ID = '64a1b2c3d4e5f6a7b8c9d0e1';
const DY_ID = '7412345678901234567';

let t: TestApp;
let worker: string;
let manager: string;
let admin: string;
let managerB: string;

const track = (token: string, hash: string, body: Record<string, unknown> = {}) =>
  t.api(token).post(`/api/track/${hash}`, body);

const noteCard = async (token: string, id: number) =>
  ZNoteCard.parse(expectOk(await t.api(token).get(`/api/track/contents/${id}`)));

const deletedPage = async (token: string, query: Record<string, string> = {}) =>
  ZPage(ZDeletedNote).parse(expectOk(await t.api(token).get('/api/track/deleted-notes', { query })));

beforeAll(async () => {
  t = await createTestApp();
  [worker, manager, admin, managerB] = await Promise.all([
    t.loginAs(t.a.worker),
    t.loginAs(t.a.manager),
    t.loginAs(t.a.admin),
    t.loginAs(t.b.manager),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('parseNoteLink', () => {
  it.each([
    [`https://www.xiaohongshu.com/explore/${XHS_ID}?xsec_token=AB12&xsec_source=pc_feed`, 'xhs', XHS_ID],
    [`https://www.xiaohongshu.com/discovery/item/${XHS_ID}`, 'xhs', XHS_ID],
    [`看看这篇 http://xiaohongshu.com/explore/${XHS_ID.toUpperCase()} 复制后打开`, 'xhs', XHS_ID],
    [`https://www.douyin.com/video/${DY_ID}`, 'dy', DY_ID],
    [`https://www.douyin.com/discover?modal_id=${DY_ID}`, 'dy', DY_ID],
    [XHS_ID, 'xhs', XHS_ID],
    [` ${DY_ID} `, 'dy', DY_ID],
  ])('reads %s', (text, platform, id) => {
    expect(parseNoteLink(text)).toEqual({ ok: true, platform, id });
  });

  it.each([
    ['http://xhslink.com/a/AbCdEf', 'short_link'],
    ['7.43 复制打开抖音 https://v.douyin.com/iRNBho6u/ 看看', 'short_link'],
    ['https://www.xiaohongshu.com/explore/not-an-id', 'unrecognised'],
    ['https://example.com/explore/64a1b2c3d4e5f6a7b8c9d0e1x', 'unrecognised'],
    ['hello', 'unrecognised'],
  ])('refuses %s', (text, reason) => {
    expect(parseNoteLink(text)).toEqual({ ok: false, reason });
  });
});

describe('POST /api/track/{hash}', () => {
  it('is for managers and admins only', async () => {
    expectFailure(await track(worker, XHS_ID, { platform: 'xhs' }), 403);
    expectFailure(await t.api().post(`/api/track/${XHS_ID}`, {}), 401, ERROR_CODES.tokenInvalid);
  });

  it('adds a note by its full link as tracked and waiting for crawler data', async () => {
    const added = ZTrackedNote.parse(
      expectOk(
        await track(manager, 'link', {
          link: `https://www.xiaohongshu.com/explore/${XHS_ID}?xsec_token=ABC`,
        }),
      ),
    );
    expect(added).toMatchObject({ platform: 'xhs', platform_note_id: XHS_ID, created: true, tracked: true });
    const card = await noteCard(worker, added.id);
    expect(card).toMatchObject({
      tracked: true,
      title: '',
      author_name: '',
      likes: 0,
      note_url: `https://www.xiaohongshu.com/explore/${XHS_ID}`,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'note')
      .where('entity_id', '=', String(added.id))
      .execute();
    expect(audit).toEqual([{ action: 'note.track_add', user_id: t.a.manager.id }]);
  });

  it('adds a Douyin note by bare id; adding it again changes nothing', async () => {
    // No body at all: the id in the path is enough.
    const first = ZTrackedNote.parse(expectOk(await t.api(admin).post(`/api/track/${DY_ID}`)));
    expect(first).toMatchObject({ platform: 'dy', created: true });
    const again = ZTrackedNote.parse(
      expectOk(await track(manager, DY_ID, { link: `https://www.douyin.com/video/${DY_ID}` })),
    );
    expect(again).toEqual({ ...first, created: false });
  });

  it('answers 422 with a sentence for short links, unknown links and disagreeing ids', async () => {
    const short = expectFailure(await track(manager, 'link', { link: 'https://xhslink.com/a/xyz' }), 422);
    expect(short.detail).toContain('xhslink.com');
    const shortEn = expectFailure(
      await t
        .api(manager)
        .post(
          '/api/track/link',
          { link: 'https://v.douyin.com/iRNBho6u/' },
          { headers: { 'accept-language': 'en-US' } },
        ),
      422,
    );
    expect(shortEn.detail).toContain('paste the full note link');
    expectFailure(await track(manager, 'link', { link: 'https://example.com/x' }), 422);
    expectFailure(await track(manager, 'not-a-note-id'), 422);
    expectFailure(await track(manager, 'link'), 422);
    expectFailure(await track(manager, XHS_ID, { link: `https://www.douyin.com/video/${DY_ID}` }), 422);
    expectFailure(await track(manager, DY_ID, { platform: 'xhs' }), 422);
  });

  it('switches tracking on for a known note, and refuses a deleted one with 409', async () => {
    const now = t.clock.now();
    const known = await newNote(t, {
      tenant_id: t.a.id,
      at: now,
      platform_note_id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      title: '已有笔记',
      tracked: 0,
    });
    const result = ZTrackedNote.parse(expectOk(await track(manager, 'aaaaaaaaaaaaaaaaaaaaaaaa')));
    expect(result).toMatchObject({ id: known, created: false, tracked: true });
    expect((await noteCard(worker, known)).tracked).toBe(true);

    await newNote(t, {
      tenant_id: t.a.id,
      at: now,
      platform_note_id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      deleted_at: now - DAY,
      deleted_by: t.a.worker.id,
    });
    expectFailure(await track(manager, 'bbbbbbbbbbbbbbbbbbbbbbbb'), 409);
  });

  it('keeps tenants apart: tenant B gets a note of its own, and cannot see A’s', async () => {
    const mine = ZTrackedNote.parse(expectOk(await track(managerB, XHS_ID)));
    expect(mine.created).toBe(true);
    const a = await t.db
      .selectFrom('notes')
      .select('id')
      .where('tenant_id', '=', t.a.id)
      .where('platform_note_id', '=', XHS_ID)
      .executeTakeFirstOrThrow();
    expect(mine.id).not.toBe(a.id);
    expectFailure(await t.api(managerB).get(`/api/track/contents/${a.id}`), 404);
  });

  it('is filled by the next ingest with the same id, and stays tracked', async () => {
    const key = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
    );
    const crawled = Date.parse('2026-01-02T03:04:05Z');
    const item = {
      note_id: XHS_ID,
      type: 'normal',
      title: '爬到的标题',
      desc: '正文',
      time: String(crawled - DAY),
      user_id: 'u-9',
      nickname: '博主九',
      liked_count: '1.2万',
      collected_count: '5',
      comment_count: '7',
      share_count: '2',
      last_modify_ts: String(crawled),
    };
    const ingest = () =>
      t.api().post('/api/ingest/notes', { items: [item] }, { headers: { 'x-api-key': key.key } });
    expect(ZIngestResult.parse(expectOk(await ingest()))).toMatchObject({ imported: 0, updated: 1 });
    expect(ZIngestResult.parse(expectOk(await ingest()))).toMatchObject({ updated: 0, unchanged: 1 });
    const rows = await t.db
      .selectFrom('notes')
      .select(['id', 'title', 'author_name', 'liked_count', 'tracked'])
      .where('tenant_id', '=', t.a.id)
      .where('platform_note_id', '=', XHS_ID)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: '爬到的标题',
      author_name: '博主九',
      liked_count: 12000,
      tracked: 1,
    });
    const card = await noteCard(worker, Number(rows[0]?.id));
    expect(card.published_at).toBe(new Date(crawled - DAY).toISOString());
  });

  it('takes the match of its first crawl (brand, product), unless a person chose its source', async () => {
    const key = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler-2' })),
    );
    const matchedId = '64a1b2c3d4e5f6a7b8c9d0f1';
    const chosenId = '64a1b2c3d4e5f6a7b8c9d0f2';
    expectOk(await track(manager, matchedId));
    expectOk(await track(manager, chosenId, { source: 'category' }));
    const crawled = Date.parse('2026-01-05T00:00:00Z');
    const crawledNote = (noteId: string) => ({
      note_id: noteId,
      type: 'normal',
      title: 'ta精华 用了一个月的感受',
      desc: '正文',
      time: String(crawled - DAY),
      user_id: 'u-10',
      nickname: '博主十',
      liked_count: '3',
      collected_count: '1',
      comment_count: '0',
      share_count: '0',
      last_modify_ts: String(crawled),
    });
    const ingest = (noteId: string) =>
      t
        .api()
        .post('/api/ingest/notes', { items: [crawledNote(noteId)] }, { headers: { 'x-api-key': key.key } });
    expectOk(await ingest(matchedId));
    expectOk(await ingest(chosenId));
    const tracking = async (noteId: string) =>
      t.db
        .selectFrom('notes')
        .select(['source', 'product_id', 'keyword'])
        .where('tenant_id', '=', t.a.id)
        .where('platform_note_id', '=', noteId)
        .executeTakeFirstOrThrow();
    const matched = await tracking(matchedId);
    expect(matched.product_id).not.toBeNull();
    expect(matched.keyword).not.toBe('');
    expect(await tracking(chosenId)).toMatchObject({ source: 'category', product_id: null, keyword: '' });
  });
});

describe('GET /api/track/deleted-notes and restore', () => {
  it('lists notes deleted in the last 30 days with who deleted them; older ones cannot be restored', async () => {
    // Deletions happen in the past (the clock moves back), the list is read now.
    const now = t.clock.now();
    const fresh = await newNote(t, {
      tenant_id: t.a.id,
      at: now,
      platform_note_id: 'del-fresh',
      title: '刚删除',
    });
    const old = await newNote(t, {
      tenant_id: t.a.id,
      at: now,
      platform_note_id: 'del-old',
      title: '早就删了',
    });
    try {
      t.clock.set(now - 31 * DAY);
      expectOk(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { note_id: old }));
      t.clock.set(now - 2 * DAY);
      expectOk(await t.api(worker).post('/api/track/staff-delete-post-by-note-id', { note_id: fresh }));
    } finally {
      t.clock.set(now);
    }

    const page = await deletedPage(worker);
    const titles = page.items.map((item) => item.title);
    expect(titles).toContain('刚删除');
    expect(titles).not.toContain('早就删了');
    const item = page.items.find((row) => row.id === fresh);
    expect(item).toMatchObject({
      platform_note_id: 'del-fresh',
      deleted_by: { id: t.a.worker.id, name: 'TA worker' },
      deleted_at: new Date(now - 2 * DAY).toISOString(),
      restorable_until: new Date(now + 28 * DAY).toISOString(),
    });
    // Tenant B sees none of A's deleted notes, and cannot restore them.
    expect((await deletedPage(managerB)).items.map((row) => row.id)).not.toContain(fresh);
    expectFailure(await t.api(managerB).post('/api/track/restore-post', { note_id: fresh }), 404);

    const expired = expectFailure(
      await t.api(manager).post('/api/track/restore-post', { note_id: old }),
      410,
    );
    expect(expired.detail).toContain('30');
    expectFailure(await t.api(worker).post('/api/track/restore-post', { note_id: fresh }), 403);
    expectOk(await t.api(manager).post('/api/track/restore-post', { note_id: fresh }));
    expect((await deletedPage(worker)).items.map((row) => row.id)).not.toContain(fresh);
    expect((await noteCard(worker, fresh)).title).toBe('刚删除');
  });

  it('filters by platform and pages', async () => {
    const page = await deletedPage(worker, { target_platform: 'dy', page_size: '1' });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });
});

describe('start-up sweep of interrupted import jobs', () => {
  it('fails jobs left running by a process that is gone, and leaves live ones alone', async () => {
    const at = t.clock.now();
    const job = (status: 'queued' | 'running', claimedBy: string | null, createdAt = at) =>
      t.db
        .insertInto('jobs')
        .values({
          tenant_id: t.a.id,
          kind: 'import',
          status,
          payload: JSON.stringify({ files: [] }),
          created_by: t.a.manager.id,
          claimed_by: claimedBy,
          created_at: createdAt,
          started_at: status === 'running' ? createdAt : null,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // pid 2^22+1 is above Linux's default pid_max, so no process has it.
    const dead = await job('running', `${hostname()}:4194305:dead0001`);
    const alive = await job('running', `${hostname()}:${process.ppid}:other001`);
    const elsewhere = await job('running', 'another-host:1234:abcd0001');
    const lostQueued = await job('queued', null, at - 60 * 60 * 1000);

    // A second server on the same database starts: its start-up sweep runs.
    const restarted = await buildApp({
      config: t.config,
      database: t.database.handle,
      now: t.clock.now,
      logger: false,
    });
    await restarted.ready();
    await restarted.close();

    const status = async (id: number, language = 'zh-CN') =>
      ZImportJob.parse(
        expectOk(
          await t.api(manager).get(`/api/imports/${id}`, { headers: { 'accept-language': language } }),
        ),
      );
    for (const id of [dead.id, lostQueued.id]) {
      // Said in the reader's language, one language at a time.
      const failed = await status(id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: '服务器在导入过程中重启，导入未完成，请重新导入文件',
      });
      expect(failed.finished_at).not.toBeNull();
      expect((await status(id, 'en-US')).error).toBe(
        'The server restarted while importing; import the file again',
      );
    }
    // A job failed so before the code was stored (both languages in one string) reads in one language too.
    const legacy = await job('running', null);
    await t.db
      .updateTable('jobs')
      .set({ status: 'failed', error: LEGACY_INTERRUPTED_IMPORT_ERROR, finished_at: at })
      .where('id', '=', legacy.id)
      .execute();
    expect((await status(legacy.id, 'en-US')).error).toBe(
      'The server restarted while importing; import the file again',
    );
    expect((await status(alive.id)).status).toBe('running');
    expect((await status(elsewhere.id)).status).toBe('running');
  });
});
