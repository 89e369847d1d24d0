import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZCreatedApiKey, ZImportJob, ZIngestResult } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../../../testing/testApp';
import { createImportService, type ImportService, type StoredFile } from '../service';
import { createTestClassifier } from './testClassifier';

/**
 * Issue #13: records a hostile crawler sends (through the ingest API or in a MediaCrawler file) with an
 * out-of-range time (finding 2), a value nested thousands of levels deep (finding 6) or a `javascript:`
 * link (finding 8). The bad item or row is reported; the others are stored and the pages keep answering.
 */

let t: TestApp;
let service: ImportService;
let key = '';
let worker = '';
let manager = '';
let directory = '';

const EN = { 'accept-language': 'en-US' };
const TIME_MS = '1736476800000';

const ingest = (record: 'notes' | 'comments', body: unknown, headers: Record<string, string> = {}) =>
  t.api().post(`/api/ingest/${record}`, body, { headers: { 'x-api-key': key, ...headers } });

/** Comments as JSON text written by hand, for values JSON.stringify itself cannot write (5,000 levels deep). */
const ingestRaw = (body: string, headers: Record<string, string> = {}) =>
  t.api().post('/api/ingest/comments', body, {
    headers: { 'content-type': 'application/json', ...headers, 'x-api-key': key },
  });

/** `{"a":{"a":…"x"…}}` nested `levels` deep, as JSON text. */
const nested = (levels: number): string => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

const writeFile = (name: string, text: string): StoredFile => {
  const path = join(directory, name);
  writeFileSync(path, text);
  return { path, name, bytes: statSync(path).size };
};

const stored = (
  table: 'notes' | 'comments',
  idColumn: 'platform_note_id' | 'platform_comment_id',
  id: string,
) =>
  t.db
    .selectFrom(table)
    .selectAll()
    .where('tenant_id', '=', t.a.id)
    .where(idColumn, '=', id)
    .executeTakeFirst();

/** The three pages a hostile time used to break, as a worker opens them. */
const expectPagesAnswer = async () => {
  for (const path of ['/api/track/content-comments', '/api/track/daily-task-list', '/api/track/contents']) {
    for (const platform of ['xhs', 'dy']) {
      const response = await t.api(worker).get(path, { query: { target_platform: platform } });
      expect(response.status, `${path} ${platform}: ${response.text}`).toBe(200);
    }
  }
};

beforeAll(async () => {
  t = await createTestApp();
  service = createImportService(t, createTestClassifier());
  const admin = await t.loginAs(t.a.admin);
  [worker, manager] = await Promise.all([t.loginAs(t.a.worker), t.loginAs(t.a.manager)]);
  key = ZCreatedApiKey.parse(
    expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
  ).key;
  directory = mkdtempSync(join(tmpdir(), 'notedesk-hostile-'));
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await t.close();
});

describe('times out of range (finding 2)', () => {
  it('ingest refuses a comment with create_time 1e20 by index, keeps the others, and the pages answer', async () => {
    const items = [
      { comment_id: 'tc-ok', note_id: 'tn-ok', content: '好用', create_time: TIME_MS, like_count: '1' },
      { comment_id: 'tc-1e20', note_id: 'tn-ok', content: '坏时间', create_time: 1e20, like_count: '1' },
      { comment_id: 'tc-1999', note_id: 'tn-ok', content: '太早', create_time: '946684799', like_count: '1' },
      {
        comment_id: 'tc-future',
        note_id: 'tn-ok',
        content: '明年',
        create_time: String(t.clock.now() + 2 * 86_400_000),
        like_count: '1',
      },
      {
        comment_id: 'tc-crawl',
        note_id: 'tn-ok',
        content: '抓取',
        create_time: TIME_MS,
        last_modify_ts: 9e15,
      },
    ];
    const result = ZIngestResult.parse(expectOk(await ingest('comments', { items })));
    expect(result).toMatchObject({ received: 5, imported: 1, skipped: 4 });
    expect(result.errors.map((error) => [error.index, error.id])).toEqual([
      [1, 'tc-1e20'],
      [2, 'tc-1999'],
      [3, 'tc-future'],
      [4, 'tc-crawl'],
    ]);
    // In the reader's language: Chinese by default, English when asked.
    expect(result.errors[0]?.reason).toMatch(
      /^create_time：100000000000000000000 不在可接受的时间范围内（2000-01-01 至 \d{4}-\d{2}-\d{2}）$/,
    );
    const english = ZIngestResult.parse(expectOk(await ingest('comments', { items }, EN)));
    expect(english.errors[0]?.reason).toMatch(
      /^create_time: 100000000000000000000 is outside the accepted time range \(2000-01-01 to \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(english.errors[3]?.reason).toContain('last_modify_ts: 9000000000000000 is outside');
    expect(await stored('comments', 'platform_comment_id', 'tc-ok')).toBeDefined();
    for (const id of ['tc-1e20', 'tc-1999', 'tc-future', 'tc-crawl'])
      expect(await stored('comments', 'platform_comment_id', id)).toBeUndefined();
    await expectPagesAnswer();
  });

  it('ingest refuses a note with time 9e15 (xhs) or create_time 1e20 (Douyin) and keeps the others', async () => {
    const items = [
      { note_id: 'tn-ok', title: '好笔记', time: TIME_MS, liked_count: '1' },
      { note_id: 'tn-9e15', title: '坏时间', time: 9e15, liked_count: '1' },
    ];
    const result = ZIngestResult.parse(expectOk(await ingest('notes', { items }, EN)));
    expect(result).toMatchObject({ received: 2, imported: 1, skipped: 1 });
    expect(result.errors).toEqual([
      { index: 1, id: 'tn-9e15', reason: expect.stringContaining('time: 9000000000000000 is outside') },
    ]);
    const douyin = ZIngestResult.parse(
      expectOk(
        await ingest('notes', {
          platform: 'dy',
          items: [
            { aweme_id: '7400000000000000091', create_time: '1736476800', liked_count: '1' },
            { aweme_id: '7400000000000000092', create_time: 1e20, liked_count: '1' },
          ],
        }),
      ),
    );
    expect(douyin).toMatchObject({
      imported: 1,
      skipped: 1,
      errors: [{ index: 1, id: '7400000000000000092' }],
    });
    expect(await stored('notes', 'platform_note_id', 'tn-9e15')).toBeUndefined();
    expect(await stored('notes', 'platform_note_id', '7400000000000000092')).toBeUndefined();
    await expectPagesAnswer();
  });

  it('an import reports the rows with out-of-range times by line (in both languages) and imports the rest', async () => {
    const comments = writeFile(
      'search_comments_2025-04-01.json',
      JSON.stringify(
        [
          {
            comment_id: 'fc-ok',
            note_id: 'tn-ok',
            content: '好',
            create_time: Number(TIME_MS),
            like_count: 1,
          },
          { comment_id: 'fc-1e20', note_id: 'tn-ok', content: '坏', create_time: 1e20, like_count: 1 },
          {
            comment_id: 'fc-ok2',
            note_id: 'tn-ok',
            content: '好',
            create_time: Number(TIME_MS),
            like_count: 1,
          },
        ],
        null,
        1,
      ),
    );
    const notes = writeFile(
      'search_contents_2025-04-01.jsonl',
      [
        JSON.stringify({
          note_id: 'fn-ok',
          type: 'normal',
          title: '好',
          desc: '',
          time: TIME_MS,
          user_id: 'u',
          liked_count: '1',
          comment_count: '0',
        }),
        JSON.stringify({
          note_id: 'fn-9e15',
          type: 'normal',
          title: '坏',
          desc: '',
          time: 9e15,
          user_id: 'u',
          liked_count: '1',
          comment_count: '0',
        }),
      ].join('\n'),
    );
    const job = await service.importFiles(t.a.id, [notes, comments]);
    expect(job).toMatchObject({
      status: 'done',
      progress: { read: 5, imported: 3, updated: 0, unchanged: 0, skipped: 2 },
      errors_total: 2,
    });
    const zh = ZImportJob.parse(expectOk(await t.api(manager).get(`/api/imports/${job.id}`)));
    expect(zh.errors.map((problem) => [problem.file, problem.line])).toEqual([
      ['search_contents_2025-04-01.jsonl', 2],
      ['search_comments_2025-04-01.json', 9],
    ]);
    expect(zh.errors[1]?.reason).toMatch(/^create_time：100000000000000000000 不在可接受的时间范围内/);
    const en = ZImportJob.parse(
      expectOk(await t.api(manager).get(`/api/imports/${job.id}`, { headers: EN })),
    );
    expect(en.errors[0]?.reason).toMatch(/^time: 9000000000000000 is outside the accepted time range/);
    expect(await stored('notes', 'platform_note_id', 'fn-9e15')).toBeUndefined();
    expect(await stored('comments', 'platform_comment_id', 'fc-1e20')).toBeUndefined();
    expect(await stored('comments', 'platform_comment_id', 'fc-ok2')).toBeDefined();
    await expectPagesAnswer();
  });

  it('time filters and concurrency tokens at the ends of what the API takes answer without a 5xx', async () => {
    const bounds = [
      { start_time: '0000-01-01', end_time: '9999-12-31' },
      { start_time: '0000-01-01T00:00:00+14:00', end_time: '9999-12-31T23:59:59.999-12:00' },
    ];
    for (const path of ['/api/track/content-comments', '/api/track/contents'])
      for (const query of bounds) expect((await t.api(worker).get(path, { query })).status).toBe(200);
    const comment = await stored('comments', 'platform_comment_id', 'tc-ok');
    for (const expected of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999-12:00']) {
      const response = await t.api(worker).post('/api/track/set-process-status', {
        comment_ids: [comment?.id],
        status: 1,
        expected_updated_at: expected,
      });
      expect(response.status, response.text).toBeLessThan(500);
    }
  });
});

describe('values nested thousands of levels deep (finding 6)', () => {
  it('ingest refuses the deep item by index and keeps the valid items of the batch', async () => {
    const body = `{"items":[
      {"comment_id":"dc-ok1","note_id":"tn-ok","content":"好","create_time":"${TIME_MS}"},
      {"comment_id":"dc-deep","note_id":"tn-ok","content":${nested(5000)},"create_time":"${TIME_MS}"},
      {"comment_id":"dc-ok2","note_id":"tn-ok","content":"好","create_time":"${TIME_MS}"}]}`;
    const result = ZIngestResult.parse(expectOk(await ingestRaw(body, EN)));
    expect(result).toMatchObject({
      received: 3,
      imported: 2,
      skipped: 1,
      errors: [{ index: 1, id: 'dc-deep', reason: expect.stringMatching(/nested deeper than \d+ levels/) }],
    });
    const zh = ZIngestResult.parse(expectOk(await ingestRaw(body)));
    expect(zh.errors[0]?.reason).toMatch(/嵌套超过 \d+ 层/);
    expect(await stored('comments', 'platform_comment_id', 'dc-ok2')).toBeDefined();
    expect(await stored('comments', 'platform_comment_id', 'dc-deep')).toBeUndefined();
    // The same under a key that Fastify's prototype-poisoning check looks into.
    const poisoned = `{"items":[{"comment_id":"dc-ok3","note_id":"tn-ok","content":"好","create_time":"${TIME_MS}"},
      {"comment_id":"dc-deep2","note_id":"tn-ok","content":${'{"constructor":'.repeat(5000)}1${'}'.repeat(5000)},"create_time":"${TIME_MS}"}]}`;
    const response = await ingestRaw(poisoned);
    expect(response.status, response.text).toBeLessThan(500);
  });

  it('a JSON or JSON Lines import with one such record imports the other rows and reports its line', async () => {
    const row = (id: string, content: string) =>
      `{"comment_id":"${id}","note_id":"tn-ok","content":${content},"create_time":${TIME_MS},"like_count":1}`;
    const json = writeFile(
      'search_comments_2025-04-02.json',
      `[\n${['j1', 'j2', 'deep', 'j4', 'j5'].map((id) => row(`dj-${id}`, id === 'deep' ? nested(5000) : '"好"')).join(',\n')}\n]\n`,
    );
    const jsonl = writeFile(
      'search_comments_2025-04-03.jsonl',
      `${['l1', 'deep', 'l3'].map((id) => row(`dl-${id}`, id === 'deep' ? nested(5000) : '"好"')).join('\n')}\n`,
    );
    const job = await service.importFiles(t.a.id, [json, jsonl]);
    expect(job).toMatchObject({
      status: 'done',
      progress: { read: 8, imported: 6, skipped: 2 },
      errors: [
        {
          file: 'search_comments_2025-04-02.json',
          line: 4,
          reason: expect.stringContaining('nested deeper'),
        },
        {
          file: 'search_comments_2025-04-03.jsonl',
          line: 2,
          reason: expect.stringContaining('nested deeper'),
        },
      ],
    });
    expect(await stored('comments', 'platform_comment_id', 'dj-j5')).toBeDefined();
    expect(await stored('comments', 'platform_comment_id', 'dl-l3')).toBeDefined();
  });
});

describe('links that are not the platform’s (finding 8)', () => {
  it('ingest keeps a note whose note_url is javascript:, with its platform link instead, and reports it', async () => {
    const items = [
      { note_id: 'ln-js', title: '链接', time: TIME_MS, note_url: 'javascript:alert(document.cookie)' },
      {
        note_id: 'ln-evil',
        title: '链接',
        time: TIME_MS,
        note_url: 'https://xiaohongshu.com.evil.example/explore/1',
      },
      {
        note_id: 'ln-good',
        title: '链接',
        time: TIME_MS,
        note_url: 'https://www.xiaohongshu.com/explore/ln-good?xsec_token=AB&xsec_source=pc_search',
      },
    ];
    const result = ZIngestResult.parse(expectOk(await ingest('notes', { items }, EN)));
    expect(result).toMatchObject({ received: 3, imported: 3, skipped: 0, errors: [] });
    expect(result.warnings).toEqual([
      {
        index: 0,
        id: 'ln-js',
        reason: expect.stringMatching(/^note_url: not an http\(s\) link to xiaohongshu\.com/),
      },
      { index: 1, id: 'ln-evil', reason: expect.stringContaining('note_url') },
    ]);
    expect((await stored('notes', 'platform_note_id', 'ln-js'))?.note_url).toBe(
      'https://www.xiaohongshu.com/explore/ln-js',
    );
    expect((await stored('notes', 'platform_note_id', 'ln-evil'))?.note_url).toBe(
      'https://www.xiaohongshu.com/explore/ln-evil',
    );
    expect((await stored('notes', 'platform_note_id', 'ln-good'))?.note_url).toBe(items[2]?.note_url);
    const zh = ZIngestResult.parse(expectOk(await ingest('notes', { items })));
    expect(zh.warnings[0]?.reason).toMatch(/^note_url：不是指向 xiaohongshu\.com/);
    // A Douyin link must be Douyin's: an xhs link on a Douyin video is refused too.
    const douyin = ZIngestResult.parse(
      expectOk(
        await ingest('notes', {
          items: [
            {
              aweme_id: '7400000000000000093',
              create_time: '1736476800',
              aweme_url: 'https://www.xiaohongshu.com/explore/1',
            },
            {
              aweme_id: '7400000000000000094',
              create_time: '1736476800',
              aweme_url: 'https://www.iesdouyin.com/share/video/7400000000000000094/',
            },
          ],
        }),
      ),
    );
    expect(douyin).toMatchObject({ imported: 2, warnings: [{ index: 0, id: '7400000000000000093' }] });
    expect((await stored('notes', 'platform_note_id', '7400000000000000093'))?.note_url).toBe(
      'https://www.douyin.com/video/7400000000000000093',
    );
    // The note page gets the platform link only.
    const page = expectOk(await t.api(worker).get('/api/track/contents', { query: { keyword: 'x' } }));
    expect(JSON.stringify(page)).not.toContain('javascript:');
  });

  it('a bad link already in the database (written around entry) is sent as the platform link', async () => {
    await t.db
      .updateTable('notes')
      .set({ note_url: 'javascript:alert(1)' })
      .where('platform_note_id', '=', 'ln-good')
      .execute();
    const page = expectOk(await t.api(worker).get('/api/track/contents', { query: { page_size: '200' } }));
    const sent = JSON.stringify(page);
    expect(sent).not.toContain('javascript:');
    expect(sent).toContain('"note_url":"https://www.xiaohongshu.com/explore/ln-good"');
  });

  it('an import keeps such a row with its platform link and reports the line', async () => {
    const notes = writeFile(
      'search_contents_2025-04-04.csv',
      [
        '"note_id","type","title","desc","time","user_id","liked_count","comment_count","note_url"',
        `"lf-ok","normal","好","","${TIME_MS}","u","1","0","https://www.xiaohongshu.com/explore/lf-ok"`,
        `"lf-js","normal","坏","","${TIME_MS}","u","1","0","javascript:alert(1)"`,
      ].join('\n'),
    );
    const job = await service.importFiles(t.a.id, [notes]);
    expect(job).toMatchObject({
      status: 'done',
      progress: { read: 2, imported: 2, skipped: 0 },
      errors: [
        { file: 'search_contents_2025-04-04.csv', line: 3, reason: expect.stringContaining('note_url') },
      ],
    });
    expect((await stored('notes', 'platform_note_id', 'lf-js'))?.note_url).toBe(
      'https://www.xiaohongshu.com/explore/lf-js',
    );
  });
});
