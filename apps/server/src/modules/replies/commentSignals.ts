import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeText } from '../classify/normalizeText';
import { traditionalToSimplified } from '../classify/traditionalToSimplified';
import { sensitiveClassSources } from './sensitiveClasses';
import { readTrollBuild, type TrollBuild } from './trollDecision';

/** What a comment can ask, in the order a reply answers them. */
export const QUESTION_KINDS = [
  'price',
  'where_to_buy',
  'sample',
  // Whether a set, size, edition or range exists (有中老年套装吗, 出不出男士版): answered as such, never as another kind.
  'range',
  'ingredient',
  'skin_type',
  'order_of_use',
  'comparison',
  'efficacy',
  'logistics',
  'authenticity',
  'usage',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * Topics where a person, not a template, should look before anything is posted. A reaction comes first: someone
 * who reacted while on medication, pregnant or young must first hear "stop using it".
 */
export const SENSITIVE_TOPICS = ['reaction', 'pregnancy', 'medical', 'minor'] as const;
export type SensitiveTopic = (typeof SENSITIVE_TOPICS)[number];

type PatternSet = { any: RegExp[]; not: RegExp[] };

/** The patterns of commentSignals.json, compiled. */
export type CommentSignalPatterns = {
  questions: Record<QuestionKind, PatternSet>;
  questionMark: RegExp;
  sensitive: Record<SensitiveTopic, PatternSet>;
  troll: PatternSet;
  /** Provocation read by its build (commentSignals.json `provocation`): contempt and laughter markers, an address. */
  provocation: { contempt: RegExp[]; laughter: RegExp[]; addressee: RegExp };
  praise: PatternSet;
  mention: RegExp;
  greeting: RegExp;
  /** Skin types a text names (oily, dry, sensitive…): a reply about one never answers another. */
  skinTypes: Record<string, PatternSet>;
  /** Named situations the phrase table refers to in its `when` (farRegion, packageProblem…). */
  named: Record<string, RegExp>;
  /** Traditional → simplified characters: 這個精華有沒有香精 reads as its simplified form. */
  toSimplified: ReadonlyMap<number, number>;
};

type RawSet = { any: string[]; not?: string[] };

const compileSet = (raw: RawSet): PatternSet => ({
  any: raw.any.map((source) => new RegExp(source, 'i')),
  not: (raw.not ?? []).map((source) => new RegExp(source, 'i')),
});

const matches = (set: PatternSet, text: string): boolean =>
  set.any.some((pattern) => pattern.test(text)) && !set.not.some((pattern) => pattern.test(text));

/** A topic's pattern set with its meaning classes' sources added to `any`. */
const withClasses = (
  table: Record<SensitiveTopic, RawSet>,
  classes: Partial<Record<SensitiveTopic, string[]>>,
): Record<SensitiveTopic, RawSet> =>
  Object.fromEntries(
    SENSITIVE_TOPICS.map((topic) => [
      topic,
      { ...table[topic], any: [...table[topic].any, ...(classes[topic] ?? [])] },
    ]),
  ) as Record<SensitiveTopic, RawSet>;

/** Read once at start-up; the patterns are data, kept beside this code. */
export const COMMENT_SIGNAL_PATTERNS: CommentSignalPatterns = (() => {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, 'commentSignals.json'), 'utf8'));
  const named: Record<string, RegExp> = {};
  for (const [name, source] of Object.entries(raw)) {
    if (typeof source === 'string' && !['mention', 'greeting', 'questionMark', '_doc'].includes(name))
      named[name] = new RegExp(source, 'i');
  }
  const compileAll = <K extends string>(table: Record<K, RawSet>): Record<K, PatternSet> =>
    Object.fromEntries(Object.entries<RawSet>(table).map(([kind, set]) => [kind, compileSet(set)])) as Record<
      K,
      PatternSet
    >;
  return {
    questions: compileAll<QuestionKind>(raw.questions),
    questionMark: new RegExp(raw.questionMark, 'i'),
    // Each topic's own patterns and the vocabulary of its meaning classes (sensitiveClasses.json).
    sensitive: compileAll<SensitiveTopic>(withClasses(raw.sensitive, sensitiveClassSources())),
    troll: compileSet(raw.troll),
    provocation: {
      contempt: raw.provocation.contempt.map((source: string) => new RegExp(source, 'i')),
      laughter: raw.provocation.laughter.map((source: string) => new RegExp(source, 'i')),
      addressee: new RegExp(raw.provocation.addressee, 'i'),
    },
    praise: compileSet(raw.praise),
    skinTypes: compileAll<string>(raw.skinTypes),
    mention: new RegExp(raw.mention, 'i'),
    greeting: new RegExp(raw.greeting, 'i'),
    named,
    toSimplified: traditionalToSimplified(),
  };
})();

/** Words this short on average, between spaces, are one phrase typed a word at a time. */
const SPACED_WORD_LENGTH = 2.5;

/**
 * A comment typed a word at a time ("面霜 多少 钱 一瓶") as one phrase: the spaces between its Chinese words dropped.
 * Spaces between longer clauses ("需不需要卸妆 油皮抹了会闷吗") stay: they part clauses, and joining them would
 * make words that are not there (卸妆 + 油皮 → 卸妆油).
 */
export const joinSpacedWords = (text: string): string => {
  const words = text.trim().split(/\s+/);
  const average = words.reduce((sum, word) => sum + word.length, 0) / words.length;
  return words.length >= 4 && average <= SPACED_WORD_LENGTH
    ? text.replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, '')
    : text;
};

/** The text the patterns read: normalised, traditional folded to simplified, a word-at-a-time comment joined. */
const normalOf = (text: string, patterns: CommentSignalPatterns): string =>
  normalizeText(joinSpacedWords(text), patterns.toSimplified);

/** What a comment asks and says, read from its text alone. */
export type CommentSignals = {
  /** Questions asked, in QUESTION_KINDS order (several when the comment asks several things). */
  questions: QuestionKind[];
  /** The first sensitive topic it touches, or null. */
  sensitive: SensitiveTopic | null;
  /** An insult or provocation with nothing to answer. */
  troll: boolean;
  /**
   * Built like a provocation (mockery, contempt, a rival crushing us, conspiracy talk) whatever its words; the
   * policy still answers it when it names a product, order or service problem.
   */
  provokes: boolean;
  /**
   * The learned troll decision (trollModel.ts) says troll; set by planCommentReply, absent in hand-built signals.
   * The policy still answers a comment with a case of its own.
   */
  learnedTroll?: boolean;
  /** How it is built as far as trolling goes (trollDecision.ts); absent in hand-built signals: no build read. */
  trollBuild?: TrollBuild;
  /** Praise words (the classifier's positive label is the other source). */
  praise: boolean;
  /** Addressed to another user (starts with @name). */
  mention: boolean;
  /** A greeting to echo (晚上好). */
  greeting: string | null;
  /** Whether it is phrased as a question at all. */
  asks: boolean;
};

/** Contempt weighs 2, mocking laughter 1 (commentSignals.json `provocation`). */
const PROVOCATION = { contempt: 2, laughter: 1, addressed: 2, alone: 3, beside: 4 } as const;

/**
 * Whether a comment is built like a provocation: enough contempt and mockery, and no question asked (a heavy
 * weight of contempt is enough even beside a question-like word: 谁买谁…). By build, not by one stock phrase.
 */
const provokesIn = (normal: string, asksSomething: boolean, patterns: CommentSignalPatterns): boolean => {
  const { contempt, laughter, addressee } = patterns.provocation;
  const count = (list: RegExp[]) => list.filter((pattern) => pattern.test(normal)).length;
  const weight = PROVOCATION.contempt * count(contempt) + PROVOCATION.laughter * count(laughter);
  if (weight >= PROVOCATION.beside) return true;
  if (asksSomething || count(contempt) === 0) return false;
  return weight >= (addressee.test(normal) ? PROVOCATION.addressed : PROVOCATION.alone);
};

/** Reads a comment's questions, sensitive topic and tone from its text. */
export const readComment = (
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): CommentSignals => {
  const normal = normalOf(text, patterns);
  // "学员都来问我用的啥" reports someone else's question: praise, not a question to us; "暗沉还是暗沉" says nothing
  // changed, it asks no "A or B"; "大家…能不能对小哥好一点" pleads with everyone, it asks us nothing; "抹什么都疼",
  // "先湿敷几天再…" use 什么 / 几 as "any" and "a few", not as a question.
  const unasked = [
    patterns.named.reportedAsk,
    patterns.named.statedAgain,
    patterns.named.pleaToAll,
    patterns.named.indefiniteWh,
  ].filter((pattern) => pattern !== undefined);
  const asks = patterns.questionMark.test(
    unasked.reduce((left, pattern) => left.replace(new RegExp(pattern, 'gi'), ''), normal),
  );
  const questions = QUESTION_KINDS.filter((kind) => matches(patterns.questions[kind], normal));
  const sensitive = SENSITIVE_TOPICS.find((topic) => matches(patterns.sensitive[topic], normal)) ?? null;
  // A kind word in a statement ("物流很快") is not a question unless the comment asks something.
  // A code already queried or that will not scan is a doubt about authenticity even when nothing is asked.
  const doubt = patterns.named.codeDoubt?.test(normal) ?? false;
  const asked = asks
    ? questions
    : questions.filter(
        (kind) => kind === 'logistics' || kind === 'usage' || (kind === 'authenticity' && doubt),
      );
  return {
    questions: asked,
    sensitive,
    troll: matches(patterns.troll, normal),
    provokes: provokesIn(normal, asked.length > 0, patterns),
    trollBuild: readTrollBuild(normal),
    praise: matches(patterns.praise, normal),
    mention: patterns.mention.test(normal),
    greeting: normal.match(patterns.greeting)?.[1] ?? null,
    asks,
  };
};

/** The question kinds a text names, asked or not (what a knowledge row's question and answer speak to). */
export const kindsNamedIn = (
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): QuestionKind[] => {
  const normal = normalOf(text, patterns);
  return QUESTION_KINDS.filter((kind) => matches(patterns.questions[kind], normal));
};

/** The skin types a text names (keys of commentSignals.json's `skinTypes`), in the table's order. */
export const skinTypesNamedIn = (
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): string[] => {
  const normal = normalOf(text, patterns);
  return Object.entries(patterns.skinTypes)
    .filter(([, set]) => matches(set, normal))
    .map(([type]) => type);
};

/** A comment's text as the patterns read it (traditional folded to simplified): what a slot quotes back (台灣 → 台湾). */
export const readableText = (
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): string => normalOf(text, patterns);

/** Whether a text touches a sensitive topic (also when another topic comes first: a minor who reacted). */
export const touchesTopic = (
  topic: SensitiveTopic,
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): boolean => matches(patterns.sensitive[topic], normalOf(text, patterns));

/** Whether a named situation of the signal table (packageProblem, farRegion…) holds for a text. */
export const situationHolds = (
  name: string,
  text: string,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): boolean => patterns.named[name]?.test(normalOf(text, patterns)) ?? false;
