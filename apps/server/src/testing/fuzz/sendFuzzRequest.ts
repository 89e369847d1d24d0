import type { AppInstance } from '../../appInstance';
import type { TestResponse } from '../testApp';
import type { FuzzIdentities } from './fuzzIdentities';
import type { FuzzRequest } from './fuzzRequest';

/** A request that has not answered by then is hung (the slowest real answer, an ingest batch, takes ~1 s). */
export const ANSWER_DEADLINE_MS = 20_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Sends `request` through app.inject; throws when no answer comes within `deadlineMs`. */
export const sendFuzzRequest = async (
  app: AppInstance,
  identities: FuzzIdentities,
  request: FuzzRequest,
  deadlineMs = ANSWER_DEADLINE_MS,
): Promise<TestResponse> => {
  const headers: Record<string, string> = {
    ...(await identities.headers(request.identity, request.forgedToken)),
    'accept-language': request.acceptLanguage,
    ...(request.body.contentType !== undefined ? { 'content-type': request.body.contentType } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${deadlineMs} ms (hung)`)), deadlineMs);
  });
  try {
    const response = await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
      }),
      deadline,
    ]);
    if (request.method !== 'GET' && response.statusCode < 300) identities.changed();
    const contentType = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      headers: response.headers,
      text: response.body,
      body: contentType.includes('json') ? parseJson(response.body) : undefined,
    };
  } finally {
    clearTimeout(timer);
  }
};
