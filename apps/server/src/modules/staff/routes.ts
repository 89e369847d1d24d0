import {
  PATHS,
  PERMISSIONS,
  ZCreateStaffInput,
  ZResetStaffPasswordInput,
  ZRole,
  ZSetStaffDisabledInput,
  ZStaffAccount,
  ZStaffIdParams,
  ZStaffName,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { StaffService } from './service';

/** The tenant's staff: everyone's list of names (for pickers), and admin-only management of accounts. */
export const staffRoutes = (app: AppInstance, guard: Guard, staff: StaffService): void => {
  guardedRoutes(app, guard(), ['user']).get(
    PATHS.staff.names,
    { response: z.array(ZStaffName) },
    ({ auth }) => staff.staffNames(auth),
  );
  const admin = guardedRoutes(app, guard(PERMISSIONS.staff.manage), ['admin']);
  admin.get(PATHS.staff.list, { response: z.array(ZStaffAccount) }, ({ auth }) => staff.list(auth));
  admin.post(PATHS.staff.create, { body: ZCreateStaffInput, response: ZStaffAccount }, ({ auth, body }) =>
    staff.create(auth, body),
  );
  admin.post(
    PATHS.staff.disabled,
    { params: ZStaffIdParams, body: ZSetStaffDisabledInput, response: ZStaffAccount },
    ({ auth, params, body }) => staff.setDisabled(auth, params.id, body.disabled),
  );
  admin.post(
    PATHS.staff.password,
    { params: ZStaffIdParams, body: ZResetStaffPasswordInput, response: ZStaffAccount },
    ({ auth, params, body }) => staff.resetPassword(auth, params.id, body.password),
  );
  admin.post(
    PATHS.staff.role,
    { params: ZStaffIdParams, body: z.object({ role: ZRole }), response: ZStaffAccount },
    ({ auth, params, body }) => staff.setRole(auth, params.id, body.role),
  );
};
