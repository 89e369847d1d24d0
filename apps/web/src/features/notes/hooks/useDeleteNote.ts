import type { TPostDeletion } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { deletePost } from '../api';
import { NOTE_CHANGE_STALE_KEYS } from '../noteChangeStaleKeys';

/** Soft-deletes a note by our id or the platform's; the lists reload and `onDeleted` is told. */
export const useDeleteNote = (onDeleted: (deletion: TPostDeletion) => void) =>
  useRefreshingMutation({ mutationFn: deletePost, staleKeys: NOTE_CHANGE_STALE_KEYS, onDone: onDeleted });
