import { APP_MENU, type TMenuItem, ZMenuItem, ZStaffName, ZUserInfo, ZUserMe } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newUser } from '../../../testing/factories/newUser';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const validProfile = {
  email: 'lin.xiao@example.com',
  nickname: '小林',
  country: '中国',
  area: '110100',
  profile: '负责小红书评论维护',
};

const names = (items: TMenuItem[]): string[] =>
  items.flatMap((item) => [item.name, ...names(item.children ?? [])]);

describe('/api/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/user/me', () => {
    it('answers exactly the spec §3 user fields', async () => {
      const token = await t.loginAs(t.a.manager);
      const data = expectOk(await t.api(token).get('/api/user/me'));
      expect(Object.keys(data as object).sort()).toEqual([
        'disabled',
        'full_name',
        'id',
        'role',
        'tenant_id',
        'username',
      ]);
      expect(ZUserMe.parse(data)).toEqual({
        disabled: false,
        full_name: 'TA manager',
        id: t.a.manager.id,
        role: 'manager',
        tenant_id: t.a.id,
        username: t.a.manager.username,
      });
    });

    it('reflects a role change by an admin on the next request', async () => {
      const user = await newUser(t, { tenantId: t.b.id, username: 'role-changes', role: 'worker' });
      const token = await t.loginAs(user);
      expectOk(
        await t.api(await t.loginAs(t.b.admin)).post(`/api/admin/users/${user.id}/role`, { role: 'manager' }),
      );
      expect(ZUserMe.parse(expectOk(await t.api(token).get('/api/user/me'))).role).toBe('manager');
    });
  });

  describe('GET /api/user/staff', () => {
    it('lists the staff of the caller’s own tenant to any role, by name, never another tenant’s', async () => {
      const token = await t.loginAs(t.a.worker);
      const staff = z.array(ZStaffName).parse(expectOk(await t.api(token).get('/api/user/staff')));
      const ids = staff.map((person) => person.id);
      expect(ids).toEqual(expect.arrayContaining([t.a.admin.id, t.a.manager.id, t.a.worker.id]));
      expect(ids).not.toContain(t.b.admin.id);
      expect(staff.find((person) => person.id === t.a.manager.id)).toEqual({
        id: t.a.manager.id,
        name: 'TA manager',
        disabled: false,
      });
      expect(JSON.stringify(staff)).not.toContain('password');
    });
  });

  describe('GET /api/user/info', () => {
    it('answers the profile, tenant name and dates, never the password hash', async () => {
      const token = await t.loginAs(t.b.worker);
      const response = await t.api(token).get('/api/user/info');
      const info = ZUserInfo.parse(expectOk(response));
      expect(info).toMatchObject({
        id: t.b.worker.id,
        username: t.b.worker.username,
        role: 'worker',
        tenant_id: t.b.id,
        tenant_name: t.b.name,
        email: '',
        nickname: '',
        area: '',
        profile: '',
      });
      expect(new Date(info.created_at).toISOString()).toBe(info.created_at);
      expect(info.last_login_at).not.toBeNull();
      expect(response.text).not.toMatch(/password/);
    });
  });

  describe('POST /api/user/profile', () => {
    it('saves the profile and answers the updated info', async () => {
      const token = await t.loginAs(t.a.worker);
      const info = ZUserInfo.parse(expectOk(await t.api(token).post('/api/user/profile', validProfile)));
      expect(info).toMatchObject(validProfile);
      expect(ZUserInfo.parse(expectOk(await t.api(token).get('/api/user/info')))).toMatchObject(validProfile);
    });

    it('accepts a profile of exactly 200 characters', async () => {
      const token = await t.loginAs(t.a.worker);
      const profile = '评'.repeat(200);
      expect(
        expectOk(await t.api(token).post('/api/user/profile', { ...validProfile, profile })),
      ).toMatchObject({
        profile,
      });
    });

    it.each([
      ['email', { email: 'not-an-email' }, '不正确'],
      ['email', { email: undefined }, '不能为空'],
      ['email', { email: null }, '不能为空'],
      ['nickname', { nickname: '' }, '不能为空'],
      ['nickname', { nickname: '   ' }, '不能为空'],
      ['country', { country: undefined }, '不能为空'],
      ['area', { area: '11010' }, '格式不正确'],
      ['area', { area: '1101000' }, '格式不正确'],
      ['area', { area: 'abcdef' }, '格式不正确'],
      ['area', { area: 110100 }, '类型不正确'],
      ['profile', { profile: 'x'.repeat(201) }, '最多 200 个字符'],
      ['nickname', { nickname: ['a'] }, '类型不正确'],
    ])('%s invalid (%j) → 422 naming the field', async (field, change, reason) => {
      const token = await t.loginAs(t.a.worker);
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', { ...validProfile, ...change }),
        422,
      );
      expect(body.field).toBe(field);
      expect(body.detail).toContain(field);
      expect(body.detail).toContain(reason);
    });

    it('explains in English too', async () => {
      const token = await t.loginAs(t.a.worker);
      const body = expectFailure(
        await t
          .api(token)
          .post(
            '/api/user/profile',
            { ...validProfile, profile: 'x'.repeat(201) },
            { headers: { 'accept-language': 'en-US' } },
          ),
        422,
      );
      expect(body.detail).toBe('Field profile is invalid: must be at most 200 characters');
    });

    it('ignores fields that are not part of the profile (no role or tenant change)', async () => {
      const token = await t.loginAs(t.a.worker);
      expectOk(
        await t.api(token).post('/api/user/profile', {
          ...validProfile,
          role: 'admin',
          tenant_id: t.b.id,
          username: 'hijack',
          disabled: true,
        }),
      );
      expect(ZUserMe.parse(expectOk(await t.api(token).get('/api/user/me')))).toMatchObject({
        role: 'worker',
        tenant_id: t.a.id,
        username: t.a.worker.username,
        disabled: false,
      });
    });

    it('an array or a bare string as body → 422, not 500', async () => {
      const token = await t.loginAs(t.a.worker);
      expectFailure(await t.api(token).post('/api/user/profile', [validProfile]), 422);
      expectFailure(
        await t
          .api(token)
          .post('/api/user/profile', 'hello', { headers: { 'content-type': 'application/json' } }),
        400,
      );
    });
  });

  describe('POST /api/user/password', () => {
    it.each([
      ['too short', 'Ab1', '至少 8 个字符'],
      ['of 7 characters', 'short1A', '至少 8 个字符'],
      ['among the most common', 'Password1', '最常用的密码'],
      ['among the most common in other case', 'pASSWORD1', '最常用的密码'],
      ['with a space', 'Abc 12345', '不能包含空格'],
      ['lower case and digits only', 'abc12345', '大写字母、小写字母和数字'],
      ['letters only', 'Abcdefgh', '大写字母、小写字母和数字'],
      ['over 128 characters', `Aa1${'x'.repeat(200)}`, '最多 128 个字符'],
    ])('a new password %s → 422 with a clear message', async (_name, newPassword, message) => {
      const token = await t.loginAs(t.b.manager);
      const body = expectFailure(
        await t
          .api(token)
          .post('/api/user/password', { old_password: t.b.manager.password, new_password: newPassword }),
        422,
      );
      expect(body.field).toBe('new_password');
      expect(body.detail).toContain(message);
    });

    it('explains the password rule in English', async () => {
      const token = await t.loginAs(t.b.manager);
      const body = expectFailure(
        await t
          .api(token)
          .post(
            '/api/user/password',
            { old_password: t.b.manager.password, new_password: 'abcdefgh1' },
            { headers: { 'accept-language': 'en' } },
          ),
        422,
      );
      expect(body.detail).toBe(
        'Field new_password is invalid: the password needs upper-case and lower-case letters and digits',
      );
    });

    it('a wrong current password → 422 on old_password, and the password is unchanged', async () => {
      const token = await t.loginAs(t.b.manager);
      const body = expectFailure(
        await t
          .api(token)
          .post('/api/user/password', { old_password: 'Wrong1234', new_password: 'Fresh1234' }),
        422,
      );
      expect(body.field).toBe('old_password');
      expect(body.detail).toBe('原密码不正确');
      await t.loginAs(t.b.manager);
    });

    it('the same password again → 422 on new_password', async () => {
      const token = await t.loginAs(t.b.manager);
      const body = expectFailure(
        await t.api(token).post('/api/user/password', {
          old_password: t.b.manager.password,
          new_password: t.b.manager.password,
        }),
        422,
      );
      expect(body.field).toBe('new_password');
    });

    it('missing fields → 422 naming them', async () => {
      const token = await t.loginAs(t.b.manager);
      expect(
        expectFailure(await t.api(token).post('/api/user/password', { new_password: 'Fresh1234' }), 422)
          .field,
      ).toBe('old_password');
      expect(
        expectFailure(await t.api(token).post('/api/user/password', { old_password: 'Fresh1234' }), 422)
          .field,
      ).toBe('new_password');
    });

    it('stores an argon2id hash, never the password', async () => {
      const user = await newUser(t, { tenantId: t.b.id, username: 'hash-check', role: 'worker' });
      const token = await t.loginAs(user);
      expectOk(
        await t
          .api(token)
          .post('/api/user/password', { old_password: user.password, new_password: 'Hashed1234' }),
      );
      const row = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('Hashed1234');
    });
  });

  describe('POST /api/user/menu', () => {
    const menuOf = async (token: string) =>
      z.array(ZMenuItem).parse(expectOk(await t.api(token).post('/api/user/menu')));

    it('worker and manager get the console menu in spec order, without the admin team entry', async () => {
      for (const user of [t.a.worker, t.a.manager]) {
        const menu = await menuOf(await t.loginAs(user));
        expect(menu.map((item) => item.name)).toEqual([
          'publication-maintenance',
          'brand-monitoring',
          'market-opportunity',
          'data-management',
        ]);
        expect(names(menu)).not.toContain('team');
        expect(names(menu)).not.toContain('team-members');
        expect(names(menu)).toContain('publication-effect');
      }
    });

    it('admin also gets the team entry', async () => {
      const menu = await menuOf(await t.loginAs(t.a.admin));
      expect(menu.map((item) => item.name)).toEqual(APP_MENU.map((item) => item.name));
      expect(names(menu)).toEqual(expect.arrayContaining(['team', 'team-members']));
    });

    it('accepts an empty JSON object as payload', async () => {
      const token = await t.loginAs(t.a.worker);
      expect(expectOk(await t.api(token).post('/api/user/menu', {}))).toBeInstanceOf(Array);
    });

    it('needs a token', async () => {
      expectFailure(await t.api().post('/api/user/menu'), 401, 50008);
    });
  });

  describe('endpoints need a token', () => {
    it.each([
      ['GET', '/api/user/me'],
      ['GET', '/api/user/info'],
      ['POST', '/api/user/profile'],
      ['POST', '/api/user/logout'],
      ['POST', '/api/user/password'],
      ['GET', '/api/user/tenant'],
      ['GET', '/api/track/expand_conditions?source=submit'],
      ['GET', '/api/track/brand-product-display-name-search-keywords-dict'],
      ['GET', '/api/track/content-comm-results-list'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['GET', '/api/messages'],
      ['POST', '/api/messages/read'],
    ] as const)('%s %s without a token → 401 50008', async (method, path) => {
      expectFailure(await t.api().request(method, path), 401, 50008);
    });
  });
});
