import { situationHolds } from './commentSignals';
import type { CommentReplyContext } from './replyEngine';

/**
 * Whether a comment is the brand's own: a staff answer as a crawl records it (官方回复：…, 客服回复：…), or written
 * under one of the brand's own names (its accounts' nicknames, its brand names). A nickname that only contains a
 * brand name (栖溪粉丝, 爱用栖溪) is a customer's unless it also says it is official (栖溪官方旗舰店, 栖溪客服).
 */
export const isOwnAccountComment = (
  comment: Pick<CommentReplyContext['comment'], 'content' | 'userNickname'>,
  ownNames: readonly string[] = [],
): boolean => {
  if (situationHolds('staffAnswer', comment.content)) return true;
  const nickname = comment.userNickname.trim();
  if (nickname === '') return false;
  const names = ownNames.map((name) => name.trim()).filter((name) => name.length >= 2);
  return (
    names.includes(nickname) ||
    (names.some((name) => nickname.includes(name)) && situationHolds('officialMarker', nickname))
  );
};
