import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

export type TestRoute = (request: RecordedRequest) => { status?: number; body: unknown; delayMs?: number };

export type TestServer = {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` with the given handler until changed. */
  route: (key: string, handler: TestRoute) => void;
  close: () => Promise<void>;
};

/**
 * A real HTTP server on 127.0.0.1 for client tests. CORS is open because jsdom sends
 * cross-origin XHRs from its own document origin.
 */
export const startTestServer = async (): Promise<TestServer> => {
  const routes = new Map<string, TestRoute>();
  const requests: RecordedRequest[] = [];
  const cors = (response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type, accept-language');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  };
  const server = createServer((request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const answer = handler
        ? handler(recorded)
        : { status: 404, body: { code: 404, msg: 'nf', detail: 'nf' } };
      const send = () => {
        const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, {
          'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        });
        response.end(payload);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => routes.set(key, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
