import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';

/** Read once at start-up: what the group chat says (cards, alerts, failures), in both languages. */
const WORDS: Record<string, Record<Language, string>> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'groupChatWords.json'), 'utf8'),
);

/** One entry of groupChatWords.json in `language`, its `{name}` slots filled from `params`. */
export const groupChatWord = (
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string => {
  const word = WORDS[key];
  if (!word) throw new Error(`groupChatWords.json has no ${key}`);
  return fillTemplate(word[language], (name) =>
    Object.hasOwn(params, name) ? String(params[name]) : undefined,
  );
};
