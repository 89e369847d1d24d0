import { ZMessageList } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTenant } from '../../../testing/factories/newTenant';
import { newUser, type TestUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';
import { jobFailureReason, reasonMessageParams } from '../../imports/importReasons';
import { createMessageService } from '../service';

/** Messages NoteDesk writes itself: each reader sees them in their own language, with where they lead. */
describe('message box events (notify)', () => {
  let t: EmptyTestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    const tenant = await newTenant(t);
    owner = await newUser(t, { tenantId: tenant.id, username: 'event-owner', role: 'worker' });
    colleague = await newUser(t, { tenantId: tenant.id, username: 'event-colleague', role: 'manager' });
    outsider = await newUser(t, { tenantId: tenant.id, username: 'event-outsider', role: 'worker' });
    await createMessageService(t).notify({
      tenantId: tenant.id,
      userIds: [owner.id, colleague.id, owner.id],
      event: 'import_finished',
      params: { file: 'comments.csv', imported: 12, unchanged: 3, failed: 1 },
      link: '/data-management?tab=imports',
    });
  });
  afterAll(() => t.close());

  const inboxOf = async (user: TestUser, language?: string) =>
    ZMessageList.parse(
      expectOk(
        await t
          .api(await t.loginAs(user))
          .get('/api/messages', language ? { headers: { 'accept-language': language } } : {}),
      ),
    );

  it('reaches each user concerned once, as an unread notice with its link, in Chinese by default', async () => {
    const inbox = await inboxOf(owner);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      type: 'notice',
      event: 'import_finished',
      link: '/data-management?tab=imports',
      read: false,
      title: '导入完成：comments.csv',
      content: '新增或更新 12 条，未变 3 条，有问题 1 行。',
      sender: 'NoteDesk',
    });
    expect(inbox.unread.notice).toBe(1);
    expect((await inboxOf(colleague)).items).toHaveLength(1);
  });

  it('reads in English for a reader who prefers it', async () => {
    const [message] = (await inboxOf(colleague, 'en-US,en;q=0.9')).items;
    expect(message?.title).toBe('Import finished: comments.csv');
    expect(message?.content).toBe('Added or updated: 12; unchanged: 3; rows with problems: 1.');
  });

  it('does not reach users it does not concern', async () => {
    expect((await inboxOf(outsider)).items).toEqual([]);
  });

  it("an import's failure reason, stored as a code, reads in each reader's language", async () => {
    const tenant = await newTenant(t);
    const starter = await newUser(t, { tenantId: tenant.id, username: 'event-starter', role: 'manager' });
    await createMessageService(t).notify({
      tenantId: tenant.id,
      userIds: [starter.id],
      event: 'import_failed',
      params: { file: 'a.csv', ...reasonMessageParams(jobFailureReason('disk full')) },
    });
    const [zh] = (await inboxOf(starter)).items;
    expect(zh).toMatchObject({ title: '导入失败：a.csv', content: '导入因错误中止：disk full' });
    const [en] = (await inboxOf(starter, 'en-US')).items;
    expect(en).toMatchObject({
      title: 'Import failed: a.csv',
      content: 'The import stopped on an error: disk full',
    });
  });
});
