import { PassThrough } from 'node:stream';
import {
  PATHS,
  PERMISSIONS,
  ZCommentListQuery,
  ZEnvelope,
  ZExportJob,
  ZExportJobList,
  ZExportStarted,
  ZNoteListQuery,
} from '@notedesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { sendAttachment } from '../../http/sendAttachment';
import { authOf, type Guard } from '../auth/guard';
import { jobByIdRoutes } from '../imports/jobByIdRoutes';
import { jobRouteHooks } from '../imports/jobRouteHooks';
import type { ExportOutcome, ExportRequest, ExportService } from './service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * xlsx exports of the comment and note lists (their own query schemas: the same filters, every row), the
 * caller's export jobs, and a job's file. A small export answers 200 with the file, streamed as it is
 * written; a large one 202 with the job.
 */
export const exportRoutes = (app: AppInstance, guard: Guard, exports: ExportService): void => {
  const tags = ['exports'];
  const everyone = guard(PERMISSIONS.exports.run);
  // Jobs a stopped process left running are failed; expired files go, then hourly.
  jobRouteHooks(app, {
    drain: exports.drain,
    sweeps: [
      { run: exports.failInterrupted, failure: 'could not fail interrupted export jobs' },
      { run: exports.removeExpired, failure: 'could not remove expired exports' },
    ],
  });
  app.addHook('onReady', async () => {
    const sweep = setInterval(() => {
      exports
        .removeExpired()
        .catch((error) => app.log.warn({ err: error }, 'could not remove expired exports'));
    }, HOUR_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  });

  const answer = async (outcome: ExportOutcome, request: FastifyRequest, reply: FastifyReply) => {
    if (outcome.kind === 'job') return reply.code(202).send(ok({ job: outcome.job }));
    const body = new PassThrough();
    outcome.write(body).catch((error: unknown) => {
      // Headers are gone by now: the client sees a cut download rather than a broken file.
      request.log.error({ err: error }, 'xlsx export failed while streaming');
      body.destroy(error as Error);
    });
    return sendAttachment(reply, { contentType: outcome.contentType, fileName: outcome.fileName, body });
  };

  const exportOf = async (request: FastifyRequest, reply: FastifyReply, what: ExportRequest) =>
    answer(await exports.start(authOf(request), what, requestLanguage(request)), request, reply);

  app.get(
    PATHS.comments.exportXlsx,
    {
      onRequest: everyone,
      schema: { tags, querystring: ZCommentListQuery, response: { 202: ZEnvelope(ZExportStarted) } },
    },
    async (request, reply) => exportOf(request, reply, { subject: 'comments', query: request.query }),
  );
  app.get(
    PATHS.notes.exportXlsx,
    {
      onRequest: everyone,
      schema: { tags, querystring: ZNoteListQuery, response: { 202: ZEnvelope(ZExportStarted) } },
    },
    async (request, reply) => exportOf(request, reply, { subject: 'notes', query: request.query }),
  );
  app.get(
    PATHS.exports.list,
    { onRequest: everyone, schema: { tags, response: { 200: ZEnvelope(ZExportJobList) } } },
    async (request) => ok(await exports.list(authOf(request), requestLanguage(request))),
  );
  jobByIdRoutes(app, {
    onRequest: everyone,
    tags,
    job: { path: PATHS.exports.job, schema: ZExportJob, read: exports.job },
    file: {
      path: PATHS.exports.file,
      read: async (caller, id, language) => {
        const file = await exports.file(caller, id, language);
        return { ...file, body: file.stream() };
      },
    },
  });
};
