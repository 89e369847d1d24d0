import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, type TestApp } from '../../../testing/testApp';

type RawAnswer = { status: number; body: { code: number; msg: string; field?: string } | undefined };

/**
 * Sends an upload over a raw connection, `chunks` of the body one after another with `pauseMs` between them
 * (all declared in Content-Length up front), and reads what the server answers before it closes.
 */
const rawUpload = (
  origin: URL,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
  declaredBytes: number,
  pauseMs: number,
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(Number(origin.port), origin.hostname, async () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${origin.host}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          `Content-Length: ${declaredBytes}`,
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        await sleep(pauseMs);
      }
    });
    socket.on('data', (data) => {
      received += data.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const text = received.slice(received.indexOf('\r\n\r\n') + 4);
      resolve({ status, body: text.startsWith('{') ? JSON.parse(text) : undefined });
    });
  });

const csv = readFileSync(join(import.meta.dirname, 'fixtures/xhs/search_comments_2025-01-10.csv'));

/**
 * An upload that stops sending mid-body is refused once no bytes have come for UPLOAD_IDLE_SECONDS (here
 * 0.5 s), instead of being held until Node's 300 s request timeout; one that keeps sending, however slowly, is
 * received whole.
 */
describe('uploads that stall', () => {
  let t: TestApp;
  let origin: URL;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_IDLE_SECONDS: '0.5' } });
    origin = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    manager = await t.loginAs(t.a.manager);
  });
  afterAll(() => t.close());

  const form = multipartBody([{ name: 'search_comments_2025-01-10.csv', bytes: csv }]);
  const headers = (language: string) => ({
    Authorization: `Bearer ${manager}`,
    'Content-Type': form.headers['content-type'],
    'Accept-Language': language,
  });

  it.each([
    ['/api/imports', 'zh-CN', '上传中断：0.5 秒内没有收到数据，请重新上传'],
    ['/api/knowledge/upload', 'en-US', 'The upload stalled: no data arrived for 0.5 s. Please upload again.'],
  ])(
    '%s: a body that stops half-way → 408 in the reader’s language (%s)',
    async (path, language, message) => {
      const half = form.body.subarray(0, form.body.length / 2);
      const answer = await rawUpload(origin, path, headers(language), [half], form.body.length, 0);
      expect(answer.status).toBe(408);
      expect(answer.body).toMatchObject({ code: 408, msg: message, field: 'file' });
      // The server goes on answering.
      expect((await fetch(new URL('/healthz', origin))).status).toBe(200);
    },
  );

  it('receives a slow upload whole while bytes keep coming (longer in total than the idle limit)', async () => {
    const chunkBytes = Math.ceil(form.body.length / 12);
    const chunks = Array.from({ length: 12 }, (_, n) =>
      form.body.subarray(n * chunkBytes, (n + 1) * chunkBytes),
    );
    const answer = await rawUpload(origin, '/api/imports', headers('en-US'), chunks, form.body.length, 150);
    expect(answer.status).toBe(200);
  });
});
