import { ZTokenResponse, ZUserMe } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { newUser } from '../../../testing/factories/newUser';
import {
  createTestApp,
  expectFailure,
  expectOk,
  postTokenForm,
  type TestApp,
} from '../../../testing/testApp';
import { DEMO_USERS } from '../../demo/demoTenant';
import { hashPassword } from '../passwordHasher';

describe('POST /api/token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      throttleLimits: { perAccountAddress: 3, perAddress: 12, perAccount: 6, windowMs: 60_000 },
    });
  });
  afterAll(() => t.close());

  it('answers the OAuth2 token shape for the form the web client sends, and the token works', async () => {
    const response = await postTokenForm(t.app, {
      username: t.a.worker.username,
      password: t.a.worker.password,
      grant_type: '',
      scope: '',
      client_id: '',
      client_secret: '',
    });
    expect(response.status, response.text).toBe(200);
    const token = ZTokenResponse.parse(response.body);
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBe(3600);
    expect(token.access_token.split('.')).toHaveLength(3);
    expect(Object.keys(response.body as object).sort()).toEqual(['access_token', 'expires_in', 'token_type']);

    const me = ZUserMe.parse(expectOk(await t.api(token.access_token).get('/api/user/me')));
    expect(me.username).toBe(t.a.worker.username);
    expect(me.tenant_id).toBe(t.a.id);
  });

  it('marks every answer no-store, so no cache keeps a token or a refusal (RFC 6749 §5.1)', async () => {
    const answers = [
      await postTokenForm(t.app, { username: t.a.worker.username, password: t.a.worker.password }),
      await postTokenForm(t.app, { username: t.a.worker.username, password: 'Wrong-password-1' }),
      await postTokenForm(t.app, { username: '', password: 'x' }),
      await t.api().post('/api/token', '<username/>', { headers: { 'content-type': 'application/xml' } }),
      await t.api().post('/api/token', '{"username":', { headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 422, 415, 400]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.pragma).toBe('no-cache');
    }
  });

  it('accepts grant_type=password and a padded username', async () => {
    const response = await postTokenForm(t.app, {
      username: `  ${t.a.manager.username} `,
      password: t.a.manager.password,
      grant_type: 'password',
    });
    expect(response.status, response.text).toBe(200);
  });

  it('records the login time, shown by /api/user/info', async () => {
    const before = t.clock.now();
    const token = await t.loginAs(t.a.admin);
    const info = expectOk(await t.api(token).get('/api/user/info')) as { last_login_at: string | null };
    expect(info.last_login_at).toBe(new Date(before).toISOString());
  });

  it('rejects a wrong password with 401 and the spec sentence, in Chinese by default', async () => {
    const response = await postTokenForm(t.app, { username: t.b.worker.username, password: 'Wrong123' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ detail: '用户名或密码错误' });
    expectFailure(response, 401);
  });

  it('answers in English when Accept-Language prefers it', async () => {
    const response = await postTokenForm(
      t.app,
      { username: t.b.worker.username, password: 'Wrong123' },
      { headers: { 'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.5' } },
    );
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ detail: 'Incorrect username or password' });
  });

  it('answers an unknown user exactly as a wrong password (no user enumeration)', async () => {
    const unknown = await postTokenForm(t.app, { username: 'nobody-here', password: 'Whatever1' });
    const wrong = await postTokenForm(t.app, { username: t.b.manager.username, password: 'Whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('does not match a username case-insensitively or a password with different case', async () => {
    expectFailure(
      await postTokenForm(t.app, {
        username: t.b.admin.username.toUpperCase(),
        password: t.b.admin.password,
      }),
      401,
    );
    expectFailure(
      await postTokenForm(t.app, {
        username: t.b.admin.username,
        password: t.b.admin.password.toLowerCase(),
      }),
      401,
    );
  });

  it("a stored password the policy now refuses (the demo's Admin123) still logs in: the rules apply when one is chosen", async () => {
    const demoAdmin = DEMO_USERS.find((user) => user.role === 'admin');
    if (!demoAdmin) throw new Error('no demo admin');
    const user = await newUser(t, { tenantId: t.a.id, username: 'before-the-policy', role: 'admin' });
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(demoAdmin.password) })
      .where('id', '=', user.id)
      .execute();
    await t.login(user.username, demoAdmin.password);
  });

  it('refuses a disabled user with 403 and a sentence, whatever the password (no password oracle)', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'login-disabled', role: 'worker' });
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user.id).execute();
    const body = expectFailure(
      await postTokenForm(t.app, { username: user.username, password: user.password }),
      403,
    );
    expect(body.detail).toContain('停用');
    const en = expectFailure(
      await postTokenForm(
        t.app,
        { username: user.username, password: user.password },
        { headers: { 'accept-language': 'en' } },
      ),
      403,
    );
    expect(en.detail).toMatch(/disabled/i);
    // A wrong password gets the very same answer: trying passwords on a disabled account learns nothing.
    const wrong = await postTokenForm(t.app, { username: user.username, password: 'Nope12345' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(body);
  });

  it.each([
    ['username', { password: 'Secret123' }],
    ['password', { username: 'ta-worker' }],
    ['username', { username: '', password: 'Secret123' }],
    ['username', { username: '   ', password: 'Secret123' }],
    ['password', { username: 'ta-worker', password: '' }],
  ])('names the missing field %s with 422', async (field, form) => {
    const body = expectFailure(await postTokenForm(t.app, form), 422);
    expect(body.field).toBe(field);
    expect(body.detail).toContain(field);
  });

  it('rejects an unknown grant_type with 422 naming it', async () => {
    const body = expectFailure(
      await postTokenForm(t.app, { username: 'ta-worker', password: 'x', grant_type: 'client_credentials' }),
      422,
    );
    expect(body.field).toBe('grant_type');
  });

  it('rejects an over-long username with 422, not a lookup', async () => {
    const body = expectFailure(await postTokenForm(t.app, { username: 'u'.repeat(65), password: 'x' }), 422);
    expect(body.field).toBe('username');
  });

  it('rejects a body that is not a form or JSON object with a 4xx sentence, never 500', async () => {
    const text = await t
      .api()
      .post('/api/token', 'username=ta-worker', { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expectFailure(text, text.status);
    const xml = await t
      .api()
      .post('/api/token', '<username/>', { headers: { 'content-type': 'application/xml' } });
    expectFailure(xml, 415);
  });

  it('rejects a form with repeated fields instead of crashing', async () => {
    const response = await t.api().post('/api/token', 'username=a&username=b&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = expectFailure(response, 422);
    expect(body.field).toBe('username');
  });

  it('throttles one account at one address after N failures with 429, until the window ends', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'throttled-user', role: 'worker' });
    for (let index = 0; index < 3; index += 1) {
      const response = await postTokenForm(
        t.app,
        { username: user.username, password: `Wrong${index}` },
        { remoteAddress: '10.1.0.1' },
      );
      expect(response.status).toBe(401);
    }
    // Locked at this address now, even with the right password.
    const right = { username: user.username, password: user.password };
    const body = expectFailure(await postTokenForm(t.app, right, { remoteAddress: '10.1.0.1' }), 429);
    expect(body.detail).toMatch(/尝试次数过多.*1 分钟/);
    // Other users are not affected.
    expect(
      (await postTokenForm(t.app, { username: t.b.admin.username, password: t.b.admin.password })).status,
    ).toBe(200);
    // After the window the right password works again.
    t.clock.advance(60_001);
    expect((await postTokenForm(t.app, right, { remoteAddress: '10.1.0.1' })).status).toBe(200);
  });

  it('throttles an account guessed from many addresses everywhere once the account backstop is reached', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'spread-guesses', role: 'worker' });
    for (let index = 0; index < 6; index += 1) {
      const response = await postTokenForm(
        t.app,
        { username: user.username, password: `Wrong${index}` },
        { remoteAddress: `10.5.0.${index + 1}` },
      );
      expect(response.status).toBe(401);
    }
    const right = { username: user.username, password: user.password };
    expectFailure(await postTokenForm(t.app, right, { remoteAddress: '10.5.0.99' }), 429);
    t.clock.advance(60_001);
    expect((await postTokenForm(t.app, right, { remoteAddress: '10.5.0.99' })).status).toBe(200);
  });

  it('counts one IPv6 subscriber (a /64) as one address, and ::ffff:a.b.c.d as the IPv4 address', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'ipv6-guesses', role: 'worker' });
    for (let index = 0; index < 3; index += 1) {
      const response = await postTokenForm(
        t.app,
        { username: user.username, password: `Wrong${index}` },
        { remoteAddress: `2001:db8:1:2::${index + 1}` },
      );
      expect(response.status).toBe(401);
    }
    const right = { username: user.username, password: user.password };
    expectFailure(await postTokenForm(t.app, right, { remoteAddress: '2001:db8:1:2:ffff::9' }), 429);
    expect((await postTokenForm(t.app, right, { remoteAddress: '2001:db8:1:3::1' })).status).toBe(200);

    const other = await newUser(t, { tenantId: t.a.id, username: 'mapped-guesses', role: 'worker' });
    for (let index = 0; index < 3; index += 1) {
      await postTokenForm(
        t.app,
        { username: other.username, password: `Wrong${index}` },
        { remoteAddress: '::ffff:10.6.0.1' },
      );
    }
    const rightOther = { username: other.username, password: other.password };
    expectFailure(await postTokenForm(t.app, rightOther, { remoteAddress: '10.6.0.1' }), 429);
  });

  it('throttles one address guessing many usernames with 429', async () => {
    const address = '10.2.0.9';
    for (let index = 0; index < 12; index += 1) {
      const response = await postTokenForm(
        t.app,
        { username: `guess-${index}`, password: 'Guess1234' },
        { remoteAddress: address },
      );
      expect(response.status).toBe(401);
    }
    const blocked = await postTokenForm(
      t.app,
      { username: t.a.worker.username, password: t.a.worker.password },
      { remoteAddress: address, headers: { 'accept-language': 'en' } },
    );
    expect(expectFailure(blocked, 429).detail).toMatch(/Too many attempts/);
    // Another address is fine.
    expect(
      (
        await postTokenForm(
          t.app,
          { username: t.a.worker.username, password: t.a.worker.password },
          { remoteAddress: '10.2.0.10' },
        )
      ).status,
    ).toBe(200);
  });

  it('a successful login clears the count of that account at that address', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'reset-count', role: 'worker' });
    const address = '10.3.0.1';
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 2; index += 1) {
        expect(
          (
            await postTokenForm(
              t.app,
              { username: user.username, password: 'Bad12345' },
              { remoteAddress: address },
            )
          ).status,
        ).toBe(401);
      }
      expect(
        (
          await postTokenForm(
            t.app,
            { username: user.username, password: user.password },
            { remoteAddress: address },
          )
        ).status,
      ).toBe(200);
    }
  });

  it('counts failures in the database: another server process on it sees them and refuses too', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'two-processes', role: 'worker' });
    // A second server on the same database, as with WORKERS=2 (node:cluster).
    const other = await buildApp({
      config: t.config,
      database: t.database.handle,
      now: t.clock.now,
      logger: false,
      throttleLimits: { perAccountAddress: 3, perAddress: 12, perAccount: 6, windowMs: 60_000 },
    });
    await other.ready();
    try {
      const servers = [t.app, other, t.app];
      for (const [index, server] of servers.entries()) {
        const wrong = { username: user.username, password: `Wrong${index}` };
        expect((await postTokenForm(server, wrong, { remoteAddress: '10.4.0.1' })).status).toBe(401);
      }
      const right = { username: user.username, password: user.password };
      expectFailure(await postTokenForm(other, right, { remoteAddress: '10.4.0.1' }), 429);
      expectFailure(await postTokenForm(t.app, right, { remoteAddress: '10.4.0.1' }), 429);
      const pairKey = 'ua:two-processes|10.4.0.1';
      const rows = await t.db.selectFrom('login_failures').selectAll().where('key', '=', pairKey).execute();
      expect(rows.map((row) => Number(row.failures))).toEqual([3]);
      // The window ends for both, and a success clears the count for both.
      t.clock.advance(60_001);
      expect((await postTokenForm(other, right, { remoteAddress: '10.4.0.1' })).status).toBe(200);
      expect(
        await t.db.selectFrom('login_failures').selectAll().where('key', '=', pairKey).execute(),
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
