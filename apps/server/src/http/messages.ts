import { fillTemplate } from '../fillTemplate';
import type { Language } from './language';
import messageTexts from './messages.json';

/**
 * Every sentence the API says to a person, in both languages. `{name}` is filled from params. The sentences are
 * data, kept in messages.json beside this file; imported rather than read so that each key is a type.
 */
export const MESSAGES: Record<keyof typeof messageTexts, Record<Language, string>> = messageTexts;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export const translate = (language: Language, key: MessageKey, params: MessageParams = {}): string =>
  fillTemplate(MESSAGES[key][language], (name) =>
    Object.hasOwn(params, name) ? String(params[name]) : undefined,
  );
