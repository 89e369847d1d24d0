import { createServer, type Server, type Socket } from 'node:net';
import { PATHS, type TLlmSettingsInput, ZClassifyResult, ZLlmTestResult } from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fakeOpenAiServer';

const KEY = 'sk-outbound-KEY-0123456789abcdef';
/** Text only the foreign service knows: it must never reach the admin. */
const SECRET = 'INTERNAL-SECRET-7f3a';

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** Closes `server`, ending the connections it still holds (a client may keep a half-closed one). */
const closeServer = (server: Server) => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of sockets.get(server) ?? []) socket.destroy();
  return closed;
};

const sockets = new WeakMap<Server, Set<Socket>>();

/** A TCP server whose connections are tracked, so the test can end them. */
const tcpServer = (onConnection: (socket: Socket) => void = () => {}): Server => {
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    onConnection(socket);
  });
  sockets.set(server, open);
  return server;
};

describe('LLM calls go to the provider only: no redirects, no foreign text, checked addresses', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  let internal: FakeOpenAiServer;
  let admin: string;

  const settings = (base_url: string): TLlmSettingsInput => ({
    base_url,
    model: 'outbound-model',
    api_key: KEY,
    classify_enabled: true,
    reply_enabled: true,
    daily_token_quota: null,
  });
  const save = (base_url: string) => t.api(admin).request('PUT', PATHS.llm.settings, settings(base_url));
  const test = async (language = 'en-US') => {
    const response = await t.api(admin).post(PATHS.llm.settingsTest, undefined, {
      headers: { 'accept-language': language },
    });
    return { text: response.text, result: ZLlmTestResult.parse(expectOk(response)) };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    internal = await startFakeOpenAiServer();
    t = await createTestApp({ env: { LLM_TIMEOUT_MS: '1500', LLM_RETRY_DELAY_MS: '10' } });
    admin = await t.loginAs(t.a.admin);
    expectOk(await save(fake.baseUrl));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await internal.close();
  });
  beforeEach(async () => {
    for (const server of [fake, internal]) {
      server.mode = 'good';
      server.requests.length = 0;
      server.stray.length = 0;
    }
    expectOk(await save(fake.baseUrl));
  });

  it('does not follow a redirect to another path: the test says redirect and the key went out once', async () => {
    fake.mode = 'redirect';
    fake.redirectTo = `${fake.origin}/v1/elsewhere/chat/completions`;
    const { text, result } = await test();
    expect(result).toMatchObject({ ok: false, failure: 'redirect' });
    expect(result.detail).toBe(
      'the server answered HTTP 307, a redirect; an LLM API needs none, so it is not followed',
    );
    expect(text).not.toContain('Moved to the internal service');
    expect(fake.requests).toHaveLength(1);
    expect(fake.stray).toEqual([]);
    const zh = (await test('zh-CN')).result;
    expect(zh.detail).toBe('服务返回 HTTP 307 重定向；大模型接口不需要重定向，不会跟随');
  });

  it('does not follow a redirect to another server, in the test nor in a classification', async () => {
    fake.mode = 'redirect';
    fake.redirectTo = `${internal.baseUrl}/chat/completions`;
    expect((await test()).result.failure).toBe('redirect');
    const labels = ZClassifyResult.parse(
      expectOk(await t.api(admin).post('/api/track/classify', { text: '好用' })),
    );
    expect(labels.engine).toBe('model');
    expect(internal.requests).toEqual([]);
    expect(internal.stray).toEqual([]);
  });

  it.each([
    [
      401,
      'application/json',
      JSON.stringify({ error: { message: `Incorrect API key ${SECRET}` } }),
      'unauthorized',
    ],
    [404, 'text/html', `<h1>${SECRET} admin console</h1>`, 'not_found'],
    [500, 'text/plain', `${SECRET} stack trace`, 'server_error'],
    [400, 'application/json', JSON.stringify({ error: { message: SECRET } }), 'bad_request'],
  ] as const)(
    'answers only the status of a %i, never the body',
    async (status, contentType, body, failure) => {
      fake.mode = 'foreign';
      fake.foreign = { status, contentType, body };
      const { text, result } = await test();
      expect(text).not.toContain(SECRET);
      expect(result).toMatchObject({ ok: false, failure, detail: `the server answered HTTP ${status}` });
      expect((await test('zh-CN')).result.detail).toBe(`服务返回 HTTP ${status}`);
    },
  );

  it.each([
    ['text/html', `<html><body>${SECRET}</body></html>`],
    ['text/plain', `${SECRET}=1`],
    ['application/json', JSON.stringify({ status: 'ok', [SECRET]: true })],
    ['application/json', JSON.stringify({ choices: [{ message: { content: 42 } }], note: SECRET })],
  ])(
    'calls a 200 that is not a chat completion (%s) an invalid answer, without its text',
    async (contentType, body) => {
      fake.mode = 'foreign';
      fake.foreign = { status: 200, contentType, body };
      const { text, result } = await test();
      expect(text).not.toContain(SECRET);
      expect(result).toMatchObject({
        ok: false,
        failure: 'invalid_answer',
        detail: 'the answer is not a chat completion',
      });
    },
  );

  it('a success shows the model and the time, not the answer text', async () => {
    fake.replyText = `ok ${SECRET}`;
    const { text, result } = await test();
    expect(result).toMatchObject({ ok: true, model: 'outbound-model', failure: null, detail: '' });
    expect(text).not.toContain(SECRET);
  });

  it('a closed port and a port of another protocol answer only a category', async () => {
    const closed = tcpServer();
    const closedPort = await listen(closed);
    await closeServer(closed);
    expectOk(await save(`http://127.0.0.1:${closedPort}/v1`));
    const refused = await test();
    expect(refused.result).toMatchObject({
      ok: false,
      failure: 'unreachable',
      detail: 'the connection was refused',
    });

    const banner = tcpServer((socket) => socket.end(`SSH-2.0-OpenSSH_9.2 ${SECRET}\r\n`));
    const bannerPort = await listen(banner);
    try {
      expectOk(await save(`http://127.0.0.1:${bannerPort}/v1`));
      const other = await test();
      expect(other.text).not.toContain(SECRET);
      expect(other.text).not.toContain('SSH');
      expect(other.result).toMatchObject({
        ok: false,
        failure: 'unreachable',
        detail: 'the connection failed or the answer was not HTTP',
      });
    } finally {
      await closeServer(banner);
    }
  });

  it('ends an answer that starts and never finishes at the time budget', async () => {
    fake.mode = 'drip';
    const { result } = await test();
    expect(result).toMatchObject({ ok: false, failure: 'timeout', detail: 'no answer within 1.5 s' });
  });

  it.each([
    'http://metadata.google.internal./v1',
    'http://METADATA.Google.Internal../v1',
    'http://169.254.169.254./v1',
    'http://2852039166/v1',
    'http://0251.0376.0251.0376/v1',
    'http://0xa9fea9fe/v1',
    'http://169.254.43518/v1',
    'http://[::ffff:169.254.169.254]/v1',
    'http://[::ffff:a9fe:a9fe]/v1',
    'http://[64:ff9b::a9fe:a9fe]/v1',
    'http://[::a9fe:a9fe]/v1',
    'http://[0:0:0:0:0:0:0:0]:8000/v1',
  ])('refuses at save %s (normalised: case, trailing dots, numeric and IPv6 forms)', async (base) => {
    const refused = expectFailure(await save(base), 422);
    expect(refused.field).toBe('base_url');
    expect(refused.detail).toMatch(/云元数据或链路本地地址/);
    expect(fake.requests).toEqual([]);
  });

  it('keeps loopback and private LAN addresses (Ollama, vLLM) allowed', async () => {
    for (const base of ['http://localhost:11434/v1', 'http://10.0.0.5:8000/v1', 'http://[::1]:8000/v1']) {
      expectOk(await save(base));
    }
  });
});
