import { NO_REPLY_NOTES } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import { composeCommentReply, type DraftParts, draftAt, draftCount, saysEnough } from './composeCommentReply';
import { joinProductNames } from './joinProductNames';
import { mentionOnce } from './mentionOnce';
import { namedProducts } from './namedProducts';
import { NOTE_PHRASES } from './notePhrases';
import { personaVoice } from './personaVoice';
import { hashText } from './pickVariant';
import { planCommentReply } from './planCommentReply';
import { registerVoice, withoutRepeats } from './registerVoice';
import type { ReplyDraftResult, ReplyEngine, ReplyPersona, StaffReply } from './replyEngine';
import { replyFlagOf } from './replyFlagOf';
import type { ReplyPolicy } from './replyPolicy';
import { type ReplyRegister, registerOf, replySlots } from './replySlots';
import { theirsUnderNote } from './theirsUnderNote';
import { withComplianceFilter } from './withComplianceFilter';

/** gen-reply's note for a comment best left unanswered (the web shows its advice). */
export const FLAME_NOTE = NO_REPLY_NOTES.flame;

/** The advice each no-draft policy gives. */
const NO_DRAFT_NOTES: Partial<Record<ReplyPolicy, string>> = {
  competitor: NO_REPLY_NOTES.competitor,
  spam: NO_REPLY_NOTES.spam,
  mention: NO_REPLY_NOTES.mention,
  troll: NO_REPLY_NOTES.flame,
  blogger: NO_REPLY_NOTES.blogger,
  bloggerAsked: NO_REPLY_NOTES.bloggerAsked,
  chatter: NO_REPLY_NOTES.chatter,
  ownAccount: NO_REPLY_NOTES.ownAccount,
  otherBrand: NO_REPLY_NOTES.otherBrand,
};

/** Enough different drafts for any number of regenerates staff will ask for. */
const MAX_CANDIDATES = 60;

/** A draft to offer: its text after voice and compliance filter, and the staff reply it repeats, if any. */
type Candidate = ReplyDraftResult;

/** How a persona's draft reads: its register, whether it may use emoji, and whether it keeps to the point. */
const voiceOf = (persona: ReplyPersona | null) => ({
  register: registerOf(persona?.tone) as ReplyRegister,
  emoji:
    persona !== null &&
    /表情|emoji/i.test(persona.tone) &&
    !/不.{0,4}(?:表情|emoji)/i.test(persona.tone) &&
    !/表情|emoji/i.test(persona.dontRules),
  brief: persona !== null && /简短|简洁|简明|brief|short/i.test(`${persona.tone}\n${persona.doRules}`),
});

/** What a later mention of several products named together says ("这两款", "这几款"); one product keeps mentionOnce's. */
const laterMention = (count: number): string | undefined =>
  count === 2 ? '这两款' : count > 2 ? '这几款' : undefined;

/** Each distinct draft the parts make, from the comment's own starting point, in the persona's voice. */
const composedCandidates = (
  parts: DraftParts,
  slots: Record<string, string>,
  seed: number,
  persona: ReplyPersona | null,
  later?: string,
): Candidate[] => {
  const voice = voiceOf(persona);
  // A brief persona says the answer only: no opening or closing pleasantries.
  const used =
    voice.brief && parts.length > 2
      ? parts.map((variants, at) => (at === 0 || at === parts.length - 1 ? [''] : variants))
      : parts;
  const total = Math.min(draftCount(used), MAX_CANDIDATES * 4);
  const order = Array.from({ length: total }, (_, step) => (seed + step) % total);
  // A body that already says enough goes out first without a stock opening or closing (what an editor deletes
  // first); a regenerate still offers the drafts with them.
  const bare = (index: number): boolean => {
    const chosen = draftAt(used, index);
    return [0, used.length - 1].every((at) => chosen[at] === '' || !used[at]?.includes(''));
  };
  const ordered = saysEnough(used)
    ? [...order.filter(bare), ...order.filter((index) => !bare(index))]
    : order;
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const index of ordered) {
    if (candidates.length >= MAX_CANDIDATES) break;
    const filled = mentionOnce(
      fillTemplate(draftAt(used, index).filter(Boolean).join(''), (name) => slots[name], ''),
      slots.product ?? '',
      later,
    );
    const voiced = personaVoice(
      registerVoice(withoutRepeats(filled), voice.register, { emoji: voice.emoji, seed: index }),
      persona,
      voice.register,
    );
    const draft = withComplianceFilter({ text: voiced, source: 'model' });
    if (draft.text === '' || seen.has(draft.text)) continue;
    seen.add(draft.text);
    candidates.push(draft);
  }
  return candidates;
};

/** Staff's own replies to similar comments come first, as they wrote them (with the persona's sign-off). */
const staffCandidates = (replies: readonly StaffReply[], persona: ReplyPersona | null): Candidate[] =>
  replies.map((reply) => ({
    ...withComplianceFilter({
      text: persona ? personaVoice(reply.text, persona, registerOf(persona.tone)) : reply.text,
      source: 'model',
    }),
    basedOn: reply,
  }));

/** The first draft, or on a regenerate the one after the draft the comment holds now. */
const nextCandidate = (
  candidates: readonly Candidate[],
  previousDraft: string | undefined,
): Candidate | undefined => {
  if (candidates.length === 0) return undefined;
  const at =
    previousDraft === undefined ? -1 : candidates.findIndex((candidate) => candidate.text === previousDraft);
  return candidates[(at + 1) % candidates.length];
};

/**
 * The embedded reply engine: no network, no key. It reads what the comment asks (commentSignals), picks the
 * policy for it (replyPolicy), answers each question from knowledge or the phrase table (replyPhrases.json)
 * with the platform's calls to action, in the persona's voice, through the compliance filter. Staff replies to
 * similar comments are offered first; each regenerate offers the next different draft.
 */
export const createTemplateReplyEngine = (): ReplyEngine => ({
  draftCommentReply: async (context): Promise<ReplyDraftResult> => {
    const { comment, persona } = context;
    const plan = planCommentReply(context);
    const { signals, policy } = plan;
    const noDraft = NO_DRAFT_NOTES[policy];
    if (noDraft) return { text: '', source: 'model', note: noDraft };
    // Filed under no product, a comment naming categories ("卸妆油和洁面") is answered about those products.
    const named = context.productName?.trim()
      ? []
      : namedProducts(comment.content, context.productNames ?? []);
    const productName = context.productName?.trim() || joinProductNames(named) || null;
    const slots = replySlots({
      text: plan.text,
      productName,
      brandName: context.brandName,
      nickname: comment.userNickname,
    });
    const parts = composeCommentReply({
      text: plan.text,
      platform: comment.platform,
      policy,
      signals,
      knowledge: context.knowledge,
      hasProduct: productName !== null,
      productName,
      brandName: context.brandName,
      otherBrandNames: context.otherBrandNames,
      theirs: theirsUnderNote(context),
    });
    const candidates = [
      ...staffCandidates(context.staffReplies ?? [], persona),
      // Two products named as one slot are named in full once, then "这两款": not both names in every sentence.
      ...composedCandidates(parts, slots, hashText(comment.content), persona, laterMention(named.length)),
    ];
    const draft = nextCandidate(candidates, context.previousDraft) ?? { text: '', source: 'model' };
    const flag = replyFlagOf(plan);
    return { ...draft, ...(flag ? { flag } : {}) };
  },

  draftNoteReply: async (context): Promise<ReplyDraftResult> => {
    const slots = replySlots({
      text: `${context.note.title} ${context.note.description}`,
      productName: context.productName,
      brandName: context.brandName,
      nickname: context.note.authorName,
    });
    const register = registerOf(context.persona?.tone);
    const phrases = NOTE_PHRASES[register];
    const candidates = composedCandidates(
      [phrases.open, phrases.body, phrases.close],
      slots,
      hashText(context.note.title),
      context.persona,
    );
    return nextCandidate(candidates, context.previousDraft) ?? { text: '', source: 'model' };
  },
});
