import type { TLlmFailure } from '@notedesk/contract';
import type { Language } from '../../http/language';
import { llmSentence } from './llmSentence';

/** Why the embedded engine answered instead of the LLM. */
export type FallbackReason = TLlmFailure | 'quota';

/** "The LLM did not answer within 30 s; classified by the embedded model instead" — shown beside the result. */
export const fallbackNote = (
  reason: FallbackReason,
  by: 'model' | 'templates',
  language: Language,
  timeoutMs: number,
): string => {
  const why = llmSentence('fallbackWhy', reason, language, {
    seconds: String(Math.round(timeoutMs / 100) / 10),
  });
  const sentence = `${why}${language === 'zh-CN' ? '，' : '; '}${llmSentence('fallbackBy', by, language)}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};
