import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTenantRows } from '../../../testing/countTenantRows';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import type { AuthContext } from '../../auth/authContext';
import { createImportService, type ImportService, type StoredFile } from '../service';
import { createTestClassifier } from './testClassifier';

const fixture = (...parts: string[]): StoredFile => {
  const path = join(import.meta.dirname, 'fixtures', ...parts);
  return { path, name: basename(path), bytes: statSync(path).size };
};

const XHS_NOTES = fixture('xhs', 'search_contents_2025-01-10.csv');
const XHS_NOTES_HASHED = fixture('xhs', 'search_contents_2025-01-11.json');
const XHS_COMMENTS = fixture('xhs', 'search_comments_2025-01-10.csv');
const XHS_COMMENTS_NEWER = fixture('xhs', 'detail_comments_2025-01-12.jsonl');
const XHS_LATE_NOTE = fixture('xhs', 'detail_contents_2025-01-13.jsonl');
const DY_NOTES = fixture('dy', 'creator_contents_2025-01-10.jsonl');
const DY_COMMENTS = fixture('dy', 'search_comments_2025-01-10.json');

let t: TestApp;
let service: ImportService;
let classifier: ReturnType<typeof createTestClassifier>;
let caller: AuthContext;

const comment = (tenantId: number, id: string) =>
  t.db
    .selectFrom('comments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('platform_comment_id', '=', id)
    .executeTakeFirstOrThrow();

const note = (tenantId: number, id: string) =>
  t.db
    .selectFrom('notes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('platform_note_id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  classifier = createTestClassifier();
  service = createImportService(t, classifier);
  caller = { userId: t.a.manager.id, tenantId: t.a.id, role: 'manager', sessionId: 'test' };
});
afterAll(async () => {
  await t.close();
});

describe('importing MediaCrawler files', () => {
  it('imports comments before their notes as orphans, with parent links, and reports broken rows', async () => {
    const job = await service.importFiles(t.a.id, [XHS_COMMENTS]);
    expect(job.status).toBe('done');
    expect(job.progress).toEqual({ read: 9, imported: 6, updated: 0, unchanged: 0, skipped: 3 });
    expect(job.errors).toEqual([
      { file: 'search_comments_2025-01-10.csv', line: 6, reason: 'wrong column count: 12 instead of 13' },
      { file: 'search_comments_2025-01-10.csv', line: 7, reason: 'like_count: not a count ("很多")' },
      { file: 'search_comments_2025-01-10.csv', line: 8, reason: 'invalid UTF-8 bytes' },
    ]);
    const c1 = await comment(t.a.id, 'c1');
    expect(c1).toMatchObject({
      note_id: null,
      platform_note_id: 'x1',
      parent_comment_id: '',
      content: '好用，"真的"吗, yes',
    });
    expect(await comment(t.a.id, 'c2')).toMatchObject({
      parent_comment_id: 'c1',
      content: '回复：\n第二行也是评论',
    });
    expect(await comment(t.a.id, 'c3')).toMatchObject({
      like_count: 12_000,
      cls_type: 1,
      cls_source: 'model',
      pictures: '["http://sns-webpic-qc.xhscdn.com/c3/a.jpg","http://sns-webpic-qc.xhscdn.com/c3/b.jpg"]',
    });
    expect(await comment(t.a.id, 'c9')).toMatchObject({ like_count: 100_000, parent_comment_id: '' });
  });

  it('attaches waiting comments when their notes arrive, copying the note’s tracking fields', async () => {
    const job = await service.importFiles(t.a.id, [XHS_NOTES]);
    expect(job.progress).toMatchObject({ read: 5, imported: 5, skipped: 0 });
    expect(job.attached).toBe(4); // c1, c2 on x1; c3 on x2; c9 on x3
    const x1 = await note(t.a.id, 'x1');
    expect(await comment(t.a.id, 'c1')).toMatchObject({
      note_id: x1.id,
      source: 'own',
      brand_id: t.a.brandIds[0],
      product_id: t.a.products.both,
    });
    expect(await comment(t.a.id, 'c7')).toMatchObject({ note_id: null });
    const late = await service.importFiles(t.a.id, [XHS_LATE_NOTE]);
    expect(late.attached).toBe(2);
    const x9 = await note(t.a.id, 'x9');
    expect(await comment(t.a.id, 'c8')).toMatchObject({
      note_id: x9.id,
      parent_comment_id: 'c7',
      source: 'brand',
      brand_id: t.a.brandIds[0],
    });
  });

  it('matches notes: own account, then product keyword, then brand keyword, then category keyword', async () => {
    expect(await note(t.a.id, 'x1')).toMatchObject({
      source: 'own',
      brand_id: t.a.brandIds[0],
      product_id: t.a.products.both,
      keyword: 'ta精华',
    });
    expect(await note(t.a.id, 'x2')).toMatchObject({
      source: 'brand',
      brand_id: t.a.brandIds[0],
      product_line_id: t.a.productLineIds[0],
      product_id: t.a.products.both,
      keyword: 'ta精华',
    });
    expect(await note(t.a.id, 'x3')).toMatchObject({
      source: 'brand',
      brand_id: t.a.brandIds[0],
      product_id: null,
      keyword: 'ta品牌',
    });
    expect(await note(t.a.id, 'x4')).toMatchObject({
      source: 'category',
      brand_id: null,
      keyword: 'ta敏感肌',
    });
    expect(await note(t.a.id, 'x5')).toMatchObject({ source: 'category', brand_id: null, keyword: '穿搭' });
    expect(await note(t.a.id, 'x2')).toMatchObject({
      description: '第一行\n第二行，有逗号, 和 "引号"',
      liked_count: 12_000,
      published_at: 1736476800000,
      author_id: 'u-200',
    });
  });

  it('is idempotent: the same files again add nothing and change nothing', async () => {
    const before = {
      notes: await countTenantRows(t, 'notes', t.a.id),
      comments: await countTenantRows(t, 'comments', t.a.id),
    };
    const job = await service.importFiles(t.a.id, [XHS_COMMENTS, XHS_NOTES]);
    expect(job.progress).toEqual({ read: 14, imported: 0, updated: 0, unchanged: 11, skipped: 3 });
    expect({
      notes: await countTenantRows(t, 'notes', t.a.id),
      comments: await countTenantRows(t, 'comments', t.a.id),
    }).toEqual(before);
  });

  it('a newer crawl updates counts and text (older layout’s author kept), never staff labels', async () => {
    const c1 = await comment(t.a.id, 'c1');
    await t.db
      .updateTable('comments')
      .set({
        cls_type: 0,
        sentiment: 'negative',
        neg_type: 'price',
        cls_source: 'staff',
        process_status: 2,
        reply_text: '感谢',
      })
      .where('id', '=', c1.id)
      .execute();
    const job = await service.importFiles(t.a.id, [XHS_COMMENTS_NEWER, XHS_NOTES_HASHED]);
    expect(job.progress).toEqual({ read: 6, imported: 2, updated: 2, unchanged: 1, skipped: 1 });
    expect(job.errors).toEqual([
      { file: 'detail_comments_2025-01-12.jsonl', line: 4, reason: 'not valid JSON (truncated line?)' },
    ]);
    expect(await comment(t.a.id, 'c1')).toMatchObject({
      like_count: 99,
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'price',
      cls_source: 'staff',
      process_status: 2,
      reply_text: '感谢',
    });
    expect(await comment(t.a.id, 'c10')).toMatchObject({
      note_id: (await note(t.a.id, 'x1')).id,
      cls_source: 'model',
    });
    // x2 in the newer layout: counts updated, creator_hash author, masked nickname not taken over the real one.
    expect(await note(t.a.id, 'x2')).toMatchObject({
      liked_count: 15_000,
      author_id: 'h-200',
      author_avatar: expect.stringContaining('x2.jpg'),
      source: 'brand',
    });
    expect(await note(t.a.id, 'x6')).toMatchObject({
      source: 'brand',
      keyword: 'ta-xhs-brand',
      note_type: 'video',
    });
    // An older crawl imported afterwards does not roll the counts back.
    await service.importFiles(t.a.id, [XHS_NOTES]);
    expect(await note(t.a.id, 'x2')).toMatchObject({ liked_count: 15_000 });
  });

  it('imports Douyin videos and comments (seconds, numbers in JSON, a bad count reported)', async () => {
    const job = await service.importFiles(t.a.id, [DY_COMMENTS, DY_NOTES]);
    expect(job.files.map((f) => [f.name, f.platform, f.record])).toEqual([
      ['search_comments_2025-01-10.json', 'dy', 'comments'],
      ['creator_contents_2025-01-10.jsonl', 'dy', 'notes'],
    ]);
    expect(job.progress).toEqual({ read: 6, imported: 5, updated: 0, unchanged: 0, skipped: 1 });
    expect(job.errors).toEqual([
      { file: 'search_comments_2025-01-10.json', line: 40, reason: 'like_count: not a count ("abc")' },
    ]);
    const own = await note(t.a.id, '7400000000000000001');
    expect(own).toMatchObject({
      platform: 'dy',
      source: 'own',
      liked_count: 23_000,
      published_at: 1736476800000,
    });
    expect(await note(t.a.id, '7400000000000000002')).toMatchObject({
      source: 'brand',
      product_id: t.a.products.both,
      keyword: 'ta-dy-product',
    });
    expect(await comment(t.a.id, '7410000000000000002')).toMatchObject({
      note_id: own.id,
      parent_comment_id: '7410000000000000001',
      like_count: 11_000,
      published_at: 1736476920000,
      source: 'own',
    });
    expect(await comment(t.a.id, '7410000000000000004')).toMatchObject({
      cls_type: 2,
      cls_source: 'model',
      needs_review: 1,
    });
    expect(await comment(t.a.id, '7410000000000000001')).toMatchObject({
      cls_type: 1,
      content_type: 'purchase_consultation',
    });
  });

  it('imports the readable files of a job and lists the refused ones; refuses a job with none readable', async () => {
    const jobsBefore = (await service.list(caller, { page: 1, page_size: 200 })).total;
    const job = await service.importFiles(t.a.id, [
      XHS_COMMENTS_NEWER,
      fixture('other', 'search_contents_2025-01-10.csv'),
    ]);
    expect(job.files.map((file) => file.name)).toEqual([XHS_COMMENTS_NEWER.name]);
    expect(job.refused).toEqual([
      {
        name: 'search_contents_2025-01-10.csv',
        reason: expect.stringContaining('its columns are not those'),
      },
    ]);
    const before = await countTenantRows(t, 'comments', t.a.id);
    await expect(service.importFiles(t.a.id, [fixture('other', 'report.csv')])).rejects.toMatchObject({
      status: 422,
      messageKey: 'importFilesRefused',
      params: { files: expect.stringContaining('• report.csv: the name is not') },
    });
    expect(await countTenantRows(t, 'comments', t.a.id)).toBe(before);
    expect((await service.list(caller, { page: 1, page_size: 200 })).total).toBe(jobsBefore + 1);
  });

  it('keeps tenants apart: the same files in tenant B make B’s own rows, matched by B’s configuration', async () => {
    const aComments = await countTenantRows(t, 'comments', t.a.id);
    await service.importFiles(t.b.id, [XHS_NOTES, XHS_COMMENTS]);
    expect(await countTenantRows(t, 'comments', t.a.id)).toBe(aComments);
    expect(await countTenantRows(t, 'notes', t.b.id)).toBe(5);
    expect(await note(t.b.id, 'x1')).toMatchObject({ source: 'category', brand_id: null });
    expect((await comment(t.b.id, 'c1')).like_count).toBe(3);
  });

  it('re-runs matching after the configuration changes, for notes and their comments', async () => {
    await t.db
      .insertInto('search_keywords')
      .values({
        tenant_id: t.a.id,
        platform: null,
        kind: 'brand',
        display_name: 'ta 竞品',
        keyword: '穿搭',
        created_at: t.clock.now(),
      })
      .execute();
    const result = await service.rematch(caller);
    expect(result).toEqual({ notes: 9, changed: 1 });
    expect(await note(t.a.id, 'x5')).toMatchObject({
      source: 'brand',
      brand_id: t.a.brandIds[1],
      keyword: '穿搭',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', t.a.id)
      .where('action', '=', 'notes.rematch')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('counts right across batches written while the next is classified (duplicates, replies, > 2 batches)', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'notedesk-import-test-'));
    try {
      const header =
        '"comment_id","create_time","ip_location","note_id","content","user_id","nickname","avatar","sub_comment_count","pictures","parent_comment_id","last_modify_ts","like_count"';
      const lines = [header];
      const total = 12_000;
      for (let index = 0; index < total; index += 1) {
        lines.push(
          `"big${index}","1736476800000","","x1","第${index}条, 多少钱","u","n","","0","","${index % 2 ? `big${index - 1}` : '0'}","1736500000000","${index}"`,
        );
      }
      // The same ids again later in the file (next batches): a newer crawl for 500, an identical one for 500.
      for (let index = 0; index < 500; index += 1) {
        lines.push(
          `"big${index}","1736476800000","","x1","第${index}条, 多少钱","u","n","","0","","","1736600000000","7"`,
        );
        lines.push(
          `"big${index + 6000}","1736476800000","","x1","第${index + 6000}条, 多少钱","u","n","","0","","${(index + 6000) % 2 ? `big${index + 5999}` : '0'}","1736500000000","${index + 6000}"`,
        );
      }
      const path = join(directory, 'search_comments_2025-02-01.csv');
      writeFileSync(path, `\ufeff${lines.join('\r\n')}\r\n`);
      const job = await service.importFiles(t.a.id, [
        { path, name: 'search_comments_2025-02-01.csv', bytes: 0 },
      ]);
      expect(job.progress).toEqual({
        read: 13_000,
        imported: 12_000,
        updated: 500,
        unchanged: 500,
        skipped: 0,
      });
      expect(await comment(t.a.id, 'big3')).toMatchObject({ like_count: 7, parent_comment_id: '' });
      expect(await comment(t.a.id, 'big6001')).toMatchObject({
        like_count: 6001,
        parent_comment_id: 'big6000',
        cls_type: 1,
      });
      const again = await service.importFiles(t.a.id, [
        { path, name: 'search_comments_2025-02-01.csv', bytes: 0 },
      ]);
      expect(again.progress).toEqual({
        read: 13_000,
        imported: 0,
        updated: 0,
        unchanged: 13_000,
        skipped: 0,
      });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('counts every row read when a note or comment repeats in one file and across files of one job', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'notedesk-import-test-'));
    const sum = (p: { imported: number; updated: number; unchanged: number; skipped: number }) =>
      p.imported + p.updated + p.unchanged + p.skipped;
    try {
      const noteHeader =
        '"note_id","type","title","desc","time","user_id","nickname","liked_count","collected_count","comment_count","share_count","last_modify_ts"';
      const noteRow = (id: string, ts: string) =>
        `"${id}","normal","重复","重复的笔记","1736476800000","u-dup","n","1","1","1","1","${ts}"`;
      const commentHeader =
        '"comment_id","create_time","note_id","content","user_id","nickname","parent_comment_id","last_modify_ts","like_count"';
      const commentRow = (id: string) =>
        `"${id}","1736476800000","dup1","同一条评论","u","n","0","1736500000000","1"`;
      const write = (name: string, lines: string[]) => {
        const path = join(directory, name);
        writeFileSync(path, `${lines.join('\r\n')}\r\n`);
        return { path, name, bytes: statSync(path).size };
      };
      // One file: the same new note twice, an existing note's row twice; a comment three times.
      const notes = write('search_contents_2025-03-01.csv', [
        noteHeader,
        noteRow('dup1', '1736500000000'),
        noteRow('dup1', '1736500000000'),
        noteRow('dup2', '1736500000000'),
      ]);
      const first = await service.importFiles(t.a.id, [notes]);
      expect(first.progress).toEqual({ read: 3, imported: 2, updated: 0, unchanged: 1, skipped: 0 });
      const again = write('search_contents_2025-03-02.csv', [
        noteHeader,
        noteRow('dup2', '1736500000000'),
        noteRow('dup2', '1736500000000'),
      ]);
      const comments = write('search_comments_2025-03-01.csv', [
        commentHeader,
        commentRow('dupc1'),
        commentRow('dupc1'),
        commentRow('dupc1'),
      ]);
      // Across files of one job: the same rows in two files, plus repeats inside each.
      const job = await service.importFiles(t.a.id, [again, notes, comments, comments]);
      expect(job.progress).toEqual({ read: 11, imported: 1, updated: 0, unchanged: 10, skipped: 0 });
      for (const done of [first, job]) expect(sum(done.progress)).toBe(done.progress.read);
      expect(await countTenantRows(t, 'comments', t.a.id)).toBeGreaterThan(0);
      expect(await comment(t.a.id, 'dupc1')).toMatchObject({ content: '同一条评论' });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reports the bytes of the files read: growing in the progress saved mid-job, all of them at the end', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'notedesk-import-test-'));
    try {
      const header =
        '"comment_id","create_time","ip_location","note_id","content","user_id","nickname","avatar","sub_comment_count","pictures","parent_comment_id","last_modify_ts","like_count"';
      const lines = [header];
      // ~4 MB in 1 MB stream chunks and 5,000-row batches: several progress saves, each while reading.
      const padding = '很'.repeat(60);
      for (let index = 0; index < 15_000; index += 1) {
        lines.push(
          `"bytes${index}","1736476800000","","x1","第${index}条, ${padding}","u","n","","0","","0","1736500000000","${index}"`,
        );
      }
      const path = join(directory, 'search_comments_2025-02-02.csv');
      writeFileSync(path, `${lines.join('\n')}\n`);
      const bytes = statSync(path).size;
      const saved: number[] = [];
      const job = await service.importFiles(t.a.id, [{ path, name: basename(path), bytes }, XHS_NOTES], {
        // Called once the batch's progress is in the jobs row: read it back as a poll would.
        onProgress: async () => {
          const row = await t.db
            .selectFrom('jobs')
            .select('progress')
            .where('tenant_id', '=', t.a.id)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          saved.push((JSON.parse(row.progress) as { bytes_read: number }).bytes_read);
        },
      });
      const total = bytes + XHS_NOTES.bytes;
      expect(job.status).toBe('done');
      expect(job.progress.read).toBe(15_005);
      expect(job.files.reduce((sum, file) => sum + file.bytes, 0)).toBe(total);
      expect(job.bytes_read).toBe(total);
      // Notes first (the small file, one save at its size), then the comments in three batches.
      expect(saved.length).toBeGreaterThanOrEqual(4);
      expect(saved[0]).toBe(XHS_NOTES.bytes);
      expect(saved).toEqual([...saved].sort((a, b) => a - b));
      expect(saved.every((value) => value > 0 && value <= total)).toBe(true);
      expect(saved.some((value) => value > XHS_NOTES.bytes && value < total)).toBe(true);
      expect((await service.get(caller, job.id)).bytes_read).toBe(total);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('records every import in the audit log and in the job history', async () => {
    const page = await service.list(caller, { page: 1, page_size: 200 });
    expect(page.items.every((job) => job.status === 'done')).toBe(true);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', t.a.id)
      .where('entity', '=', 'import_job')
      .execute();
    expect(actions.filter((a) => a.action === 'import.create')).toHaveLength(page.total);
    expect(actions.filter((a) => a.action === 'import.done')).toHaveLength(page.total);
  });

  it('re-matches more notes than one batch: every note moves with its comments', async () => {
    const moved = 450;
    const noteIds: number[] = [];
    for (let n = 0; n < moved; n++) {
      const noteId = await newNote(t, {
        tenant_id: t.b.id,
        platform_note_id: `batch-${n}`,
        title: `批量改名测试 ${n}`,
        source: 'category',
        brand_id: null,
        keyword: '',
      });
      await newComment(t, { note_id: noteId, content: `评论 ${n}` });
      noteIds.push(noteId);
    }
    const brand = await t.db
      .selectFrom('brands')
      .select(['id', 'display_name'])
      .where('id', '=', t.b.brandIds[0] as number)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('search_keywords')
      .values({
        tenant_id: t.b.id,
        platform: null,
        kind: 'brand',
        display_name: brand.display_name,
        keyword: '批量改名测试',
        created_at: t.clock.now(),
      })
      .execute();
    const result = await service.rematch({ ...caller, tenantId: t.b.id, userId: t.b.manager.id });
    expect(result.changed).toBe(moved);
    const brandOf = async (table: 'notes' | 'comments', column: 'id' | 'note_id') =>
      t.db.selectFrom(table).select(['brand_id', 'source', 'keyword']).where(column, 'in', noteIds).execute();
    for (const rows of [await brandOf('notes', 'id'), await brandOf('comments', 'note_id')]) {
      expect(rows).toHaveLength(moved);
      expect(new Set(rows.map((row) => `${row.source} ${row.brand_id} ${row.keyword}`))).toEqual(
        new Set([`brand ${brand.id} 批量改名测试`]),
      );
    }
  });
});
