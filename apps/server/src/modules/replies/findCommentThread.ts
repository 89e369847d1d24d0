import type { CommentReplyContext } from './replyEngine';
import type { ReplyDraftRepository } from './repository';

/** Deeper chains are cut (platforms nest two levels; a loop in bad data must end). */
const MAX_DEPTH = 10;

/** The comments above one in its thread (its parent chain), oldest first; empty for a top-level comment. */
export const findCommentThread = async (
  comments: ReplyDraftRepository,
  tenantId: number,
  commentId: number,
): Promise<CommentReplyContext['thread']> => {
  const start = await comments.threadComment(tenantId, { id: commentId });
  if (!start) return [];
  const above: CommentReplyContext['thread'] = [];
  const seen = new Set<string>();
  let parentId = start.parentCommentId;
  while (parentId && above.length < MAX_DEPTH && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = await comments.threadComment(tenantId, {
      platform: start.platform,
      platformCommentId: parentId,
    });
    if (!parent) break;
    above.unshift({ userNickname: parent.userNickname, content: parent.content });
    parentId = parent.parentCommentId;
  }
  return above;
};
