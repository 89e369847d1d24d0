import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';

/** The tables of llmSentences.json: why the embedded engine answered, by what, and what failed in a call. */
export type LlmSentenceTable = 'fallbackWhy' | 'fallbackBy' | 'failure';

/** Read once at start-up; the sentences are data, kept beside this code in both languages. */
const SENTENCES: Record<LlmSentenceTable, Record<string, Record<Language, string>>> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'llmSentences.json'), 'utf8'),
);

/** One sentence of `table` in the reader's language, its `{name}` slots filled from `params`. */
export const llmSentence = (
  table: LlmSentenceTable,
  key: string,
  language: Language,
  params: Record<string, string> = {},
): string => {
  const sentence = SENTENCES[table][key];
  if (!sentence) throw new Error(`llmSentences.json has no ${table}.${key}`);
  return fillTemplate(sentence[language], (name) => (Object.hasOwn(params, name) ? params[name] : undefined));
};
