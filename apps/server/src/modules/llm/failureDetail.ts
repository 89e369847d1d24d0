import type { TLlmFailure } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';
import type { FailureWhy } from './chatCompletion';

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

const SENTENCES: Record<Sentence, Record<Language, string>> = {
  status: { 'zh-CN': '服务返回 HTTP {status}', 'en-US': 'the server answered HTTP {status}' },
  redirect: {
    'zh-CN': '服务返回 HTTP {status} 重定向；大模型接口不需要重定向，不会跟随',
    'en-US': 'the server answered HTTP {status}, a redirect; an LLM API needs none, so it is not followed',
  },
  timeout: { 'zh-CN': '{seconds} 秒内没有回答', 'en-US': 'no answer within {seconds} s' },
  refused: { 'zh-CN': '连接被拒绝', 'en-US': 'the connection was refused' },
  name_not_found: { 'zh-CN': '找不到该主机名', 'en-US': 'the host name does not resolve' },
  connection: {
    'zh-CN': '连接失败，或回答不是 HTTP',
    'en-US': 'the connection failed or the answer was not HTTP',
  },
  too_large: {
    'zh-CN': '回答超过 {megabytes} MB，已中止',
    'en-US': 'the answer passed {megabytes} MB and was cut off',
  },
  invalid_answer: {
    'zh-CN': '回答不是 chat completion 格式',
    'en-US': 'the answer is not a chat completion',
  },
  address_forbidden: {
    'zh-CN': '{host} 是云元数据或链路本地地址，不会调用',
    'en-US': '{host} is a cloud metadata or link-local address and is never called',
  },
};

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
  return fillTemplate(SENTENCES[sentence][language], (name) =>
    Object.hasOwn(params, name) ? params[name] : undefined,
  );
};
