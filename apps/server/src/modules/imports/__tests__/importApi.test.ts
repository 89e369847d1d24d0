import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPORT_MAX_FILES,
  INGEST_MAX_ITEMS,
  type TImportJob,
  ZCommentRow,
  ZCreatedApiKey,
  ZImportJob,
  ZIngestResult,
  ZNoteCard,
  ZPage,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTenantRows } from '../../../testing/countTenantRows';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { waitForImportJob } from './waitForImportJob';

const fixtureBytes = (...parts: string[]) => readFileSync(join(import.meta.dirname, 'fixtures', ...parts));

let t: TestApp;
let manager: string;
let admin: string;
let worker: string;
let managerB: string;
let adminB: string;

const upload = (token: string, files: Array<{ name: string; bytes: Buffer }>) => {
  const { body, headers } = multipartBody(files);
  return t.api(token).post('/api/imports', body, { headers });
};

const waitForJob = (token: string, id: number): Promise<TImportJob> => waitForImportJob(t.api(token), id);

beforeAll(async () => {
  t = await createTestApp();
  [manager, admin, worker, managerB, adminB] = await Promise.all([
    t.loginAs(t.a.manager),
    t.loginAs(t.a.admin),
    t.loginAs(t.a.worker),
    t.loginAs(t.b.manager),
    t.loginAs(t.b.admin),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/imports and the job', () => {
  let jobId = 0;

  it('takes a multipart upload of several files, runs a job to the end and reports its counts', async () => {
    const response = await upload(manager, [
      {
        name: 'search_comments_2025-01-10.csv',
        bytes: fixtureBytes('xhs', 'search_comments_2025-01-10.csv'),
      },
      {
        name: 'search_contents_2025-01-10.csv',
        bytes: fixtureBytes('xhs', 'search_contents_2025-01-10.csv'),
      },
    ]);
    const queued = ZImportJob.parse(expectOk(response));
    expect(queued.files.map((f) => [f.name, f.platform, f.record, f.format])).toEqual([
      ['search_comments_2025-01-10.csv', 'xhs', 'comments', 'csv'],
      ['search_contents_2025-01-10.csv', 'xhs', 'notes', 'csv'],
    ]);
    jobId = queued.id;
    const job = await waitForJob(manager, jobId);
    expect(job).toMatchObject({
      status: 'done',
      progress: { read: 14, imported: 11, updated: 0, unchanged: 0, skipped: 3 },
      errors_total: 3,
      created_by: t.a.manager.id,
    });
    expect(job.started_at).not.toBeNull();
    expect(job.finished_at).not.toBeNull();
    // Every byte of both uploads was read (the web's bar: bytes_read of the files' bytes).
    const uploaded =
      fixtureBytes('xhs', 'search_comments_2025-01-10.csv').length +
      fixtureBytes('xhs', 'search_contents_2025-01-10.csv').length;
    expect(job.files.reduce((sum, file) => sum + file.bytes, 0)).toBe(uploaded);
    expect(job.bytes_read).toBe(uploaded);
    // Notes ran first, so every comment of a known note was attached at once.
    const orphans = await t.db
      .selectFrom('comments')
      .select('platform_comment_id')
      .where('tenant_id', '=', t.a.id)
      .where('note_id', 'is', null)
      .orderBy('platform_comment_id')
      .execute();
    expect(orphans.map((o) => o.platform_comment_id)).toEqual(['c7', 'c8']);
  });

  it('lists the history and serves the error report as CSV', async () => {
    const page = expectOk(await t.api(admin).get('/api/imports')) as { items: TImportJob[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]?.id).toBe(jobId);
    const report = await t.api(manager).get(`/api/imports/${jobId}/errors.csv`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(report.status).toBe(200);
    expect(String(report.headers['content-type'])).toContain('text/csv');
    expect(String(report.headers['content-disposition'])).toContain('attachment');
    expect(report.text.split('\r\n')).toEqual([
      '\ufefffile,line,reason',
      'search_comments_2025-01-10.csv,6,wrong column count: 12 instead of 13',
      'search_comments_2025-01-10.csv,7,"like_count: not a count (""很多"")"',
      'search_comments_2025-01-10.csv,8,invalid UTF-8 bytes',
      '',
    ]);
    // In Chinese (the default): the same problems, their reasons rendered from the stored codes.
    const zh = await t.api(manager).get(`/api/imports/${jobId}/errors.csv`);
    expect(zh.text.split('\r\n').slice(1, 4)).toEqual([
      'search_comments_2025-01-10.csv,6,列数不对：有 12 列，应为 13 列',
      'search_comments_2025-01-10.csv,7,"like_count：不是有效的数量（""很多""）"',
      'search_comments_2025-01-10.csv,8,含有无效的 UTF-8 字节',
    ]);
    const job = ZImportJob.parse(expectOk(await t.api(manager).get(`/api/imports/${jobId}`)));
    expect(job.errors.map((problem) => problem.reason)).toEqual([
      '列数不对：有 12 列，应为 13 列',
      'like_count：不是有效的数量（"很多"）',
      '含有无效的 UTF-8 字节',
    ]);
  });

  it('renders problems stored before they had codes (English text only) in the reader’s language', async () => {
    const id = Number(
      (
        await t.db
          .insertInto('jobs')
          .values({
            ...(await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()),
            id: undefined,
            result: JSON.stringify({
              attached: 0,
              errors_total: 2,
              errors: [
                { file: 'a.csv', line: 2, reason: 'note_id is empty' },
                { file: 'a.csv', line: 3, reason: 'something else' },
              ],
            }),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const zh = ZImportJob.parse(expectOk(await t.api(manager).get(`/api/imports/${id}`)));
    expect(zh.errors.map((problem) => problem.reason)).toEqual(['note_id 为空', 'something else']);
    const en = ZImportJob.parse(
      expectOk(await t.api(manager).get(`/api/imports/${id}`, { headers: { 'accept-language': 'en-US' } })),
    );
    expect(en.errors.map((problem) => problem.reason)).toEqual(['note_id is empty', 'something else']);
    await t.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('imports the files it can read and names each refused file with its reason, in both languages', async () => {
    const response = await upload(manager, [
      {
        name: 'detail_comments_2025-01-12.jsonl',
        bytes: fixtureBytes('xhs', 'detail_comments_2025-01-12.jsonl'),
      },
      { name: 'broken_comments.csv', bytes: fixtureBytes('other', 'report.csv') },
    ]);
    const queued = ZImportJob.parse(expectOk(response));
    expect(queued.files.map((file) => file.name)).toEqual(['detail_comments_2025-01-12.jsonl']);
    expect(queued.refused).toEqual([
      {
        name: 'broken_comments.csv',
        reason:
          '文件名不是 MediaCrawler 的输出文件名（{search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl）',
      },
    ]);
    const job = await waitForJob(manager, queued.id);
    expect(job.status).toBe('done');
    expect(job.progress.read).toBeGreaterThan(0);
    const english = ZImportJob.parse(
      expectOk(
        await t.api(manager).get(`/api/imports/${queued.id}`, { headers: { 'accept-language': 'en-US' } }),
      ),
    );
    expect(english.refused).toEqual([
      {
        name: 'broken_comments.csv',
        reason:
          'the name is not a MediaCrawler output ({search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl)',
      },
    ]);
  });

  it('tracks a crawled note only when a keyword matches; keeps the others untracked, out of the comment list', async () => {
    const queued = ZImportJob.parse(
      expectOk(
        await upload(manager, [
          {
            name: 'search_contents_2025-02-01.csv',
            bytes: fixtureBytes('xhs', 'search_contents_2025-02-01.csv'),
          },
          {
            name: 'search_comments_2025-02-01.csv',
            bytes: fixtureBytes('xhs', 'search_comments_2025-02-01.csv'),
          },
        ]),
      ),
    );
    const job = await waitForJob(manager, queued.id);
    expect(job).toMatchObject({ status: 'done', notes_tracked: 1, notes_untracked: 1 });
    const noteOf = (id: string) =>
      t.db
        .selectFrom('notes')
        .select(['id', 'tracked', 'source', 'keyword'])
        .where('tenant_id', '=', t.a.id)
        .where('platform_note_id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await noteOf('k8-skin')).toMatchObject({ tracked: 1, source: 'category', keyword: 'ta敏感肌' });
    const fryer = await noteOf('k8-fryer');
    expect(fryer).toMatchObject({ tracked: 0, keyword: '空气炸锅' });
    const listed = async (text: string) =>
      ZPage(ZCommentRow).parse(
        expectOk(
          await t
            .api(manager)
            .get('/api/track/content-comments', { query: { platform: 'xhs', q: text, process_status: '0' } }),
        ),
      ).total;
    expect(await listed('k8甲')).toBe(1);
    // In the queue of to-do comments too: the untracked note's comment is in neither.
    expect(await listed('k8乙')).toBe(0);
    const notes = ZPage(ZNoteCard).parse(
      expectOk(
        await t.api(manager).get('/api/track/contents', { query: { platform: 'xhs', tracked: 'false' } }),
      ),
    );
    expect(notes.items.map((note) => note.platform_note_id)).toContain('k8-fryer');

    expectOk(await t.api(manager).post('/api/track/update-track', { note_id: fryer.id, tracked: true }));
    expect(await listed('k8乙')).toBe(1);
  });

  it('refuses an upload none of whose files can be read before anything is written (no job, no rows)', async () => {
    const before = await countTenantRows(t, 'comments', t.a.id);
    const jobsBefore = (expectOk(await t.api(manager).get('/api/imports')) as { total: number }).total;
    const body = expectFailure(
      await upload(manager, [{ name: 'report.csv', bytes: fixtureBytes('other', 'report.csv') }]),
      422,
    );
    expect(body.detail).toBe(
      '没有导入任何文件，因为以下文件无法导入（请修正或移除后重新上传）：\n' +
        '• report.csv：文件名不是 MediaCrawler 的输出文件名（{search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl）',
    );
    expect(body.field).toBe('file');
    const { body: multi, headers } = multipartBody([
      { name: 'report.csv', bytes: fixtureBytes('other', 'report.csv') },
      {
        name: 'search_contents_2025-01-10.csv',
        bytes: fixtureBytes('other', 'search_contents_2025-01-10.csv'),
      },
    ]);
    const english = expectFailure(
      await t
        .api(manager)
        .post('/api/imports', multi, { headers: { ...headers, 'accept-language': 'en-US' } }),
      422,
    );
    expect(english.detail.split('\n')).toEqual([
      'Nothing was imported, because these files cannot be imported (fix or remove them, then upload again):',
      '• report.csv: the name is not a MediaCrawler output ({search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl)',
      expect.stringMatching(
        /^• search_contents_2025-01-10\.csv: its columns are not those of xhs or Douyin notes or comments \(found: id, name, price/,
      ),
    ]);
    expect(english.detail).not.toContain('Field file');
    expect(await countTenantRows(t, 'comments', t.a.id)).toBe(before);
    const page = expectOk(await t.api(manager).get('/api/imports')) as { total: number };
    expect(page.total).toBe(jobsBefore);
    expectFailure(await t.api(manager).post('/api/imports', { not: 'multipart' }), 415);
  });

  it('refuses more files than an upload may hold with 413 and writes nothing', async () => {
    const before = await countTenantRows(t, 'comments', t.a.id);
    const file = {
      name: 'search_comments_2025-01-10.csv',
      bytes: fixtureBytes('xhs', 'search_comments_2025-01-10.csv'),
    };
    const body = expectFailure(
      await upload(
        manager,
        Array.from({ length: IMPORT_MAX_FILES + 1 }, () => file),
      ),
      413,
    );
    expect(body.detail).toContain('50 MB');
    expect(await countTenantRows(t, 'comments', t.a.id)).toBe(before);
  });

  it('lets only managers and admins import; workers get 403, no token 401', async () => {
    const files = [
      {
        name: 'search_contents_2025-01-10.csv',
        bytes: fixtureBytes('xhs', 'search_contents_2025-01-10.csv'),
      },
    ];
    expectFailure(await upload(worker, files), 403);
    const { body, headers } = multipartBody(files);
    expect((await t.api().post('/api/imports', body, { headers })).status).toBe(401);
    expectFailure(await t.api(worker).get('/api/imports'), 403);
    expectFailure(await t.api(worker).get(`/api/imports/${jobId}`), 403);
    expectFailure(await t.api(worker).post('/api/track/rematch'), 403);
    // The five notes of the first upload and the two of the tracking test.
    expect(expectOk(await t.api(manager).post('/api/track/rematch'))).toMatchObject({ notes: 7 });
  });

  it('keeps another tenant’s jobs out of sight (404) and B’s history empty', async () => {
    expectFailure(await t.api(managerB).get(`/api/imports/${jobId}`), 404);
    expectFailure(await t.api(managerB).get(`/api/imports/${jobId}/errors.csv`), 404);
    expect(expectOk(await t.api(managerB).get('/api/imports'))).toMatchObject({ total: 0, items: [] });
    expectFailure(await t.api(manager).get('/api/imports/99999999999'), 404);
  });
});

describe('the ingest API', () => {
  let key = '';
  let keyId = 0;

  // The key's own endpoints are tested in apiKeys/__tests__.
  beforeAll(async () => {
    const created = ZCreatedApiKey.parse(
      expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler-1' })),
    );
    key = created.key;
    keyId = created.id;
  });

  it('ingests a batch of notes and comments with per-item errors, idempotently', async () => {
    const notes = [
      {
        note_id: 'i1',
        type: 'normal',
        title: 'ta品牌 好物',
        desc: '',
        time: '1736476800000',
        user_id: 'u',
        nickname: 'n',
        liked_count: '1.2万',
        last_modify_ts: '1736500000000',
      },
      { note_id: 'i2', type: 'normal', title: 'bad', desc: '', time: 'yesterday', liked_count: '1' },
      {
        aweme_id: '7499',
        aweme_type: '0',
        title: 'dy',
        desc: '',
        create_time: '1736476800',
        liked_count: '3',
        last_modify_ts: '1736500000000',
      },
    ];
    const response = await t
      .api()
      .post('/api/ingest/notes', { items: notes }, { headers: { authorization: `Bearer ${key}` } });
    const result = ZIngestResult.parse(expectOk(response));
    expect(result).toMatchObject({
      received: 3,
      imported: 2,
      skipped: 1,
      errors: [{ index: 1, id: 'i2', reason: expect.stringContaining('time') }],
    });
    const comments = [
      {
        comment_id: 'ic1',
        note_id: 'i1',
        content: '哪里买',
        create_time: '1736476800000',
        like_count: '2',
        parent_comment_id: '0',
        last_modify_ts: '1736500000000',
      },
      {
        comment_id: 'ic2',
        note_id: 'i1',
        content: '回复',
        create_time: '1736476800000',
        like_count: 'lots',
        parent_comment_id: 'ic1',
      },
      {
        comment_id: 'ic3',
        note_id: 'i1',
        content: '回复',
        create_time: '1736476800000',
        like_count: '0',
        parent_comment_id: 'ic1',
        last_modify_ts: '1736500000000',
      },
    ];
    // Reasons come in the request's language (Chinese unless English is asked for).
    const first = ZIngestResult.parse(
      expectOk(
        await t
          .api()
          .post(
            '/api/ingest/comments',
            { items: comments },
            { headers: { 'x-api-key': key, 'accept-language': 'en-US' } },
          ),
      ),
    );
    expect(first).toMatchObject({
      received: 3,
      imported: 2,
      skipped: 1,
      errors: [{ index: 1, id: 'ic2', reason: 'like_count: not a count ("lots")' }],
    });
    const again = ZIngestResult.parse(
      expectOk(
        await t.api().post('/api/ingest/comments', { items: comments }, { headers: { 'x-api-key': key } }),
      ),
    );
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    const stored = await t.db
      .selectFrom('comments')
      .selectAll()
      .where('tenant_id', '=', t.a.id)
      .where('platform_comment_id', '=', 'ic3')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ parent_comment_id: 'ic1', source: 'brand', cls_source: 'model' });
    expect(stored.note_id).not.toBeNull();
    const used = await t.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
  });

  it('an item with objects that cannot become text (toString not a function) is reported by index, never a 500', async () => {
    const odd = JSON.parse('{"toString":1,"valueOf":[]}');
    const notes = [
      { note_id: 'odd-1', type: 'normal', title: 'ok', desc: '', time: '1736476800000', image_list: [odd] },
      { note_id: odd, type: 'normal', title: 'id is an object', desc: '', time: 'yesterday' },
      { note_id: 'odd-3', type: 'normal', title: 'kept', desc: '', time: '1736476800000' },
    ];
    const result = ZIngestResult.parse(
      expectOk(await t.api().post('/api/ingest/notes', { items: notes }, { headers: { 'x-api-key': key } })),
    );
    expect(result).toMatchObject({
      received: 3,
      imported: 2,
      skipped: 1,
      errors: [{ index: 1, id: '' }],
    });
  });

  it('caps a batch at 5,000 items (413) and refuses staff tokens and bad keys (401)', async () => {
    const items = Array.from({ length: INGEST_MAX_ITEMS + 1 }, (_, index) => ({
      comment_id: `x${index}`,
      note_id: 'i1',
      content: '',
      create_time: '1',
    }));
    expectFailure(
      await t.api().post('/api/ingest/comments', { items }, { headers: { 'x-api-key': key } }),
      413,
    );
    expectFailure(await t.api(admin).post('/api/ingest/comments', { items: [] }), 401);
    expectFailure(await t.api().post('/api/ingest/comments', { items: [] }), 401);
    expectFailure(
      await t
        .api()
        .post('/api/ingest/comments', { items: [] }, { headers: { 'x-api-key': `${key.slice(0, -2)}xx` } }),
      401,
    );
  });

  it('writes into the key’s tenant only', async () => {
    const keyB = ZCreatedApiKey.parse(
      expectOk(await t.api(adminB).post('/api/admin/api-keys', { name: 'b' })),
    ).key;
    const items = [
      {
        comment_id: 'ic1',
        note_id: 'i1',
        content: 'B 的评论',
        create_time: '1736476800000',
        like_count: '0',
      },
    ];
    expect(
      expectOk(await t.api().post('/api/ingest/comments', { items }, { headers: { 'x-api-key': keyB } })),
    ).toMatchObject({ imported: 1 });
    const a = await t.db
      .selectFrom('comments')
      .select('content')
      .where('tenant_id', '=', t.a.id)
      .where('platform_comment_id', '=', 'ic1')
      .executeTakeFirstOrThrow();
    const b = await t.db
      .selectFrom('comments')
      .select(['content', 'note_id'])
      .where('tenant_id', '=', t.b.id)
      .where('platform_comment_id', '=', 'ic1')
      .executeTakeFirstOrThrow();
    expect(a.content).toBe('哪里买');
    expect(b).toEqual({ content: 'B 的评论', note_id: null });
  });
});
