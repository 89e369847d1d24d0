import { z } from 'zod';
import { ZRole } from './domain';
import { ZNewPassword } from './password';
import { ZRowIdParam } from './rowId';

/** A staff account as an admin sees it (never a password hash). */
export const ZStaffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  role: ZRole,
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

export const ZUsername = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[A-Za-z0-9_.@-]+$/);

export const ZCreateStaffInput = z.object({
  username: ZUsername,
  password: ZNewPassword,
  role: ZRole,
  full_name: z.string().trim().max(64).default(''),
});
export type TCreateStaffInput = z.infer<typeof ZCreateStaffInput>;

export const ZResetStaffPasswordInput = z.object({ password: ZNewPassword });
export type TResetStaffPasswordInput = z.infer<typeof ZResetStaffPasswordInput>;

export const ZSetStaffDisabledInput = z.object({ disabled: z.boolean() });
export type TSetStaffDisabledInput = z.infer<typeof ZSetStaffDisabledInput>;

export const ZStaffIdParams = z.object({ id: ZRowIdParam });
