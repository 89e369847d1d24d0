import {
  fillPath,
  PATHS,
  parseNoteLink,
  type TContentSource,
  type TDeletedNote,
  type TNoteCard,
  type TPage,
  type TPlatform,
  type TPostUser,
  TRACK_BY_LINK,
  type TTrackedNote,
  ZDeletedNote,
  ZNoteCard,
  ZPage,
  ZPostUser,
  ZTrackedNote,
} from '@notedesk/contract';
import { http } from '@/app/http/http';
import { NOTES_KEY } from '@/features/notes';

/** Under the notes key, so deleting or restoring anywhere refreshes these lists too. */
export const TRACKED_NOTES_KEY = [...NOTES_KEY, 'tracked'] as const;
export const DELETED_NOTES_KEY = [...NOTES_KEY, 'deleted'] as const;

export type TrackedNoteFilters = {
  platform: TPlatform;
  q: string;
  authorId: string;
  tracked: '' | 'true' | 'false';
  source: '' | TContentSource;
  page: number;
  pageSize: number;
};

/** The note list's query for these filters (the list and its export send the same). */
export const trackedNotesQuery = (filters: TrackedNoteFilters) => ({
  target_platform: filters.platform,
  q: filters.q,
  author_id: filters.authorId,
  tracked: filters.tracked,
  source: filters.source,
  page: filters.page,
  page_size: filters.pageSize,
});

export const fetchTrackedNotes = async (filters: TrackedNoteFilters): Promise<TPage<TNoteCard>> =>
  ZPage(ZNoteCard).parse(await http.get(PATHS.notes.list, trackedNotesQuery(filters)));

export const fetchAuthors = async (platform: TPlatform, q: string): Promise<TPostUser[]> =>
  ZPage(ZPostUser).parse(
    await http.get(PATHS.platformUsers.noteAuthors, { target_platform: platform, q, page_size: 20 }),
  ).items;

/** A bare id goes in the path; anything else is sent as the link for the server to read (and refuse). */
export const trackNote = async (text: string): Promise<TTrackedNote> => {
  const trimmed = text.trim();
  const parsed = parseNoteLink(trimmed);
  const bareId = parsed.ok && parsed.id === trimmed.toLowerCase();
  const body = bareId ? {} : { link: trimmed };
  return ZTrackedNote.parse(
    await http.post(fillPath(PATHS.trackedNotes.track, { hash: bareId ? trimmed : TRACK_BY_LINK }), body),
  );
};

export const setNoteTracked = async (noteId: number, tracked: boolean): Promise<TNoteCard> =>
  ZNoteCard.parse(await http.post(PATHS.notes.updateTrack, { note_id: noteId, tracked }));

export const fetchDeletedNotes = async (
  platform: TPlatform | undefined,
  page: number,
  pageSize: number,
): Promise<TPage<TDeletedNote>> =>
  ZPage(ZDeletedNote).parse(
    await http.get(PATHS.trackedNotes.deleted, { target_platform: platform, page, page_size: pageSize }),
  );
