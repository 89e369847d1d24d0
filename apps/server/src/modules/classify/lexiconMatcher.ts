import type { SentimentLexicon } from './sentimentLexicon';

/** Counts of positive and negative lexicon hits in a text, after negation. */
export type LexiconHits = { positive: number; negative: number };

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

  const negatedAt = (text: string, start: number): boolean => {
    for (const negator of negators) {
      if (text.endsWith(negator, start) || text.endsWith(negator, start - 1)) return true;
    }
    return false;
  };

  return (text) => {
    const hits = { positive: 0, negative: 0 };
    let i = 0;
    while (i < text.length) {
      const candidates = byFirst.get(text.charCodeAt(i));
      const found = candidates?.find((candidate) => text.startsWith(candidate.term, i));
      if (!found) {
        i += 1;
        continue;
      }
      const flip = found.negatable && negatedAt(text, i);
      const polarity = flip ? -found.polarity : found.polarity;
      if (polarity > 0) hits.positive += 1;
      else hits.negative += 1;
      i += found.term.length;
    }
    return hits;
  };
};
