import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPlatform } from '@notedesk/contract';
import type { QuestionKind, SensitiveTopic } from './commentSignals';

/** One rule of the phrase table: when it applies, and the variants it offers (by platform or for any). */
export type PhraseCase = {
  /** A named situation of commentSignals.json, or noProduct / hasProduct / greeting / skinNamed (a skin type the comment names or describes) / eyes; "a+b": both; "a+!b": a, not b. */
  when?: string;
  xhs?: string[];
  dy?: string[];
  any?: string[];
  /** No case after this one applies when it did. */
  only?: boolean;
  /** Applies only when no other case of its list did (the first whose `when` holds: pilling asked beside a skin type keeps the skin line a short tip). */
  fallback?: boolean;
  /** A "we will check" case: left out, like the plain ones, when a knowledge answer says that part. */
  unlessKnown?: boolean;
  /** A check of a detail the knowledge answer leaves out (a concentration): only when a knowledge answer is quoted. */
  ifKnown?: boolean;
  /** Said before the knowledge answer of its question (a lead-in such as "about our product:"). */
  before?: boolean;
  /** Question kinds a complaint's next step settles (私信 the order of a parcel shown delivered settles "到底去哪了"). */
  settles?: string[];
};

export type PhraseSituation =
  | 'answer'
  | 'praise'
  | 'complaint'
  | 'pilling'
  | 'sensitive'
  | 'reaction'
  | 'intent'
  | 'other'
  | 'mixed';

/** The sentences template drafts are made of (replyPhrases.json). */
export type ReplyPhrases = {
  open: Record<PhraseSituation, string[]>;
  close: Partial<Record<PhraseSituation, string[]>>;
  answers: Record<QuestionKind, PhraseCase[]>;
  check: string[];
  /** A check of one part of a several-part question nothing else answers; {part} is the part as the comment asks it. */
  checkPart: string[];
  /** The same for several parts at once ({parts}: each quoted, joined by 、). */
  checkParts: string[];
  /** Said before such a check when nothing else in the draft names the product ("关于{product}，"). */
  checkLead: string;
  /**
   * Care by topic; `minorChild` when an adult asks for a child, `reactionEyes` when the eyes are hit,
   * `minorReaction` / `minorFollow` when a young person reacted (a parent, and a parent who gets in touch),
   * `dataCheck` when clinical data or a concentration is asked, `interactionCheck` when it is asked whether it interacts with a medicine, `childReaction` / `childFollow` when a parent
   * tells of a child who reacted, `breastfeeding` when the pregnancy topic is breastfeeding, `minorAsk` closing a
   * young person's answer about buying, `minorReactionCare` (stop; the doctor is the parent's part),
   * `lastingSymptom` when a question tells of an itch or sting that has not gone (not a reaction to us),
   * `reactionElsewhere` opening care for a reaction to another brand's product (no apology, no order asked).
   */
  sensitive: Record<
    | SensitiveTopic
    | 'minorChild'
    | 'reactionEyes'
    | 'reactionFollow'
    | 'reactionElsewhere'
    | 'minorReaction'
    | 'minorFollow'
    | 'dataCheck'
    | 'interactionCheck'
    | 'childReaction'
    | 'childFollow'
    | 'breastfeeding'
    | 'minorAsk'
    | 'minorReactionCare'
    | 'lastingSymptom',
    string[]
  >;
  complaint: PhraseCase[];
  /** The apology that fits the complaint (a leak, a delay, a return…); `open.complaint` when none does. */
  complaintOpen: PhraseCase[];
  praise: PhraseCase[];
  /** A buyer saying they bought or will buy, asking nothing. */
  intent: PhraseCase[];
  other: PhraseCase[];
};

/** Read once at start-up; the sentences are data, kept beside this code. */
export const REPLY_PHRASES: ReplyPhrases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'replyPhrases.json'), 'utf8'),
);

/** The variants a case offers on a platform (its platform's own, else `any`). */
export const caseVariants = (phraseCase: PhraseCase, platform: TPlatform): string[] =>
  (platform === 'dy' ? phraseCase.dy : platform === 'xhs' ? phraseCase.xhs : undefined) ??
  phraseCase.any ??
  phraseCase.xhs ??
  [];

/** Whether a case's `when` holds: one situation, or several joined by "+" that must all hold. */
const whenHolds = (when: string, holds: (situation: string) => boolean): boolean =>
  when
    .split('+')
    .every((situation) => (situation.startsWith('!') ? !holds(situation.slice(1)) : holds(situation)));

/**
 * The cases of a list that apply, in order: each whose `when` holds (or has none), stopping after an `only`
 * one; `fallback` cases only when nothing else applied. `skipPlain` leaves out the cases without `when`
 * (a knowledge answer says that part).
 */
export const applicableCases = (
  cases: readonly PhraseCase[],
  holds: (situation: string) => boolean,
  skipPlain = false,
): PhraseCase[] => {
  const applied: PhraseCase[] = [];
  for (const phraseCase of cases) {
    if (phraseCase.fallback || (skipPlain && phraseCase.unlessKnown) || (!skipPlain && phraseCase.ifKnown))
      continue;
    if (phraseCase.when === undefined ? skipPlain : !whenHolds(phraseCase.when, holds)) continue;
    applied.push(phraseCase);
    if (phraseCase.only) return applied;
  }
  if (applied.length === 0 && !skipPlain) {
    // The first fallback whose situation holds (one without `when` always does).
    const fallback = cases.find(
      (phraseCase) =>
        phraseCase.fallback && (phraseCase.when === undefined || whenHolds(phraseCase.when, holds)),
    );
    if (fallback) applied.push(fallback);
  }
  return applied;
};
