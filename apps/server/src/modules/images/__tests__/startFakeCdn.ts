import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImageFetch } from '../fetchUpstreamImage';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const XHS = 'sns-webpic-qc.xhscdn.com';
export const XHS_OTHER_EDGE = 'sns-img-bd.xhscdn.com';
export const DY = 'p3-pc.douyinpic.com';

type Seen = { path: string; headers: IncomingHttpHeaders };

/**
 * A fake image CDN speaking plain HTTP on 127.0.0.1. The proxy asks for `https://<host>/<path>`; the test's
 * transport sends that to `http://127.0.0.1:<port>/<host>/<path>`, so the fake knows which host was meant and
 * every Location it answers is a real https CDN URL, as a real CDN's would be. `maxBytes` is the proxy's
 * size limit (for the images just over it); `/<host>/…/sized-<bytes>-<name>.png` (or .webp, any query) answers
 * that many bytes.
 */
export const startFakeCdn = async (maxBytes: number) => {
  const seen: Seen[] = [];
  const open = new Set<ServerResponse>();
  const image = (response: ServerResponse, type = 'image/png', body: Buffer = PNG) =>
    response.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
  const redirect = (response: ServerResponse, location: string) =>
    response.writeHead(302, { location }).end();

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    seen.push({ path, headers: request.headers });
    open.add(response);
    response.on('close', () => open.delete(response));
    const [, host, ...rest] = path.split('/');
    const file = rest.join('/');
    const sized = /^(?:[\w-]+\/)*sized-(\d+)-[\w-]+\.(?:png|webp)(?:\?.*)?$/.exec(file);
    if (sized) return image(response, 'image/png', Buffer.alloc(Number(sized[1]), 7));
    if (host === XHS && file === 'ok.png') return image(response);
    if (host === XHS && file === 'avatar?imageView2/2/w/120/format/jpg') return image(response, 'image/jpeg');
    if (host === DY && file === 'tos-cn-i-0813/ok~tplv-dy-aweme-images:q75.webp')
      return image(response, 'image/webp');
    if (host === XHS && file === 'cached.png') return image(response, 'image/gif');
    if (host === XHS && file === 'reset.png') return request.socket.destroy();
    if (host === XHS && file === 'slow-once.png') return setTimeout(() => image(response), 100);
    if (host === XHS && file === 'moved.png')
      return redirect(response, `https://${XHS_OTHER_EDGE}/final.png`);
    if (host === XHS_OTHER_EDGE && file === 'final.png') return image(response);
    if (host === XHS && file === 'relative.png') return redirect(response, '/ok.png');
    if (host === XHS && file === 'off-host.png') return redirect(response, 'https://evil.example.com/x.png');
    if (host === XHS && file === 'to-ip.png') return redirect(response, 'http://127.0.0.1/x.png');
    if (host === XHS && file.startsWith('loop-')) {
      return redirect(response, `https://${XHS}/loop-${Number(file.slice(5)) + 1}`);
    }
    if (host === XHS && file === 'slow-headers.png') return; // never answers
    if (host === XHS && file === 'stalled-body.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': 1000 });
      return response.write(PNG); // and never the rest
    }
    if (host === XHS && file === 'huge-declared.png') {
      return image(response, 'image/png', Buffer.alloc(maxBytes + 1));
    }
    if (host === XHS && file === 'huge-chunked.png') {
      // No Content-Length: the size is only known by counting.
      response.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 10; i += 1) response.write(Buffer.alloc(16 * 1024));
      return response.end();
    }
    if (host === XHS && file === 'page.png')
      return image(response, 'text/html; charset=utf-8', Buffer.from('<h1>'));
    if (host === XHS && file === 'drawing.svg') {
      return image(response, 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'));
    }
    if (host === XHS && file === 'empty.png') return image(response, 'image/png', Buffer.alloc(0));
    return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const transport: ImageFetch = (url, init) => {
    const target = new URL(url);
    return fetch(`http://127.0.0.1:${port}/${target.host}${target.pathname}${target.search}`, init);
  };
  return {
    seen,
    transport,
    /** Requests the fake received for `/<host>/<file>`. */
    hits: (host: string, file: string) => seen.filter((entry) => entry.path === `/${host}/${file}`).length,
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type FakeCdn = Awaited<ReturnType<typeof startFakeCdn>>;
