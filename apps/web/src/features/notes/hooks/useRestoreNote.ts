import type { TPostDeletion } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restorePost } from '../api';
import { refreshAfterNoteChange } from '../refreshAfterNoteChange';

/** Restores a deleted note (managers and admins); the lists reload and `onRestored` is told. */
export const useRestoreNote = (onRestored: (restored: TPostDeletion) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restorePost,
    onSuccess: (restored) => {
      refreshAfterNoteChange(client);
      onRestored(restored);
    },
  });
};
