import type { TRole, TStaffAccount } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY, setStaffDisabled, setStaffRole } from '../api';

export type StaffUpdate = { id: number } & ({ disabled: boolean } | { role: TRole });

/** Disables/enables an account or changes its role; the list reloads and `onUpdated` is told. */
export const useUpdateStaff = (onUpdated: (account: TStaffAccount) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: StaffUpdate) =>
      'role' in update ? setStaffRole(update.id, update.role) : setStaffDisabled(update.id, update.disabled),
    onSuccess: (account) => {
      onUpdated(account);
      void client.invalidateQueries({ queryKey: STAFF_QUERY_KEY });
    },
  });
};
