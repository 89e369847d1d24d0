import { ZEnvelope, ZErrorBody, ZTokenResponse } from '@notedesk/contract';
import { z } from 'zod';
import type { TestResponse } from '../testApp';
import type { FuzzRequest } from './fuzzRequest';

const ZAnyEnvelope = ZEnvelope(z.unknown()).extend({ code: z.literal(200), msg: z.literal('ok') });
const ZHealth = z.object({ status: z.literal('ok'), database: z.string() });

/** Signs of an internal error leaking out: a stack frame, a source path, a password hash. */
const LEAK = /\bat .+\(.*:\d+:\d+\)|node_modules|\.ts:\d+|"stack"|password_hash|\$argon2/;

const describeShape = (response: TestResponse): string =>
  `${response.status}: ${response.text.slice(0, 300)}`;

/**
 * What is wrong with the answer to a fuzzed request, or undefined when nothing is: never a 5xx but an
 * upstream's 502; a JSON
 * answer is the success envelope (the token or health shape on those two endpoints) or the error body
 * `{code, msg, detail}` with msg = detail; a non-JSON answer is a 2xx download; nothing leaks.
 */
export const answerProblem = (request: FuzzRequest, response: TestResponse): string | undefined => {
  // 502 is a deliberate answer (AppError's upstream failure: the Feishu bot or the LLM the fuzzer pointed
  // at its own failing fake); it must still be the error body below. Any other 5xx is a crash.
  if (response.status >= 500 && response.status !== 502) return `answered ${describeShape(response)}`;
  if (LEAK.test(response.text)) return `leaks internals: ${describeShape(response)}`;
  const contentType = String(response.headers['content-type'] ?? '');
  const isJson = contentType.includes('application/json');
  const success = response.status >= 200 && response.status < 300;
  if (!isJson) {
    return success ? undefined : `a ${response.status} that is not the JSON error body (${contentType})`;
  }
  if (!success) {
    const failure = ZErrorBody.safeParse(response.body);
    if (!failure.success) return `error answer is not {code, msg, detail}: ${describeShape(response)}`;
    if (failure.data.msg !== failure.data.detail || failure.data.detail.trim() === '') {
      return `error answer has no sentence: ${describeShape(response)}`;
    }
    return undefined;
  }
  const path = request.url.split('?')[0];
  const expected = path === '/api/token' ? ZTokenResponse : path === '/healthz' ? ZHealth : ZAnyEnvelope;
  return expected.safeParse(response.body).success
    ? undefined
    : `not the expected shape: ${describeShape(response)}`;
};
