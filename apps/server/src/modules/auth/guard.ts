import type { TRole } from '@notedesk/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, forbidden } from '../../http/AppError';
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

export type Guard = (roles?: readonly TRole[]) => preHandlerAsyncHookHandler;

/** A preHandler that authenticates the bearer token and, when roles are given, enforces them. */
export const createGuard =
  (auth: AuthService): Guard =>
  (roles) =>
    async function guard(request) {
      request.auth = await auth.authenticate(bearerToken(request));
      if (roles && !roles.includes(request.auth.role)) throw forbidden();
    };

/** The caller, for handlers behind a guard. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError(401, 'tokenMissing', {}, 50008);
  return request.auth;
};
