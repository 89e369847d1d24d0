import type { ReplyPolicy } from './templates/commentTemplates';

const COMPLAINT_NEG_TYPES: ReadonlySet<string> = new Set(['adaptation', 'service']);
const LEAD_CONTENT_TYPES: ReadonlySet<string> = new Set(['purchase_consultation', 'purchase_intention']);
const QUESTION_CONTENT_TYPES: ReadonlySet<string> = new Set(['product_consultation', 'customer_requirement']);

/**
 * How a comment is answered: under a competitor's note → no reply; flame → no reply; allergy and service complaints → apology + private message;
 * other negatives → explanation; leads (cls_type 1, purchase questions) → answer + official store;
 * product questions → answer; positives → thanks.
 */
export const replyPolicy = (
  comment: {
    clsType: number | null;
    negType: string | null;
    contentType: string | null;
  },
  brandIsOwn?: boolean,
): ReplyPolicy => {
  const { clsType, negType, contentType } = comment;
  if (brandIsOwn === false) return 'competitor';
  if (clsType === 0) {
    if (negType === 'flame') return 'flame';
    if (negType && COMPLAINT_NEG_TYPES.has(negType)) return 'complaint';
    return 'explain';
  }
  if (clsType === 1 || (contentType && LEAD_CONTENT_TYPES.has(contentType))) return 'lead';
  if (contentType && QUESTION_CONTENT_TYPES.has(contentType)) return 'consult';
  if (clsType === 2) return 'thanks';
  return 'other';
};
