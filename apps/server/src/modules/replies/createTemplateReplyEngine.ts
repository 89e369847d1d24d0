import { NO_REPLY_NOTES } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import { personaVoice } from './personaVoice';
import { hashText, pickVariant } from './pickVariant';
import type { ReplyDraftResult, ReplyEngine, ReplyKnowledge, ReplyPersona } from './replyEngine';
import { replyPolicy } from './replyPolicy';
import { registerOf, replySlots } from './replySlots';
import {
  COMMENT_TEMPLATES,
  COMPETITOR_ADVICE,
  type CommentTemplate,
  FLAME_ADVICE,
  type ReplyPolicy,
  type ReplyRegister,
} from './templates/commentTemplates';
import { NOTE_TEMPLATES } from './templates/noteTemplates';
import { withComplianceFilter } from './withComplianceFilter';

/** gen-reply's note for a comment best left unanswered (the web shows its advice). */
export const FLAME_NOTE = NO_REPLY_NOTES.flame;
const COMPETITOR_NOTE = NO_REPLY_NOTES.competitor;

type Parts = { open: readonly string[]; body: readonly string[]; close: readonly string[] };

/** The template entry for a comment: its policy, then the most specific neg_type / content_type / register. */
const templateFor = (
  policy: ReplyPolicy,
  negType: string | null,
  contentType: string | null,
  register: ReplyRegister,
): CommentTemplate | undefined => {
  let best: { template: CommentTemplate; score: number } | undefined;
  for (const template of COMMENT_TEMPLATES) {
    if (template.policy !== policy) continue;
    if (template.negType && template.negType !== negType) continue;
    if (template.contentType && template.contentType !== contentType) continue;
    if (template.register && template.register !== register) continue;
    const score = (template.negType ? 4 : 0) + (template.contentType ? 2 : 0) + (template.register ? 1 : 0);
    if (!best || score > best.score) best = { template, score };
  }
  return best?.template;
};

/** A knowledge answer, when one is relevant, is what the draft says in its body. */
const bodyOf = (parts: Parts, knowledge: readonly ReplyKnowledge[]): readonly string[] => {
  const answer = knowledge[0]?.answer.trim();
  return answer ? [answer] : parts.body;
};

/**
 * Composes opening + body + closing. Variants are chosen by the comment's hash; when the result equals
 * the draft the comment already holds (a regenerate), the next combination is offered.
 */
const compose = (
  parts: Parts,
  knowledge: readonly ReplyKnowledge[],
  slots: Record<string, string>,
  seed: number,
  persona: ReplyPersona | null,
  register: ReplyRegister,
  previousDraft: string | undefined,
): string => {
  const body = bodyOf(parts, knowledge);
  const total = Math.max(1, parts.open.length * body.length * parts.close.length);
  let draft = '';
  for (let attempt = 0; attempt < total; attempt += 1) {
    const index = (seed + attempt) % total;
    const open = pickVariant(parts.open, index % parts.open.length) ?? '';
    const middle = pickVariant(body, Math.floor(index / parts.open.length) % body.length) ?? '';
    const close =
      pickVariant(parts.close, Math.floor(index / (parts.open.length * body.length)) % parts.close.length) ??
      '';
    draft = personaVoice(
      fillTemplate([open, middle, close].filter(Boolean).join(''), (name) => slots[name], ''),
      persona,
      register,
    );
    // The comparison is on the filtered text, as the previous draft was stored.
    if (
      previousDraft === undefined ||
      withComplianceFilter({ text: draft, source: 'model' }).text !== previousDraft
    )
      break;
  }
  return draft;
};

/**
 * The embedded reply engine: no network, no key. Policy per class (see replyPolicy), templates with slots
 * in templates/, the persona's register, rules and sign-off, a relevant knowledge answer, and the compliance
 * filter on every draft.
 */
export const createTemplateReplyEngine = (): ReplyEngine => ({
  draftCommentReply: async (context): Promise<ReplyDraftResult> => {
    const { comment, persona } = context;
    const policy = replyPolicy(comment, context.brandIsOwn);
    const seed = hashText(comment.content);
    if (policy === 'flame') {
      return { text: pickVariant(FLAME_ADVICE, seed) ?? '', source: 'model', note: FLAME_NOTE };
    }
    if (policy === 'competitor') {
      return { text: pickVariant(COMPETITOR_ADVICE, seed) ?? '', source: 'model', note: COMPETITOR_NOTE };
    }
    const register = registerOf(persona?.tone);
    const template =
      templateFor(policy, comment.negType, comment.contentType, register) ??
      templateFor('other', null, null, register);
    if (!template) return { text: '', source: 'model' };
    const slots = replySlots({
      text: comment.content,
      negType: comment.negType,
      productName: context.productName,
      brandName: context.brandName,
      nickname: comment.userNickname,
      register,
    });
    const text = compose(template, context.knowledge, slots, seed, persona, register, context.previousDraft);
    return withComplianceFilter({ text, source: 'model' });
  },

  draftNoteReply: async (context): Promise<ReplyDraftResult> => {
    const register = registerOf(context.persona?.tone);
    const slots = replySlots({
      text: `${context.note.title} ${context.note.description}`,
      negType: null,
      productName: context.productName,
      brandName: context.brandName,
      nickname: context.note.authorName,
      register,
    });
    const text = compose(
      NOTE_TEMPLATES[register],
      [],
      slots,
      hashText(context.note.title),
      context.persona,
      register,
      context.previousDraft,
    );
    return withComplianceFilter({ text, source: 'model' });
  },
});
