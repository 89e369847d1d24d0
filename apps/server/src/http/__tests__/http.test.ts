import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import {
  apiClient,
  createTestApp,
  expectFailure,
  expectOk,
  postTokenForm,
  type TestApp,
  testConfig,
} from '../../testing/testApp';
import { createTestDatabase } from '../../testing/testDatabase';

const MIB = 1024 * 1024;

describe('HTTP behaviour shared by every endpoint', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.loginAs(t.a.worker);
  });
  afterAll(() => t.close());

  const profile = { email: 'a@example.com', nickname: 'A', country: '中国', area: '310000' };
  const jsonHeaders = { 'content-type': 'application/json' };

  describe('bad bodies', () => {
    it('malformed JSON → 400 with a sentence', async () => {
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', '{"email": "a@example.com",', { headers: jsonHeaders }),
        400,
      );
      expect(body.detail).toBe('请求体不是合法的 JSON');
    });

    it('malformed JSON is explained in English too', async () => {
      const body = expectFailure(
        await t
          .api(token)
          .post('/api/user/profile', '{oops}', { headers: { ...jsonHeaders, 'accept-language': 'en' } }),
        400,
      );
      expect(body.detail).toBe('The request body is not valid JSON');
    });

    it('an empty JSON body where one is required → 422 “body is required”', async () => {
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', '', { headers: jsonHeaders }),
        422,
      );
      expect(body.detail).toBe('参数 body 不能为空');
    });

    it('an empty JSON body on a bodiless POST (menu, logout) is accepted', async () => {
      const own = await t.loginAs(t.a.manager);
      expect(expectOk(await t.api(own).post('/api/user/menu', '', { headers: jsonHeaders }))).toBeInstanceOf(
        Array,
      );
      expectOk(await t.api(own).post('/api/user/logout', '', { headers: jsonHeaders }));
      expectFailure(await t.api(own).get('/api/user/me'), 401, 50008);
    });

    it('JSON with a __proto__ key is refused with 400', async () => {
      expectFailure(
        await t
          .api(token)
          .post('/api/user/profile', '{"__proto__": {"role": "admin"}}', { headers: jsonHeaders }),
        400,
      );
    });

    it('JSON null or a number as body → 4xx with a sentence', async () => {
      for (const raw of ['null', '42', '"text"', 'true']) {
        const response = await t.api(token).post('/api/user/profile', raw, { headers: jsonHeaders });
        expect(response.status, raw).toBeGreaterThanOrEqual(400);
        expect(response.status, raw).toBeLessThan(500);
        expectFailure(response, response.status);
      }
    });

    it('a JSON body over 1 MiB → 413', async () => {
      const big = JSON.stringify({ ...profile, profile: 'x'.repeat(MIB + 10) });
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', big, { headers: jsonHeaders }),
        413,
      );
      expect(body.detail).toBe('请求体过大');
    });

    it('a login form over 1 MiB → 413', async () => {
      const response = await postTokenForm(t.app, { username: 'ta-worker', password: 'x'.repeat(MIB + 10) });
      expectFailure(response, 413);
    });

    it('a body just under the limit is read (and then validated)', async () => {
      const nearly = JSON.stringify({ ...profile, profile: 'x'.repeat(MIB - 500) });
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', nearly, { headers: jsonHeaders }),
        422,
      );
      expect(body.field).toBe('profile');
    });

    it('an unsupported content type → 415 naming it', async () => {
      const body = expectFailure(
        await t
          .api(token)
          .post('/api/user/profile', '<profile/>', { headers: { 'content-type': 'application/xml' } }),
        415,
      );
      expect(body.detail).toContain('application/xml');
    });

    it('text/plain where JSON is expected → 4xx with a sentence, never 500', async () => {
      const response = await t
        .api(token)
        .post('/api/user/profile', JSON.stringify(profile), { headers: { 'content-type': 'text/plain' } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expectFailure(response, response.status);
    });

    it('JSON with a charset parameter is accepted', async () => {
      expectOk(
        await t.api(token).post('/api/user/profile', JSON.stringify(profile), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    });

    it('a NUL character in text → 422 naming the field on both databases (PostgreSQL cannot store it)', async () => {
      const body = expectFailure(
        await t.api(token).post('/api/user/profile', { ...profile, nickname: 'a\u0000b' }),
        422,
      );
      expect(body.field).toBe('nickname');
      expect(body.detail).toBe('参数 nickname 不正确：包含不允许的空字符（NUL）');
      const login = expectFailure(
        await postTokenForm(t.app, { username: 'ta\u0000worker', password: 'x' }),
        422,
      );
      expect(login.field).toBe('username');
      const query = expectFailure(await t.api(token).get('/api/user/tenant?target_platform=xhs%00'), 422);
      expect(query.field).toBe('target_platform');
      const nested = expectFailure(
        await t
          .api(token)
          .post(
            '/api/messages/read',
            { all: true, type: 'x\u0000' },
            { headers: { 'accept-language': 'en' } },
          ),
        422,
      );
      expect(nested.detail).toBe('Field type is invalid: contains a NUL character, which is not allowed');
    });

    it('a field named like an Object property (__proto__, toString) is named in the sentence, never a 500', async () => {
      for (const name of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
        const body = expectFailure(await t.api(token).get(`/api/user/tenant?${name}=%00`), 422);
        expect(body.field).toBe(name);
        expect(body.detail).toBe(`参数 ${name} 不正确：包含不允许的空字符（NUL）`);
      }
    });

    it('without a token, a bad or huge body still answers 401 (auth comes first)', async () => {
      expectFailure(await t.api().post('/api/user/profile', '{bad', { headers: jsonHeaders }), 401, 50008);
      expectFailure(
        await t.api().post('/api/user/profile', 'x'.repeat(MIB + 10), { headers: jsonHeaders }),
        401,
        50008,
      );
    });
  });

  describe('unknown routes', () => {
    it.each([
      ['GET', '/api/nope'],
      ['POST', '/api/user/unknown'],
      ['GET', '/api'],
      ['DELETE', '/api/user/me'],
      ['GET', '/images/example.com/a.jpg'],
    ] as const)('%s %s → 404 JSON naming the path', async (method, path) => {
      const body = expectFailure(await t.api(token).request(method, path), 404);
      expect(body.detail).toBe(`接口不存在：${path}`);
    });

    it('a path parameter over the length limit → 414 with a sentence', async () => {
      const admin = await t.loginAs(t.a.admin);
      const body = expectFailure(
        await t.api(admin).post(`/api/admin/users/${'1'.repeat(200)}/disabled`, { disabled: true }),
        414,
      );
      expect(body.detail).toBe('请求地址过长');
    });

    it('a badly percent-encoded path → 400 with a sentence', async () => {
      const body = expectFailure(
        await t
          .api(token)
          .get('/api/admin/users/%E0%A4%A/disabled', { headers: { 'accept-language': 'en' } }),
        400,
      );
      expect(body.detail).toBe('The request address is not valid');
    });

    it('keeps the query string out of the message', async () => {
      const body = expectFailure(
        await t.api().get('/api/nope?token=secret', { headers: { 'accept-language': 'en' } }),
        404,
      );
      expect(body.detail).toBe('No such endpoint: /api/nope');
    });
  });

  describe('language of the sentences', () => {
    it.each([
      [undefined, '请先登录'],
      ['en', 'Please log in first'],
      ['en-US,en;q=0.9', 'Please log in first'],
      ['zh-CN,zh;q=0.9,en;q=0.8', '请先登录'],
      ['zh-TW', '请先登录'],
      ['en;q=0.2, zh-CN;q=0.9', '请先登录'],
      ['fr-FR, en;q=0.5', 'Please log in first'],
      ['fr-FR', '请先登录'],
      ['*', '请先登录'],
      ['en;q=abc', 'Please log in first'],
    ])('Accept-Language %s → %s', async (language, sentence) => {
      const headers: Record<string, string> = language === undefined ? {} : { 'accept-language': language };
      expect(expectFailure(await t.api().get('/api/user/me', { headers }), 401, 50008).detail).toBe(sentence);
    });
  });

  describe('GET /healthz', () => {
    it('answers ok and the database in use', async () => {
      const response = await t.api().get('/healthz');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', database: t.database.dialect });
    });
  });

  describe('OpenAPI', () => {
    const ZOperation = z.object({ responses: z.record(z.string(), z.unknown()) }).passthrough();
    const ZOpenApi = z.object({
      openapi: z.string().regex(/^3\.\d+\.\d+$/),
      info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
      paths: z.record(z.string(), z.record(z.string(), ZOperation)),
    });

    it('/api/docs/json is an OpenAPI 3 document listing every endpoint with its responses', async () => {
      const response = await t.api().get('/api/docs/json');
      expect(response.status).toBe(200);
      const doc = ZOpenApi.parse(response.body);
      expect(Object.keys(doc.paths)).toContain('/api/admin/users/{id}/disabled');
      expect(Object.keys(doc.paths).some((path) => path.includes('/:'))).toBe(false);
      const token = doc.paths['/api/token']?.post as { requestBody?: { content?: Record<string, unknown> } };
      expect(Object.keys(token.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
      const me = doc.paths['/api/user/me']?.get?.responses['200'] as {
        content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
      };
      expect(Object.keys(me.content?.['application/json']?.schema?.properties ?? {}).sort()).toEqual([
        'code',
        'data',
        'msg',
      ]);
      const params = doc.paths['/api/user/tenant']?.get?.parameters as Array<{ name: string; in: string }>;
      expect(params.map((parameter) => [parameter.name, parameter.in])).toEqual([
        ['target_platform', 'query'],
      ]);
    });

    it('/api/docs serves the browsable page', async () => {
      const response = await t.app.inject({ url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });

  describe('headers', () => {
    it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
      const given = await t.api().get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
      expect(given.headers['x-request-id']).toBe('abc-123');
      const unsafe = await t.api().get('/healthz', { headers: { 'x-request-id': 'a b\u00e9<script>' } });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers, on answers and on errors alike', async () => {
      for (const response of [await t.api().get('/healthz'), await t.api().get('/api/no-such-path')]) {
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const policy = String(response.headers['content-security-policy']);
        expect(policy).toContain("default-src 'self'");
        expect(policy).toContain("img-src 'self' data: blob:");
        expect(policy).toContain("script-src 'self';");
        expect(policy).toContain("object-src 'none'");
      }
    });
  });
});

describe('logging', () => {
  it('never writes the password or the bearer token, but does log requests', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const password = t.a.worker.password;
      const token = await t.login(t.a.worker.username, password);
      expectOk(await t.api(token).get('/api/user/me'));
      expectOk(
        await t.api(token).post('/api/user/password', { old_password: password, new_password: 'Logged1234' }),
      );
      expectFailure(
        await postTokenForm(t.app, { username: t.a.worker.username, password: 'Wrong-Pass-77' }),
        401,
      );
      expectFailure(await t.api(`${token}x`).get('/api/user/me'), 401, 50008);
      const output = lines.join('');
      expect(output).toContain('incoming request');
      expect(output).toContain('/api/user/me');
      for (const secret of [password, 'Logged1234', 'Wrong-Pass-77', token, token.split('.')[2] ?? token]) {
        expect(output).not.toContain(secret);
      }
      expect(output).not.toMatch(/\$argon2/);
    } finally {
      await t.close();
    }
  });

  it('a server fault answers 500 with a sentence and no stack trace, and is logged', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: database.handle,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      // The database goes away under the running app: an error the API cannot foresee.
      await database.handle.close();
      const response = await postTokenForm(app, { username: 'someone', password: 'Secret123' });
      const body = expectFailure(response, 500);
      expect(body.detail).toBe('服务器出错了，请稍后再试');
      expect(lines.join('')).toContain('unhandled error');
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});

describe('the web app beside the API', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'notedesk-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>NoteDesk</title><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html for client routes and JSON 404s under /api', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ WEB_DIST: dist }),
      database: database.handle,
      logger: false,
    });
    try {
      const page = await app.inject({ url: '/publication-maintenance/publication-effect' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
      const asset = await app.inject({ url: '/app.js' });
      expect(asset.statusCode).toBe(200);
      const api = apiClient(app);
      expectFailure(await api.get('/api/nope'), 404);
      expectFailure(await api.post('/somewhere', {}), 404);
      expect((await api.get('/healthz')).status).toBe(200);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
