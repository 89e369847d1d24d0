import type { TNoteCard } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '../../notes';
import { setNoteTracked } from '../api';

/** Switches a note's tracking on or off; the note lists reload and `onChanged` gets the note. */
export const useSetNoteTracked = (onChanged: (note: TNoteCard) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tracked }: { id: number; tracked: boolean }) => setNoteTracked(id, tracked),
    onSuccess: (note) => {
      onChanged(note);
      void client.invalidateQueries({ queryKey: NOTES_KEY });
    },
  });
};
