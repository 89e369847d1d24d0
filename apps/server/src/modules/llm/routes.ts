import {
  PATHS,
  PERMISSIONS,
  ZEnvelope,
  ZLlmSettings,
  ZLlmSettingsInput,
  ZLlmTestResult,
  ZLlmUsage,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { LlmSettingsService } from './service';

/** Admin-only: the tenant's LLM provider (the key is write-only), its usage, and a connection test. */
export const llmRoutes = (app: AppInstance, guard: Guard, llm: LlmSettingsService): void => {
  const adminOnly = guard(PERMISSIONS.llmSettings.manage);
  const tags = ['admin'];
  app.get(
    PATHS.llm.settings,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZLlmSettings) } } },
    async (request) => ok(await llm.get(authOf(request))),
  );
  app.put(
    PATHS.llm.settings,
    {
      onRequest: adminOnly,
      schema: { tags, body: ZLlmSettingsInput, response: { 200: ZEnvelope(ZLlmSettings) } },
    },
    async (request) => ok(await llm.save(authOf(request), request.body)),
  );
  app.post(
    PATHS.llm.settingsTest,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZLlmTestResult) } } },
    async (request) => ok(await llm.test(authOf(request), pickLanguage(request.headers['accept-language']))),
  );
  app.get(
    PATHS.llm.usage,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZLlmUsage) } } },
    async (request) => ok(await llm.usage(authOf(request))),
  );
};
