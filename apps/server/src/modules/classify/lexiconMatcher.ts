import type { SentimentLexicon } from './sentimentLexicon';

/**
 * Counts of positive and negative lexicon hits in a text, after negation. `denied` lists the negated spans
 * (negator start, term end, polarity after the flip) in order: 没有泛红 is praise, and the features read it as
 * a denial rather than as the n-grams of 泛红 (empty when nothing was negated, the usual case).
 */
export type LexiconHits = { positive: number; negative: number; denied: number[] };

export type LexiconMatcher = (text: string) => LexiconHits;

/**
 * Longest-match scan of the lexicon over the text (terms indexed by first character, so the scan is one
 * pass). A negator ending right before a term, or one character before it (不太好用, 没有过敏), flips the
 * term's polarity.
 */
export const createLexiconMatcher = (lexicon: SentimentLexicon): LexiconMatcher => {
  // Keyed by the first UTF-16 unit: looking up by char code builds no one-character string per position.
  const byFirst = new Map<number, { term: string; polarity: 1 | -1; negatable: boolean }[]>();
  const add = (term: string, polarity: 1 | -1) => {
    const first = term.charCodeAt(0);
    const list = byFirst.get(first) ?? [];
    // A term that itself starts with a negator (不错, 不贵) already carries its polarity.
    list.push({ term, polarity, negatable: !/^[不没无别]/.test(term) });
    byFirst.set(first, list);
  };
  for (const term of lexicon.positive) add(term, 1);
  for (const term of lexicon.negative) add(term, -1);
  for (const list of byFirst.values()) list.sort((a, b) => b.term.length - a.term.length);
  const negators = [...lexicon.negators].sort((a, b) => b.length - a.length);

  const fillers = [...lexicon.negationFillers].sort((a, b) => b.length - a.length);
  /** Where a negator ending at `end` starts, or -1. */
  const negatorEndingAt = (text: string, end: number): number => {
    for (const negator of negators) if (text.endsWith(negator, end)) return end - negator.length;
    return -1;
  };
  /**
   * Where the negator before a term starts, or -1: it ends right before the term, one character before
   * (不太好用, 没有过敏), or before a filler word (没有那种刺鼻, 一点也不会闷).
   */
  const negatorStart = (text: string, start: number): number => {
    const near = Math.max(negatorEndingAt(text, start), negatorEndingAt(text, start - 1));
    if (near >= 0) return near;
    for (const filler of fillers) {
      if (!text.endsWith(filler, start)) continue;
      const found = negatorEndingAt(text, start - filler.length);
      if (found >= 0) return found;
    }
    return -1;
  };

  return (text) => {
    const hits: LexiconHits = { positive: 0, negative: 0, denied: [] };
    let i = 0;
    while (i < text.length) {
      const candidates = byFirst.get(text.charCodeAt(i));
      const found = candidates?.find((candidate) => text.startsWith(candidate.term, i));
      if (!found) {
        i += 1;
        continue;
      }
      const negator = found.negatable ? negatorStart(text, i) : -1;
      const polarity = negator >= 0 ? -found.polarity : found.polarity;
      if (negator >= 0) hits.denied.push(negator, i + found.term.length, polarity);
      if (polarity > 0) hits.positive += 1;
      else hits.negative += 1;
      i += found.term.length;
    }
    return hits;
  };
};
