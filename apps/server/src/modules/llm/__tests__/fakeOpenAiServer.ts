import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from '../../../testing/readRequestBody';

/** How the fake answers the next chat completion. */
export type FakeMode = 'good' | 'invalid' | 'hang' | 'fail500' | 'fail429' | 'redirect' | 'foreign' | 'drip';

/** What an internal service (not an LLM) answers in the 'foreign' mode. */
export type ForeignAnswer = { status: number; contentType: string; body: string };

export type FakeRequest = {
  path: string;
  authorization: string;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens?: number };
};

export type FakeOpenAiServer = {
  /** e.g. http://127.0.0.1:41234/v1 — what an admin types as the base URL. */
  baseUrl: string;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  requests: FakeRequest[];
  /** Requests to any other path (where a followed redirect would land). */
  stray: { path: string; authorization: string }[];
  mode: FakeMode;
  /** Where the 'redirect' mode sends the client (307), an absolute URL or a path. */
  redirectTo: string;
  foreign: ForeignAnswer;
  /** When set, any other bearer key gets the 401 a real provider sends (echoing the key, as some do). */
  expectedKey: string | undefined;
  /** The reply text for non-classification prompts. */
  replyText: string;
  usage: { prompt_tokens: number; completion_tokens: number };
  close: () => Promise<void>;
};

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Labels every numbered comment of a classification prompt the same, distinctive way. */
const classificationAnswer = (userContent: string): string => {
  const { comments } = JSON.parse(userContent) as { comments: { i: number }[] };
  return JSON.stringify({
    results: comments.map(({ i }) => ({
      i,
      cls_type: 2,
      sentiment: 'positive',
      neg_type: null,
      content_type: 'product_evaluation',
      confidence: 0.93,
    })),
  });
};

/** An OpenAI-compatible server on 127.0.0.1 speaking the real /v1/chat/completions wire format. */
export const startFakeOpenAiServer = async (): Promise<FakeOpenAiServer> => {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeOpenAiServer, 'baseUrl' | 'origin' | 'close'> = {
    requests: [],
    stray: [],
    mode: 'good',
    redirectTo: '/v1/elsewhere/chat/completions',
    foreign: { status: 200, contentType: 'text/plain', body: '' },
    expectedKey: undefined,
    replyText: '谢谢喜欢～',
    usage: { prompt_tokens: 120, completion_tokens: 30 },
  };
  const server = createServer(async (request, response) => {
    const text = await readRequestBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      fake.stray.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization ?? ''),
      });
      sendJson(response, 404, {
        error: { message: `Unknown path ${request.url}`, type: 'invalid_request_error' },
      });
      return;
    }
    const body = JSON.parse(text) as FakeRequest['body'];
    const authorization = String(request.headers.authorization ?? '');
    fake.requests.push({ path: request.url, authorization, body });
    const presented = authorization.replace(/^Bearer /, '');
    if (fake.expectedKey !== undefined && presented !== fake.expectedKey) {
      sendJson(response, 401, {
        error: {
          message: `Incorrect API key provided: ${presented}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
      return;
    }
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (fake.mode === 'redirect') {
      response.writeHead(307, { location: fake.redirectTo, 'content-type': 'text/plain' });
      response.end('Moved to the internal service');
      return;
    }
    if (fake.mode === 'foreign') {
      response.writeHead(fake.foreign.status, { 'content-type': fake.foreign.contentType });
      response.end(fake.foreign.body);
      return;
    }
    if (fake.mode === 'drip') {
      // Headers and the start of an answer, then nothing: only a deadline on the whole call ends it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"chatcmpl-drip","choices":[');
      hanging.add(response);
      return;
    }
    if (fake.mode === 'fail500') {
      sendJson(response, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      return;
    }
    if (fake.mode === 'fail429') {
      sendJson(response, 429, { error: { message: 'Rate limit reached', type: 'rate_limit_error' } });
      return;
    }
    const user = body.messages.findLast((message) => message.role === 'user')?.content ?? '';
    const isClassification = user.startsWith('{"comments"');
    const content =
      fake.mode === 'invalid'
        ? 'Sure! Here are the labels: positive, mostly.'
        : isClassification
          ? classificationAnswer(user)
          : fake.replyText;
    sendJson(response, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        ...fake.usage,
        total_tokens: fake.usage.prompt_tokens + fake.usage.completion_tokens,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
};
