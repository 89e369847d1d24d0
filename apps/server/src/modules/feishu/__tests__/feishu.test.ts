import { hostname } from 'node:os';
import {
  fillPath,
  PATHS,
  type TFeishuSettingsInput,
  ZCommentRow,
  ZExportedLinks,
  ZFeishuExportJob,
  ZFeishuSettings,
  ZFeishuTestResult,
  ZMessageList,
  ZPage,
} from '@notedesk/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { FAKE_FEISHU_FAILURES, type FakeFeishu, startFakeFeishu } from '../../../testing/fakeFeishu';
import {
  createTestApp,
  expectFailure,
  expectOk,
  type TestApp,
  type TestResponse,
} from '../../../testing/testApp';
import { watchForSecret } from '../../../testing/watchForSecret';
import { feishuServiceOn } from './feishuServiceOn';

const EN = { headers: { 'accept-language': 'en-US' } };

describe('Feishu Sheets (against a fake Feishu on 127.0.0.1)', () => {
  let t: TestApp;
  let fake: FakeFeishu;
  let admin: string;
  let worker: string;
  let outSheet: string;
  /** Every response body and log line the tests saw, checked for the app secret at the end. */
  const { seen, logLines, logStream, track } = watchForSecret();

  const settings = (overrides: Partial<TFeishuSettingsInput> = {}): TFeishuSettingsInput => ({
    base_url: fake.baseUrl,
    app_id: fake.appId,
    output_sheet_token: outSheet,
    knowledge_sheet_token: 'ta-know-sheet',
    ...overrides,
  });
  const save = async (input: TFeishuSettingsInput) =>
    ZFeishuSettings.parse(expectOk(track(await t.api(admin).request('PUT', PATHS.feishu.settings, input))));
  const runTest = async (options = {}) =>
    ZFeishuTestResult.parse(expectOk(track(await t.api(admin).post(PATHS.feishu.settingsTest, {}, options))));
  const exportIds = async (ids: number[], token = worker, options = {}) =>
    track(await t.api(token).post(PATHS.feishu.export, { comment_ids: ids }, options));
  const jobAt = async (id: number, options = {}) =>
    ZFeishuExportJob.parse(
      expectOk(track(await t.api(worker).get(fillPath(PATHS.feishu.job, { id }), options))),
    );
  /** The job an export or retry answered (running at once), polled as the progress dialog does until it ends. */
  const job = async (response: TestResponse, options = {}) => {
    let current = ZFeishuExportJob.parse(expectOk(response));
    while (current.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      current = await jobAt(current.id, options);
    }
    return current;
  };
  /** The sheet's comment ids (first column), header row left out. */
  const sheetIds = () =>
    fake
      .rowsOf(outSheet)
      .slice(1)
      .map((row) => Number(row[0]));

  /** A comment recorded as sent to `sheet` but never confirmed: what a run that stopped mid-chunk leaves. */
  const recordPending = (sheet: string, commentId: number) =>
    t.db
      .insertInto('feishu_exported_comments')
      .values({
        tenant_id: t.a.id,
        comment_id: commentId,
        note_id: noteId,
        sheet_token: sheet,
        export_id: 0,
        exported_at: t.now(),
        pending: 1,
      })
      .execute();

  /** Feishu's answer to reading `range` of the sheet's first sheet in one values read call. */
  const readInOneCall = async (sheet: string, range: string) => {
    const tokenAnswer = await fetch(`${fake.baseUrl}/open-apis/auth/v3/tenant_access_token/internal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app_id: fake.appId, app_secret: fake.appSecret }),
    });
    const { tenant_access_token: token } = (await tokenAnswer.json()) as { tenant_access_token: string };
    const answer = await fetch(
      `${fake.baseUrl}/open-apis/sheets/v2/spreadsheets/${sheet}/values/${encodeURIComponent(`0b1a2c!${range}`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    return (await answer.json()) as { code: number; msg: string };
  };

  let noteId: number;
  let otherNoteId: number;
  let commentIds: number[];

  beforeAll(async () => {
    fake = await startFakeFeishu();
    t = await createTestApp({
      env: { FEISHU_RETRY_DELAY_MS: '0', LOG_LEVEL: 'info' },
      logStream,
    });
    admin = await t.loginAs(t.a.admin);
    worker = await t.loginAs(t.a.worker);
    noteId = await newNote(t, { tenant_id: t.a.id, title: '春季面霜测评' });
    otherNoteId = await newNote(t, { tenant_id: t.a.id, title: 'Another note' });
    commentIds = [
      await newComment(t, { note_id: noteId, content: '用了三天就过敏了 =1+1' }),
      await newComment(t, { note_id: noteId, content: '多少钱？', cls_type: 1, sentiment: 'neutral' }),
      await newComment(t, { note_id: otherNoteId, content: 'Love it' }),
    ];
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  let sheetCount = 0;
  beforeEach(() => {
    sheetCount += 1;
    outSheet = `ta-out-sheet-${sheetCount}`;
    fake.addSpreadsheet(outSheet);
    fake.addSpreadsheet('ta-know-sheet', {
      rows: [
        ['问题', '答案', '产品'],
        ['怎么退货', '七天无理由，联系客服', '面霜'],
      ],
    });
    fake.failNext.length = 0;
    fake.failAlways = undefined;
    fake.failAfter = undefined;
    fake.takeThenCut = 0;
    fake.holdAppends = undefined;
  });

  it('keeps the app secret write-only: never answered, logged or audited', async () => {
    const saved = await save(settings({ app_secret: fake.appSecret }));
    expect(saved).toMatchObject({ app_id: fake.appId, app_secret_set: true, base_url: fake.baseUrl });
    const read = ZFeishuSettings.parse(expectOk(track(await t.api(admin).get(PATHS.feishu.settings))));
    expect(read.app_secret_set).toBe(true);
    // Saving without app_secret keeps the stored one.
    expect((await save(settings())).app_secret_set).toBe(true);
    expect((await runTest()).ok).toBe(true);
    const stored = await t.db.selectFrom('feishu_settings').selectAll().executeTakeFirstOrThrow();
    expect(stored.app_secret_encrypted).not.toContain(fake.appSecret);
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'feishu_settings')
      .execute();
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(fake.appSecret);
  });

  it('lets only admins see or change the settings', async () => {
    for (const user of [t.a.worker, t.a.manager]) {
      const token = await t.loginAs(user);
      expectFailure(await t.api(token).get(PATHS.feishu.settings), 403);
      expectFailure(await t.api(token).request('PUT', PATHS.feishu.settings, settings()), 403);
      expectFailure(await t.api(token).post(PATHS.feishu.settingsTest, {}), 403);
    }
  });

  it('refuses a cloud metadata address', async () => {
    const failure = expectFailure(
      await t
        .api(admin)
        .request('PUT', PATHS.feishu.settings, settings({ base_url: 'http://169.254.169.254' })),
      422,
    );
    expect(failure.field).toBe('base_url');
  });

  it('Test says exactly what is wrong, in both languages', async () => {
    await save(settings({ app_secret: 'wrong-secret' }));
    let result = await runTest();
    expect(result.ok).toBe(false);
    expect(result.checks[0]).toMatchObject({
      subject: 'credentials',
      failure: 'bad_credentials',
      feishu_code: 10014,
    });
    expect(result.checks[0]?.detail).toContain('App Secret 不正确');
    result = await runTest(EN);
    expect(result.checks[0]?.detail).toBe(
      'The App ID or App Secret is wrong (Feishu 10014: app secret invalid)',
    );

    await save(settings({ app_secret: fake.appSecret, output_sheet_token: 'no-such-sheet' }));
    result = await runTest(EN);
    expect(result.checks.find((check) => check.subject === 'output_sheet')).toMatchObject({
      failure: 'sheet_not_found',
      feishu_code: 91402,
    });

    fake.addSpreadsheet('read-only-sheet', { canEdit: false });
    await save(settings({ output_sheet_token: 'read-only-sheet' }));
    result = await runTest();
    const output = result.checks.find((check) => check.subject === 'output_sheet');
    expect(output).toMatchObject({ failure: 'no_edit_right', feishu_code: 91403 });
    expect(output?.detail).toContain('没有该表格的编辑权限');
    expect((await runTest(EN)).checks.find((check) => check.subject === 'output_sheet')?.detail).toContain(
      'no edit right on the sheet',
    );

    const closed = await startFakeFeishu();
    await closed.close();
    await save(settings({ base_url: closed.baseUrl, app_secret: fake.appSecret }));
    result = await runTest(EN);
    expect(result.checks[0]).toMatchObject({ failure: 'unreachable', feishu_code: null });
    expect(result.checks[0]?.detail).toBe(`Cannot reach the Feishu address ${closed.baseUrl}`);
    expect((await runTest()).checks[0]?.detail).toBe(`无法连接飞书地址 ${closed.baseUrl}`);

    await save(settings({ app_secret: fake.appSecret }));
    result = await runTest();
    expect(result).toEqual({
      ok: true,
      checks: [
        { subject: 'credentials', ok: true, failure: null, feishu_code: null, detail: '' },
        { subject: 'output_sheet', ok: true, failure: null, feishu_code: null, detail: '' },
        { subject: 'knowledge_sheet', ok: true, failure: null, feishu_code: null, detail: '' },
      ],
    });
  });

  it('Test answers (never a 500) for an address the URL parser refuses, and with nothing set', async () => {
    const fresh = await t.loginAs(t.b.admin);
    const unset = ZFeishuTestResult.parse(
      expectOk(await t.api(fresh).post(PATHS.feishu.settingsTest, {}, EN)),
    );
    expect(unset.checks[0]).toMatchObject({ ok: false, failure: 'not_configured' });
    await save(settings({ base_url: 'http://[', app_secret: fake.appSecret }));
    const result = await runTest(EN);
    expect(result.checks[0]).toMatchObject({ ok: false, failure: 'unreachable' });
    await save(settings({ app_secret: fake.appSecret }));
  });

  it('exports the same comments twice: each row is in the sheet once, the token is asked for once', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    const tokensBefore = fake.counts.tokens;
    const first = await job(await exportIds(commentIds.slice(0, 2)));
    expect(first).toMatchObject({ status: 'done', total: 2, written: 2, skipped: 0, failure: null });
    expect(first.sheet_url).toBe(`${fake.baseUrl}/sheets/${outSheet}`);
    const second = await job(await exportIds(commentIds));
    expect(second).toMatchObject({ status: 'done', total: 3, written: 1, skipped: 2 });
    expect(sheetIds()).toEqual(commentIds);
    expect(fake.counts.tokens - tokensBefore).toBe(1);
    const rows = fake.rowsOf(outSheet);
    expect(rows[0]?.[0]).toBe('评论 ID');
    expect(rows[1]).toContain('用了三天就过敏了 =1+1');
    expect(rows[1]).toContain('春季面霜测评');
    expect(rows[2]).toContain('销售线索');
  });

  it('a sheet row shows the comment as the list does: note title and link, Shanghai time, labels in words, staff, reply', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    // An untitled note (its text's start stands for the title) and a comment a staff member followed up.
    const untitled = await newNote(t, {
      tenant_id: t.a.id,
      title: '',
      description: '没有标题的笔记，正文的开头当作标题。'.repeat(8),
    });
    const id = await newComment(t, {
      note_id: untitled,
      content: '敏感肌能用吗',
      user_nickname: '小鹿',
      cls_type: 0,
      sentiment: 'negative',
      process_status: 2,
      process_staff_id: t.a.worker.id,
      reply_text: '可以先在耳后试用两天',
      // 14:03 in Shanghai.
      at: Date.UTC(2026, 10, 20, 6, 3),
    });
    expect(await job(await exportIds([id]))).toMatchObject({ status: 'done', written: 1 });
    const list = ZPage(ZCommentRow).parse(
      expectOk(await t.api(worker).get(`${PATHS.comments.list}?note_id=${untitled}`)),
    );
    const shown = list.items[0];
    expect(shown?.note?.title_desc).toMatch(/^没有标题的笔记/);
    expect(shown?.process_staff?.name).toBeTruthy();
    expect(fake.rowsOf(outSheet)[1]).toEqual([
      String(id),
      'xhs',
      shown?.note?.title_desc,
      shown?.note?.note_url,
      '小鹿',
      '敏感肌能用吗',
      '2026-11-20 14:03',
      '负面',
      '负面',
      '已跟进',
      shown?.process_staff?.name,
      '可以先在耳后试用两天',
      expect.stringMatching(new RegExp(`^https?://[^/]+/comment-maintenance\\?id=${id}$`)),
    ]);
  });

  it('exports by the list filters, with the list query and its code', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    fake.addSpreadsheet('filters-sheet');
    await save(settings({ output_sheet_token: 'filters-sheet' }));
    const filters = { note_id: String(noteId) };
    const done = await job(track(await t.api(worker).post(PATHS.feishu.export, { filters }, EN)), EN);
    expect(done).toMatchObject({ status: 'done', total: 2, written: 2 });
    expect(fake.rowsOf('filters-sheet')[0]?.[0]).toBe('Comment ID');
    expect(
      new Set(
        fake
          .rowsOf('filters-sheet')
          .slice(1)
          .map((row) => Number(row[0])),
      ),
    ).toEqual(new Set(commentIds.slice(0, 2)));
    // A bad filter is refused like the list refuses it.
    expectFailure(await t.api(worker).post(PATHS.feishu.export, { filters: { cls_type: 'x' } }), 422);
    expectFailure(await t.api(worker).post(PATHS.feishu.export, {}), 422);
    await save(settings());
  });

  it('retries rate limits and 5xx with backoff', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    fake.failNext.push(FAKE_FEISHU_FAILURES.rateLimited, FAKE_FEISHU_FAILURES.serverError);
    const appendsBefore = fake.counts.appends;
    const done = await job(await exportIds([commentIds[0] as number]));
    expect(done.status).toBe('done');
    // Header and row: one call each, plus the two failed ones.
    expect(fake.counts.appends - appendsBefore).toBe(4);
    expect(sheetIds()).toEqual([commentIds[0]]);
  });

  it('a final failure fails the job with Feishu code and message; Retry completes without duplicates', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    await job(await exportIds([commentIds[0] as number]));
    fake.failAlways = FAKE_FEISHU_FAILURES.serverError;
    const failed = await job(await exportIds(commentIds, worker, EN), EN);
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'server_error',
      feishu_code: 1315201,
      feishu_msg: 'internal server error',
      written: 0,
    });
    expect(failed.detail).toBe(
      'Feishu server error, still failing after retries (Feishu 1315201: internal server error)',
    );
    expect(failed.finished_at).not.toBeNull();
    const box = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list, EN)));
    expect(box.items[0]).toMatchObject({ event: 'feishu_export_failed', title: 'Export to Feishu failed' });
    // The notice says what the dialog says, in the reader's language (it read "Feishu 1315201 internal server
    // error" in both before).
    expect(box.items[0]?.content).toBe(failed.detail);
    const boxZh = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list)));
    expect(boxZh.items[0]).toMatchObject({ title: '导出到飞书失败' });
    expect(boxZh.items[0]?.content).toMatch(/^飞书.*1315201/);

    fake.failAlways = undefined;
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ id: failed.id, status: 'done', written: 2, skipped: 1, failure: null });
    expect(sheetIds()).toEqual(commentIds);
    // Retrying again (or exporting again) writes nothing more.
    await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    await job(await exportIds(commentIds));
    expect(sheetIds()).toEqual(commentIds);
    const after = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list)));
    expect(after.items[0]).toMatchObject({ event: 'feishu_export_done', title: '已导出到飞书表格' });
  });

  it('a failure after the header and before the first row is recorded: Retry does not write the header again', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    fake.failAfter = { appends: 1, failure: FAKE_FEISHU_FAILURES.serverError };
    const failed = await job(await exportIds(commentIds));
    expect(failed).toMatchObject({ status: 'failed', failure: 'server_error', written: 0 });
    fake.failAfter = undefined;
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ status: 'done', written: 3 });
    expect(fake.rowsOf(outSheet)).toHaveLength(1 + commentIds.length);
    expect(sheetIds()).toEqual(commentIds);
  });

  it('writes chunks of at most 5,000 rows; a failure in the second keeps the first, Retry writes the rest', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    const bulkNote = await newNote(t, { tenant_id: t.a.id, title: 'bulk' });
    const template = await t.db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', await newComment(t, { note_id: bulkNote, content: 'bulk 0' }))
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    for (let start = 1; start < 5002; start += 500) {
      await t.db
        .insertInto('comments')
        .values(
          Array.from({ length: Math.min(500, 5002 - start) }, (_, index) => ({
            ...copy,
            platform_comment_id: `bulk-${start + index}`,
            content: `bulk ${start + index}`,
          })),
        )
        .execute();
    }
    // The header and the first 5,000 rows are taken; then the app loses its edit right (never retried).
    fake.failAfter = { appends: fake.counts.answeredAppends + 2, failure: FAKE_FEISHU_FAILURES.forbidden };
    const filters = { note_id: String(bulkNote) };
    const failed = await job(await t.api(worker).post(PATHS.feishu.export, { filters }));
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'no_edit_right',
      feishu_code: 91403,
      written: 5000,
    });
    expect(fake.rowsOf(outSheet)).toHaveLength(5001);

    fake.failAfter = undefined;
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ status: 'done', total: 5002, written: 2, skipped: 5000 });
    const ids = sheetIds();
    expect(ids).toHaveLength(5002);
    expect(new Set(ids).size).toBe(5002);
  });

  it('counts exported comments per note with the sheet link', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    await job(await exportIds(commentIds));
    const links = ZExportedLinks.parse(
      expectOk(
        await t
          .api(worker)
          .get(PATHS.feishu.exportedLinks, { query: { note_id: `${noteId},${otherNoteId}` } }),
      ),
    );
    const link = `${fake.baseUrl}/sheets/${outSheet}`;
    expect(links).toEqual({ [noteId]: { count: 2, link }, [otherNoteId]: { count: 1, link } });
    const all = ZExportedLinks.parse(expectOk(await t.api(worker).get(PATHS.feishu.exportedLinks)));
    expect(all[String(noteId)]).toEqual({ count: 2, link });
  });

  it("cannot export or retry another tenant's comments or exports, nor see its counts", async () => {
    await save(settings({ app_secret: fake.appSecret }));
    const failedJob = await job(await exportIds(commentIds));
    const otherAdmin = await t.loginAs(t.b.admin);
    const bNote = await newNote(t, { tenant_id: t.b.id });
    const bComment = await newComment(t, { note_id: bNote });
    expectFailure(await exportIds([bComment]), 404);
    expectFailure(await exportIds([commentIds[0] as number], otherAdmin), 409);
    expectFailure(await t.api(otherAdmin).post(fillPath(PATHS.feishu.retry, { id: failedJob.id })), 404);
    expect(ZExportedLinks.parse(expectOk(await t.api(otherAdmin).get(PATHS.feishu.exportedLinks)))).toEqual(
      {},
    );
    expect(
      ZFeishuSettings.parse(expectOk(await t.api(otherAdmin).get(PATHS.feishu.settings))).app_secret_set,
    ).toBe(false);
  });

  it('reads the knowledge sheet rows for the knowledge seam', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    const { feishu, close } = feishuServiceOn(t);
    const file = await feishu.readKnowledgeSheet(t.a.id, 'ta-know-sheet');
    expect(file.entries).toEqual([
      { question: '怎么退货', answer: '七天无理由，联系客服', product: '面霜', keywords: [] },
    ]);
    await close();
  });

  it('answers the running job at once; the job shows progress until done; the box gets the notice', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    let release = () => {};
    fake.holdAppends = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = ZFeishuExportJob.parse(expectOk(await exportIds(commentIds)));
    expect(started).toMatchObject({ status: 'running', total: 3, written: 0, finished_at: null });
    expect(await jobAt(started.id)).toMatchObject({ status: 'running', total: 3 });
    // One export at a time per tenant.
    expectFailure(await exportIds(commentIds), 409);
    release();
    fake.holdAppends = undefined;
    const done = await job(await t.api(worker).get(fillPath(PATHS.feishu.job, { id: started.id })));
    expect(done).toMatchObject({ status: 'done', total: 3, written: 3, skipped: 0 });
    expect(sheetIds()).toEqual(commentIds);
    const box = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list, EN)));
    expect(box.items[0]).toMatchObject({
      event: 'feishu_export_done',
      title: 'Exported to the Feishu sheet',
    });
    // Another tenant's job is as missing as no job.
    const otherAdmin = await t.loginAs(t.b.admin);
    expectFailure(await t.api(otherAdmin).get(fillPath(PATHS.feishu.job, { id: started.id })), 404);
  });

  it('an export left running by a stopped server is failed at start-up, its requester told; Retry finishes it', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    const [row] = await t.db
      .insertInto('feishu_exports')
      .values({
        tenant_id: t.a.id,
        user_id: t.a.worker.id,
        request: JSON.stringify({ comment_ids: commentIds }),
        sheet_token: outSheet,
        status: 'running',
        total: 3,
        // This host, a process id no process has.
        claimed_by: `${hostname()}:2147483646:gone`,
        created_at: t.now(),
      })
      .returning('id')
      .execute();
    const id = row?.id as number;
    const { feishu: restarted, close } = feishuServiceOn(t);
    expect(await restarted.failInterrupted()).toBe(1);
    expect(await restarted.failInterrupted()).toBe(0);
    await close();
    const failed = await jobAt(id, EN);
    expect(failed).toMatchObject({ status: 'failed', failure: 'interrupted' });
    expect(failed.detail).toContain('The server restarted during the export');
    const box = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list, EN)));
    expect(box.items[0]).toMatchObject({
      event: 'feishu_export_interrupted',
      title: 'Export to Feishu did not finish',
    });
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id })));
    expect(retried).toMatchObject({ status: 'done', written: 3 });
    expect(sheetIds()).toEqual(commentIds);
  });

  it('a chunk Feishu took but whose answer never came is not written again: the sheet is read back', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    await job(await exportIds([commentIds[0] as number]));
    // Feishu takes the next chunk, then the connection drops: the server never hears it was written.
    fake.takeThenCut = 1;
    const failed = await job(await exportIds(commentIds));
    expect(failed).toMatchObject({ status: 'failed', failure: 'unreachable', written: 0 });
    expect(sheetIds()).toEqual(commentIds);
    const pending = await t.db
      .selectFrom('feishu_exported_comments')
      .select('comment_id')
      .where('sheet_token', '=', outSheet)
      .where('pending', '=', 1)
      .execute();
    expect(pending.map((row) => row.comment_id).sort()).toEqual(commentIds.slice(1).sort());

    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ status: 'done', written: 0, skipped: 3 });
    expect(sheetIds()).toEqual(commentIds);
    // Now recorded for good: the counts per note include them.
    const links = ZExportedLinks.parse(expectOk(await t.api(worker).get(PATHS.feishu.exportedLinks)));
    expect(links[String(noteId)]?.count).toBe(2);
  });

  it('on a sheet whose id column is over 10 MB, a chunk whose answer never came is found a page at a time', async () => {
    // 600,000 rows of older records before ours: their first column alone is a ~20 MB answer.
    const rowsBefore = 600_000;
    const bigSheet = `${outSheet}-big`;
    fake.addSpreadsheet(bigSheet, { rows: new Array(rowsBefore).fill(['2025 年归档的旧记录，不是评论']) });
    await save(settings({ app_secret: fake.appSecret, output_sheet_token: bigSheet }));
    // The check as it was, the whole column in one call, is refused as Feishu refuses it.
    expect(await readInOneCall(bigSheet, `A1:A${rowsBefore + 3}`)).toMatchObject({ code: 90221 });

    await job(await exportIds([commentIds[0] as number]));
    fake.takeThenCut = 1;
    const failed = await job(await exportIds(commentIds));
    expect(failed).toMatchObject({ status: 'failed', failure: 'unreachable' });
    const reads = fake.counts.reads;
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ status: 'done', written: 0, skipped: 3 });
    const rows = fake.rowsOf(bigSheet);
    expect(rows).toHaveLength(rowsBefore + 3);
    expect(rows.slice(rowsBefore).map((row) => Number(row[0]))).toEqual(commentIds);
    // One page, from the row after the last one Feishu told us was ours.
    expect(fake.counts.reads - reads).toBe(1);
  });

  it('a chunk whose rows moved up (rows deleted above it since) is still found: the check reads back up', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    await job(await exportIds([commentIds[0] as number]));
    fake.takeThenCut = 1;
    const failed = await job(await exportIds(commentIds));
    expect(failed).toMatchObject({ status: 'failed', failure: 'unreachable' });
    // Someone deletes the header and the first comment's row: the chunk now stands above our last known row.
    fake.rowsOf(outSheet).splice(0, 2);
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: failed.id })));
    expect(retried).toMatchObject({ status: 'done', written: 0, skipped: 3 });
    expect(fake.rowsOf(outSheet).map((row) => Number(row[0]))).toEqual(commentIds.slice(1));
  });

  it('a page of the id column Feishu finds too large (long texts in column A) is read in halves', async () => {
    // 10,000 rows of 600 characters each: one page of them is a ~12 MB answer, half of it fits.
    const longSheet = `${outSheet}-long`;
    fake.addSpreadsheet(longSheet, { rows: new Array(10_000).fill([`长文本${'很长'.repeat(300)}`]) });
    await save(settings({ app_secret: fake.appSecret, output_sheet_token: longSheet }));
    await job(await exportIds([commentIds[0] as number]));
    // A chunk recorded as pending that never reached the sheet: every page is read, none over 10 MB.
    await recordPending(longSheet, commentIds[1] as number);
    const done = await job(await exportIds(commentIds));
    expect(done).toMatchObject({ status: 'done', written: 2, skipped: 1 });
    expect(
      fake
        .rowsOf(longSheet)
        .slice(10_000)
        .map((row) => Number(row[0])),
    ).toEqual(commentIds);
    expect(fake.counts.largestReadBytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(fake.counts.largestReadBytes).toBeLessThanOrEqual(10 * 1024 * 1024);
  });

  it('a fault of ours (the database) fails the job with its reason and a notice; Retry writes each row once', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    // The database loses the table the export records its rows in before the run reads it.
    await sql`ALTER TABLE feishu_exported_comments RENAME TO feishu_exported_comments_away`.execute(t.db);
    const started = ZFeishuExportJob.parse(expectOk(await exportIds(commentIds)));
    const failed = await job(await t.api(worker).get(fillPath(PATHS.feishu.job, { id: started.id }), EN), EN);
    await sql`ALTER TABLE feishu_exported_comments_away RENAME TO feishu_exported_comments`.execute(t.db);
    expect(failed).toMatchObject({ status: 'failed', failure: 'internal' });
    expect(failed.detail).toContain("An error on NoteDesk's side stopped the export");
    const box = ZMessageList.parse(expectOk(await t.api(worker).get(PATHS.messages.list, EN)));
    expect(box.items[0]).toMatchObject({
      event: 'feishu_export_stopped',
      title: 'Export to Feishu did not finish',
    });
    const retried = await job(await t.api(worker).post(fillPath(PATHS.feishu.retry, { id: started.id })));
    expect(retried).toMatchObject({ status: 'done' });
    expect(sheetIds()).toEqual(commentIds);
  });

  it('a chunk recorded as pending that never reached the sheet is sent again, once', async () => {
    await save(settings({ app_secret: fake.appSecret }));
    await job(await exportIds([commentIds[0] as number]));
    // As a crash right after recording the chunk as pending, before sending it, leaves it.
    await recordPending(outSheet, commentIds[1] as number);
    const done = await job(await exportIds(commentIds));
    expect(done).toMatchObject({ status: 'done', written: 2, skipped: 1 });
    expect(sheetIds()).toEqual(commentIds);
  });

  it('takes the sheet as its browser address: the tenant host is kept for links, the rows are not rewritten', async () => {
    const address = `https://acme.feishu.cn/sheets/${outSheet}?sheet=0b1a2c&from=from_copylink`;
    const saved = await save(settings({ app_secret: fake.appSecret, output_sheet_token: address }));
    expect(saved.output_sheet_token).toBe(address);
    const first = await job(await exportIds(commentIds.slice(0, 2)));
    expect(first).toMatchObject({ status: 'done', written: 2 });
    expect(first.sheet_url).toBe(`https://acme.feishu.cn/sheets/${outSheet}?sheet=0b1a2c`);
    const links = ZExportedLinks.parse(expectOk(await t.api(worker).get(PATHS.feishu.exportedLinks)));
    expect(links[String(noteId)]).toEqual({
      count: 2,
      link: `https://acme.feishu.cn/sheets/${outSheet}?sheet=0b1a2c`,
    });
    // The same sheet by its token: what is there is not written again.
    await save(settings({ output_sheet_token: `${outSheet}!0b1a2c` }));
    expect(await job(await exportIds(commentIds))).toMatchObject({ written: 1, skipped: 2 });
    expect(sheetIds()).toEqual(commentIds);
    expect((await runTest()).ok).toBe(true);
    for (const wrong of ['https://acme.feishu.cn/docs/abc', 'not a token', 'ftp://x/sheets/abc'])
      expectFailure(
        await t.api(admin).request('PUT', PATHS.feishu.settings, settings({ output_sheet_token: wrong })),
        422,
      );
  });

  it('never showed or logged the app secret', () => {
    for (const text of [...seen, ...logLines]) expect(text).not.toContain(fake.appSecret);
    expect(logLines.join('\n')).not.toContain('wrong-secret');
  });
});
