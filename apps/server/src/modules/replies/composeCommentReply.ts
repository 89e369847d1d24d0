import type { TPlatform } from '@notedesk/contract';
import { type CommentSignals, kindsNamedIn, type QuestionKind, situationHolds } from './commentSignals';
import type { ReplyKnowledge } from './replyEngine';
import {
  applicableCases,
  caseVariants,
  type PhraseCase,
  REPLY_PHRASES,
  type ReplyPhrases,
} from './replyPhrases';
import type { ReplyPolicy } from './replyPolicy';

/** A draft as parts, each a list of variants (one is picked per part); '' variants say nothing. */
export type DraftParts = string[][];

/** What the composer works from. */
export type ComposeInput = {
  text: string;
  platform: TPlatform;
  policy: ReplyPolicy;
  signals: CommentSignals;
  knowledge: readonly ReplyKnowledge[];
  /** Whether the comment is filed under a product (its name fills {product}). */
  hasProduct: boolean;
};

const variantsOf = (cases: readonly PhraseCase[], platform: TPlatform): string[][] =>
  cases.map((phraseCase) => caseVariants(phraseCase, platform)).filter((variants) => variants.length > 0);

/** The knowledge answers a draft quotes, and the question kinds they answer. */
const knowledgePart = (knowledge: readonly ReplyKnowledge[], asked: readonly QuestionKind[]) => {
  const answers = [...new Set(knowledge.map((row) => row.answer.trim()).filter(Boolean))];
  const covered = new Set<QuestionKind>();
  for (const row of knowledge)
    for (const kind of kindsNamedIn(`${row.question} ${row.answer}`))
      if (asked.includes(kind)) covered.add(kind);
  return { answers, covered };
};

/** One part per question: the knowledge answers first, then each kind's cases (a known answer replaces the plain ones). */
const answerParts = (
  input: ComposeInput,
  holds: (name: string) => boolean,
  phrases: ReplyPhrases,
): DraftParts => {
  const { answers, covered } = knowledgePart(input.knowledge, input.signals.questions);
  const parts: DraftParts = answers.map((answer) => [answer]);
  for (const kind of input.signals.questions) {
    const cases = applicableCases(phrases.answers[kind], holds, covered.has(kind));
    parts.push(...variantsOf(cases, input.platform));
  }
  if (parts.length === 0) parts.push(phrases.check);
  return parts;
};

/** Care, not sales: what to do now (a doctor, stopping use), an offer of help; the knowledge row when it speaks to it. */
const sensitiveParts = (
  input: ComposeInput,
  holds: (name: string) => boolean,
  phrases: ReplyPhrases,
): DraftParts => {
  const topic = input.signals.sensitive ?? 'medical';
  if (topic === 'reaction') {
    const care = holds('eyes') ? phrases.sensitive.reactionEyes : phrases.sensitive.reaction;
    return [phrases.open.reaction, care, phrases.sensitive.reactionFollow];
  }
  const knowledge = input.knowledge
    .filter((row) => /医生|就医|皮肤科/.test(row.answer))
    .map((row) => row.answer);
  const care = knowledge.length > 0 ? knowledge : phrases.sensitive[topic];
  // Other questions asked alongside (精华和面霜的顺序 + 孕妇能用吗) are still answered, from knowledge only.
  const known = input.knowledge.map((row) => row.answer).filter((answer) => !care.includes(answer));
  return [phrases.open.sensitive, care, ...known.map((answer) => [answer]), phrases.close.sensitive ?? ['']];
};

/**
 * The parts of a template draft for a comment under `policy`: opening, body and closing, each with its
 * variants. Never called for policies that get no draft.
 */
export const composeCommentReply = (
  input: ComposeInput,
  phrases: ReplyPhrases = REPLY_PHRASES,
): DraftParts => {
  const holds = (name: string): boolean =>
    name === 'hasProduct'
      ? input.hasProduct
      : name === 'noProduct'
        ? !input.hasProduct
        : name === 'greeting'
          ? input.signals.greeting !== null
          : situationHolds(name, input.text);
  const platformCases = (cases: readonly PhraseCase[]) =>
    variantsOf(applicableCases(cases, holds), input.platform);
  switch (input.policy) {
    case 'sensitive':
      return sensitiveParts(input, holds, phrases);
    case 'complaint': {
      const pilling = holds('pilling');
      const answers = input.signals.questions.length > 0 ? answerParts(input, holds, phrases) : [];
      const knowledge =
        answers.length === 0 ? knowledgePart(input.knowledge, []).answers.map((a) => [a]) : [];
      return [
        pilling ? phrases.open.pilling : phrases.open.complaint,
        ...(pilling ? [] : platformCases(phrases.complaint)),
        ...knowledge,
        ...answers,
        phrases.close.complaint ?? [''],
      ];
    }
    case 'answer':
      return [phrases.open.answer, ...answerParts(input, holds, phrases), phrases.close.answer ?? ['']];
    case 'praise':
      return [phrases.open.praise, ...platformCases(phrases.praise), phrases.close.praise ?? ['']];
    case 'intent':
      return [phrases.open.intent, ...platformCases(phrases.intent), phrases.close.intent ?? ['']];
    default:
      return [...platformCases(phrases.other), phrases.close.other ?? ['']];
  }
};

/** How many different drafts the parts can make. */
export const draftCount = (parts: DraftParts): number =>
  parts.reduce((count, variants) => count * Math.max(1, variants.length), 1);

/** The draft at `index` (0 ≤ index < draftCount): one variant per part, the first part varying fastest. */
export const draftAt = (parts: DraftParts, index: number): string[] => {
  let rest = index;
  return parts.map((variants) => {
    const size = Math.max(1, variants.length);
    const variant = variants[rest % size] ?? '';
    rest = Math.floor(rest / size);
    return variant;
  });
};
