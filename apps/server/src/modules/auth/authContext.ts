import type { TRole } from '@notedesk/contract';

/** Who is calling: set on the request by the auth guard, read by every service. */
export type AuthContext = {
  userId: number;
  tenantId: number;
  role: TRole;
  sessionId: string;
};
