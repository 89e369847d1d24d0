import type { TCommentRow } from '@notedesk/contract';
import type { ThreadedComment } from '@/features/comments';

/**
 * Rows come newest first; threads keep that order and replies read oldest first under their parent.
 * Replies under their parent (`parent_comment_id` is the parent's platform id). A reply whose parent
 * is not among `rows` (on another page, or deleted) stays at the top level rather than disappearing.
 */
export const threadComments = (rows: readonly TCommentRow[]): ThreadedComment[] => {
  const byPlatformId = new Map<string, ThreadedComment>();
  for (const row of rows) byPlatformId.set(row.platform_comment_id, { ...row });
  const roots: ThreadedComment[] = [];
  for (const row of rows) {
    const node = byPlatformId.get(row.platform_comment_id)!;
    const parent = row.parent_comment_id ? byPlatformId.get(row.parent_comment_id) : undefined;
    if (parent && parent !== node) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  for (const node of byPlatformId.values()) node.children?.reverse();
  return roots;
};
