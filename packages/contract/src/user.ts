import { z } from 'zod';
import { ZRole } from './domain';
import { ZNewPassword } from './password';

/** GET /api/user/me — exactly the spec §3 user fields. */
export const ZUserMe = z.object({
  disabled: z.boolean(),
  full_name: z.string(),
  id: z.number().int(),
  role: ZRole,
  tenant_id: z.number().int(),
  username: z.string(),
});
export type TUserMe = z.infer<typeof ZUserMe>;

/** 6-digit region codes: provinces end in 0000, cities in 00. */
export const ZRegionCode = z.string().regex(/^\d{6}$/);

export const PROFILE_MAX_LENGTH = 200;

/** Editable basic profile (user settings page). */
export const ZUserProfileInput = z.object({
  email: z.email().max(254),
  nickname: z.string().trim().min(1).max(64),
  country: z.string().trim().min(1).max(64),
  area: ZRegionCode,
  profile: z.string().max(PROFILE_MAX_LENGTH).default(''),
});
export type TUserProfileInput = z.infer<typeof ZUserProfileInput>;

/** GET /api/user/info — the profile plus tenant name and account dates. */
export const ZUserInfo = ZUserMe.extend({
  tenant_name: z.string(),
  email: z.string(),
  nickname: z.string(),
  country: z.string(),
  area: z.string(),
  profile: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZChangePasswordInput = z.object({
  old_password: z.string().min(1).max(256),
  new_password: ZNewPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** GET /api/user/staff — the tenant's staff as pickers show them (any role may ask). */
export const ZStaffName = z.object({ id: z.number().int(), name: z.string(), disabled: z.boolean() });
export type TStaffName = z.infer<typeof ZStaffName>;
