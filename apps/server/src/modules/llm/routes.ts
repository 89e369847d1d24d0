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
import { ok } from '../../http/ok';
import { adminSettingsRoutes } from '../auth/adminSettingsRoutes';
import { authOf, type Guard } from '../auth/guard';
import type { LlmSettingsService } from './service';

/** Admin-only: the tenant's LLM provider (the key is write-only), its usage, and a connection test. */
export const llmRoutes = (app: AppInstance, guard: Guard, llm: LlmSettingsService): void => {
  const adminOnly = guard(PERMISSIONS.llmSettings.manage);
  const tags = ['admin'];
  adminSettingsRoutes(
    app,
    {
      path: PATHS.llm.settings,
      testPath: PATHS.llm.settingsTest,
      onRequest: adminOnly,
      tags,
      view: ZLlmSettings,
      input: ZLlmSettingsInput,
      testResult: ZLlmTestResult,
    },
    { get: llm.get, save: llm.save, test: llm.test },
  );
  app.get(
    PATHS.llm.usage,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZLlmUsage) } } },
    async (request) => ok(await llm.usage(authOf(request))),
  );
};
