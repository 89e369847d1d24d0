import type { TPostDeletion } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePost } from '../api';
import { refreshAfterNoteChange } from '../refreshAfterNoteChange';

/** Soft-deletes a note by our id or the platform's; the lists reload and `onDeleted` is told. */
export const useDeleteNote = (onDeleted: (deletion: TPostDeletion) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (deletion) => {
      refreshAfterNoteChange(client);
      onDeleted(deletion);
    },
  });
};
