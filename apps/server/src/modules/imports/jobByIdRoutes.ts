import { ZEnvelope, ZImportJobParams } from '@notedesk/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Language } from '../../http/language';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { type Attachment, sendAttachment } from '../../http/sendAttachment';
import type { AuthContext } from '../auth/authContext';
import { authOf } from '../auth/guard';

/** What a job's routes read: the caller, the job's id and the reader's language. */
type JobReader<T> = (caller: AuthContext, id: number, language: Language) => Promise<T>;

/**
 * The two routes every job kind has (imports, exports): GET a job by id (its progress), and GET its file
 * (the export, the import's error report), both of the caller's tenant, in the reader's language.
 */
export const jobByIdRoutes = <Job>(
  app: AppInstance,
  routes: {
    onRequest: onRequestAsyncHookHandler;
    tags: string[];
    job: { path: string; schema: ZodType<Job>; read: JobReader<Job> };
    file: { path: string; read: JobReader<Attachment> };
  },
): void => {
  const { onRequest, tags } = routes;
  const params = ZImportJobParams;
  app.get(
    routes.job.path,
    { onRequest, schema: { tags, params, response: { 200: ZEnvelope(routes.job.schema) } } },
    async (request) =>
      ok(await routes.job.read(authOf(request), request.params.id, requestLanguage(request))),
  );
  app.get(routes.file.path, { onRequest, schema: { tags, params } }, async (request, reply) =>
    sendAttachment(
      reply,
      await routes.file.read(authOf(request), request.params.id, requestLanguage(request)),
    ),
  );
};
