import type { TChangePasswordInput, TUserInfo, TUserMe, TUserProfileInput } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { unprocessable } from '../../http/AppError';
import { toIso, toIsoOrNull } from '../../time';
import type { AuthContext } from '../auth/authContext';
import { hashPassword, verifyPassword } from '../auth/passwordHasher';
import { refuseCommonPassword } from '../auth/refuseCommonPassword';
import type { AuthService } from '../auth/service';
import { createStaffRepository } from '../staff/repository';
import { createTenantRepository } from '../tenant/repository';

export const toUserMe = (user: UserRow): TUserMe => ({
  disabled: user.disabled === 1,
  full_name: user.full_name,
  id: user.id,
  role: user.role,
  tenant_id: user.tenant_id,
  username: user.username,
});

export const createAccountService = (deps: AppDeps, auth: AuthService) => {
  const users = createStaffRepository(deps.db);
  const tenants = createTenantRepository(deps.db);

  const requireUser = (caller: AuthContext): Promise<UserRow> =>
    findOwned(deps.db, 'users', caller.tenantId, caller.userId);

  const info = async (caller: AuthContext): Promise<TUserInfo> => {
    const user = await requireUser(caller);
    const tenant = await tenants.findById(caller.tenantId);
    return {
      ...toUserMe(user),
      tenant_name: tenant?.name ?? '',
      email: user.email,
      nickname: user.nickname,
      country: user.country,
      area: user.area,
      profile: user.profile,
      created_at: toIso(user.created_at),
      last_login_at: toIsoOrNull(user.last_login_at),
    };
  };

  return {
    me: async (caller: AuthContext): Promise<TUserMe> => toUserMe(await requireUser(caller)),

    info,

    updateProfile: async (caller: AuthContext, profile: TUserProfileInput): Promise<TUserInfo> => {
      await requireUser(caller);
      await users.update(caller.tenantId, caller.userId, { ...profile, updated_at: deps.now() });
      return info(caller);
    },

    /** Changing the password logs out every other session of the user (they answer 50012). */
    changePassword: async (caller: AuthContext, input: TChangePasswordInput): Promise<void> => {
      const user = await requireUser(caller);
      if (!(await verifyPassword(user.password_hash, input.old_password))) {
        throw unprocessable('wrongOldPassword', 'old_password');
      }
      if (input.old_password === input.new_password) {
        throw unprocessable('samePassword', 'new_password');
      }
      refuseCommonPassword(input.new_password, 'new_password');
      await users.update(caller.tenantId, caller.userId, {
        password_hash: await hashPassword(input.new_password),
        updated_at: deps.now(),
      });
      await auth.revokeOtherSessions(caller.userId, 'password', caller.sessionId);
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
