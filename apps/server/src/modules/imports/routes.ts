import multipart from '@fastify/multipart';
import {
  INGEST_MAX_ITEMS,
  PATHS,
  PERMISSIONS,
  ZEnvelope,
  ZImportJob,
  ZIngestInput,
  ZIngestResult,
  ZListQuery,
  ZPage,
  ZRematchResult,
} from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../appInstance';
import { fieldTooLarge, unauthorized } from '../../http/AppError';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import type { ApiKeyService } from '../apiKeys/service';
import { authOf, type Guard } from '../auth/guard';
import { jobByIdRoutes } from './jobByIdRoutes';
import { jobRouteHooks } from './jobRouteHooks';
import { receiveUploads } from './receiveUploads';
import type { ImportService } from './service';

/** An ingest batch of 5,000 items with long texts stays well under this. */
const INGEST_BODY_LIMIT = 32 * 1024 * 1024;

/** `Authorization: Bearer ndk_…` or `X-Api-Key: ndk_…`. */
const presentedKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1]?.trim();
};

/**
 * Imports (manager/admin): upload → job, history, progress, error report; re-matching; and the crawler
 * ingest API, authenticated by a tenant API key instead of a staff token.
 */
export const importRoutes = async (
  app: AppInstance,
  guard: Guard,
  imports: ImportService,
  apiKeys: ApiKeyService,
  /** An upload receiving no bytes this long is refused (408). */
  uploadIdleMs: number,
): Promise<void> => {
  const managers = guard(PERMISSIONS.imports.run);
  const tags = ['imports'];
  await app.register(multipart);
  app.decorateRequest('apiKey', undefined);
  // Jobs a crashed or restarted process left running are failed, not shown forever.
  jobRouteHooks(app, {
    drain: imports.drain,
    sweeps: [
      { run: imports.failInterrupted, failure: 'could not fail interrupted import jobs' },
      { run: imports.removeStaleUploads, failure: 'could not remove uploads left by stopped processes' },
    ],
  });

  app.post(
    PATHS.imports.start,
    {
      onRequest: managers,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZEnvelope(ZImportJob) } },
    },
    async (request) =>
      ok(
        await imports.start(
          authOf(request),
          await receiveUploads(request, await imports.uploadDirectory(), uploadIdleMs),
          requestLanguage(request),
        ),
      ),
  );
  app.get(
    PATHS.imports.list,
    {
      onRequest: managers,
      schema: { tags, querystring: ZListQuery, response: { 200: ZEnvelope(ZPage(ZImportJob)) } },
    },
    async (request) => ok(await imports.list(authOf(request), request.query, requestLanguage(request))),
  );
  jobByIdRoutes(app, {
    onRequest: managers,
    tags,
    job: { path: PATHS.imports.job, schema: ZImportJob, read: imports.get },
    file: {
      path: PATHS.imports.errorsCsv,
      read: async (caller, id, language) => ({
        contentType: 'text/csv; charset=utf-8',
        fileName: `import-${id}-errors.csv`,
        body: await imports.errorsCsv(caller, id, language),
      }),
    },
  });
  app.post(
    PATHS.imports.rematch,
    { onRequest: managers, schema: { tags: ['track'], response: { 200: ZEnvelope(ZRematchResult) } } },
    async (request) => ok(await imports.rematch(authOf(request))),
  );

  for (const record of ['notes', 'comments'] as const) {
    app.post(
      PATHS.imports.ingest[record],
      {
        bodyLimit: INGEST_BODY_LIMIT,
        onRequest: async (request) => {
          request.apiKey = await apiKeys.authenticate(presentedKey(request));
        },
        schema: { tags: ['ingest'], body: ZIngestInput, response: { 200: ZEnvelope(ZIngestResult) } },
      },
      async (request) => {
        const key = request.apiKey;
        if (!key) throw unauthorized('tokenInvalid', 401);
        if (request.body.items.length > INGEST_MAX_ITEMS) {
          throw fieldTooLarge(
            'items',
            `at most ${INGEST_MAX_ITEMS} items per batch (got ${request.body.items.length})`,
          );
        }
        return ok(
          await imports.ingest(key.tenantId, key.keyId, record, request.body, requestLanguage(request)),
        );
      },
    );
  }
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant API key of an ingest call. */
    apiKey?: import('../apiKeys/service').ApiKeyCaller;
  }
}
