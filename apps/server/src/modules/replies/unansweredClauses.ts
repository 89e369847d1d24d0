import {
  COMMENT_SIGNAL_PATTERNS,
  type CommentSignalPatterns,
  kindsNamedIn,
  type QuestionKind,
  readableText,
  SENSITIVE_TOPICS,
  situationHolds,
  touchesTopic,
} from './commentSignals';

/** A part quoted back longer than this is no longer a part: the check says it in its own words. */
const LONGEST_PART = 16;
/** Fewer Chinese characters than this ask nothing one could check ("咋样"). */
const SHORTEST_PART = 3;

/** What opens a counted or added part ("2.", "第三个", "二是", "还有", "请问") and the particles that end it. */
const PART_LEAD =
  /^(?:\d+\s*[.、)）:：]?|第[一二三四五六七八九十\d][个点条]?[是，,]?|[一二三四五六七八九十]是|还有|另外|然后|请问|想问(?:一下)?|问一下|那)+/u;
const PART_END = /[吗嗎呢呀啊哈嘛呐]+$/u;
/** Counts told, not asked ("十几年", "脸上有几块"): 几 there asks nothing. */
const TOLD_COUNT = /十几|几十|好几|几(?=[块处年次回遍颗粒])/gu;
/**
 * Whether it suits the skin ("能用吗", "适合他吗", "会不会刺激", "闷痘吗"): the skin-type answer, or the care
 * sentence of a sensitive question, already speaks to it.
 */
const SKIN_FIT = /能用|可以用|能不能用|可不可以用|适合|适不适合|刺激|刺痛|闷痘|拔干|过敏|烂脸/u;

/** Parts a kind is too coarse for: a draft speaks to them only when it says them (开封后能放多久 ≠ 早晚都可以用). */
const FINE_PARTS = ['shelfLife', 'transitDays'] as const;

/** What a draft already says: the kinds it answers, its text, and the situations its sentences were chosen for. */
export type DraftSays = {
  kinds: ReadonlySet<QuestionKind>;
  text: string;
  situations: ReadonlySet<string>;
};

/**
 * The parts of a several-part question nothing in the draft speaks to, as the comment words them: each clause that
 * asks something (a question mark, 会不会, 多久…) that no sentence of the draft was chosen for and whose question
 * kinds the draft leaves unanswered, or that names none ("出汗会不会掉"). Clauses on a sensitive topic are the care
 * sentence's; prices and figures are never quoted back.
 */
export const unansweredClauses = (
  clauses: readonly string[],
  draft: DraftSays,
  patterns: CommentSignalPatterns = COMMENT_SIGNAL_PATTERNS,
): string[] => {
  const kinds = new Set([...draft.kinds, ...kindsNamedIn(draft.text, patterns)]);
  const holds = (name: string, text: string) => situationHolds(name, text, patterns);
  const parts: string[] = [];
  for (const clause of clauses) {
    const text = readableText(clause, patterns).trim();
    if (!patterns.questionMark.test(text.replace(TOLD_COUNT, ''))) continue;
    if ([...draft.situations].some((name) => holds(name, text))) continue;
    const fine = FINE_PARTS.filter((name) => holds(name, text));
    if (fine.length > 0 ? fine.every((name) => holds(name, draft.text)) : answers(kinds, text, patterns))
      continue;
    if (SENSITIVE_TOPICS.some((topic) => touchesTopic(topic, text, patterns))) continue;
    const part = text.replace(PART_LEAD, '').replace(PART_END, '').trim();
    const han = part.match(/\p{Script=Han}/gu)?.length ?? 0;
    if (han < SHORTEST_PART || [...part].length > LONGEST_PART || /\d|[a-z]{3,}/i.test(part)) continue;
    if (!parts.includes(part)) parts.push(part);
  }
  return parts;
};

/** Whether kinds the draft answers speak to a clause: one it names, or the skin type for "能用吗". */
const answers = (
  kinds: ReadonlySet<QuestionKind>,
  clause: string,
  patterns: CommentSignalPatterns,
): boolean =>
  kindsNamedIn(clause, patterns).some((kind) => kinds.has(kind)) ||
  (kinds.has('skin_type') && SKIN_FIT.test(clause));
