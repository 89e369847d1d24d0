import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toSimplified } from '../classify/toSimplified';
import { traditionalToSimplified } from '../classify/traditionalToSimplified';

/** Topics and product categories a question can be about, each with the words that name it (knowledgeTerms.json). */
export type KnowledgeTerms = {
  topics: Record<string, readonly string[]>;
  categories: Record<string, readonly string[]>;
  /** Keywords any product question has ("能用吗"): never enough on their own. */
  generic: ReadonlySet<string>;
};

/** Read once at start-up; the words are data, kept beside this code. */
export const KNOWLEDGE_TERMS: KnowledgeTerms = (() => {
  const dir = import.meta.dirname;
  const { topics, categories } = JSON.parse(readFileSync(join(dir, 'knowledgeTerms.json'), 'utf8'));
  const generic = readFileSync(join(dir, 'genericKeywords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return { topics, categories, generic: new Set(generic) };
})();

const TO_SIMPLIFIED = traditionalToSimplified();

/** A term as it is matched: NFKC, lower case, simplified characters (防曬 finds the row about 防晒). */
export const normalizeTerm = (text: string): string =>
  toSimplified(text.normalize('NFKC').toLowerCase(), TO_SIMPLIFIED);

/** The names (topics or categories) whose words occur in a normalized text. */
export const namedIn = (text: string, table: Record<string, readonly string[]>): Set<string> =>
  new Set(Object.keys(table).filter((name) => table[name]!.some((word) => text.includes(word))));
