import type { TTrackedNote } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { NOTES_KEY } from '@/features/notes';
import { trackNote } from '../api';

/** Tracks a note by its link, share text or id; the note lists reload and `onAdded` gets it (new or not). */
export const useTrackNote = (onAdded: (note: TTrackedNote) => void) =>
  useRefreshingMutation({ mutationFn: trackNote, staleKeys: [NOTES_KEY], onDone: onAdded });
