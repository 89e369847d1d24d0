import {
  PATHS,
  PERMISSIONS,
  ZEnvelope,
  ZExportedLinks,
  ZExportedLinksQuery,
  ZFeishuExportInput,
  ZFeishuExportJob,
  ZFeishuExportParams,
  ZFeishuSettings,
  ZFeishuSettingsInput,
  ZFeishuTestResult,
} from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { FeishuService } from './service';

const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Where NoteDesk is reached, for the links back written into the sheet. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Feishu Sheets: admin settings (the app secret write-only) and their test; exports; counts per note. */
export const feishuRoutes = (app: AppInstance, guard: Guard, feishu: FeishuService): void => {
  const adminOnly = guard(PERMISSIONS.feishuSettings.manage);
  app.get(
    PATHS.feishu.settings,
    { onRequest: adminOnly, schema: { tags: ['admin'], response: { 200: ZEnvelope(ZFeishuSettings) } } },
    async (request) => ok(await feishu.getSettings(authOf(request))),
  );
  app.put(
    PATHS.feishu.settings,
    {
      onRequest: adminOnly,
      schema: { tags: ['admin'], body: ZFeishuSettingsInput, response: { 200: ZEnvelope(ZFeishuSettings) } },
    },
    async (request) => ok(await feishu.saveSettings(authOf(request), request.body)),
  );
  app.post(
    PATHS.feishu.settingsTest,
    { onRequest: adminOnly, schema: { tags: ['admin'], response: { 200: ZEnvelope(ZFeishuTestResult) } } },
    async (request) => ok(await feishu.test(authOf(request), languageOf(request))),
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
