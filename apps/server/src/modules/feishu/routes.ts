import {
  PATHS,
  PERMISSIONS,
  ZEnvelope,
  ZExportedLinks,
  ZExportedLinksQuery,
  ZFeishuExportInput,
  ZFeishuExportJob,
  ZFeishuExportParams,
  ZFeishuKnowledgeSync,
  ZFeishuSettings,
  ZFeishuSettingsInput,
  ZFeishuTestResult,
} from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { adminSettingsRoutes } from '../auth/adminSettingsRoutes';
import { authOf, type Guard } from '../auth/guard';
import type { KnowledgeSync } from './knowledgeSync';
import type { FeishuService } from './service';

const MINUTE_MS = 60_000;

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Where NoteDesk is reached, for the links back written into the sheet. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Feishu Sheets: admin settings (the app secret write-only), their test and the knowledge-sheet sync (also
 * every `knowledgeSyncMinutes`); exports as jobs (started, polled, retried); counts per note.
 */
export const feishuRoutes = (
  app: AppInstance,
  guard: Guard,
  feishu: FeishuService,
  knowledgeSync: KnowledgeSync,
  knowledgeSyncMinutes: number,
): void => {
  const adminOnly = guard(PERMISSIONS.feishuSettings.manage);
  app.addHook('onClose', async () => {
    await feishu.drain();
  });
  // Before the first request: exports a stopped process left running are failed; then the sync timer.
  app.addHook('onReady', async () => {
    try {
      await feishu.failInterrupted();
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep Feishu exports');
    }
    if (knowledgeSyncMinutes === 0) return;
    const timer = setInterval(() => {
      knowledgeSync
        .syncDue(knowledgeSyncMinutes * MINUTE_MS)
        .catch((error) => app.log.warn({ err: error }, 'knowledge sheet sync failed'));
    }, knowledgeSyncMinutes * MINUTE_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  });
  adminSettingsRoutes(
    app,
    {
      path: PATHS.feishu.settings,
      testPath: PATHS.feishu.settingsTest,
      onRequest: adminOnly,
      tags: ['admin'],
      view: ZFeishuSettings,
      input: ZFeishuSettingsInput,
      testResult: ZFeishuTestResult,
    },
    { get: feishu.getSettings, save: feishu.saveSettings, test: feishu.test },
  );
  app.post(
    PATHS.feishu.knowledgeSync,
    {
      onRequest: adminOnly,
      schema: { tags: ['admin'], response: { 200: ZEnvelope(ZFeishuKnowledgeSync) } },
    },
    async (request) => {
      const caller = authOf(request);
      await knowledgeSync.syncTenant(caller.tenantId, caller.userId);
      const settings = await feishu.getSettings(caller, languageOf(request));
      return ok(ZFeishuKnowledgeSync.parse(settings.knowledge_sync));
    },
  );
  app.post(
    PATHS.feishu.export,
    {
      onRequest: guard(),
      schema: { tags: ['track'], body: ZFeishuExportInput, response: { 200: ZEnvelope(ZFeishuExportJob) } },
    },
    async (request) =>
      ok(await feishu.exportComments(authOf(request), request.body, languageOf(request), originOf(request))),
  );
  app.get(
    PATHS.feishu.job,
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        params: ZFeishuExportParams,
        response: { 200: ZEnvelope(ZFeishuExportJob) },
      },
    },
    async (request) => ok(await feishu.job(authOf(request), request.params.id, languageOf(request))),
  );
  app.post(
    PATHS.feishu.retry,
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        params: ZFeishuExportParams,
        response: { 200: ZEnvelope(ZFeishuExportJob) },
      },
    },
    async (request) =>
      ok(await feishu.retry(authOf(request), request.params.id, languageOf(request), originOf(request))),
  );
  app.get(
    PATHS.feishu.exportedLinks,
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        querystring: ZExportedLinksQuery,
        response: { 200: ZEnvelope(ZExportedLinks) },
      },
    },
    async (request) => ok(await feishu.exportedLinks(authOf(request), request.query)),
  );
};
