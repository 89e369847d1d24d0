import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fillPath,
  PATHS,
  type TCommentRow,
  type TNoteCard,
  type TPage,
  ZExportJob,
  ZExportJobList,
  ZExportStarted,
  ZMessageList,
} from '@notedesk/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { createMessageService } from '../../messages/service';
import { createExportService, EXPORT_DEFAULTS } from '../service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The first worksheet as rows of cells (header first). */
const readSheet = async (file: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => {
    rows.push(row);
  });
  const header = ((rows[0]?.values ?? []) as unknown[]).slice(1).map(String);
  const column = (name: string) => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`no column ${name} in ${header.join(', ')}`);
    return rows.slice(1).map((row) => row.getCell(at + 1));
  };
  return {
    name: sheet.name,
    header,
    body: rows.slice(1),
    column,
    text: (name: string) => column(name).map((cell) => cell.text),
  };
};

describe('xlsx export of the comment and note lists', () => {
  let t: TestApp;
  let dataDir: string;
  let tokenWorker: string;
  let tokenManager: string;
  let tokenOtherTenant: string;
  // 09:30 in Shanghai (01:30 UTC) ten days ago: the clock stays real (tokens are checked against it).
  const start = Math.floor(Date.now() / DAY) * DAY - 10 * DAY + 1.5 * HOUR;
  const startInShanghai = `${new Date(start).toISOString().slice(0, 10)} 09:30:00`;

  const download = async (
    token: string,
    path: string,
    query: Record<string, string | string[]>,
    language = 'zh-CN',
  ) => {
    const response = await t.app.inject({
      method: 'GET',
      url: path,
      query,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    return response;
  };

  const list = async <T>(path: string, query: Record<string, string | string[]>) =>
    expectOk(await t.api(tokenWorker).get(path, { query: { ...query, page_size: '200' } })) as TPage<T>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'notedesk-exports-'));
    // Job above 30 rows; 4 rows a query so every export crosses several chunks (ties included).
    t = await createTestApp({
      env: { DATA_DIR: dataDir, EXPORT_JOB_ROWS: '30' },
      exports: { chunkRows: 4, noteChunkRows: 4 },
    });
    tokenWorker = await t.loginAs(t.a.worker);
    tokenManager = await t.loginAs(t.a.manager);
    tokenOtherTenant = await t.loginAs(t.b.worker);
    const noteA = await newNote(t, {
      tenant_id: t.a.id,
      title: '秋冬保湿面霜测评',
      platform_note_id: '6650000000000000000000aa',
      note_url: 'https://www.xiaohongshu.com/explore/6650000000000000000000aa',
      image_list: JSON.stringify(['https://sns-img.example/cover.jpg']),
      comment_count: 40,
      at: start,
    });
    const noteB = await newNote(t, {
      tenant_id: t.a.id,
      title: '',
      description: '没有标题的笔记正文',
      at: start + HOUR,
    });
    const formulas = ['=HYPERLINK("http://evil.example","点我")', '+86 138', '-1+1', '@SUM(A1)', '\t=1+1'];
    for (let index = 0; index < 24; index += 1) {
      await newComment(t, {
        note_id: index % 3 === 0 ? noteB : noteA,
        content: formulas[index] ?? `第${index}条：这个面霜真的会过敏吗？`,
        // Pairs share a time, so the keyset's tie-break by id is crossed at chunk edges.
        at: start + Math.floor(index / 2) * HOUR,
        like_count: index % 5,
        cls_type: index % 2 === 0 ? 0 : 1,
        sentiment: index % 2 === 0 ? 'negative' : 'positive',
        neg_type: index % 2 === 0 ? 'adaptation' : null,
        pictures:
          index === 4
            ? JSON.stringify(['https://sns-img.example/p1.jpg', 'https://sns-img.example/p2.jpg'])
            : '[]',
        reply_text: index === 6 ? '您好，已私信您，请留意～' : '',
        process_status: index % 4,
      });
    }
    // Another tenant's comment never appears.
    const theirs = await newNote(t, { tenant_id: t.b.id, at: start });
    await newComment(t, { note_id: theirs, content: '别家的评论', at: start });
  });

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('comments: every row of the list in its order, Chinese intact, labels in words, Shanghai times, formulas as text', async () => {
    for (const sort of ['time_desc', 'time_asc', 'likes_desc']) {
      const query = { sort };
      const response = await download(tokenWorker, PATHS.comments.exportXlsx, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('评论导出'));
      const sheet = await readSheet(response.rawPayload);
      const rows = (await list<TCommentRow>(PATHS.comments.list, query)).items;
      expect(rows).toHaveLength(24);
      expect(sheet.text('评论ID')).toEqual(rows.map((row) => row.platform_comment_id));
      expect(sheet.text('评论内容')).toEqual(rows.map((row) => row.content));
    }
    const sheet = await readSheet(
      (await download(tokenWorker, PATHS.comments.exportXlsx, { sort: 'time_asc' })).rawPayload,
    );
    expect(sheet.name).toBe('评论');
    expect(sheet.text('评论内容')[5]).toBe('第5条：这个面霜真的会过敏吗？');
    expect(sheet.text('分类').slice(0, 2)).toEqual(['负面', '销售线索']);
    expect(sheet.text('情感').slice(0, 2)).toEqual(['负面', '正面']);
    expect(sheet.text('负面类型').slice(0, 2)).toEqual(['适配', '']);
    expect(sheet.text('跟进状态').slice(0, 4)).toEqual(['待跟进', '跟进中', '已跟进', '无需跟进']);
    // The first comment was published at 01:30 UTC: 09:30 in Shanghai.
    expect(sheet.text('发布时间（北京时间）')[0]).toBe(startInShanghai);
    expect(sheet.text('笔记标题').slice(0, 2)).toEqual(['没有标题的笔记正文', '秋冬保湿面霜测评']);
    expect(sheet.text('笔记链接')[1]).toBe('https://www.xiaohongshu.com/explore/6650000000000000000000aa');
    expect(sheet.text('图片链接')[4]).toBe('https://sns-img.example/p1.jpg\nhttps://sns-img.example/p2.jpg');
    expect(sheet.text('回复')[6]).toBe('您好，已私信您，请留意～');
    expect(sheet.column('点赞')[3]?.value).toBe(3);
    // Formula-looking text: a string cell (never a formula), text-formatted, exactly as written.
    for (const [at, text] of [
      [0, '=HYPERLINK("http://evil.example","点我")'],
      [1, '+86 138'],
      [2, '-1+1'],
      [3, '@SUM(A1)'],
      [4, '\t=1+1'],
    ] as const) {
      const cell = sheet.column('评论内容')[at];
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe(text);
      expect(cell?.numFmt).toBe('@');
    }
    expect(sheet.column('评论内容')[5]?.numFmt).not.toBe('@');
  });

  it('comments in English: headers and words in the request language', async () => {
    const response = await download(
      tokenWorker,
      PATHS.comments.exportXlsx,
      { sort: 'time_asc' },
      'en-US,en;q=0.9',
    );
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.name).toBe('Comments');
    expect(sheet.header.slice(0, 3)).toEqual(['Platform', 'Comment ID', 'Comment']);
    expect(sheet.text('Class').slice(0, 2)).toEqual(['Negative', 'Sales lead']);
    expect(sheet.text('Negative type')[0]).toBe('Suitability');
    expect(sheet.text('Follow-up status').slice(0, 2)).toEqual(['To do', 'In progress']);
    expect(sheet.text('Platform')[0]).toBe('Xiaohongshu');
    expect(sheet.text('Published (Beijing time)')[0]).toBe(startInShanghai);
    expect(sheet.text('Comment')[5]).toBe('第5条：这个面霜真的会过敏吗？');
  });

  it('comments: the list filters apply (last week’s negatives, text search), and another tenant’s rows never', async () => {
    const query = {
      cls_type: '0',
      start_time: new Date(start + 2 * HOUR).toISOString(),
      end_time: new Date(start + 20 * HOUR).toISOString(),
    };
    const sheet = await readSheet((await download(tokenWorker, PATHS.comments.exportXlsx, query)).rawPayload);
    const rows = (await list<TCommentRow>(PATHS.comments.list, query)).items;
    expect(rows.length).toBeGreaterThan(3);
    expect(sheet.text('评论ID')).toEqual(rows.map((row) => row.platform_comment_id));
    expect(new Set(sheet.text('分类'))).toEqual(new Set(['负面']));
    const searched = await readSheet(
      (await download(tokenWorker, PATHS.comments.exportXlsx, { q: '面霜真的' })).rawPayload,
    );
    expect(searched.body.length).toBe(
      (await list<TCommentRow>(PATHS.comments.list, { q: '面霜真的' })).total,
    );
    const theirs = await readSheet(
      (await download(tokenOtherTenant, PATHS.comments.exportXlsx, {})).rawPayload,
    );
    expect(theirs.text('评论内容')).toEqual(['别家的评论']);
  });

  it('comments: a bad filter answers 422 like the list', async () => {
    const response = await t.api(tokenWorker).get(PATHS.comments.exportXlsx, { query: { cls_type: '7' } });
    expectFailure(response, 422);
  });

  it('notes: every note of the list in its order for each sort, with title, link, counts and pictures', async () => {
    for (const sort of ['time_desc', 'time_asc', 'comments_desc', 'neg_ratio_desc', 'likes_desc']) {
      const sheet = await readSheet(
        (await download(tokenWorker, PATHS.notes.exportXlsx, { sort })).rawPayload,
      );
      const notes = (await list<TNoteCard>(PATHS.notes.list, { sort })).items;
      expect(notes.length).toBeGreaterThan(1);
      expect(sheet.text('笔记ID')).toEqual(notes.map((note) => note.platform_note_id));
      expect(sheet.column('负面评论').map((cell) => cell.value)).toEqual(
        notes.map((note) => note.negCommentCount),
      );
    }
    const sheet = await readSheet(
      (await download(tokenWorker, PATHS.notes.exportXlsx, { sort: 'time_asc' }, 'en-US')).rawPayload,
    );
    const row = sheet.text('Title').indexOf('秋冬保湿面霜测评');
    expect(sheet.text('Note link')[row]).toBe('https://www.xiaohongshu.com/explore/6650000000000000000000aa');
    expect(sheet.text('Picture links')[row]).toBe('https://sns-img.example/cover.jpg');
    expect(sheet.text('Tracked')[row]).toMatch(/Yes|No/);
  });

  it('above the threshold: a job with progress, a message to the requester, a file for the tenant only, gone after 24 h', async () => {
    // 31 rows: more than EXPORT_JOB_ROWS=30.
    const theNote = await newNote(t, { tenant_id: t.a.id, title: '大批量', at: start });
    for (let index = 0; index < 7; index += 1)
      await newComment(t, { note_id: theNote, content: `批量${index}`, at: start + 2 * DAY });
    const started = await download(tokenWorker, PATHS.comments.exportXlsx, { sort: 'time_asc' });
    expect(started.statusCode, started.body).toBe(202);
    const { job } = ZExportStarted.parse(JSON.parse(started.body).data);
    expect(job.rows_total).toBe(31);
    let current = job;
    while (current.status === 'queued' || current.status === 'running') {
      // Lets the job's file writes run between polls (the poll itself never waits on I/O).
      await new Promise((resolve) => setTimeout(resolve, 10));
      current = ZExportJob.parse(
        expectOk(await t.api(tokenWorker).get(fillPath(PATHS.exports.job, { id: job.id }))),
      );
    }
    expect(current).toMatchObject({ status: 'done', rows_written: 31, rows_total: 31, downloadable: true });
    expect(Date.parse(current.expires_at ?? '')).toBe(Date.parse(current.finished_at ?? '') + DAY);

    // The requester's message box has the notice, in the reader's language, linking to the exports page.
    const inbox = ZMessageList.parse(
      expectOk(
        await t.api(tokenWorker).get(PATHS.messages.list, { headers: { 'accept-language': 'en-US' } }),
      ),
    );
    expect(inbox.items[0]).toMatchObject({
      event: 'export_ready',
      title: 'Your export is ready',
      link: '/exports',
    });
    expect(inbox.items[0]?.content).toContain('31');
    const mine = ZExportJobList.parse(expectOk(await t.api(tokenWorker).get(PATHS.exports.list)));
    expect(mine.items.map((item) => item.id)).toEqual([job.id]);
    expect(ZExportJobList.parse(expectOk(await t.api(tokenManager).get(PATHS.exports.list))).items).toEqual(
      [],
    );

    // Any user of the tenant downloads it; the file is the list, every row.
    const file = await download(tokenManager, fillPath(PATHS.exports.file, { id: job.id }), {});
    expect(file.statusCode).toBe(200);
    const sheet = await readSheet(file.rawPayload);
    const rows = (await list<TCommentRow>(PATHS.comments.list, { sort: 'time_asc' })).items;
    expect(sheet.text('评论ID')).toEqual(rows.map((row) => row.platform_comment_id));

    // Another tenant: as missing as no job.
    expectFailure(await t.api(tokenOtherTenant).get(fillPath(PATHS.exports.file, { id: job.id })), 404);
    expectFailure(await t.api(tokenOtherTenant).get(fillPath(PATHS.exports.job, { id: job.id })), 404);

    // 24 h later the sweep removes the file; the job stays listed, no longer downloadable.
    const files = async () => readdir(join(dataDir, 'exports', String(t.a.id)));
    expect(await files()).toHaveLength(1);
    const dayLater = { ...t, now: () => t.clock.now() + DAY + 1 };
    const sweeper = createExportService(dayLater, createMessageService(t), {
      ...EXPORT_DEFAULTS,
      jobRows: 30,
    });
    expect(await sweeper.removeExpired()).toBe(1);
    expect(await files()).toEqual([]);
    expectFailure(await t.api(tokenWorker).get(fillPath(PATHS.exports.file, { id: job.id })), 404);
    const after = ZExportJob.parse(
      expectOk(await t.api(tokenWorker).get(fillPath(PATHS.exports.job, { id: job.id }))),
    );
    expect(after.downloadable).toBe(false);
  });

  it('a job interrupted by a restart is marked failed and its requester told', async () => {
    const at = t.clock.now();
    const job = await t.db
      .insertInto('jobs')
      .values({
        tenant_id: t.a.id,
        kind: 'export',
        status: 'running',
        payload: JSON.stringify({ subject: 'notes', query: {}, language: 'zh-CN' }),
        progress: JSON.stringify({ rows_written: 4000, rows_total: 50000 }),
        created_by: t.a.manager.id,
        // A process of this host that no longer runs.
        claimed_by: `${(await import('node:os')).hostname()}:2147483646:gone`,
        created_at: at,
        started_at: at,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const restarted = createExportService(t, createMessageService(t), { ...EXPORT_DEFAULTS, jobRows: 30 });
    expect(await restarted.failInterrupted()).toBe(1);
    const shown = ZExportJob.parse(
      expectOk(
        await t
          .api(tokenManager)
          .get(fillPath(PATHS.exports.job, { id: job.id }), { headers: { 'accept-language': 'en-US' } }),
      ),
    );
    expect(shown).toMatchObject({ status: 'failed', downloadable: false, rows_written: 4000 });
    expect(shown.error).toBe('The server restarted during the export; export again');
    const inbox = ZMessageList.parse(expectOk(await t.api(tokenManager).get(PATHS.messages.list)));
    expect(inbox.items[0]).toMatchObject({ event: 'export_failed', title: '导出失败', link: '/exports' });
    expect(existsSync(join(dataDir, 'exports', String(t.a.id), `${job.id}.xlsx`))).toBe(false);
  });
});
