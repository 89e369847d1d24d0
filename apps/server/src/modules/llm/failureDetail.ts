import type { TLlmFailure } from '@notedesk/contract';
import type { Language } from '../../http/language';
import type { FailureWhy } from './chatCompletion';
import { llmSentence } from './llmSentence';

type Sentence =
  | 'status'
  | 'redirect'
  | 'timeout'
  | 'refused'
  | 'name_not_found'
  | 'connection'
  | 'too_large'
  | 'invalid_answer'
  | 'address_forbidden';

const sentenceOf = (failure: TLlmFailure, why: FailureWhy): Sentence | undefined => {
  switch (failure) {
    case 'address_forbidden':
    case 'redirect':
    case 'timeout':
      return failure;
    case 'unreachable':
      return why.cause === 'refused' || why.cause === 'name_not_found' ? why.cause : 'connection';
    case 'invalid_answer':
      return why.cause === 'too_large' ? 'too_large' : 'invalid_answer';
    case 'not_configured':
    case 'key_unreadable':
      return undefined;
    default:
      return why.status ? 'status' : undefined;
  }
};

/**
 * What failed in one LLM call, in a sentence of the reader's language: a status, a timeout, a refused
 * connection, a redirect, an answer of the wrong kind. Never the provider's own text (see FailureWhy).
 */
export const failureDetail = (
  failure: TLlmFailure,
  why: FailureWhy,
  language: Language,
  timeoutMs: number,
): string => {
  const sentence = sentenceOf(failure, why);
  if (!sentence) return '';
  const params: Record<string, string> = {
    status: String(why.status ?? ''),
    host: why.host ?? '',
    seconds: String(Math.round(timeoutMs / 100) / 10),
    megabytes: String(Math.round((why.maxBytes ?? 0) / 1048576)),
  };
  return llmSentence('failure', sentence, language, params);
};
