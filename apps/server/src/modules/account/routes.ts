import {
  menuForRole,
  PATHS,
  ZChangePasswordInput,
  ZMenuItem,
  ZUserInfo,
  ZUserMe,
  ZUserProfileInput,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { AuthService } from '../auth/service';
import type { AccountService } from './service';

/** The signed-in user's own endpoints under /api/user. */
export const accountRoutes = (
  app: AppInstance,
  guard: Guard,
  users: AccountService,
  auth: AuthService,
): void => {
  const signedIn = guardedRoutes(app, guard(), ['user']);
  signedIn.get(PATHS.account.me, { response: ZUserMe }, ({ auth: caller }) => users.me(caller));
  signedIn.get(PATHS.account.info, { response: ZUserInfo }, ({ auth: caller }) => users.info(caller));
  signedIn.post(
    PATHS.account.profile,
    { body: ZUserProfileInput, response: ZUserInfo },
    ({ auth: caller, body }) => users.updateProfile(caller, body),
  );
  signedIn.post(PATHS.account.logout, { response: z.null() }, async ({ auth: caller }) => {
    await auth.logout(caller);
    return null;
  });
  signedIn.post(PATHS.account.menu, { response: z.array(ZMenuItem) }, async ({ auth: caller }) =>
    menuForRole(caller.role),
  );
  signedIn.post(
    PATHS.account.password,
    { body: ZChangePasswordInput, response: z.null() },
    async ({ auth: caller, body }) => {
      await users.changePassword(caller, body);
      return null;
    },
  );
};
