import { ZEnvelope } from '@notedesk/contract';
import type { FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { type Language, pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import type { AuthContext } from './authContext';
import { authOf } from './guard';

/** What one kind of admin settings (a provider, a bot, an app) answers to its three routes. */
export type AdminSettingsHandlers<View, Input, TestResult> = {
  get: (caller: AuthContext, language: Language) => Promise<View>;
  save: (caller: AuthContext, input: Input, language: Language) => Promise<View>;
  /** Tries the saved settings and says what is wrong, in the request's language. */
  test: (caller: AuthContext, language: Language) => Promise<TestResult>;
};

type AdminSettingsSchemas<
  View extends z.ZodTypeAny,
  Input extends z.ZodTypeAny,
  TestResult extends z.ZodTypeAny,
> = {
  path: string;
  testPath: string;
  onRequest: onRequestAsyncHookHandler;
  tags: string[];
  view: View;
  input: Input;
  testResult: TestResult;
};

/**
 * The routes every admin settings page has: GET and PUT at `path` (secrets write-only: the view says only
 * whether one is stored) and POST `testPath`, which tries what is saved.
 */
export const adminSettingsRoutes = <
  View extends z.ZodTypeAny,
  Input extends z.ZodTypeAny,
  TestResult extends z.ZodTypeAny,
>(
  app: AppInstance,
  schemas: AdminSettingsSchemas<View, Input, TestResult>,
  handlers: AdminSettingsHandlers<z.infer<View>, z.infer<Input>, z.infer<TestResult>>,
): void => {
  const { path, testPath, onRequest, tags } = schemas;
  const languageOf = (headers: { 'accept-language'?: string }) => pickLanguage(headers['accept-language']);
  // Plain schemas to Fastify: the generic zod types cannot be resolved there; the handlers' types check instead.
  const schema = (parts: FastifySchema): FastifySchema => ({ tags, ...parts });
  app.get(
    path,
    { onRequest, schema: schema({ response: { 200: ZEnvelope(schemas.view) } }) },
    async (request) => ok(await handlers.get(authOf(request), languageOf(request.headers))),
  );
  app.put(
    path,
    { onRequest, schema: schema({ body: schemas.input, response: { 200: ZEnvelope(schemas.view) } }) },
    async (request) =>
      ok(await handlers.save(authOf(request), request.body as z.infer<Input>, languageOf(request.headers))),
  );
  app.post(
    testPath,
    { onRequest, schema: schema({ response: { 200: ZEnvelope(schemas.testResult) } }) },
    async (request) => ok(await handlers.test(authOf(request), languageOf(request.headers))),
  );
};
