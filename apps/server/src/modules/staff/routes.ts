import {
  PATHS,
  PERMISSIONS,
  ZCreateStaffInput,
  ZEnvelope,
  ZResetStaffPasswordInput,
  ZRole,
  ZSetStaffDisabledInput,
  ZStaffAccount,
  ZStaffIdParams,
  ZStaffName,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { StaffService } from './service';

/** The tenant's staff: everyone's list of names (for pickers), and admin-only management of accounts. */
export const staffRoutes = (app: AppInstance, guard: Guard, staff: StaffService): void => {
  app.get(
    PATHS.staff.names,
    { onRequest: guard(), schema: { tags: ['user'], response: { 200: ZEnvelope(z.array(ZStaffName)) } } },
    async (request) => ok(await staff.staffNames(authOf(request))),
  );
  const adminOnly = guard(PERMISSIONS.staff.manage);
  const tags = ['admin'];
  app.get(
    PATHS.staff.list,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(z.array(ZStaffAccount)) } } },
    async (request) => ok(await staff.list(authOf(request))),
  );
  app.post(
    PATHS.staff.create,
    {
      onRequest: adminOnly,
      schema: { tags, body: ZCreateStaffInput, response: { 200: ZEnvelope(ZStaffAccount) } },
    },
    async (request) => ok(await staff.create(authOf(request), request.body)),
  );
  app.post(
    PATHS.staff.disabled,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: ZStaffIdParams,
        body: ZSetStaffDisabledInput,
        response: { 200: ZEnvelope(ZStaffAccount) },
      },
    },
    async (request) => ok(await staff.setDisabled(authOf(request), request.params.id, request.body.disabled)),
  );
  app.post(
    PATHS.staff.password,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: ZStaffIdParams,
        body: ZResetStaffPasswordInput,
        response: { 200: ZEnvelope(ZStaffAccount) },
      },
    },
    async (request) =>
      ok(await staff.resetPassword(authOf(request), request.params.id, request.body.password)),
  );
  app.post(
    PATHS.staff.role,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: ZStaffIdParams,
        body: z.object({ role: ZRole }),
        response: { 200: ZEnvelope(ZStaffAccount) },
      },
    },
    async (request) => ok(await staff.setRole(authOf(request), request.params.id, request.body.role)),
  );
};
