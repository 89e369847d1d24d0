import { withoutBloggerQuestions } from './bloggerQuestions';
import { type CommentSignals, readComment, situationHolds } from './commentSignals';
import { isOwnAccountComment } from './isOwnAccountComment';
import type { CommentReplyContext } from './replyEngine';
import { type ReplyPolicy, replyPolicy } from './replyPolicy';
import { sharedTrollModel, type TrollModel } from './trollModel';

/**
 * What a comment asks and how it is answered: the same for the template engine and the LLM. `text` is what a draft
 * answers: the comment, less its questions to the blogger about her own routine under her note.
 */
export type CommentReplyPlan = { signals: CommentSignals; policy: ReplyPolicy; text: string };

/** What is left beside a question to the blogger that still wants our answer: something asked, a problem, a buyer. */
const ANSWERED_BESIDE: ReadonlySet<ReplyPolicy> = new Set(['answer', 'complaint', 'sensitive', 'intent']);

/** The context a plan reads: the comment, whose note it is under, and the thread above it when it is a reply. */
type PlanContext = Pick<CommentReplyContext, 'comment' | 'brandIsOwn' | 'noteIsOwn'> &
  Partial<Pick<CommentReplyContext, 'thread' | 'ownAccountNames'>>;

const planText = (context: PlanContext, text: string, trollModel: TrollModel): CommentReplyPlan => {
  const signals = { ...readComment(text), learnedTroll: trollModel.isTroll(text) };
  const policy = replyPolicy(
    context.comment,
    signals,
    (name) => situationHolds(name, text),
    context.brandIsOwn,
    context.noteIsOwn,
    (context.thread?.length ?? 0) > 0,
  );
  return { signals, policy, text };
};

export const planCommentReply = (
  context: PlanContext,
  trollModel: TrollModel = sharedTrollModel(),
): CommentReplyPlan => {
  const whole = planText(context, context.comment.content, trollModel);
  // The brand's own reply (its account commenting, or 官方回复：… in a crawl) is not a customer's comment to answer.
  if (isOwnAccountComment(context.comment, context.ownAccountNames))
    return { ...whole, policy: 'ownAccount' };
  // Under a blogger's note, "博主平时用什么粉底" / "你几点睡" asks her, not us: we cannot answer for her routine.
  // A health topic stays one for a person whoever it is asked of.
  if (context.noteIsOwn !== false || whole.signals.sensitive) return whole;
  const { rest, asked } = withoutBloggerQuestions(context.comment.content);
  if (!asked) return whole;
  const left = rest === '' ? null : planText(context, rest, trollModel);
  if (left && left.signals.questions.length + Number(left.signals.asks) > 0) return left;
  if (left && ANSWERED_BESIDE.has(left.policy)) return left;
  return { ...whole, policy: 'bloggerAsked' };
};
