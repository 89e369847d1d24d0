import { DEMO_KNOWLEDGE } from '../../demo/demoReplySetup';
import { rankKnowledge } from '../../knowledge/rankKnowledge';
import type { CommentReplyContext, ReplyEngine } from '../replyEngine';

/** The demo tenant's knowledge rows, as the engine receives them. */
const KNOWLEDGE = DEMO_KNOWLEDGE.map((row) => ({ ...row, keywords: [...row.keywords] }));

/**
 * A reply context for a comment on the demo tenant (brand 栖溪, filed under 积雪草修护精华 unless `extra` says
 * another product or null), with the knowledge rankKnowledge picks for it, as the draft service builds it.
 */
export const demoReplyContext = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  extra: Partial<CommentReplyContext> = {},
): CommentReplyContext => {
  const productName = extra.productName === undefined ? '积雪草修护精华' : extra.productName;
  return {
    tenantId: 1,
    comment: {
      clsType: null,
      negType: null,
      contentType: null,
      userNickname: '用户',
      platform: 'xhs',
      ...comment,
    },
    thread: [],
    note: null,
    productName,
    brandName: '栖溪',
    persona: null,
    knowledge: rankKnowledge(KNOWLEDGE, { text: comment.content, productName }),
    ...extra,
  };
};

/** A draft by `engine` for a comment on the demo tenant, filed under `productName` (积雪草修护精华 unless given). */
export const demoDraftOf =
  (engine: ReplyEngine) =>
  (
    comment: Partial<CommentReplyContext['comment']> & { content: string },
    productName: string | null = '积雪草修护精华',
  ) =>
    engine.draftCommentReply(demoReplyContext(comment, { productName }));
