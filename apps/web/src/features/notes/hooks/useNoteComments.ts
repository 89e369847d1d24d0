import type { TPlatform } from '@notedesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMMENTS_KEY } from '@/features/comments';
import { fetchNoteComments } from '../api';

type NoteCommentsQuery = { noteId: number | null; platform: TPlatform; page: number; enabled: boolean };

/** One server page of a note's comments (under the comments key, so comment actions refresh it). */
export const useNoteComments = ({ noteId, platform, page, enabled }: NoteCommentsQuery) =>
  useQuery({
    queryKey: [...COMMENTS_KEY, 'note', noteId, platform, page],
    queryFn: () => fetchNoteComments(noteId ?? 0, platform, page),
    enabled: noteId !== null && enabled,
    placeholderData: keepPreviousData,
  });
