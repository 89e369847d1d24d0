import {
  fillPath,
  PATHS,
  type TCommentRow,
  type TEditPostReplyInput,
  type TGeneratedReply,
  type TNoteCard,
  type TPage,
  type TPlatform,
  type TReplyDraft,
  ZCommentRow,
  ZNoteCard,
  ZPage,
  ZReplyDraft,
} from '@notedesk/contract';
import { http } from '../../app/http/http';
import { requestDraft } from '../comments/api';

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
  ZPage(ZCommentRow).parse(
    await http.get(PATHS.comments.list, {
      note_id: noteId,
      target_platform: platform,
      sort: 'time_desc',
      page,
      page_size: NOTE_COMMENTS_PAGE_SIZE,
    }),
  );

export const generatePostReply = (
  noteId: number,
  personaId: number | null = null,
): Promise<TGeneratedReply> => requestDraft(PATHS.notes.genReply, { note_id: noteId }, personaId);

export const editPostReply = async (input: TEditPostReplyInput): Promise<TReplyDraft> =>
  ZReplyDraft.parse(await http.post(PATHS.notes.editReply, input));
