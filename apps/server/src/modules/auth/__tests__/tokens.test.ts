import { ERROR_CODES } from '@notedesk/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { newUser } from '../../../testing/factories/newUser';
import {
  createTestApp,
  expectFailure,
  expectOk,
  TEST_JWT_SECRET,
  type TestApp,
  testConfig,
} from '../../../testing/testApp';

const key = (secret: string) => new TextEncoder().encode(secret);

type Claims = { sub: string; tid: number; jti: string; iss?: string; expSeconds?: number };

const sign = (secret: string, claims: Claims) =>
  new SignJWT({ tid: claims.tid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(claims.iss ?? 'notedesk')
    .setIssuedAt()
    .setExpirationTime(claims.expSeconds ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(key(secret));

const decodePayload = (token: string): { sub: string; tid: number; jti: string; exp: number } =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

describe('bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token?: string, headers?: Record<string, string>) =>
    t.api(token).get('/api/user/me', headers ? { headers } : {});

  it('no Authorization header → 401 with code 50008 and a sentence', async () => {
    const body = expectFailure(await me(), 401, ERROR_CODES.tokenInvalid);
    expect(body.detail).toBe('请先登录');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['three garbage parts', 'aaa.bbb.ccc'],
    ['an empty bearer', ''],
    ['a JSON blob', '{"sub":"1"}'],
    ['a very long string', 'x'.repeat(10_000)],
  ])('%s → 401 with code 50008', async (_name, token) => {
    expectFailure(await me(token), 401, ERROR_CODES.tokenInvalid);
  });

  it('another scheme (Basic) → 50008', async () => {
    const response = await t.api().get('/api/user/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expectFailure(response, 401, ERROR_CODES.tokenInvalid);
  });

  it('the scheme is case-insensitive', async () => {
    const token = await t.loginAs(t.a.worker);
    expectOk(await t.api().get('/api/user/me', { headers: { authorization: `bearer ${token}` } }));
  });

  it('a token signed with another secret → 50008', async () => {
    const real = decodePayload(await t.loginAs(t.a.worker));
    const forged = await sign('another-secret-0123456789-abcdefghijklmnop', {
      sub: real.sub,
      tid: real.tid,
      jti: real.jti,
    });
    expectFailure(await me(forged), 401, ERROR_CODES.tokenInvalid);
  });

  it('a token from another installation (same claims shape, other secret) → 50008', async () => {
    const other = await createTestApp({ env: { JWT_SECRET: 'other-installation-secret-0123456789abcdef' } });
    try {
      const foreign = await other.loginAs(other.a.worker);
      expectFailure(await me(foreign), 401, ERROR_CODES.tokenInvalid);
    } finally {
      await other.close();
    }
  });

  it('a tampered payload (another user id, same signature) → 50008', async () => {
    const token = await t.loginAs(t.a.worker);
    const [header, , signature] = token.split('.');
    const payload = decodePayload(token);
    const changed = Buffer.from(JSON.stringify({ ...payload, sub: String(t.a.admin.id) })).toString(
      'base64url',
    );
    expectFailure(await me(`${header}.${changed}.${signature}`), 401, ERROR_CODES.tokenInvalid);
  });

  it('an unsigned token (alg none) → 50008', async () => {
    const token = await t.loginAs(t.a.worker);
    const payload = token.split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectFailure(await me(`${header}.${payload}.`), 401, ERROR_CODES.tokenInvalid);
  });

  it('a validly signed token whose session belongs to someone else, or another tenant, or nobody → 50008', async () => {
    const session = decodePayload(await t.loginAs(t.a.worker));
    // Right secret, but the session was issued to another user.
    const otherUser = await sign(TEST_JWT_SECRET, {
      sub: String(t.a.admin.id),
      tid: t.a.id,
      jti: session.jti,
    });
    expectFailure(await me(otherUser), 401, ERROR_CODES.tokenInvalid);
    // Right secret, session moved to tenant B.
    const otherTenant = await sign(TEST_JWT_SECRET, { sub: session.sub, tid: t.b.id, jti: session.jti });
    expectFailure(await me(otherTenant), 401, ERROR_CODES.tokenInvalid);
    // Right secret, no such session.
    const noSession = await sign(TEST_JWT_SECRET, { sub: session.sub, tid: t.a.id, jti: 'no-such-session' });
    expectFailure(await me(noSession), 401, ERROR_CODES.tokenInvalid);
    // Right secret, wrong issuer.
    const otherIssuer = await sign(TEST_JWT_SECRET, { ...session, iss: 'someone-else' });
    expectFailure(await me(otherIssuer), 401, ERROR_CODES.tokenInvalid);
  });

  it('a token past its expiry (JWT exp) → 401 with code 50014', async () => {
    const session = decodePayload(await t.loginAs(t.a.worker));
    const expired = await sign(TEST_JWT_SECRET, {
      sub: session.sub,
      tid: session.tid,
      jti: session.jti,
      expSeconds: Math.floor(Date.now() / 1000) - 10,
    });
    const body = expectFailure(await me(expired), 401, ERROR_CODES.tokenExpired);
    expect(body.detail).toBe('登录已过期，请重新登录');
  });

  it('a token issued by the server an hour and more ago → 50014 (TOKEN_TTL=1h)', async () => {
    const realNow = t.clock.now();
    t.clock.set(realNow - 3 * 3600_000);
    try {
      const old = await t.loginAs(t.a.manager);
      t.clock.set(realNow);
      const body = expectFailure(await me(old, { 'accept-language': 'en' }), 401, ERROR_CODES.tokenExpired);
      expect(body.detail).toMatch(/expired/);
    } finally {
      t.clock.set(realNow);
    }
  });

  it('a session past its expiry on the server clock → 50014, even if the JWT still looks fresh', async () => {
    const realNow = t.clock.now();
    const token = await t.loginAs(t.a.manager);
    expectOk(await me(token));
    t.clock.advance(3600_000 + 1);
    try {
      expectFailure(await me(token), 401, ERROR_CODES.tokenExpired);
    } finally {
      t.clock.set(realNow);
    }
  });

  it('logout: the token stops working (50008); other sessions of the user keep working', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'logout-user', role: 'worker' });
    const first = await t.loginAs(user);
    const second = await t.loginAs(user);
    expect(expectOk(await t.api(first).post('/api/user/logout'))).toBeNull();
    expectFailure(await me(first), 401, ERROR_CODES.tokenInvalid);
    expectFailure(await t.api(first).post('/api/user/logout'), 401, ERROR_CODES.tokenInvalid);
    expectOk(await me(second));
  });

  it('a disabled user’s token → 401 with code 50012 on every endpoint', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'disabled-later', role: 'worker' });
    const token = await t.loginAs(user);
    const admin = await t.loginAs(t.a.admin);
    expectOk(await t.api(admin).post(`/api/admin/users/${user.id}/disabled`, { disabled: true }));
    const body = expectFailure(await me(token), 401, ERROR_CODES.tokenRevoked);
    expect(body.detail).toContain('停用');
    expectFailure(await t.api(token).get('/api/user/tenant'), 401, ERROR_CODES.tokenRevoked);
    expectFailure(await t.api(token).post('/api/user/menu'), 401, ERROR_CODES.tokenRevoked);
    // Enabling the account again does not bring the revoked token back; a new login works.
    expectOk(await t.api(admin).post(`/api/admin/users/${user.id}/disabled`, { disabled: false }));
    expectFailure(await me(token), 401, ERROR_CODES.tokenRevoked);
    expectOk(await me(await t.loginAs(user)));
  });

  it('a user disabled directly in the database (e.g. by the CLI) is refused at once with 50012', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'disabled-by-cli', role: 'worker' });
    const token = await t.loginAs(user);
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user.id).execute();
    expectFailure(await me(token), 401, ERROR_CODES.tokenRevoked);
  });

  it('password change: other sessions → 50012, the changing session keeps working, old password fails', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'changes-password', role: 'worker' });
    const phone = await t.loginAs(user);
    const laptop = await t.loginAs(user);
    expectOk(
      await t
        .api(laptop)
        .post('/api/user/password', { old_password: user.password, new_password: 'NewPass123' }),
    );
    expectOk(await me(laptop));
    const body = expectFailure(await me(phone), 401, ERROR_CODES.tokenRevoked);
    expect(body.detail).toContain('密码已修改');
    expectFailure(
      await t.api().post('/api/token', `username=${user.username}&password=${user.password}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      401,
    );
    expectOk(await me(await t.login(user.username, 'NewPass123')));
  });

  it('a token keeps working when the server restarts with the same secret', async () => {
    const token = await t.loginAs(t.b.worker);
    const again = await buildApp({ config: testConfig(), database: t.database.handle, logger: false });
    try {
      const response = await again.inject({
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
