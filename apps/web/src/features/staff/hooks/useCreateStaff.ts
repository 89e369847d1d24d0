import type { TStaffAccount } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStaff, STAFF_QUERY_KEY } from '../api';

/** Adds a staff account; the list reloads and `onCreated` gets the new account. */
export const useCreateStaff = (onCreated: (account: TStaffAccount) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: (account) => {
      onCreated(account);
      void client.invalidateQueries({ queryKey: STAFF_QUERY_KEY });
    },
  });
};
