import { situationHolds } from './commentSignals';
import type { CommentReplyContext } from './replyEngine';

/**
 * A staff answer's marker (【官方回复】：) opens the comment, so only its start is read: an import checks every row,
 * and normalising a whole long comment for this was a measurable share of the import's CPU.
 */
const STAFF_ANSWER_HEAD = 24;

/**
 * Whether a comment is the brand's own: a staff answer as a crawl records it (官方回复：…, 客服回复：…), or written
 * under one of the brand's own names (its accounts' nicknames, its brand names). A nickname that only contains a
 * brand name (栖溪粉丝, 爱用栖溪) is a customer's unless it also says it is official (栖溪官方旗舰店, 栖溪客服).
 */
export const isOwnAccountComment = (
  comment: Pick<CommentReplyContext['comment'], 'content' | 'userNickname'>,
  ownNames: readonly string[] = [],
): boolean => {
  if (situationHolds('staffAnswer', comment.content.slice(0, STAFF_ANSWER_HEAD))) return true;
  const nickname = comment.userNickname.trim();
  if (nickname === '') return false;
  const names = ownNames.map((name) => name.trim()).filter((name) => name.length >= 2);
  return (
    names.includes(nickname) ||
    (names.some((name) => nickname.includes(name)) && situationHolds('officialMarker', nickname))
  );
};
