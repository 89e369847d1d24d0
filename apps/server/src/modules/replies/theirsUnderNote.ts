import { situationHolds } from './commentSignals';
import { otherBrandNamed } from './otherBrandNamed';
import type { CommentReplyContext } from './replyEngine';

/** What tells whose product a comment under a note is about: the note, the comment, and the tenant's names. */
export type NoteOwnership = Pick<CommentReplyContext, 'comment' | 'note' | 'brandName'> &
  Partial<Pick<CommentReplyContext, 'noteIsOwn' | 'otherBrandNames' | 'productNames'>>;

/** Whether a text names us: our brand, one of our products by its full name, or us addressed (你们, 官方). */
const namesUs = (text: string, context: NoteOwnership): boolean => {
  const brand = context.brandName?.trim();
  return (
    Boolean(brand && text.includes(brand)) ||
    (context.productNames ?? []).some((name) => name.trim() !== '' && text.includes(name)) ||
    situationHolds('addressesUs', text)
  );
};

/**
 * Whether a comment is about another brand's product because of the note it sits under: a note not ours that
 * names another brand (雾岚修护精华测评) and nothing of ours, and a comment that names nothing of ours either
 * (我用了闭口变多了: "it" is their product). A reaction or complaint there is about theirs: care only, no apology, no
 * order asked of us. A note that weighs ours against theirs names ours, so it does not count.
 */
export const theirsUnderNote = (context: NoteOwnership): boolean => {
  if (context.noteIsOwn === true || !context.note) return false;
  const note = `${context.note.title} ${context.note.description}`;
  return (
    otherBrandNamed(note, context.brandName, context.otherBrandNames) &&
    !namesUs(note, context) &&
    !namesUs(context.comment.content, context)
  );
};
