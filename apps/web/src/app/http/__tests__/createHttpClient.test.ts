import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@/app/testing/startTestServer';
import {
  CONTENT_COMMENTS_TIMEOUT_MS,
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  type HttpClient,
} from '../createHttpClient';
import { HttpError } from '../HttpError';

let server: TestServer;
let token: string | null;
let client: HttpClient;
const showError = vi.fn<(text: string) => void>();
const confirmRelogin = vi.fn<() => Promise<void>>();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  token = null;
  showError.mockReset();
  confirmRelogin.mockReset();
  confirmRelogin.mockResolvedValue();
  client = createHttpClient({
    baseURL: server.url,
    getToken: () => token,
    getLanguage: () => 'en-US',
    ui: { showError, confirmRelogin },
    texts: { error: () => 'Error', requestError: () => 'Request Error' },
  });
});

describe('requests', () => {
  it('sends the bearer token only when one is stored, and the UI language', async () => {
    server.route('GET /api/echo', () => ({ body: { code: 200, msg: 'ok', data: 1 } }));
    await client.get('/api/echo');
    token = 'abc.def';
    await client.get('/api/echo');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer abc.def');
    expect(server.requests[1]?.headers['accept-language']).toBe('en-US');
  });

  it('drops undefined, empty and NaN query values from GETs', async () => {
    server.route('GET /api/list', () => ({ body: { code: 200, msg: 'ok', data: [] } }));
    await client.get('/api/list', {
      brand: '',
      page: Number.NaN,
      size: 'NaN',
      product: undefined,
      keyword: '面霜',
      zero: 0,
      off: false,
    });
    const query = server.requests[0]!.query;
    expect([...query.keys()].sort()).toEqual(['keyword', 'off', 'zero']);
    expect(query.get('keyword')).toBe('面霜');
    expect(query.get('zero')).toBe('0');
  });

  it('uses the default timeout, and 180 s for content-comments', async () => {
    server.route('GET /api/track/content-comments', () => ({ body: { code: 200, msg: 'ok', data: null } }));
    server.route('GET /api/track/contents', () => ({ body: { code: 200, msg: 'ok', data: null } }));
    const comments = await client.axios.get('/api/track/content-comments', { params: { page: 1 } });
    const contents = await client.axios.get('/api/track/contents');
    expect(comments.config.timeout).toBe(CONTENT_COMMENTS_TIMEOUT_MS);
    expect(contents.config.timeout).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(3_000_000);
    expect(CONTENT_COMMENTS_TIMEOUT_MS).toBe(180_000);
  });
});

describe('envelope', () => {
  it('unwraps data when code is 200', async () => {
    server.route('GET /api/ok', () => ({ body: { code: 200, msg: 'ok', data: { name: 'x' } } }));
    await expect(client.get('/api/ok')).resolves.toEqual({ name: 'x' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('passes a string body through unchanged', async () => {
    server.route('GET /api/text', () => ({ body: 'plain text' }));
    await expect(client.get('/api/text')).resolves.toBe('plain text');
  });

  it('passes a body without a code through unchanged', async () => {
    server.route('POST /api/token', () => ({ body: { access_token: 't', token_type: 'bearer' } }));
    await expect(client.post('/api/token')).resolves.toEqual({ access_token: 't', token_type: 'bearer' });
  });

  it('rejects a code other than 200 and shows msg (or "Error")', async () => {
    server.route('GET /api/bad', () => ({ body: { code: 4001, msg: '品牌不存在', data: null } }));
    server.route('GET /api/bare', () => ({ body: { code: 500, data: null } }));
    await expect(client.get('/api/bad')).rejects.toThrow('品牌不存在');
    await expect(client.get('/api/bare')).rejects.toThrow('Error');
    expect(showError.mock.calls).toEqual([['品牌不存在'], ['Error']]);
    expect(confirmRelogin).not.toHaveBeenCalled();
  });

  it('asks to log in again for 50008/50012/50014 in an envelope', async () => {
    for (const code of [50008, 50012, 50014]) {
      server.route('GET /api/env', () => ({ body: { code, msg: 'token', data: null } }));
      await expect(client.get('/api/env')).rejects.toBeInstanceOf(HttpError);
    }
    expect(confirmRelogin).toHaveBeenCalledTimes(3);
  });
});

describe('HTTP failures', () => {
  it("shows the body's detail, or Request Error, and rejects", async () => {
    server.route('POST /api/with-detail', () => ({
      status: 422,
      body: { code: 422, msg: 'm', detail: '邮箱格式不正确' },
    }));
    server.route('GET /api/no-detail', () => ({ status: 502, body: 'bad gateway' }));
    const failure = await client.post('/api/with-detail', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(422);
    expect((failure as HttpError).detail).toBe('邮箱格式不正确');
    await expect(client.get('/api/no-detail')).rejects.toThrow('Request Error');
    expect(showError.mock.calls).toEqual([['邮箱格式不正确'], ['Request Error']]);
  });

  it('opens the relogin dialog for a 401 with a relogin code, once while it is open', async () => {
    let close: () => void = () => undefined;
    confirmRelogin.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          close = resolve;
        }),
    );
    server.route('GET /api/messages', () => ({
      status: 401,
      body: { code: 50014, msg: 'expired', detail: 'expired' },
    }));
    await Promise.allSettled([client.get('/api/messages'), client.get('/api/messages')]);
    expect(confirmRelogin).toHaveBeenCalledTimes(1);
    close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.get('/api/messages').catch(() => undefined);
    expect(confirmRelogin).toHaveBeenCalledTimes(2);
  });

  it('skips the dialog for the user-info (profile) requests', async () => {
    server.route('GET /api/user/info', () => ({ status: 401, body: { code: 50012, msg: 'r', detail: 'r' } }));
    server.route('GET /api/user/me', () => ({ status: 401, body: { code: 50008, msg: 'i', detail: 'i' } }));
    await client.get('/api/user/info').catch(() => undefined);
    await client.get('/api/user/me').catch(() => undefined);
    expect(confirmRelogin).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledTimes(2);
  });

  it('does not ask to log in again for a 401 without a relogin code (wrong password)', async () => {
    server.route('POST /api/token', () => ({
      status: 401,
      body: { code: 401, msg: '用户名或密码错误', detail: '用户名或密码错误' },
    }));
    const failure = (await client
      .post('/api/token', {}, { silent: true })
      .catch((error: unknown) => error)) as HttpError;
    expect(failure.detail).toBe('用户名或密码错误');
    expect(confirmRelogin).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('leaves a refusal of a field the form shows to the form: no message, the field on the error', async () => {
    const refusal = { code: 422, msg: 'common', detail: 'common', field: 'password' };
    server.route('POST /api/admin/users', () => ({ status: 422, body: refusal }));
    const onForm = await client
      .post('/api/admin/users', {}, { formFields: ['username', 'password'] })
      .catch((error: unknown) => error);
    expect(onForm).toBeInstanceOf(HttpError);
    expect((onForm as HttpError).field).toBe('password');
    expect(showError).not.toHaveBeenCalled();
    // A form without that field (or a caller without a form) still gets the message.
    await expect(client.post('/api/admin/users', {}, { formFields: ['username'] })).rejects.toBeInstanceOf(
      HttpError,
    );
    await expect(client.post('/api/admin/users', {})).rejects.toBeInstanceOf(HttpError);
    expect(showError.mock.calls).toEqual([['common'], ['common']]);
  });

  it('leaves a silent call (logout) to its caller: no message, no dialog', async () => {
    server.route('POST /api/user/logout', () => ({
      status: 401,
      body: { code: 50012, msg: 'r', detail: 'r' },
    }));
    await expect(client.post('/api/user/logout', undefined, { silent: true })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(showError).not.toHaveBeenCalled();
    expect(confirmRelogin).not.toHaveBeenCalled();
  });
});
