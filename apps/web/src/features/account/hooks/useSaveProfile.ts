import type { TUserInfo } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile, USER_INFO_QUERY_KEY } from '../api';

/** Saves the signed-in user's profile; the pages show the saved one at once. */
export const useSaveProfile = (onSaved: (saved: TUserInfo) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      client.setQueryData(USER_INFO_QUERY_KEY, saved);
      onSaved(saved);
    },
  });
};
