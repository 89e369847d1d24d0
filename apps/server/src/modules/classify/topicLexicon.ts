import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEXICON_DIRECTORY } from './sentimentLexicon';

/** A topic a complaint can be about (price, service, the blogger, …) and the words that name it. */
export type Topic = { name: string; terms: readonly string[] };

/**
 * `lexicon/topics.txt`: `topic<TAB>words` lines, `#` starts a comment. Hand-written synonyms per neg_type
 * topic, so a complaint worded unlike any seed comment still shares a feature with the seed comments of its
 * kind (标题党 and 封面 both name the note's content). `forms.txt` is read the same way: the form of a comment
 * (a question, a purchase report, a word to the blogger, product talk, chit-chat).
 */
export const topicLexicon = (directory: string = LEXICON_DIRECTORY, file = 'topics.txt'): Topic[] =>
  readFileSync(join(directory, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [name = '', words = ''] = line.split('\t');
      return { name, terms: words.split(/\s+/).filter(Boolean) };
    });
