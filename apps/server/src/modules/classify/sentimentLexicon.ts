import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Words that carry sentiment in shopping comments and reviews, and the words that flip them. */
export type SentimentLexicon = {
  positive: readonly string[];
  negative: readonly string[];
  /** A negator just before a sentiment word flips it: 不好用, 没效果, 一点也不贵. */
  negators: readonly string[];
  /** Words that may stand between a negator and the word it denies: 没有那种刺鼻, 一点也不会闷. */
  negationFillers: readonly string[];
  /** Words that hold a negator but deny nothing (特别满意, 无比舒服): a negator inside one flips nothing. */
  notNegators: readonly string[];
  /** After a complaint word, these say it is gone or never came: 紧绷感没了, 晒痕都没有. */
  postNegators: readonly string[];
  /** Before a word that is itself a denial, these deny it again: 不是不好用. */
  doubleNegators: readonly string[];
  /** Words that hold a sentiment word but carry none (快递, 差不多, 慢慢): matched, and counted as nothing. */
  neutral: readonly string[];
};

/** The lexicon's data files: `positive.txt`, `negative.txt`, `neutral.txt`, the negator lists and `emoji.txt`. */
export const LEXICON_DIRECTORY = join(import.meta.dirname, 'lexicon');

/** Space- or line-separated words; `#` starts a comment line. */
const readWords = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+/))
    .filter(Boolean);

/** `emoji<TAB>+|-` lines: the emoji and platform codes that carry sentiment on their own. */
const readEmoji = (path: string): { positive: string[]; negative: string[] } => {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const pick = (sign: string) => entries.filter(([, polarity]) => polarity === sign).map(([emoji]) => emoji!);
  return { positive: pick('+'), negative: pick('-') };
};

/**
 * Written for this project from general knowledge of Chinese shopping language (not derived from any
 * dataset). It gives the model features that generalise beyond the seed comments' exact words: a review
 * saying 做工精致 shares the `lex+` feature with a seed comment saying 好用, a lone 😍 with 好看.
 */
export const sentimentLexicon = (directory: string = LEXICON_DIRECTORY): SentimentLexicon => {
  const emoji = readEmoji(join(directory, 'emoji.txt'));
  return {
    positive: [...readWords(join(directory, 'positive.txt')), ...emoji.positive],
    negative: [...readWords(join(directory, 'negative.txt')), ...emoji.negative],
    negators: readWords(join(directory, 'negators.txt')),
    negationFillers: readWords(join(directory, 'negation-fillers.txt')),
    notNegators: readWords(join(directory, 'not-negators.txt')),
    postNegators: readWords(join(directory, 'post-negators.txt')),
    doubleNegators: readWords(join(directory, 'double-negators.txt')),
    neutral: readWords(join(directory, 'neutral.txt')),
  };
};
