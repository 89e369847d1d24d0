import { ZMessageList } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTenant, type TestTenant } from '../../../testing/factories/newTenant';
import { newUser, type TestUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectFailure, expectOk } from '../../../testing/testApp';
import { createMessageRepository } from '../repository';

type MessageType = 'message' | 'notice' | 'todo';

describe('/api/messages', () => {
  let t: EmptyTestApp;
  /** Two tenants: the inboxes under test are ours; theirs must never be touched. */
  let ours: TestTenant;
  let theirs: TestTenant;
  let worker: TestUser;
  let tokenWorker: string;
  let tokenOtherUser: string;
  let tokenOtherTenant: string;

  const insert = async (user: TestUser, type: MessageType, title: string, minutesAgo: number) => {
    await createMessageRepository(t.db).insert({
      tenant_id: user.tenantId,
      user_id: user.id,
      type,
      title,
      content: `${title} 的内容`,
      sender: '系统',
      created_at: t.clock.now() - minutesAgo * 60_000,
    });
    const row = await t.db
      .selectFrom('messages')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const readAt = async (id: number) =>
    (await t.db.selectFrom('messages').select('read_at').where('id', '=', id).executeTakeFirstOrThrow())
      .read_at;

  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createEmptyTestApp();
    ours = await newTenant(t);
    theirs = await newTenant(t);
    worker = await newUser(t, { tenantId: ours.id, username: 'inbox-owner', role: 'worker' });
    const otherUser = await newUser(t, { tenantId: ours.id, username: 'inbox-neighbour', role: 'worker' });
    const otherTenantUser = await newUser(t, {
      tenantId: theirs.id,
      username: 'inbox-foreign',
      role: 'worker',
    });
    ids.m1 = await insert(worker, 'message', '新评论待处理', 30);
    ids.m2 = await insert(worker, 'message', '导出完成', 10);
    ids.n1 = await insert(worker, 'notice', '系统维护通知', 20);
    ids.t1 = await insert(worker, 'todo', '跟进负面评论', 5);
    ids.neighbour = await insert(otherUser, 'message', '同事的消息', 1);
    ids.foreign = await insert(otherTenantUser, 'message', '另一租户的消息', 1);
    tokenWorker = await t.loginAs(worker);
    tokenOtherUser = await t.loginAs(otherUser);
    tokenOtherTenant = await t.loginAs(otherTenantUser);
  });
  afterAll(() => t.close());

  it('lists only the caller’s messages, newest first, with unread counts per type', async () => {
    const list = ZMessageList.parse(expectOk(await t.api(tokenWorker).get('/api/messages')));
    expect(list.items.map((item) => item.title)).toEqual([
      '跟进负面评论',
      '导出完成',
      '系统维护通知',
      '新评论待处理',
    ]);
    expect(list.items.every((item) => !item.read)).toBe(true);
    expect(list.unread).toEqual({ message: 2, notice: 1, todo: 1 });
    expect(list.items[0]).toMatchObject({
      id: ids.t1,
      type: 'todo',
      content: '跟进负面评论 的内容',
      sender: '系统',
      created_at: new Date(t.clock.now() - 5 * 60_000).toISOString(),
    });
  });

  it('marks the given ids read', async () => {
    const list = ZMessageList.parse(
      expectOk(await t.api(tokenWorker).post('/api/messages/read', { ids: [ids.m1] })),
    );
    expect(list.items.find((item) => item.id === ids.m1)?.read).toBe(true);
    expect(list.unread).toEqual({ message: 1, notice: 1, todo: 1 });
    expect(await readAt(ids.m1 ?? 0)).toBe(t.clock.now());
  });

  it('cannot mark another user’s or another tenant’s messages read', async () => {
    const list = ZMessageList.parse(
      expectOk(
        await t
          .api(tokenWorker)
          .post('/api/messages/read', { ids: [ids.neighbour, ids.foreign, 2_147_483_648] }),
      ),
    );
    expect(list.unread).toEqual({ message: 1, notice: 1, todo: 1 });
    expect(await readAt(ids.neighbour ?? 0)).toBeNull();
    expect(await readAt(ids.foreign ?? 0)).toBeNull();
    expect(
      ZMessageList.parse(expectOk(await t.api(tokenOtherUser).get('/api/messages'))).unread.message,
    ).toBe(1);
    expect(
      ZMessageList.parse(expectOk(await t.api(tokenOtherTenant).get('/api/messages'))).unread.message,
    ).toBe(1);
  });

  it('`all` with a type marks only that type; `all` alone marks the rest', async () => {
    const byType = ZMessageList.parse(
      expectOk(await t.api(tokenWorker).post('/api/messages/read', { all: true, type: 'notice' })),
    );
    expect(byType.unread).toEqual({ message: 1, notice: 0, todo: 1 });
    const all = ZMessageList.parse(
      expectOk(await t.api(tokenWorker).post('/api/messages/read', { all: true })),
    );
    expect(all.unread).toEqual({ message: 0, notice: 0, todo: 0 });
    expect(all.items.every((item) => item.read)).toBe(true);
    expect(await readAt(ids.neighbour ?? 0)).toBeNull();
    expect(await readAt(ids.foreign ?? 0)).toBeNull();
  });

  it('`all` from the other tenant leaves this tenant alone', async () => {
    const user = await newUser(t, { tenantId: ours.id, username: 'inbox-untouched', role: 'manager' });
    const id = await insert(user, 'notice', '不应被标记', 1);
    expectOk(await t.api(tokenOtherTenant).post('/api/messages/read', { all: true }));
    expect(await readAt(id)).toBeNull();
  });

  it.each([
    ['an empty object', {}],
    ['an empty id list', { ids: [] }],
    ['ids that are not numbers', { ids: ['1'] }],
    ['a zero id', { ids: [0] }],
    ['a fractional id', { ids: [1.5] }],
    ['all: false', { all: false }],
    ['an unknown type', { all: true, type: 'alert' }],
    ['too many ids', { ids: Array.from({ length: 501 }, (_, index) => index + 1) }],
  ])('%s → 422 with a sentence', async (_name, body) => {
    expectFailure(await t.api(tokenWorker).post('/api/messages/read', body), 422);
  });

  it('keeps the inbox to the latest 100 items', async () => {
    const user = await newUser(t, { tenantId: theirs.id, username: 'busy-inbox', role: 'worker' });
    await t.db
      .insertInto('messages')
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          tenant_id: theirs.id,
          user_id: user.id,
          type: 'message' as const,
          title: `消息 ${index}`,
          read_at: null,
          created_at: t.clock.now() - index * 1000,
        })),
      )
      .execute();
    const list = ZMessageList.parse(expectOk(await t.api(await t.loginAs(user)).get('/api/messages')));
    expect(list.items).toHaveLength(100);
    expect(list.items[0]?.title).toBe('消息 0');
    expect(list.unread.message).toBe(120);
  });
});
