import { isPermitted, type TPermission } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { useUserStore } from '@/app/stores/useUserStore';

type RoleGateProps = { permission: TPermission; children: ReactNode };

/**
 * Spec §6 element-level rule: the children are removed unless the user's role has the permission
 * (an entry of PERMISSIONS). A missing or empty one is a programming error, so it throws rather than
 * showing everything.
 */
export const RoleGate = ({ permission, children }: RoleGateProps) => {
  const role = useUserStore((state) => state.role);
  if (!Array.isArray(permission) || permission.length === 0) {
    throw new Error('RoleGate needs a permission, like permission={PERMISSIONS.imports.run}');
  }
  return isPermitted(permission, role) ? children : null;
};
