import type { FastifyRequest } from 'fastify';
import { type Language, pickLanguage } from './language';

/** The language a request is answered in (its Accept-Language, as the error messages pick it). */
export const requestLanguage = (request: FastifyRequest): Language =>
  pickLanguage(request.headers['accept-language']);
