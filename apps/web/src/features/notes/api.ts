import {
  fillPath,
  PATHS,
  type TCommentRow,
  type TEditPostReplyInput,
  type TGeneratedReply,
  type TNoteCard,
  type TPage,
  type TPlatform,
  type TPostDeletion,
  type TReplyDraft,
  ZNoteCard,
  ZPostDeletion,
  ZReplyDraft,
} from '@notedesk/contract';
import { http } from '@/app/http/http';
import { fetchComments, requestDraft } from '@/features/comments';

/** Every cached note (detail pages, note lists) starts with this key. */
export const NOTES_KEY = ['notes'] as const;
/** One note's card on its detail page. */
export const noteDetailKey = (noteId: number | null) => [...NOTES_KEY, 'detail', noteId] as const;

/** A note's comments per request: the server's largest page, so most notes need one call. */
export const NOTE_COMMENTS_PAGE_SIZE = 200;

/** Silent: the page itself says "not found" (404) or why it failed, so no second message pops up. */
export const fetchNote = async (id: number): Promise<TNoteCard> =>
  ZNoteCard.parse(await http.get(fillPath(PATHS.notes.detail, { id }), undefined, { silent: true }));

export const fetchNoteComments = async (
  noteId: number,
  platform: TPlatform,
  page: number,
): Promise<TPage<TCommentRow>> =>
  fetchComments({
    note_id: noteId,
    target_platform: platform,
    sort: 'time_desc',
    page,
    page_size: NOTE_COMMENTS_PAGE_SIZE,
  });

export const generatePostReply = (
  noteId: number,
  personaId: number | null = null,
): Promise<TGeneratedReply> => requestDraft(PATHS.notes.genReply, { note_id: noteId }, personaId);

export const editPostReply = async (input: TEditPostReplyInput): Promise<TReplyDraft> =>
  ZReplyDraft.parse(await http.post(PATHS.notes.editReply, input));

/** By our note id when the input is a number, else by the platform's note id. */
export const deletePost = async (noteIdOrContentId: string): Promise<TPostDeletion> => {
  const trimmed = noteIdOrContentId.trim();
  const body = /^\d{1,9}$/.test(trimmed) ? { note_id: Number(trimmed) } : { content_id: trimmed };
  return ZPostDeletion.parse(await http.post(PATHS.notes.deletePost, body));
};

export const restorePost = async (noteId: number): Promise<TPostDeletion> =>
  ZPostDeletion.parse(await http.post(PATHS.notes.restorePost, { note_id: noteId }));
