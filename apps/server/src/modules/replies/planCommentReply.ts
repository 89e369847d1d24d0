import { aboutOtherBrandOnly } from './aboutOtherBrandOnly';
import { withoutBloggerQuestions } from './bloggerQuestions';
import { type CommentSignals, readComment, situationHolds, touchesTopic } from './commentSignals';
import { isOwnAccountComment } from './isOwnAccountComment';
import type { CommentReplyContext } from './replyEngine';
import { type ReplyPolicy, replyPolicy } from './replyPolicy';
import { theirsUnderNote } from './theirsUnderNote';
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
  Partial<
    Pick<
      CommentReplyContext,
      'thread' | 'ownAccountNames' | 'brandName' | 'otherBrandNames' | 'note' | 'productNames'
    >
  >;

/** What a reply in a thread may be beside a question above it and still be one commenter answering another. */
const REMARKS: ReadonlySet<ReplyPolicy> = new Set(['praise', 'other', 'intent', 'chatter']);

/**
 * Whether a reply answers the commenter above it: the comment it replies to asks something (洁面和剃须泡沫能一起用吗),
 * and this reply asks nothing and is no complaint or health topic of its own (别偷懒 老老实实分开用). That is their
 * exchange; the brand answers the question where it was asked. A question above written by the brand itself (our
 * staff asking 方便说说肤质吗) makes this reply an answer to us, which is drafted.
 */
const answersCommenterAbove = (context: PlanContext, whole: CommentReplyPlan): boolean => {
  const above = context.thread?.at(-1);
  if (!above || isOwnAccountComment(above, context.ownAccountNames)) return false;
  const asked = readComment(above.content);
  const { signals } = whole;
  return (
    (asked.asks || asked.questions.length > 0) &&
    !signals.asks &&
    signals.questions.length === 0 &&
    !signals.sensitive &&
    REMARKS.has(whole.policy)
  );
};

/**
 * Whether a reply on a health topic is one commenter's advice to another (医生让我先冷敷两天再上护肤品, under someone's
 * question or account of their skin): it asks us nothing, tells of no reaction, names nothing of ours and is no
 * complaint. That is their exchange; care from the brand there answers nobody. A reaction, a pregnancy or a young
 * person, or anything asked, is still drafted and flagged.
 */
const healthTipToCommenter = (context: PlanContext, whole: CommentReplyPlan): boolean => {
  const above = context.thread?.at(-1);
  if (!above || isOwnAccountComment(above, context.ownAccountNames)) return false;
  const asked = readComment(above.content);
  const { signals } = whole;
  const text = context.comment.content;
  return (
    (asked.asks || asked.questions.length > 0 || asked.sensitive !== null) &&
    signals.sensitive === 'medical' &&
    !signals.asks &&
    signals.questions.length === 0 &&
    context.comment.clsType !== 0 &&
    !touchesTopic('reaction', text) &&
    !touchesTopic('pregnancy', text) &&
    !touchesTopic('minor', text) &&
    !situationHolds('ownProduct', text)
  );
};

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
  // Under our own note a remark about another brand (映山用了大半瓶 起皮 不买了) is made to our readers: a gentle line
  // about ours still fits there (composeCommentReply); elsewhere it is talk among the other brand's customers.
  if (
    context.noteIsOwn !== true &&
    aboutOtherBrandOnly(
      context.comment.content,
      whole.signals,
      context.brandName,
      context.otherBrandNames,
      theirsUnderNote({ ...context, note: context.note ?? null, brandName: context.brandName ?? null }),
    )
  )
    return { ...whole, policy: 'otherBrand' };
  if (answersCommenterAbove(context, whole) || healthTipToCommenter(context, whole))
    return { ...whole, policy: 'mention' };
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
