import type { TNoteCard } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { NOTES_KEY } from '@/features/notes';
import { setNoteTracked } from '../api';

/** Switches a note's tracking on or off; the note lists reload and `onChanged` gets the note. */
export const useSetNoteTracked = (onChanged: (note: TNoteCard) => void) =>
  useRefreshingMutation({
    mutationFn: ({ id, tracked }: { id: number; tracked: boolean }) => setNoteTracked(id, tracked),
    staleKeys: [NOTES_KEY],
    onDone: onChanged,
  });
