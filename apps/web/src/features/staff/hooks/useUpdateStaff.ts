import type { TRole, TStaffAccount } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { STAFF_QUERY_KEY, setStaffDisabled, setStaffRole } from '../api';

export type StaffUpdate = { id: number } & ({ disabled: boolean } | { role: TRole });

/** Disables/enables an account or changes its role; the list reloads and `onUpdated` is told. */
export const useUpdateStaff = (onUpdated: (account: TStaffAccount) => void) =>
  useRefreshingMutation({
    mutationFn: (update: StaffUpdate) =>
      'role' in update ? setStaffRole(update.id, update.role) : setStaffDisabled(update.id, update.disabled),
    staleKeys: [STAFF_QUERY_KEY],
    onDone: onUpdated,
  });
