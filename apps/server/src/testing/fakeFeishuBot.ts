import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './readRequestBody';

/** What Feishu's custom bot webhook answers (always HTTP 200; the body's `code` says how it went). */
const CODES = {
  ok: { code: 0, msg: 'success' },
  badRequest: { code: 9499, msg: 'Bad Request' },
  signFail: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
  keywordMissing: { code: 19024, msg: 'Key Words Not Found' },
  tooFrequent: { code: 11232, msg: 'frequency limited psm[lark.oapi.app_platform_runtime]appID[1]' },
} as const;

/** Feishu accepts a signed request whose timestamp is within an hour of its own clock. */
const TIMESTAMP_WINDOW_S = 3600;

export type FakeBotMessage = {
  /** The webhook token (the last path segment). */
  token: string;
  msg_type: string;
  content?: { text?: string };
  card?: Record<string, unknown>;
  timestamp?: string;
  sign?: string;
};

export type FakeFeishuBot = {
  /** e.g. http://127.0.0.1:41234/open-apis/bot/v2/hook/fake-token — what an admin pastes as the webhook. */
  webhookUrl: string;
  origin: string;
  /** Set to require a valid signature (the bot's "signature verification" security setting). */
  secret: string;
  /** Messages the bot accepted and posted to the group, in order. */
  received: FakeBotMessage[];
  /** Every request with what the bot answered (accepted or not). */
  answered: { body: unknown; code: number }[];
  /** Answer every accepted message with this refusal instead (e.g. 'keywordMissing'); null: post it. */
  refuseWith: keyof typeof CODES | null;
  /** Answer with a 302 to this URL instead (a redirect must never be followed). */
  redirectTo: string | null;
  close: () => Promise<void>;
};

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Checks a signature as Feishu does: HMAC-SHA256 keyed `timestamp\nsecret` over nothing, base64. */
const signatureValid = (timestamp: unknown, sign: unknown, secret: string, nowS: number): boolean => {
  if (typeof timestamp !== 'string' || typeof sign !== 'string' || !/^\d{1,12}$/.test(timestamp))
    return false;
  if (Math.abs(nowS - Number(timestamp)) > TIMESTAMP_WINDOW_S) return false;
  const expected = createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
  return sameText(expected, sign);
};

/**
 * A Feishu custom bot webhook on 127.0.0.1 (`POST /open-apis/bot/v2/hook/<token>`), speaking Feishu's wire
 * format: HTTP 200 with `{code, msg, data}`; 19021 for a missing, wrong or stale signature when a secret is
 * set, 9499 for a body that is not a message. `GET /received` lists accepted messages (for browser tests).
 */
export const startFakeFeishuBot = async (
  options: { secret?: string; now?: () => number } = {},
): Promise<FakeFeishuBot> => {
  const now = options.now ?? Date.now;
  const send = (response: ServerResponse, answer: { code: number; msg: string }) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...answer, data: {} }));
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(fake.received));
      return;
    }
    const hook = /^\/open-apis\/bot\/v2\/hook\/([\w-]+)$/.exec(url.pathname);
    if (request.method !== 'POST' || !hook?.[1]) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ code: 19001, msg: 'param invalid: incoming webhook access token invalid' }),
      );
      return;
    }
    const text = await readRequestBody(request);
    if (fake.redirectTo) {
      response.writeHead(302, { location: fake.redirectTo });
      response.end();
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      fake.answered.push({ body: text, code: CODES.badRequest.code });
      send(response, CODES.badRequest);
      return;
    }
    const answer = (() => {
      if (typeof body.msg_type !== 'string') return CODES.badRequest;
      if (
        fake.secret !== '' &&
        !signatureValid(body.timestamp, body.sign, fake.secret, Math.floor(now() / 1000))
      )
        return CODES.signFail;
      return fake.refuseWith ? CODES[fake.refuseWith] : CODES.ok;
    })();
    fake.answered.push({ body, code: answer.code });
    if (answer.code === 0) fake.received.push({ ...(body as Omit<FakeBotMessage, 'token'>), token: hook[1] });
    send(response, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const fake: FakeFeishuBot = {
    webhookUrl: `${origin}/open-apis/bot/v2/hook/fake-token`,
    origin,
    secret: options.secret ?? '',
    received: [],
    answered: [],
    refuseWith: null,
    redirectTo: null,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
};
