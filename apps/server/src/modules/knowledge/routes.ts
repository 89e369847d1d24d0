import {
  PATHS,
  PERMISSIONS,
  ZEnvelope,
  ZKnowledgeListQuery,
  ZKnowledgeMode,
  ZKnowledgeParams,
  ZKnowledgeRow,
  ZKnowledgeUploadResult,
  ZPage,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import { receiveKnowledgeFile } from './receiveKnowledgeFile';
import type { KnowledgeService } from './service';

/**
 * Knowledge (Q&A the replies respect): managers and admins upload, list, search, delete and export it.
 * Needs @fastify/multipart registered on the app (the imports routes do it).
 */
export const knowledgeRoutes = (
  app: AppInstance,
  guard: Guard,
  knowledge: KnowledgeService,
  /** An upload receiving no bytes this long is refused (408). */
  uploadIdleMs: number,
): void => {
  const managers = guard(PERMISSIONS.knowledge.manage);
  const tags = ['knowledge'];
  app.get(
    PATHS.knowledge.list,
    {
      onRequest: managers,
      schema: { tags, querystring: ZKnowledgeListQuery, response: { 200: ZEnvelope(ZPage(ZKnowledgeRow)) } },
    },
    async (request) => ok(await knowledge.list(authOf(request), request.query)),
  );
  app.post(
    PATHS.knowledge.upload,
    {
      onRequest: managers,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ mode: ZKnowledgeMode.default('append') }),
        response: { 200: ZEnvelope(ZKnowledgeUploadResult) },
      },
    },
    async (request) =>
      ok(
        await knowledge.upload(
          authOf(request),
          await receiveKnowledgeFile(request, uploadIdleMs),
          request.query.mode,
        ),
      ),
  );
  app.post(
    PATHS.knowledge.remove,
    {
      onRequest: managers,
      schema: { tags, params: ZKnowledgeParams, response: { 200: ZEnvelope(z.object({ id: z.number() })) } },
    },
    async (request) => ok(await knowledge.remove(authOf(request), request.params.id)),
  );
  app.get(PATHS.knowledge.export, { onRequest: managers, schema: { tags } }, async (request, reply) => {
    const xlsx = await knowledge.exportXlsx(
      authOf(request),
      pickLanguage(request.headers['accept-language']),
    );
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="knowledge.xlsx"')
      .send(xlsx);
  });
};
