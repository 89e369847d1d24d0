import { fillTemplate } from '../fillTemplate';
import type { Language } from './language';
import validationReasons from './validationReasons.json';

type Issue = { keyword: string; message?: string; params: Record<string, unknown> };

/** A zod issue's reason in both languages, by its keyword (too_small/too_big also by what was measured). */
const REASONS: Record<string, Record<Language, string>> = validationReasons;

/** A zod issue parameter as text: a list joined, a missing one undefined (its slot stays). */
const paramText = (params: Record<string, unknown>, name: string): string | undefined => {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined ? undefined : String(value);
};

/** A zod issue as a short phrase in the request's language. */
export const validationReason = (issue: Issue, language: Language): string => {
  const origin = typeof issue.params.origin === 'string' ? issue.params.origin : '';
  const sized = issue.keyword === 'too_small' || issue.keyword === 'too_big';
  const key = sized
    ? `${issue.keyword}_${origin === 'number' || origin === 'int' ? 'number' : origin || 'string'}`
    : issue.keyword;
  const reason = REASONS[key] ?? REASONS[issue.message ?? ''];
  return reason
    ? fillTemplate(reason[language], (name) => paramText(issue.params, name))
    : (issue.message ?? key);
};

/** True when the issue means "nothing was sent" (absent, null, or an empty body). */
export const isMissing = (issue: Issue): boolean =>
  (issue.keyword === 'invalid_type' && /received (undefined|null)/.test(issue.message ?? '')) ||
  (issue.keyword === 'too_small' && issue.params.origin === 'string' && issue.params.minimum === 1);
