import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const CHAT_COMPLETION = JSON.stringify({
  id: 'fuzz',
  object: 'chat.completion',
  created: 0,
  model: 'fuzz-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: '{"cls_type":"咨询","reply":"好的"}' },
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
});

export type FakeUpstream = { origin: string; close: () => Promise<void> };

/**
 * The outside world of a fuzz run on 127.0.0.1: an OpenAI-compatible LLM (a chat completion under `/v1`,
 * garbage under `/garbage`, 500 elsewhere) and an image CDN (a PNG for every GET under `/cdn/`), so that no
 * generated request leaves the machine.
 */
export const startFakeUpstream = async (): Promise<FakeUpstream> => {
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    if (path.startsWith('/cdn/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    } else if (path.startsWith('/v1/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(CHAT_COMPLETION);
    } else if (path.startsWith('/garbage')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
    } else {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream broke');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
