import type { FastifyInstance } from 'fastify';
import { nulPath } from '../nulPath';
import { badField } from './AppError';

/**
 * Refuses text with a NUL character in the body, query or path with a 422 naming the field.
 * PostgreSQL cannot store NUL in text (it fails the statement), and no person types one, so both
 * databases answer the same instead of PostgreSQL answering 500.
 */
export const rejectNulCharacters = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (!path) continue;
      const field = path.join('.') || 'body';
      throw badField(field, 'nulCharacter');
    }
  });
};
