import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * A client that gives up an upload half-way (closes its connection) is the client's doing: the server notes it
 * at info level and goes on; it is not an "unhandled error" (level 50) that would page whoever watches the logs.
 */
describe('a client that closes its connection mid-upload', () => {
  let t: TestApp;
  let origin: URL;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    origin = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(() => t.close());

  it('is logged as the client going away, not as an error, and the server keeps answering', async () => {
    const token = await t.loginAs(t.a.manager);
    const boundary = 'cut-short';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n"comment_id","content"\r\n`;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname, () => {
        socket.write(
          [
            'POST /api/imports HTTP/1.1',
            `Host: ${origin.host}`,
            `Authorization: Bearer ${token}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            'Content-Length: 100000',
            '',
            start,
          ].join('\r\n'),
        );
        // Give the server time to start reading the body, then hang up.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
      socket.on('error', reject);
    });
    // The server sees the close while it reads the body; wait until it has noted it.
    await expect
      .poll(() => lines.some((line) => line.includes('client closed the connection')), { timeout: 10_000 })
      .toBe(true);
    console.log(lines.slice(-6).join(''));
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
    const health = await fetch(new URL('/healthz', origin));
    expect(health.status).toBe(200);
  });
});
