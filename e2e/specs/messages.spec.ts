import Database from 'better-sqlite3';
import { expect, requestToken, signIn, snap, test, useLocale } from '../support/fixtures';

type Staff = { id: number; username: string };

/** A fresh staff account (so the inbox holds only this test's messages). */
const createStaff = async (adminToken: string, request: import('@playwright/test').APIRequestContext) => {
  const username = `msg-${Date.now()}`;
  const response = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { username, password: 'Inbox1234', role: 'worker', full_name: '' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Staff }).data;
};

/** Seeds the inbox straight into the server's database (no endpoint sends messages yet). */
const seedInbox = (userId: number) => {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is not set');
  const db = new Database(path);
  try {
    const { tenant_id: tenantId } = db.prepare('select tenant_id from users where id = ?').get(userId) as {
      tenant_id: number;
    };
    const insert = db.prepare(
      'insert into messages (tenant_id, user_id, type, title, content, sender, read_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    insert.run(
      tenantId,
      userId,
      'message',
      '周敏 提到了你',
      '<b>不是HTML</b> 请看一下这条评论',
      '周敏',
      null,
      now - 1000,
    );
    insert.run(tenantId, userId, 'message', '已读的消息', '早就看过了', '陈宇', now - 5000, now - 9000);
    insert.run(tenantId, userId, 'notice', '系统维护通知', '今晚 23:00 维护', 'NoteDesk', null, now - 2000);
    insert.run(tenantId, userId, 'notice', '新功能上线', 'AI 回复支持改写', 'NoteDesk', null, now - 3000);
    insert.run(tenantId, userId, 'todo', '跟进 3 条负面评论', '今天内完成', '周敏', null, now - 4000);
  } finally {
    db.close();
  }
};

test('message box: tabs with unread counts, mark read, all read and view more', async ({ page, team }) => {
  await useLocale(page, 'zh-CN');
  const adminToken = await requestToken(page, team.admin);
  const staff = await createStaff(adminToken, page.request);
  seedInbox(staff.id);
  await signIn(page, { username: staff.username, password: 'Inbox1234' });

  const bell = page.getByRole('button', { name: '消息通知' });
  await expect(page.locator('.navbar .arco-badge-number')).toHaveText('4');
  await bell.click();
  const box = page.locator('.message-box');
  await expect(box.getByRole('tab', { name: '消息 (1)' })).toBeVisible();
  await expect(box.getByRole('tab', { name: '通知 (2)' })).toBeVisible();
  await expect(box.getByRole('tab', { name: '待办 (1)' })).toBeVisible();
  // User content is text, never markup.
  await expect(box.getByText('<b>不是HTML</b> 请看一下这条评论')).toBeVisible();
  await snap(page, 'message-box-zh-CN-light-1280');

  await box.getByText('周敏 提到了你').click();
  await expect(box.getByRole('tab', { name: '消息', exact: true })).toBeVisible();
  await expect(page.locator('.navbar .arco-badge-number')).toHaveText('3');

  await box.getByRole('tab', { name: '通知 (2)' }).click();
  await box.getByRole('button', { name: '全部已读' }).click();
  await expect(box.getByRole('tab', { name: '通知', exact: true })).toBeVisible();
  await expect(page.locator('.navbar .arco-badge-number')).toHaveText('1');

  await box.getByRole('button', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/user\/messages$/);
  // The box closes with an animation; the message centre page has the same tabs.
  await page.locator('.layout__page').getByRole('tab', { name: '待办 (1)' }).click();
  await expect(page.locator('.layout__page').getByText('跟进 3 条负面评论')).toBeVisible();
});
