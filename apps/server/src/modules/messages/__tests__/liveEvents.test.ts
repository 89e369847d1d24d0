import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, type TMessage, ZImportJob, ZMessageList } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import type { TestUser } from '../../../testing/factories/newUser';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectOk, type TestApp } from '../../../testing/testApp';
import { createTestClassifier } from '../../imports/__tests__/testClassifier';
import { waitForImportJob } from '../../imports/__tests__/waitForImportJob';
import { createJobRepository } from '../../imports/jobRepository';
import { createImportService } from '../../imports/service';

const IMPORT_FIXTURES = join(import.meta.dirname, '../../imports/__tests__/fixtures/xhs');

/** Real events reach the message box of the people they concern, and nobody else's. */
describe('the message box, live', () => {
  let t: TestApp;
  let noteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    noteId = await newNote(t, { tenant_id: t.a.id, title: '面霜' });
  });
  afterAll(() => t.close());

  const inbox = async (user: TestUser, language?: string): Promise<TMessage[]> =>
    ZMessageList.parse(
      expectOk(
        await t
          .api(await t.loginAs(user))
          .get(PATHS.messages.list, language ? { headers: { 'accept-language': language } } : {}),
      ),
    ).items.filter((message) => message.event !== null);
  const eventsOf = async (user: TestUser, event: string) =>
    (await inbox(user)).filter((message) => message.event === event);

  it('an import that finished tells the manager who started it, with a link to the imports tab', async () => {
    const manager = await t.loginAs(t.a.manager);
    const { body, headers } = multipartBody([
      {
        name: 'search_comments_2025-01-10.csv',
        bytes: readFileSync(join(IMPORT_FIXTURES, 'search_comments_2025-01-10.csv')),
      },
    ]);
    const job = ZImportJob.parse(expectOk(await t.api(manager).post(PATHS.imports.start, body, { headers })));
    await waitForImportJob(t.api(manager), job.id);
    const [message, ...more] = await eventsOf(t.a.manager, 'import_finished');
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      type: 'notice',
      title: '导入完成：search_comments_2025-01-10.csv',
      link: '/data-management?tab=imports',
      read: false,
    });
    expect(message?.content).toMatch(/^新增或更新 \d+ 条，未变 0 条，有问题 \d+ 行。$/);
    for (const other of [t.a.admin, t.a.worker, t.b.manager])
      expect(await eventsOf(other, 'import_finished')).toEqual([]);
  });

  it('an import failed by a restart tells the one who started it why, in their language', async () => {
    const jobs = createJobRepository(t.db);
    const file = {
      name: 'lost.csv',
      bytes: 10,
      platform: 'xhs',
      record: 'comments',
      format: 'csv',
      crawl: 'search',
    };
    await jobs.create(t.a.id, { files: [file] }, t.a.admin.id, t.clock.now());
    t.clock.advance(11 * 60_000);
    expect(await createImportService(t, createTestClassifier()).failInterrupted()).toBe(1);
    const [message] = await eventsOf(t.a.admin, 'import_failed');
    expect(message?.title).toBe('导入失败：lost.csv');
    // The reason in the reader's language, not the job's English text.
    expect(message?.content).toBe('服务器在导入过程中重启，导入未完成，请重新导入文件');
    const [english] = (await inbox(t.a.admin, 'en-US')).filter((m) => m.event === 'import_failed');
    expect(english).toMatchObject({
      title: 'Import failed: lost.csv',
      content: 'The server restarted while importing; import the file again',
    });
    expect(await eventsOf(t.a.manager, 'import_failed')).toEqual([]);
  });

  it('comments assigned to a colleague reach that colleague (once), not the assigner or anyone else', async () => {
    const first = await newComment(t, { note_id: noteId, content: '想买，怎么下单' });
    const second = await newComment(t, { note_id: noteId, content: '有优惠吗' });
    const manager = await t.loginAs(t.a.manager);
    expectOk(
      await t
        .api(manager)
        .post(PATHS.comments.setStatus, { comment_ids: [first, second], status: 1, staff_id: t.a.worker.id }),
    );
    const [message, ...more] = await eventsOf(t.a.worker, 'comments_assigned');
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      type: 'todo',
      title: 'TA manager 给你分配了 2 条评论',
      content: '想买，怎么下单',
    });
    expect(message?.link).toBe(
      `/publication-maintenance/comment-maintenance?note_id=${noteId}&q=${encodeURIComponent('想买，怎么下单').replaceAll('%20', '+')}`,
    );
    const [english] = (await inbox(t.a.worker, 'en-US')).filter((m) => m.event === 'comments_assigned');
    expect(english?.title).toBe('TA manager assigned 2 comments to you');
    // Stored as the worker's follow-up.
    const rows = await t.db
      .selectFrom('comments')
      .select('process_staff_id')
      .where('id', 'in', [first, second])
      .execute();
    expect(rows.map((row) => row.process_staff_id)).toEqual([t.a.worker.id, t.a.worker.id]);
    expect(await eventsOf(t.a.manager, 'comments_assigned')).toEqual([]);
    // Setting one's own status, or assigning again what is already theirs, tells nobody.
    expectOk(
      await t
        .api(manager)
        .post(PATHS.comments.setStatus, { comment_ids: [first], status: 2, staff_id: t.a.worker.id }),
    );
    expect(await eventsOf(t.a.worker, 'comments_assigned')).toHaveLength(1);
    // Another tenant's staff cannot be assigned (404), and nothing is written.
    const refused = await t
      .api(manager)
      .post(PATHS.comments.setStatus, { comment_ids: [second], status: 1, staff_id: t.b.worker.id });
    expect(refused.status).toBe(404);
    expect(await eventsOf(t.b.worker, 'comments_assigned')).toEqual([]);
  });

  it('a reply changed by someone else tells its author; one’s own edits tell nobody', async () => {
    const comment = await newComment(t, { note_id: noteId, content: '好用吗' });
    const worker = await t.loginAs(t.a.worker);
    const manager = await t.loginAs(t.a.manager);
    expectOk(
      await t.api(worker).post(PATHS.comments.editReply, { comment_id: comment, reply_text: '好用的亲' }),
    );
    expectOk(
      await t.api(worker).post(PATHS.comments.editReply, { comment_id: comment, reply_text: '很好用的亲' }),
    );
    expect(await eventsOf(t.a.worker, 'reply_changed')).toEqual([]);
    expectOk(
      await t
        .api(manager)
        .post(PATHS.comments.editReply, { comment_id: comment, reply_text: '亲，很多用户反馈很好用' }),
    );
    const [message, ...more] = await eventsOf(t.a.worker, 'reply_changed');
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      type: 'message',
      title: 'TA manager 修改了你的回复',
      content: '亲，很多用户反馈很好用',
    });
    expect(await eventsOf(t.a.manager, 'reply_changed')).toEqual([]);
    expect(await eventsOf(t.b.worker, 'reply_changed')).toEqual([]);
  });
});
