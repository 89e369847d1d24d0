import type { TStaffAccount } from '@notedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { resetStaffPassword } from '../api';

/** Sets a staff account's new password (the list does not change). */
export const useResetStaffPassword = (onReset: (account: TStaffAccount) => void) =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetStaffPassword(id, password),
    onSuccess: onReset,
  });
