import type { SentimentLexicon } from './sentimentLexicon';

/**
 * Counts of positive and negative lexicon hits in a text, after negation. `denied` lists the negated spans
 * (negator start, term end, polarity after the flip) in order: 没有泛红 is praise, and the features read it as
 * a denial rather than as the n-grams of 泛红 (empty when nothing was negated, the usual case).
 */
export type LexiconHits = { positive: number; negative: number; denied: number[] };

export type LexiconMatcher = (text: string) => LexiconHits;

/** 0: a neutral word (快递, 差不多) that only keeps the sentiment word inside it from being read. */
type Polarity = 1 | -1 | 0;

/** What ends a clause for a denial after the word: punctuation, a space, an emoji code, or a final particle. */
const CLAUSE_END = /[\s,.!?;:~，。！？；：～、…[了啦呀啊哦耶嘛]/;
const OPEN_BRACKET = '['.charCodeAt(0);
/** Inside an emoji code (normalizeText.ts EMOJI_CODE): 1–8 characters, no bracket or space. */
const EMOJI_CODE_INSIDE = /^[^[\]\s]{1,8}$/;

/** Where the emoji code whose `[` is at `start` ends, or start + 1 when that `[` opens none. */
const emojiCodeEnd = (text: string, start: number): number => {
  const close = text.indexOf(']', start + 1);
  if (close < 0 || close - start > 9) return start + 1;
  return EMOJI_CODE_INSIDE.test(text.slice(start + 1, close)) ? close + 1 : start + 1;
};
/** A negator at the start of a lexicon term (不错, 不贵 carry their own polarity). */
const LEADING_NEGATOR = /^(?:没有|[不没无别唔冇])/;

/**
 * Whether a term that starts with a negator denies another term of the opposite polarity (不满意 denies 满意,
 * 不过敏 denies 过敏; 不错 denies no term), so it is read as a denial rather than as a word of its own.
 */
const deniesTerm = (term: string, polarity: Polarity, polarityOf: ReadonlyMap<string, Polarity>): boolean => {
  const rest = term.replace(LEADING_NEGATOR, '');
  return polarity !== 0 && rest.length > 0 && polarityOf.get(rest) === -polarity;
};

/** How far after a complaint word its denial may come (紧绷发痒的感觉没了). */
const POST_DENIAL_REACH = 6;

/**
 * Longest-match scan of the lexicon over the text (terms indexed by first character, so the scan is one
 * pass). A negator ending right before a term, or one character before it (不太好用, 没有过敏), flips the
 * term's polarity; so does a denial after a complaint word in its clause (紧绷感没了, 晒痕都没有), and a second
 * negator before a word that is itself a denial (不是不好用). Neutral words are matched like terms and count
 * nothing, so 快 in 快递 and 差 in 差不多 are not read.
 */
export const createLexiconMatcher = (lexicon: SentimentLexicon): LexiconMatcher => {
  // Keyed by the first UTF-16 unit: looking up by char code builds no one-character string per position.
  const byFirst = new Map<
    number,
    { term: string; polarity: Polarity; negatable: boolean; denial: boolean }[]
  >();
  const polarityOf = new Map<string, Polarity>();
  for (const term of lexicon.positive) polarityOf.set(term, 1);
  for (const term of lexicon.negative) polarityOf.set(term, -1);
  const add = (term: string, polarity: Polarity) => {
    const first = term.charCodeAt(0);
    const list = byFirst.get(first) ?? [];
    // A term that itself starts with a negator (不错, 不贵) already carries its polarity.
    const negatable = !LEADING_NEGATOR.test(term);
    list.push({ term, polarity, negatable, denial: !negatable && deniesTerm(term, polarity, polarityOf) });
    byFirst.set(first, list);
  };
  for (const term of lexicon.positive) add(term, 1);
  for (const term of lexicon.negative) add(term, -1);
  for (const term of lexicon.neutral) add(term, 0);
  for (const list of byFirst.values()) list.sort((a, b) => b.term.length - a.term.length);
  const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
  const negators = byLength(lexicon.negators);
  const fillers = byLength(lexicon.negationFillers);
  const postNegators = byLength(lexicon.postNegators);
  const doubleNegators = byLength(lexicon.doubleNegators);
  const notNegators = lexicon.notNegators;

  /** True when the text from `start` to `end` lies inside a word that denies nothing (别 in 特别). */
  const insideNotNegator = (text: string, start: number, end: number): boolean =>
    notNegators.some((word) => {
      for (let at = Math.max(0, end - word.length); at <= start; at += 1) {
        if (text.startsWith(word, at)) return true;
      }
      return false;
    });

  /** Where a word of `words` ending at `end` starts, or -1. */
  const wordEndingAt = (words: readonly string[], text: string, end: number): number => {
    for (const word of words) if (text.endsWith(word, end)) return end - word.length;
    return -1;
  };
  /** Where a negator ending at `end` starts, or -1: one inside 特别 or 无比 is none. */
  const negatorEndingAt = (text: string, end: number): number => {
    const start = wordEndingAt(negators, text, end);
    return start >= 0 && insideNotNegator(text, start, end) ? -1 : start;
  };
  /**
   * Where the negator before a term starts, or -1: it ends right before the term, one character before
   * (不太好用, 没有过敏), or before a filler word (没有那种刺鼻, 一点也不会闷).
   */
  const negatorStart = (text: string, start: number): number => {
    // The one character between may not end a clause: in 过敏都没有 感动 the 没有 is not 感动's.
    const gapEndsClause = start > 0 && CLAUSE_END.test(text[start - 1]!);
    const near = Math.max(
      negatorEndingAt(text, start),
      gapEndsClause ? -1 : negatorEndingAt(text, start - 1),
    );
    if (near >= 0) return near;
    for (const filler of fillers) {
      if (!text.endsWith(filler, start)) continue;
      const found = negatorEndingAt(text, start - filler.length);
      if (found >= 0) return found;
    }
    return -1;
  };
  /** Where a denial after a complaint word ending at `end` ends (its clause ends there too), or -1. */
  const postDenialEnd = (text: string, end: number): number => {
    const reach = Math.min(text.length, end + POST_DENIAL_REACH);
    for (let at = end; at <= reach && at < text.length; at += 1) {
      for (const word of postNegators) {
        if (!text.startsWith(word, at)) continue;
        const after = at + word.length;
        if (after === text.length || CLAUSE_END.test(text[after]!)) return after;
      }
      if (CLAUSE_END.test(text[at]!)) return -1;
    }
    return -1;
  };

  return (text) => {
    const hits: LexiconHits = { positive: 0, negative: 0, denied: [] };
    let i = 0;
    // Where the last term read ended: a negator inside it (不 of 不错 in 不错很好) is that term's, not the next one's.
    let consumed = 0;
    while (i < text.length) {
      const candidates = byFirst.get(text.charCodeAt(i));
      const found = candidates?.find((candidate) => text.startsWith(candidate.term, i));
      if (!found) {
        // An emoji code not in the lexicon ([笑哭R], [doge]) is one token: the 哭 inside it is not read.
        i = text.charCodeAt(i) === OPEN_BRACKET ? emojiCodeEnd(text, i) : i + 1;
        continue;
      }
      const end = i + found.term.length;
      if (found.polarity === 0) {
        i = end;
        consumed = end;
        continue;
      }
      const negator = found.negatable ? negatorStart(text, i) : wordEndingAt(doubleNegators, text, i);
      const before = negator >= consumed ? negator : -1;
      const after = before < 0 && found.polarity < 0 ? postDenialEnd(text, end) : -1;
      const negated = before >= 0 || after >= 0;
      const polarity = negated ? -found.polarity : found.polarity;
      if (before >= 0) hits.denied.push(before, end, polarity);
      else if (after >= 0) hits.denied.push(i, after, polarity);
      // 不满意, 不推荐, 不油: one lexicon word that denies another is read as that denial, so the n-grams of 满意
      // inside 很不满意 do not vote for praise (the real reviews' commonest let-down).
      else if (found.denial) hits.denied.push(i, end, polarity);
      if (polarity > 0) hits.positive += 1;
      else hits.negative += 1;
      // 晒斑浅了, 紧绷发痒的感觉没了: the span to the denial is one verdict, read once.
      i = after >= 0 ? after : end;
      consumed = i;
    }
    return hits;
  };
};
