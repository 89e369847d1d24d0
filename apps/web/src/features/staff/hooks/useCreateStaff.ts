import type { TStaffAccount } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { createStaff, STAFF_QUERY_KEY } from '../api';

/** Adds a staff account; the list reloads and `onCreated` gets the new account. */
export const useCreateStaff = (onCreated: (account: TStaffAccount) => void) =>
  useRefreshingMutation({ mutationFn: createStaff, staleKeys: [STAFF_QUERY_KEY], onDone: onCreated });
