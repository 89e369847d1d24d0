/** The comment page of the web app (APP_MENU: publication-maintenance → comment-maintenance). */
const COMMENT_PAGE = '/publication-maintenance/comment-maintenance';
/** The list's text search takes up to 100 characters; a short start of the comment finds it on its note. */
const SEARCH_CHARS = 30;

/** Where a comment is in NoteDesk: the comment list narrowed to its note and its words. */
export const commentLink = (comment: { note_id: number | null; content: string }): string => {
  const search = new URLSearchParams();
  if (comment.note_id !== null) search.set('note_id', String(comment.note_id));
  const words = comment.content.trim().slice(0, SEARCH_CHARS);
  if (words !== '') search.set('q', words);
  return `${COMMENT_PAGE}?${search.toString()}`;
};
