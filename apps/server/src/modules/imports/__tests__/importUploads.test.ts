import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZImportJob } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { waitForImportJob } from './waitForImportJob';

const HEADER =
  '"comment_id","create_time","ip_location","note_id","content","user_id","nickname","avatar","sub_comment_count","pictures","parent_comment_id","last_modify_ts","like_count"';
const csvRow = (id: string, content: string, likes = '1') =>
  `"${id}","1736476800000","","x1","${content}","u","n","","0","","0","1736500000000","${likes}"`;
const jsonRecord = (id: string, content: unknown) => ({
  comment_id: id,
  create_time: '1736476800000',
  note_id: 'x1',
  content,
  last_modify_ts: '1736500000000',
  like_count: '1',
});

describe('import uploads: private files, clear refusals, safe reports', () => {
  let t: TestApp;
  let manager: string;
  let dataDir: string;
  /** A process of this host that is certainly not running (pids stay far below 2^30). */
  const deadOwner = `${hostname()}:${2 ** 30}:gone`;

  const upload = (files: Array<{ name: string; bytes: Buffer }>, headers: Record<string, string> = {}) => {
    const form = multipartBody(files);
    return t.api(manager).post('/api/imports', form.body, { headers: { ...form.headers, ...headers } });
  };
  const storedContents = async (ids: string[]) =>
    (
      await t.db
        .selectFrom('comments')
        .select(['platform_comment_id', 'content'])
        .where('tenant_id', '=', t.a.id)
        .where('platform_comment_id', 'in', ids)
        .orderBy('platform_comment_id')
        .execute()
    ).map((row) => [row.platform_comment_id, row.content]);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'notedesk-uploads-test-'));
    // What a crashed process left: its folder with an upload still in it.
    const left = join(dataDir, 'uploads', encodeURIComponent(deadOwner));
    mkdirSync(left, { recursive: true });
    writeFileSync(join(left, 'crashed.upload'), 'comment_id\n');
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    manager = await t.loginAs(t.a.manager);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps uploads in a folder of the data directory only the server can read, and removes what crashed processes left', async () => {
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
    const job = ZImportJob.parse(
      expectOk(
        await upload([
          {
            name: 'search_comments_2025-03-01.csv',
            bytes: Buffer.from(`${HEADER}\n${csvRow('p1', '好')}\n`),
          },
        ]),
      ),
    );
    expect(await waitForImportJob(t.api(manager), job.id)).toMatchObject({ status: 'done' });
    const folders = readdirSync(join(dataDir, 'uploads'));
    expect(folders).toHaveLength(1);
    expect(statSync(join(dataDir, 'uploads')).mode & 0o777).toBe(0o700);
    const own = join(dataDir, 'uploads', folders[0] ?? '');
    expect(statSync(own).mode & 0o777).toBe(0o700);
    // The job removed its file when it ended.
    expect(readdirSync(own)).toEqual([]);
  });

  it('a truncated multipart upload answers 400 and leaves no file behind', async () => {
    const form = multipartBody([
      { name: 'search_comments_2025-03-01.csv', bytes: Buffer.from(`${HEADER}\n${csvRow('tr1', 'x')}\n`) },
    ]);
    const cut = form.body.subarray(0, form.body.length - 40);
    const refused = expectFailure(
      await t
        .api(manager)
        .post('/api/imports', cut, { headers: { ...form.headers, 'accept-language': 'en' } }),
      400,
    );
    expect(refused.detail).toBe('Field file is invalid: not a valid multipart upload');
    const knowledge = expectFailure(
      await t.api(manager).post('/api/knowledge/upload?mode=append', cut, { headers: form.headers }),
      400,
    );
    expect(knowledge.field).toBe('file');
    const own = readdirSync(join(dataDir, 'uploads'));
    for (const folder of own) expect(readdirSync(join(dataDir, 'uploads', folder))).toEqual([]);
  });

  it('refuses a row holding a NUL character by its line, as the API does, and imports the others (csv, json, jsonl)', async () => {
    const csv = [HEADER, csvRow('n1', 'fine'), csvRow('n2', 'bad\u0000text'), csvRow('n3', 'fine too')].join(
      '\n',
    );
    const jsonl = [
      JSON.stringify(jsonRecord('n4', 'ok')),
      JSON.stringify(jsonRecord('n5', 'a\u0000b')),
      JSON.stringify({ ...jsonRecord('n6', 'ok'), pictures: { nested: ['x', 'y\u0000'] } }),
    ].join('\n');
    const json = JSON.stringify([jsonRecord('n7', 'ok'), jsonRecord('n8', '\u0000')], null, 1);
    const job = ZImportJob.parse(
      expectOk(
        await upload(
          [
            { name: 'search_comments_2025-03-02.csv', bytes: Buffer.from(csv) },
            { name: 'detail_comments_2025-03-02.jsonl', bytes: Buffer.from(jsonl) },
            { name: 'creator_comments_2025-03-02.json', bytes: Buffer.from(json) },
          ],
          { 'accept-language': 'en' },
        ),
      ),
    );
    const done = await waitForImportJob(t.api(manager), job.id);
    expect(done.progress).toMatchObject({ read: 8, imported: 4, skipped: 4 });
    expect(done.errors).toEqual([
      { file: 'search_comments_2025-03-02.csv', line: 3, reason: 'content：包含不允许的空字符（NUL）' },
      { file: 'detail_comments_2025-03-02.jsonl', line: 2, reason: 'content：包含不允许的空字符（NUL）' },
      {
        file: 'detail_comments_2025-03-02.jsonl',
        line: 3,
        reason: 'pictures.nested.1：包含不允许的空字符（NUL）',
      },
      { file: 'creator_comments_2025-03-02.json', line: 10, reason: 'content：包含不允许的空字符（NUL）' },
    ]);
    const report = await t.api(manager).get(`/api/imports/${job.id}/errors.csv`, {
      headers: { 'accept-language': 'en' },
    });
    expect(report.text).toContain(
      'search_comments_2025-03-02.csv,3,"content: contains a NUL character, which is not allowed"',
    );
    expect(await storedContents(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8'])).toEqual([
      ['n1', 'fine'],
      ['n3', 'fine too'],
      ['n4', 'ok'],
      ['n7', 'ok'],
    ]);
  });

  it('the error report shows a file name or reason that starts like a formula as text, never as a formula', async () => {
    const names = ['=1+2 search_comments_2025-03-03.csv', '@SUM(A1) search_comments_2025-03-04.csv'];
    const job = ZImportJob.parse(
      expectOk(
        await upload(
          names.map((name) => ({ name, bytes: Buffer.from(`${HEADER}\n${csvRow('f1', 'x', 'many')}\n`) })),
        ),
      ),
    );
    await waitForImportJob(t.api(manager), job.id);
    const stored = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('jobs')
      .set({
        result: JSON.stringify({
          ...JSON.parse(String(stored.result)),
          errors_total: 4,
          errors: [
            ...JSON.parse(String(stored.result)).errors,
            { file: '-2+3 search_comments_2025-03-05.csv', line: 4, reason: '+cmd|" /C calc"!A0' },
            { file: '\tsearch_comments_2025-03-05.csv', line: 5, reason: '\r=1' },
          ],
        }),
      })
      .where('id', '=', job.id)
      .execute();
    const report = await t.api(manager).get(`/api/imports/${job.id}/errors.csv`, {
      headers: { 'accept-language': 'en' },
    });
    expect(report.text.split('\r\n')).toEqual([
      '\ufefffile,line,reason',
      `'=1+2 search_comments_2025-03-03.csv,2,"like_count: not a count (""many"")"`,
      `'@SUM(A1) search_comments_2025-03-04.csv,2,"like_count: not a count (""many"")"`,
      `'-2+3 search_comments_2025-03-05.csv,4,"'+cmd|"" /C calc""!A0"`,
      `'\tsearch_comments_2025-03-05.csv,5,"'\r=1"`,
      '',
    ]);
  });
});
