import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { AppInstance } from '../../../appInstance';
import {
  apiClient,
  expectFailure,
  TEST_JWT_SECRET,
  type TestResponse,
  testConfig,
} from '../../../testing/testApp';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { createImageUrls } from '../imageUrls';
import { DY, type FakeCdn, PNG, startFakeCdn, XHS, XHS_OTHER_EDGE } from './startFakeCdn';

const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 300;
/** Proxy paths signed as the API signs the URLs it hands out (same secret, same clock). */
const signed = createImageUrls({ secret: TEST_JWT_SECRET, now: Date.now }).sign;

describe('image proxy', () => {
  let cdn: FakeCdn;
  let database: TestDatabase;
  let dataDir: string;
  let app: AppInstance;

  const build = async (): Promise<AppInstance> => {
    const built = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database: database.handle,
      logger: false,
      imageProxy: { fetch: cdn.transport, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES },
    });
    await built.ready();
    return built;
  };
  let origin: string;
  const get = (path: string, headers: Record<string, string> = {}) => apiClient(app).get(path, { headers });
  /** GET with the path sent exactly as written, not normalized by a URL parser. */
  const rawGet = (path: string): Promise<TestResponse> =>
    new Promise((resolve, reject) => {
      const request = httpGet(`${origin}${path}`, { path }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = String(response.headers['content-type']).includes('json');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body: json ? JSON.parse(text) : undefined,
          });
        });
      });
      request.on('error', reject);
    });

  beforeAll(async () => {
    cdn = await startFakeCdn(MAX_BYTES);
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'notedesk-images-'));
    app = await build();
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await cdn?.close();
    await database?.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    cdn.seen.length = 0;
  });

  describe('serving', () => {
    it('serves the CDN bytes and content type, sends the xhs referer and a browser user agent', async () => {
      const response = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/ok.png`) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(cdn.seen).toHaveLength(1);
      expect(cdn.seen[0]?.headers.referer).toBe('https://www.xiaohongshu.com/');
      expect(cdn.seen[0]?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    });

    it('sends the douyin referer to douyin hosts and keeps the path byte for byte', async () => {
      const file = 'tos-cn-i-0813/ok~tplv-dy-aweme-images:q75.webp';
      const response = await app.inject({ method: 'GET', url: signed(`/images/${DY}/${file}`) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(cdn.hits(DY, file)).toBe(1);
      expect(cdn.seen[0]?.headers.referer).toBe('https://www.douyin.com/');
    });

    it('forwards the query string, which is part of the image on xhs', async () => {
      const response = await app.inject({
        method: 'GET',
        url: signed(`/images/${XHS}/avatar?imageView2/2/w/120/format/jpg`),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    });

    it('serves /images-na the same way', async () => {
      const response = await app.inject({ method: 'GET', url: signed(`/images-na/${XHS}/ok.png`) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
    });
  });

  describe('disk cache', () => {
    it('serves the second request from disk without asking the CDN, even after a restart', async () => {
      const first = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/cached.png`) });
      expect(first.statusCode).toBe(200);
      expect(cdn.hits(XHS, 'cached.png')).toBe(1);

      const again = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/cached.png`) });
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('image/gif');
      expect(again.rawPayload.equals(PNG)).toBe(true);

      // A new process on the same data directory: nothing in memory, only the files.
      const restarted = await build();
      try {
        const afterRestart = await restarted.inject({
          method: 'GET',
          url: signed(`/images-na/${XHS}/cached.png`),
        });
        expect(afterRestart.statusCode).toBe(200);
        expect(afterRestart.headers['content-type']).toBe('image/gif');
        expect(afterRestart.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await restarted.close();
      }
      expect(cdn.hits(XHS, 'cached.png')).toBe(1);
      expect(readdirSync(join(dataDir, 'image-cache')).length).toBeGreaterThan(0);
    });

    it('fetches once for many concurrent requests of the same image', async () => {
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          app.inject({ method: 'GET', url: signed(`/images/${XHS}/slow-once.png`) }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(cdn.hits(XHS, 'slow-once.png')).toBe(1);
    });

    it('does not cache failures: a later request asks the CDN again', async () => {
      expectFailure(await get(signed(`/images/${XHS}/missing.png`)), 502);
      expectFailure(await get(signed(`/images/${XHS}/missing.png`)), 502);
      expect(cdn.hits(XHS, 'missing.png')).toBe(2);
    });
  });

  describe('redirects', () => {
    it('follows a redirect to another allow-listed CDN host', async () => {
      const response = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/moved.png`) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(cdn.hits(XHS_OTHER_EDGE, 'final.png')).toBe(1);
    });

    it('follows a relative redirect on the same host', async () => {
      const response = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/relative.png`) });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['off-host.png', 'evil.example.com'],
      ['to-ip.png', '127.0.0.1'],
    ])('refuses a redirect off the allow-list (%s) with 502 and never follows it', async (file, host) => {
      const body = expectFailure(
        await get(signed(`/images/${XHS}/${file}`), { 'accept-language': 'en' }),
        502,
      );
      expect(body.detail).toBe('The image server redirected to an address that is not allowed');
      expect(cdn.seen.map((entry) => entry.path)).toEqual([`/${XHS}/${file}`]);
      expect(cdn.seen.some((entry) => entry.path.startsWith(`/${host}`))).toBe(false);
    });

    it('gives up after 3 redirects', async () => {
      const body = expectFailure(
        await get(signed(`/images/${XHS}/loop-0`), { 'accept-language': 'en' }),
        502,
      );
      expect(body.detail).toBe('The image server redirected too many times');
      expect(cdn.seen).toHaveLength(4);
    });
  });

  describe('upstream failures', () => {
    it('a CDN 404 → 502 naming the status', async () => {
      const body = expectFailure(await get(signed(`/images/${XHS}/missing.png`)), 502);
      expect(body.detail).toBe('图片服务器返回了错误（HTTP 404）');
    });

    it('a connection the CDN drops → 502', async () => {
      const body = expectFailure(
        await get(signed(`/images/${XHS}/reset.png`), { 'accept-language': 'en' }),
        502,
      );
      expect(body.detail).toBe('The image server cannot be reached. Try again later.');
    });

    it('a CDN that does not answer in time → 504', async () => {
      const started = Date.now();
      const body = expectFailure(
        await get(signed(`/images/${XHS}/slow-headers.png`), { 'accept-language': 'en' }),
        504,
      );
      expect(body.detail).toBe('The image server did not answer within 0.3 seconds');
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    });

    it('a body that stops halfway → 504, and nothing half-written is served later', async () => {
      expectFailure(await get(signed(`/images/${XHS}/stalled-body.png`)), 504);
      expectFailure(await get(signed(`/images/${XHS}/stalled-body.png`)), 504);
      expect(cdn.hits(XHS, 'stalled-body.png')).toBe(2);
    });

    it.each(['huge-declared.png', 'huge-chunked.png'])(
      'an image over the size limit (%s) → 502',
      async (file) => {
        const body = expectFailure(
          await get(signed(`/images/${XHS}/${file}`), { 'accept-language': 'en' }),
          502,
        );
        expect(body.detail).toBe('The image is larger than 64 KB and cannot be shown');
      },
    );

    it.each([
      ['page.png', 'The image server did not return an image (text/html)'],
      ['drawing.svg', 'The image server did not return an image (image/svg+xml)'],
      ['empty.png', 'The image server returned an empty image'],
    ])('%s → 502: %s', async (file, detail) => {
      const body = expectFailure(
        await get(signed(`/images/${XHS}/${file}`), { 'accept-language': 'en' }),
        502,
      );
      expect(body.detail).toBe(detail);
    });
  });

  describe('refused requests never reach a CDN', () => {
    it.each([
      '/images/example.com/a.png',
      '/images/127.0.0.1/a.png',
      '/images/%5B::1%5D/a.png',
      `/images/${XHS}:8443/a.png`,
      `/images/user@${XHS}/a.png`,
      `/images/${XHS.toUpperCase()}/a.png`,
      '/images/xhscdn.com.evil.example/a.png',
      '/images/evilxhscdn.com/a.png',
      '/images/evil.example%2F.xhscdn.com/a.png',
      '/images-na/example.com/a.png',
    ])('%s → 404, signed or not', async (path) => {
      for (const url of [path, signed(path)]) {
        const body = expectFailure(await get(url, { 'accept-language': 'en' }), 404);
        expect(body.detail).toBe(`No such endpoint: ${path}`);
      }
      expect(cdn.seen).toHaveLength(0);
    });

    it.each([
      `/images/${XHS}/../../etc/passwd`,
      `/images/${XHS}/a/%2e%2e/b.png`,
      `/images/${XHS}/a/%2E%2e%2fb.png`,
      `/images/${XHS}/./a.png`,
      `/images/${XHS}/a%5C..%5Cb.png`,
      `/images/${XHS}/a%0d%0aX-Injected:%201.png`,
      `/images/${XHS}/%E0%A4%A.png`,
      `/images/${XHS}/`,
    ])('%s → 400 even when signed', async (path) => {
      // Over a real socket: app.inject (like a browser) would resolve the dot segments before routing.
      const response = await rawGet(signed(path));
      const body = expectFailure(response, 400);
      // A badly encoded path is refused by the router already, with the app-wide sentence.
      expect(['图片地址不正确', '请求地址不正确']).toContain(body.detail);
      expect(cdn.seen).toHaveLength(0);
    });

    it('an image address longer than any CDN key → 414, not a 502 from the CDN refusing it', async () => {
      for (const path of [
        `/images/${XHS}/ok.png?${'x'.repeat(20_000)}`,
        `/images/${XHS}/${'a'.repeat(5_000)}.png`,
      ]) {
        const body = expectFailure(await get(path, { 'accept-language': 'en' }), 414);
        expect(body.detail).toBe('The request address is too long');
      }
      expect(cdn.seen).toHaveLength(0);
    });

    it('a NUL in the path → 422 like anywhere else', async () => {
      expectFailure(await get(`/images/${XHS}/a%00.png`), 422);
      expect(cdn.seen).toHaveLength(0);
    });
  });
});
