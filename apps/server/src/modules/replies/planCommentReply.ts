import { type CommentSignals, readComment, situationHolds } from './commentSignals';
import type { CommentReplyContext } from './replyEngine';
import { type ReplyPolicy, replyPolicy } from './replyPolicy';
import { sharedTrollModel, type TrollModel } from './trollModel';

/** What a comment asks and how it is answered: the same for the template engine and the LLM. */
export type CommentReplyPlan = { signals: CommentSignals; policy: ReplyPolicy };

export const planCommentReply = (
  context: Pick<CommentReplyContext, 'comment' | 'brandIsOwn' | 'noteIsOwn'>,
  trollModel: TrollModel = sharedTrollModel(),
): CommentReplyPlan => {
  const signals = {
    ...readComment(context.comment.content),
    learnedTroll: trollModel.isTroll(context.comment.content),
  };
  const policy = replyPolicy(
    context.comment,
    signals,
    (name) => situationHolds(name, context.comment.content),
    context.brandIsOwn,
    context.noteIsOwn,
  );
  return { signals, policy };
};
