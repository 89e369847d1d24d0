import { ERROR_CODES, isPermitted, type TPermission } from '@notedesk/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../http/AppError';
import type { AuthContext } from './authContext';
import type { AuthService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || '';
};

export type Guard = (permission?: TPermission) => onRequestAsyncHookHandler;

/**
 * An `onRequest` hook that authenticates the bearer token and, when a permission of `PERMISSIONS` is given,
 * enforces it (without one, any signed-in staff member passes).
 * It runs before the body is parsed and validated, so a caller without a valid token (or the role)
 * gets 401/403, never a 400/413/422 about a body it may not send at all.
 */
export const createGuard =
  (auth: AuthService): Guard =>
  (permission) =>
    async function guard(request) {
      request.auth = await auth.authenticate(bearerToken(request));
      if (permission && !isPermitted(permission, request.auth.role)) throw forbidden();
    };

/** The caller, for handlers behind a guard. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized('tokenMissing', ERROR_CODES.tokenInvalid);
  return request.auth;
};
