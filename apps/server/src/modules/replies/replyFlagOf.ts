import type { SensitiveTopic } from './commentSignals';
import type { CommentReplyPlan } from './planCommentReply';

/**
 * The flag a draft carries for a person to look at first (pregnancy, a medical condition, a reaction, a minor):
 * set when the comment names a sensitive topic and is answered under the sensitive policy. Every engine and the
 * demo's drafted comments use this one rule, so the inbox's 需人工处理 count means the same everywhere.
 */
export const replyFlagOf = (plan: CommentReplyPlan): SensitiveTopic | undefined =>
  // A young person asking about buying, or someone pregnant asking about delivery, gets a plain answer, but a
  // person still looks before it is posted.
  ((plan.policy === 'sensitive' ||
    (plan.policy === 'complaint' && plan.signals.sensitive === 'pregnancy') ||
    (plan.policy === 'answer' &&
      (plan.signals.sensitive === 'minor' || plan.signals.sensitive === 'pregnancy'))) &&
    plan.signals.sensitive) ||
  undefined;
