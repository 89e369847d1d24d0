import { Link } from 'react-router';
import { CommentText } from '../../features/comments/components/CommentText';

type NoteTitleLinkProps = {
  note: { id: number; title_desc: string; platform_note_id: string };
  /** The section's hidden detail route, e.g. /brand-monitoring/contentdetailThr (spec §2). */
  detailPath: string;
};

/** A note's title (user text, shown as text) opening its detail page in the section it was clicked in. */
export const NoteTitleLink = ({ note, detailPath }: NoteTitleLinkProps) => (
  <Link to={`${detailPath}/${note.id}`} className="note-title-link">
    <CommentText text={note.title_desc || note.platform_note_id} lines={1} />
  </Link>
);
