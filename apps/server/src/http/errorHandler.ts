import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/isDatabaseBusy';
import {
  AppError,
  badField,
  badRequest,
  fieldRequired,
  routeNotFound,
  unsupportedMediaType,
  urlTooLong,
} from './AppError';
import { pickLanguage } from './language';
import { MESSAGES, type MessageKey, type MessageParams, translate } from './messages';
import { isMissing, validationReason } from './validationReason';

/** Seconds a client is told to wait after a busy database: another process's write is usually done by then. */
const DATABASE_BUSY_RETRY_AFTER_S = 5;

/** Own keys only: `in` would take a field named `__proto__` or `toString` (from the request) for a message. */
const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

const sendError = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const language = pickLanguage(request.headers['accept-language']);
  const params: MessageParams = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [
      name,
      isMessageKey(value) ? translate(language, value) : value,
    ]),
  );
  const message = translate(language, error.messageKey, params);
  const body = {
    code: error.bodyCode,
    msg: message,
    detail: message,
    ...(error.field ? { field: error.field } : {}),
    ...(error.data !== undefined ? { data: error.data } : {}),
  };
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  // A 408 leaves the rest of the body unread: the connection cannot carry another request, so it is closed.
  if (error.status === 408) reply.header('connection', 'close');
  return reply.status(error.status).send(body);
};

/** The client closed or reset its connection while its body was being read (e.g. an upload given up). */
const clientWentAway = (error: FastifyError, request: FastifyRequest): boolean =>
  request.raw.aborted ||
  error.code === 'ECONNRESET' ||
  error.code === 'ECONNABORTED' ||
  error.message === 'aborted';

/** Fastify's own error codes for bad input, mapped to statuses and sentences. */
const fromFastifyError = (error: FastifyError, request: FastifyRequest): AppError | undefined => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('malformedJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError({ status: 413, code: 'bodyTooLarge' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return unsupportedMediaType(request.headers['content-type']);
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError({ status: 429, code: 'rateLimited' });
  if (error instanceof SyntaxError || error.statusCode === 400) return badRequest('malformedJson');
  return undefined;
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a path parameter over the length
 * limit, a badly percent-encoded path) get the same `{ code, msg, detail }` body instead of Fastify's own.
 */
export const sendFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const appError = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? urlTooLong() : badRequest('badUrl');
  return sendError(request, reply, appError);
};

/** Answers an unmatched request itself (e.g. the web app's index.html), or `undefined` for the JSON 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * One place that turns every failure into `{ code, msg, detail }` with a real status; never a stack trace.
 * Fastify allows one not-found handler per instance, so the web app's fallback is passed in here.
 */
export const installErrorHandler = (app: FastifyInstance, notFoundFallback?: NotFoundFallback): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = pickLanguage(request.headers['accept-language']);
      const issue = error.validation[0]!;
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field = path || String(error.validationContext ?? 'body');
      const appError = isMissing(issue)
        ? fieldRequired(field)
        : badField(field, validationReason(issue, language));
      return sendError(request, reply, appError);
    }
    const mapped = fromFastifyError(error, request);
    if (mapped) return sendError(request, reply, mapped);
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      const busy = new AppError({
        status: 503,
        code: 'databaseBusy',
        retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_S,
      });
      return sendError(request, reply, busy);
    }
    if (clientWentAway(error, request)) {
      // Its own doing, not a fault of ours; the answer is sent in case the socket is only half-closed.
      request.log.info({ err: error }, 'client closed the connection mid-request');
      return sendError(request, reply, badRequest('requestAborted'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError({ status: 500, code: 'internal' }));
  });

  app.setNotFoundHandler(
    (request, reply) =>
      notFoundFallback?.(request, reply) ?? sendError(request, reply, routeNotFound(request.url)),
  );
};
