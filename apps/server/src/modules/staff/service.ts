import type { TCreateStaffInput, TRole, TStaffAccount, TStaffName } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { clash, unprocessable } from '../../http/AppError';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { hashPassword } from '../auth/passwordHasher';
import { refuseCommonPassword } from '../auth/refuseCommonPassword';
import type { AuthService } from '../auth/service';
import { createStaffRepository } from './repository';

const toStaffAccount = (user: UserRow): TStaffAccount => ({
  id: user.id,
  username: user.username,
  full_name: user.full_name,
  role: user.role,
  disabled: user.disabled === 1,
  created_at: toIso(user.created_at),
  last_login_at: toIsoOrNull(user.last_login_at),
});

const auditView = (user: UserRow) => ({
  username: user.username,
  role: user.role,
  disabled: user.disabled === 1,
});

/** Staff accounts of one tenant, managed by its admins (and by the CLI, with no caller). */
export const createStaffService = (deps: AppDeps, auth: AuthService) => {
  const users = createStaffRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const requireStaff = (tenantId: number, userId: number): Promise<UserRow> =>
    findOwned(deps.db, 'users', tenantId, userId);

  const create = async (tenantId: number, input: TCreateStaffInput, actorId: number | null) => {
    const taken = () => clash('usernameTaken', { username: input.username }, 'username');
    refuseCommonPassword(input.password, 'password');
    if (await users.findByUsername(input.username)) throw taken();
    const now = deps.now();
    const user = await users.insert({
      tenant_id: tenantId,
      username: input.username,
      password_hash: await hashPassword(input.password),
      full_name: input.full_name,
      role: input.role,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    });
    if (!user) throw taken();
    await audit.record({
      tenantId,
      userId: actorId,
      action: 'staff.create',
      entity: 'user',
      entityId: user.id,
      after: auditView(user),
      at: now,
    });
    return toStaffAccount(user);
  };

  const setDisabled = async (tenantId: number, userId: number, disabled: boolean, actorId: number | null) => {
    const user = await requireStaff(tenantId, userId);
    if (actorId === userId && disabled) throw unprocessable('cannotDisableSelf');
    await users.update(tenantId, userId, { disabled: disabled ? 1 : 0, updated_at: deps.now() });
    if (disabled) await auth.revokeOtherSessions(userId, 'disabled');
    await audit.record({
      tenantId,
      userId: actorId,
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'user',
      entityId: userId,
      before: auditView(user),
      after: { ...auditView(user), disabled },
      at: deps.now(),
    });
    return toStaffAccount({ ...user, disabled: disabled ? 1 : 0 });
  };

  const resetPassword = async (
    tenantId: number,
    userId: number,
    password: string,
    actorId: number | null,
  ) => {
    refuseCommonPassword(password, 'password');
    const user = await requireStaff(tenantId, userId);
    await users.update(tenantId, userId, {
      password_hash: await hashPassword(password),
      updated_at: deps.now(),
    });
    await auth.revokeOtherSessions(userId, 'password');
    await audit.record({
      tenantId,
      userId: actorId,
      action: 'staff.reset_password',
      entity: 'user',
      entityId: userId,
      at: deps.now(),
    });
    return toStaffAccount(user);
  };

  const setRole = async (tenantId: number, userId: number, role: TRole, actorId: number | null) => {
    const user = await requireStaff(tenantId, userId);
    if (actorId === userId) throw unprocessable('cannotDemoteSelf');
    await users.update(tenantId, userId, { role, updated_at: deps.now() });
    await audit.record({
      tenantId,
      userId: actorId,
      action: 'staff.set_role',
      entity: 'user',
      entityId: userId,
      before: auditView(user),
      after: { ...auditView(user), role },
      at: deps.now(),
    });
    return toStaffAccount({ ...user, role });
  };

  return {
    /** Everyone of the caller's tenant, by name, for the "maintenance staff" pickers. */
    staffNames: async (caller: AuthContext): Promise<TStaffName[]> =>
      (await users.listByTenant(caller.tenantId)).map((user) => ({
        id: user.id,
        name: user.full_name || user.username,
        disabled: user.disabled === 1,
      })),

    list: async (caller: AuthContext) => (await users.listByTenant(caller.tenantId)).map(toStaffAccount),
    create: (caller: AuthContext, input: TCreateStaffInput) => create(caller.tenantId, input, caller.userId),
    setDisabled: (caller: AuthContext, userId: number, disabled: boolean) =>
      setDisabled(caller.tenantId, userId, disabled, caller.userId),
    resetPassword: (caller: AuthContext, userId: number, password: string) =>
      resetPassword(caller.tenantId, userId, password, caller.userId),
    setRole: (caller: AuthContext, userId: number, role: TRole) =>
      setRole(caller.tenantId, userId, role, caller.userId),
    /** For the CLI, which acts as no one in particular. */
    system: { create, setDisabled, resetPassword },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
