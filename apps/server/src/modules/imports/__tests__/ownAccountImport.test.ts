import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlatformAccount } from '../../../testing/factories/newPlatformAccount';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { createImportService, type ImportService, type StoredFile } from '../service';
import { createTestClassifier } from './testClassifier';

let t: TestApp;
let service: ImportService;
let dir: string;

/** An xhs detail-comments crawl of the given rows, written as a MediaCrawler JSONL file. */
const crawl = (
  name: string,
  rows: ReadonlyArray<{ id: string; nickname: string; content: string; ts: number }>,
): StoredFile => {
  const path = join(dir, name);
  const lines = rows.map((row) =>
    JSON.stringify({
      comment_id: row.id,
      create_time: '1736476860000',
      ip_location: '上海',
      note_id: 'own-x1',
      content: row.content,
      user_id: `u-${row.id}`,
      nickname: row.nickname,
      avatar: '',
      sub_comment_count: '0',
      pictures: '',
      parent_comment_id: '0',
      last_modify_ts: String(row.ts),
      like_count: '0',
    }),
  );
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, name, bytes: statSync(path).size };
};

const followUp = (id: string) =>
  t.db
    .selectFrom('comments')
    .select(['process_status', 'reply_advice'])
    .where('tenant_id', '=', t.a.id)
    .where('platform_comment_id', '=', id)
    .executeTakeFirstOrThrow();

const ROWS = [
  { id: 'own-1', nickname: '栖溪测试官方', content: '谢谢喜欢，有问题随时私信我们～' },
  { id: 'own-2', nickname: '路过的小鹿', content: '官方回复：亲，这款孕期可以用的哦' },
  { id: 'customer-1', nickname: '路过的小鹿', content: '这个敏感肌能用吗' },
  { id: 'other-tenant-1', nickname: '别家测试官方', content: '欢迎来我们店里看看' },
];

beforeAll(async () => {
  t = await createTestApp();
  service = createImportService(t, createTestClassifier());
  dir = mkdtempSync(join(tmpdir(), 'own-account-import-'));
  await newPlatformAccount(t, { tenant_id: t.a.id, nickname: '栖溪测试官方' });
  await newPlatformAccount(t, { tenant_id: t.b.id, nickname: '别家测试官方' });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('importing the brand’s own comments', () => {
  it('stores them as 无需跟进 with the own-account advice; a customer’s, or another tenant’s account’s, stays to do', async () => {
    const job = await service.importFiles(t.a.id, [
      crawl(
        'detail_comments_2025-02-01.jsonl',
        ROWS.map((row) => ({ ...row, ts: 1_736_500_000_000 })),
      ),
    ]);
    expect(job.progress).toMatchObject({ imported: 4, skipped: 0 });
    const own = { process_status: 3, reply_advice: 'own_account_no_reply' };
    expect(await followUp('own-1')).toEqual(own);
    expect(await followUp('own-2')).toEqual(own);
    const toDo = { process_status: 0, reply_advice: '' };
    expect(await followUp('customer-1')).toEqual(toDo);
    expect(await followUp('other-tenant-1')).toEqual(toDo);
  });

  it('never changes the follow-up of a comment it updates: what staff set stays', async () => {
    await t.db
      .updateTable('comments')
      .set({ process_status: 1, reply_advice: '' })
      .where('tenant_id', '=', t.a.id)
      .where('platform_comment_id', '=', 'own-1')
      .execute();
    const job = await service.importFiles(t.a.id, [
      crawl(
        'detail_comments_2025-02-02.jsonl',
        ROWS.map((row) => ({ ...row, ts: 1_736_600_000_000 })),
      ),
    ]);
    expect(job.progress).toMatchObject({ imported: 0, updated: 4 });
    expect(await followUp('own-1')).toEqual({ process_status: 1, reply_advice: '' });
    expect(await followUp('own-2')).toEqual({ process_status: 3, reply_advice: 'own_account_no_reply' });
  });
});
