import type { TTrackedNote } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '../../notes';
import { trackNote } from '../api';

/** Tracks a note by its link, share text or id; the note lists reload and `onAdded` gets it (new or not). */
export const useTrackNote = (onAdded: (note: TTrackedNote) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: trackNote,
    onSuccess: (note) => {
      onAdded(note);
      void client.invalidateQueries({ queryKey: NOTES_KEY });
    },
  });
};
