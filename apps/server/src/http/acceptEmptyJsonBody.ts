import type { FastifyInstance } from 'fastify';

/**
 * `Content-Type: application/json` with an empty body means "no body" (clients send it on bodiless POSTs
 * such as logout and menu), instead of Fastify's 400. Endpoints that need a body still answer 422
 * "body is required"; any other text goes through Fastify's own JSON parser (prototype-poisoning checks kept).
 */
export const acceptEmptyJsonBody = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
