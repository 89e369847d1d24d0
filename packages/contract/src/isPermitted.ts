import type { TRole } from './domain';
import type { TPermission } from './permissions';

/** Whether `role` (none while signed out) may do what `permission` guards. */
export const isPermitted = (permission: TPermission, role: TRole | '' | null | undefined): boolean =>
  !!role && permission.includes(role);
