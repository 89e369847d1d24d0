import { useQuery } from '@tanstack/react-query';
import { fetchNote, noteDetailKey } from '../api';

/** One note's card; not asked for until there is a valid id and a session. */
export const useNote = (noteId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: noteDetailKey(noteId),
    queryFn: () => fetchNote(noteId ?? 0),
    enabled: noteId !== null && enabled,
  });
