import type { FastifyInstance } from 'fastify';
import { AppError } from './AppError';

const MAX_DEPTH = 20;

/** Path of the first string holding a NUL character (U+0000), or undefined. */
const findNul = (value: unknown, path: string[], depth = 0): string[] | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * Refuses text with a NUL character in the body, query or path with a 422 naming the field.
 * PostgreSQL cannot store NUL in text (it fails the statement), and no person types one, so both
 * databases answer the same instead of PostgreSQL answering 500.
 */
export const rejectNulCharacters = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part, []);
      if (!path) continue;
      const field = path.join('.') || 'body';
      throw new AppError(422, 'fieldInvalid', { field, reason: 'nulCharacter' }, 422, field);
    }
  });
};
