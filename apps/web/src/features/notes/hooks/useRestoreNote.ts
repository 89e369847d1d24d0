import type { TPostDeletion } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { restorePost } from '../api';
import { NOTE_CHANGE_STALE_KEYS } from '../noteChangeStaleKeys';

/** Restores a deleted note (managers and admins); the lists reload and `onRestored` is told. */
export const useRestoreNote = (onRestored: (restored: TPostDeletion) => void) =>
  useRefreshingMutation({ mutationFn: restorePost, staleKeys: NOTE_CHANGE_STALE_KEYS, onDone: onRestored });
