import { Link } from 'react-router';
import { CommentText } from '@/features/comments';
import { type NoteDetailList, noteDetailPath } from '@/features/notes';

type NoteTitleLinkProps = {
  note: { id: number; title_desc: string; platform_note_id: string };
  /** The list page it is clicked in, which names the section's hidden detail route (spec §2). */
  list: NoteDetailList;
};

/** A note's title (user text, shown as text) opening its detail page in the section it was clicked in. */
export const NoteTitleLink = ({ note, list }: NoteTitleLinkProps) => (
  <Link to={noteDetailPath(list, note.id)} className="note-title-link">
    <CommentText text={note.title_desc || note.platform_note_id} lines={1} />
  </Link>
);
