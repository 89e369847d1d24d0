import type { TRole } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { createAuthService } from '../../modules/auth/service';
import { createStaffService } from '../../modules/staff/service';
import { passwordFor } from './passwordFor';
import { uniqueName } from './uniqueName';

export type TestUser = { id: number; username: string; password: string; role: TRole; tenantId: number };

export type UserOverrides = {
  tenantId: number;
  /** Default: worker. */
  role?: TRole;
  /** Default: a unique `user-…`. */
  username?: string;
  /** Default: passwordFor(username). */
  password?: string;
  /** Default: the username. */
  fullName?: string;
};

/** A staff account of the tenant, made by the staff service as the CLI's `user create` makes it. */
export const newUser = async (deps: AppDeps, overrides: UserOverrides): Promise<TestUser> => {
  const { tenantId, role = 'worker' } = overrides;
  const username = overrides.username ?? uniqueName('user');
  const password = overrides.password ?? passwordFor(username);
  const staff = createStaffService(deps, createAuthService(deps));
  const account = await staff.system.create(
    tenantId,
    { username, password, role, full_name: overrides.fullName ?? username },
    null,
  );
  return { id: account.id, username, password, role, tenantId };
};
