import { ERROR_CODES, ZStaffAccount } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newUser } from '../../../testing/factories/newUser';
import {
  createTestApp,
  expectFailure,
  expectOk,
  postTokenForm,
  type TestApp,
} from '../../../testing/testApp';

const ZStaffList = z.array(ZStaffAccount);

describe('/api/admin/users (staff accounts)', () => {
  let t: TestApp;
  let adminA: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminA = await t.loginAs(t.a.admin);
  });
  afterAll(() => t.close());

  const auditRows = (tenantId: number, entityId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  const userRow = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('list', () => {
    it('lists the admin’s own tenant’s staff, never another tenant’s, never a password hash', async () => {
      const response = await t.api(adminA).get('/api/admin/users');
      const list = ZStaffList.parse(expectOk(response));
      expect(list.map((user) => user.username)).toEqual(
        expect.arrayContaining([t.a.admin.username, t.a.manager.username, t.a.worker.username]),
      );
      expect(list.every((user) => user.username.startsWith('ta-') || !user.username.startsWith('tb-'))).toBe(
        true,
      );
      expect(list.map((user) => user.id)).not.toContain(t.b.admin.id);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual([
        'created_at',
        'disabled',
        'full_name',
        'id',
        'last_login_at',
        'role',
        'username',
      ]);
      expect(response.text).not.toMatch(/password|argon/);
    });
  });

  describe('create', () => {
    it('creates a staff account that can log in with its role', async () => {
      const response = await t.api(adminA).post('/api/admin/users', {
        username: 'new.worker',
        password: 'Start2Desk',
        role: 'worker',
        full_name: ' 新员工 ',
      });
      const account = ZStaffAccount.parse(expectOk(response));
      expect(account).toMatchObject({
        username: 'new.worker',
        role: 'worker',
        full_name: '新员工',
        disabled: false,
      });
      expect(account.last_login_at).toBeNull();
      expect(response.text).not.toMatch(/Start2Desk|argon/);
      const token = await t.login('new.worker', 'Start2Desk');
      expect(expectOk(await t.api(token).get('/api/user/me'))).toMatchObject({
        id: account.id,
        tenant_id: t.a.id,
        role: 'worker',
      });
      const row = await userRow(account.id);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const audit = await auditRows(t.a.id, account.id);
      expect(audit.map((entry) => [entry.action, entry.user_id])).toEqual([['staff.create', t.a.admin.id]]);
      expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
        username: 'new.worker',
        role: 'worker',
        disabled: false,
      });
      expect(audit[0]?.after).not.toContain('Start2Desk');
    });

    it('a username taken in this or another tenant → 409 naming it', async () => {
      for (const username of [t.a.worker.username, t.b.worker.username]) {
        const body = expectFailure(
          await t.api(adminA).post('/api/admin/users', { username, password: 'Start2Desk', role: 'worker' }),
          409,
        );
        expect(body.field).toBe('username');
        expect(body.detail).toBe(`用户名 ${username} 已存在`);
      }
    });

    it.each([
      ['password', { password: 'short' }, '至少 8 个字符'],
      ['password', { password: 'short1A' }, '至少 8 个字符'],
      ['password', { password: 'Password1' }, '最常用的密码'],
      ['password', { password: 'Qwerty123' }, '最常用的密码'],
      ['password', { password: 'alllower123' }, '大写字母、小写字母和数字'],
      ['password', { password: 'Has space1' }, '不能包含空格'],
      ['password', { password: undefined }, '不能为空'],
      ['username', { username: undefined }, '不能为空'],
      ['username', { username: 'a' }, '至少 2 个字符'],
      ['username', { username: '有中文' }, '格式不正确'],
      ['username', { username: 'has space' }, '格式不正确'],
      ['username', { username: 42 }, '类型不正确'],
      ['role', { role: 'owner' }, 'worker, manager, admin'],
      ['role', { role: undefined }, 'role'],
      ['full_name', { full_name: 'x'.repeat(65) }, '最多 64 个字符'],
    ])('invalid %s (%j) → 422 with a clear message, nothing created', async (field, change, message) => {
      const before = ZStaffList.parse(expectOk(await t.api(adminA).get('/api/admin/users'))).length;
      const body = expectFailure(
        await t.api(adminA).post('/api/admin/users', {
          username: 'valid-name',
          password: 'Start2Desk',
          role: 'worker',
          ...change,
        }),
        422,
      );
      expect(body.field).toBe(field);
      expect(body.detail).toContain(message);
      expect(ZStaffList.parse(expectOk(await t.api(adminA).get('/api/admin/users')))).toHaveLength(before);
    });

    it('two admins creating the same username at once: one succeeds, the other gets 409, never 500', async () => {
      const adminB = await t.loginAs(t.b.admin);
      const input = { username: 'raced-name', password: 'Start2Desk', role: 'worker' };
      const responses = await Promise.all([
        t.api(adminA).post('/api/admin/users', input),
        t.api(adminB).post('/api/admin/users', input),
        t.api(adminA).post('/api/admin/users', input),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409)) expectFailure(response, 409);
      const rows = await t.db.selectFrom('users').select('id').where('username', '=', 'raced-name').execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('disable', () => {
    it('disables an account: login answers 403, its tokens 50012, and it is audited', async () => {
      const user = await newUser(t, { tenantId: t.a.id, username: 'to-disable', role: 'manager' });
      const token = await t.loginAs(user);
      const account = ZStaffAccount.parse(
        expectOk(await t.api(adminA).post(`/api/admin/users/${user.id}/disabled`, { disabled: true })),
      );
      expect(account.disabled).toBe(true);
      expect((await userRow(user.id)).disabled).toBe(1);
      expectFailure(await t.api(token).get('/api/user/me'), 401, ERROR_CODES.tokenRevoked);
      expectFailure(await postTokenForm(t.app, { username: user.username, password: user.password }), 403);

      ZStaffAccount.parse(
        expectOk(await t.api(adminA).post(`/api/admin/users/${user.id}/disabled`, { disabled: false })),
      );
      await t.loginAs(user);
      const audit = await auditRows(t.a.id, user.id);
      expect(audit.map((entry) => entry.action)).toEqual(['staff.create', 'staff.disable', 'staff.enable']);
      const disable = audit[1];
      expect(disable?.user_id).toBe(t.a.admin.id);
      expect(JSON.parse(disable?.before ?? '{}')).toMatchObject({ disabled: false });
      expect(JSON.parse(disable?.after ?? '{}')).toMatchObject({ disabled: true });
    });

    it('an admin cannot disable themselves (422, still active)', async () => {
      const body = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.a.admin.id}/disabled`, { disabled: true }),
        422,
      );
      expect(body.detail).toBe('不能停用自己的账号');
      expectOk(await t.api(adminA).get('/api/user/me'));
      expect((await userRow(t.a.admin.id)).disabled).toBe(0);
    });

    it.each([
      ['disabled', {}, '不能为空'],
      ['disabled', { disabled: 'yes' }, '类型不正确'],
      ['disabled', { disabled: 1 }, '类型不正确'],
    ])('invalid body %j → 422 on %s', async (field, body, message) => {
      const failure = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.a.worker.id}/disabled`, body),
        422,
      );
      expect(failure.field).toBe(field);
      expect(failure.detail).toContain(message);
    });
  });

  describe('reset password', () => {
    it('sets a new password: the old one fails, the user’s tokens answer 50012, audited without the password', async () => {
      const user = await newUser(t, { tenantId: t.a.id, username: 'forgot-password', role: 'worker' });
      const token = await t.loginAs(user);
      ZStaffAccount.parse(
        expectOk(await t.api(adminA).post(`/api/admin/users/${user.id}/password`, { password: 'Reset1234' })),
      );
      expectFailure(await t.api(token).get('/api/user/me'), 401, ERROR_CODES.tokenRevoked);
      expectFailure(await postTokenForm(t.app, { username: user.username, password: user.password }), 401);
      await t.login(user.username, 'Reset1234');
      const audit = await auditRows(t.a.id, user.id);
      expect(audit.map((entry) => entry.action)).toEqual(['staff.create', 'staff.reset_password']);
      expect(JSON.stringify(audit)).not.toContain('Reset1234');
    });

    it("a common password → 422 saying so, in the reader's language; the old password still works", async () => {
      const user = await newUser(t, { tenantId: t.a.id, username: 'common-reset', role: 'worker' });
      const body = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${user.id}/password`, { password: 'Password1' }),
        422,
      );
      expect(body.field).toBe('password');
      expect(body.detail).toBe('参数 password 不正确：这是最常用的密码之一，很容易被猜中，请换一个');
      const english = expectFailure(
        await t
          .api(adminA)
          .post(
            `/api/admin/users/${user.id}/password`,
            { password: 'Admin123' },
            { headers: { 'accept-language': 'en' } },
          ),
        422,
      );
      expect(english.detail).toBe(
        'Field password is invalid: it is one of the most commonly used passwords and easy to guess; choose another',
      );
      await t.loginAs(user);
    });

    it('a weak password → 422 naming the rule', async () => {
      const body = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.a.worker.id}/password`, { password: 'weakpass' }),
        422,
      );
      expect(body.field).toBe('password');
      expect(body.detail).toContain('大写字母、小写字母和数字');
    });
  });

  describe('role', () => {
    it('changes the role at once, audited with before and after', async () => {
      const user = await newUser(t, { tenantId: t.a.id, username: 'promoted', role: 'worker' });
      const token = await t.loginAs(user);
      expectFailure(await t.api(token).get('/api/admin/users'), 403);
      expect(
        ZStaffAccount.parse(
          expectOk(await t.api(adminA).post(`/api/admin/users/${user.id}/role`, { role: 'admin' })),
        ).role,
      ).toBe('admin');
      expectOk(await t.api(token).get('/api/admin/users'));
      const audit = await auditRows(t.a.id, user.id);
      const change = audit.find((entry) => entry.action === 'staff.set_role');
      expect(JSON.parse(change?.before ?? '{}')).toMatchObject({ role: 'worker' });
      expect(JSON.parse(change?.after ?? '{}')).toMatchObject({ role: 'admin' });
    });

    it('an admin cannot change their own role (422)', async () => {
      expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.a.admin.id}/role`, { role: 'worker' }),
        422,
      );
      expect((await userRow(t.a.admin.id)).role).toBe('admin');
    });

    it('an unknown role → 422 listing the roles', async () => {
      const body = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.a.worker.id}/role`, { role: 'root' }),
        422,
      );
      expect(body.field).toBe('role');
      expect(body.detail).toContain('worker, manager, admin');
    });
  });

  describe('ids', () => {
    it.each(['abc', '0', '-1', '1.5', '1e3x'])('a malformed id (%s) → 422 naming id', async (id) => {
      const body = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${id}/disabled`, { disabled: true }),
        422,
      );
      expect(body.field).toBe('id');
    });

    it.each(['999999', '2147483647', '2147483648', '9007199254740991'])(
      'an id no user has (%s) → 404 on both databases, never 500',
      async (id) => {
        expectFailure(await t.api(adminA).post(`/api/admin/users/${id}/role`, { role: 'worker' }), 404);
      },
    );

    it('an id beyond safe integers → 422 naming id', async () => {
      const body = expectFailure(
        await t.api(adminA).post('/api/admin/users/9007199254740993/role', { role: 'worker' }),
        422,
      );
      expect(body.field).toBe('id');
    });

    it('a missing user → 404 with “用户不存在”', async () => {
      const body = expectFailure(
        await t.api(adminA).post('/api/admin/users/999999/password', { password: 'Reset1234' }),
        404,
      );
      expect(body.detail).toBe('用户不存在');
    });
  });

  describe('another tenant’s ids → 404, and nothing changes in that tenant', () => {
    it.each([
      ['disabled', { disabled: true }],
      ['password', { password: 'Hijack123' }],
      ['role', { role: 'worker' }],
    ])('POST /api/admin/users/:id/%s on tenant B’s admin', async (action, body) => {
      const before = await userRow(t.b.admin.id);
      const auditBefore = await auditRows(t.b.id, t.b.admin.id);
      const failure = expectFailure(
        await t.api(adminA).post(`/api/admin/users/${t.b.admin.id}/${action}`, body),
        404,
      );
      expect(failure.detail).toBe('用户不存在');
      expect(await userRow(t.b.admin.id)).toEqual(before);
      expect(await auditRows(t.b.id, t.b.admin.id)).toEqual(auditBefore);
      expect(await auditRows(t.a.id, t.b.admin.id)).toEqual([]);
      await t.loginAs(t.b.admin);
    });

    it('answers another tenant’s id exactly like a missing one (no existence leak)', async () => {
      const other = await t.api(adminA).post(`/api/admin/users/${t.b.worker.id}/role`, { role: 'manager' });
      const missing = await t.api(adminA).post('/api/admin/users/987654/role', { role: 'manager' });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
    });
  });

  describe('role table (DESIGN §6: manage staff accounts is admin only)', () => {
    it.each(['worker', 'manager'] as const)(
      '%s → 403 on every admin endpoint, nothing changes',
      async (role) => {
        const token = await t.loginAs(t.a[role]);
        const target = t.a.worker.id === t.a[role].id ? t.a.manager : t.a.worker;
        const before = await userRow(target.id);
        const calls = [
          t.api(token).get('/api/admin/users'),
          t
            .api(token)
            .post('/api/admin/users', { username: `by-${role}`, password: 'Start2Desk', role: 'admin' }),
          t.api(token).post(`/api/admin/users/${target.id}/disabled`, { disabled: true }),
          t.api(token).post(`/api/admin/users/${target.id}/password`, { password: 'Hijack123' }),
          t.api(token).post(`/api/admin/users/${t.a[role].id}/role`, { role: 'admin' }),
          // Invalid bodies do not change the answer: the role is checked first.
          t.api(token).post('/api/admin/users', { username: 1 }),
        ];
        for (const response of await Promise.all(calls)) {
          const body = expectFailure(response, 403);
          expect(body.detail).toBe('没有权限执行此操作');
        }
        expect(await userRow(target.id)).toEqual(before);
        expect((await userRow(t.a[role].id)).role).toBe(role);
        expect(
          await t.db.selectFrom('users').select('id').where('username', '=', `by-${role}`).execute(),
        ).toEqual([]);
      },
    );

    it('403 is explained in English too', async () => {
      const token = await t.loginAs(t.a.worker);
      const body = expectFailure(
        await t.api(token).get('/api/admin/users', { headers: { 'accept-language': 'en-GB' } }),
        403,
      );
      expect(body.detail).toBe('You do not have permission to do this');
    });
  });
});
