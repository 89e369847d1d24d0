import type { TRole } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { useUserStore } from '@/app/stores/useUserStore';

type RoleGateProps = { roles: readonly TRole[]; children: ReactNode };

/**
 * Spec §6 element-level rule: the children are removed unless the user's role is listed.
 * A missing or empty list is a programming error, so it throws rather than showing everything.
 */
export const RoleGate = ({ roles, children }: RoleGateProps) => {
  const role = useUserStore((state) => state.role);
  if (!Array.isArray(roles) || roles.length === 0) {
    throw new Error("RoleGate needs roles, like roles={['admin', 'manager']}");
  }
  return role && roles.includes(role) ? children : null;
};
