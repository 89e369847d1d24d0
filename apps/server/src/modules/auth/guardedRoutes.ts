import { ZEnvelope } from '@notedesk/contract';
import type { FastifySchema, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { type Language, pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import type { AuthContext } from './authContext';
import { authOf } from './guard';

/** The request's parts a route may validate, and the `data` its envelope answers with. */
type RouteSchema<P, Q, B, R> = { params?: P; querystring?: Q; body?: B; response: R };

/** What a route's answer is computed from: the caller, the language it reads, the request's validated parts. */
export type RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  auth: AuthContext;
  language: Language;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
};

/**
 * Routes behind one guard and one OpenAPI tag that answer `ok(data)`: the shape of most of our endpoints,
 * written once so a module lists only path, schemas and the service call.
 * The guard runs `onRequest` as with `app.get`, so a caller without the right gets 401/403 before any 400.
 */
export const guardedRoutes = (
  app: AppInstance,
  onRequest: onRequestAsyncHookHandler,
  tags: string[],
  /** Options of Fastify's own for every route of the group (the dashboards send their answers unchecked). */
  options: Pick<RouteOptions, 'serializerCompiler'> = {},
) => {
  const route =
    (method: 'GET' | 'POST' | 'PUT') =>
    <
      R extends z.ZodType,
      P extends z.ZodType = z.ZodUnknown,
      Q extends z.ZodType = z.ZodUnknown,
      B extends z.ZodType = z.ZodUnknown,
    >(
      url: string,
      schema: RouteSchema<P, Q, B, R>,
      answer: (input: RouteInput<P, Q, B>) => Promise<z.input<R>>,
    ): void => {
      const { response, ...parts } = schema;
      // Typed as a plain schema: the answer's type is checked against `response` above, where it is known.
      const routeSchema: FastifySchema = { tags, ...parts, response: { 200: ZEnvelope(response) } };
      app.route({
        ...options,
        method,
        url,
        onRequest,
        schema: routeSchema,
        // Fastify validated params, query and body against these very schemas before the handler runs.
        handler: async (request) =>
          ok(
            await answer({
              auth: authOf(request),
              language: pickLanguage(request.headers['accept-language']),
              params: request.params as z.output<P>,
              query: request.query as z.output<Q>,
              body: request.body as z.output<B>,
            }),
          ),
      });
    };
  return { get: route('GET'), post: route('POST'), put: route('PUT') };
};
