import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Segmenter } from '../classify/segment';

/** Words that recur in any comment (stopWords.txt beside this file). */
export const loadStopWords = (): ReadonlySet<string> =>
  new Set(
    readFileSync(join(import.meta.dirname, 'stopWords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );

/** A single CJK character or a token of digits and punctuation says little on its own. */
const meaningful = (word: string): boolean => {
  const trimmed = word.trim();
  if (trimmed.length < 2) return false;
  return /[\p{Script=Han}\p{L}]/u.test(trimmed);
};

/**
 * The words recurring in `texts` (jieba words, stop words out), most frequent first; a word counts once per
 * text, so one long rant does not make a trend. At most `limit`, each in at least two texts.
 */
export const recurringWords = (
  segmenter: Segmenter,
  stopWords: ReadonlySet<string>,
  texts: string[],
  limit: number,
): string[] => {
  const textsByWord = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const word of segmenter.words(text.toLowerCase())) {
      const trimmed = word.trim();
      if (seen.has(trimmed) || stopWords.has(trimmed) || !meaningful(trimmed)) continue;
      seen.add(trimmed);
      textsByWord.set(trimmed, (textsByWord.get(trimmed) ?? 0) + 1);
    }
  }
  return [...textsByWord]
    .filter(([, texts]) => texts >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => word);
};
