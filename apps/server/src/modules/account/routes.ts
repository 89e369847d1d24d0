import {
  menuForRole,
  PATHS,
  ZChangePasswordInput,
  ZEnvelope,
  ZMenuItem,
  ZUserInfo,
  ZUserMe,
  ZUserProfileInput,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import type { AccountService } from './service';

/** The signed-in user's own endpoints under /api/user. */
export const accountRoutes = (
  app: AppInstance,
  guard: Guard,
  users: AccountService,
  auth: AuthService,
): void => {
  const tags = ['user'];
  app.get(
    PATHS.account.me,
    { onRequest: guard(), schema: { tags, response: { 200: ZEnvelope(ZUserMe) } } },
    async (request) => ok(await users.me(authOf(request))),
  );
  app.get(
    PATHS.account.info,
    { onRequest: guard(), schema: { tags, response: { 200: ZEnvelope(ZUserInfo) } } },
    async (request) => ok(await users.info(authOf(request))),
  );
  app.post(
    PATHS.account.profile,
    {
      onRequest: guard(),
      schema: { tags, body: ZUserProfileInput, response: { 200: ZEnvelope(ZUserInfo) } },
    },
    async (request) => ok(await users.updateProfile(authOf(request), request.body)),
  );
  app.post(
    PATHS.account.logout,
    { onRequest: guard(), schema: { tags, response: { 200: ZEnvelope(z.null()) } } },
    async (request) => {
      await auth.logout(authOf(request));
      return ok(null);
    },
  );
  app.post(
    PATHS.account.menu,
    { onRequest: guard(), schema: { tags, response: { 200: ZEnvelope(z.array(ZMenuItem)) } } },
    async (request) => ok(menuForRole(authOf(request).role)),
  );
  app.post(
    PATHS.account.password,
    {
      onRequest: guard(),
      schema: { tags, body: ZChangePasswordInput, response: { 200: ZEnvelope(z.null()) } },
    },
    async (request) => {
      await users.changePassword(authOf(request), request.body);
      return ok(null);
    },
  );
};
