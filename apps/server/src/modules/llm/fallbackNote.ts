import type { TLlmFailure } from '@notedesk/contract';
import type { Language } from '../../http/language';

/** Why the embedded engine answered instead of the LLM. */
export type FallbackReason = TLlmFailure | 'quota';

const WHY: Record<FallbackReason, Record<Language, string>> = {
  not_configured: { 'zh-CN': '未配置大模型', 'en-US': 'no LLM is configured' },
  key_unreadable: {
    'zh-CN': '保存的 API Key 无法解密（服务器密钥已更换），请重新填写',
    'en-US': 'the stored API key cannot be decrypted (the server secret changed); enter it again',
  },
  timeout: {
    'zh-CN': '大模型在 {seconds} 秒内没有回答',
    'en-US': 'the LLM did not answer within {seconds} s',
  },
  unreachable: { 'zh-CN': '无法连接大模型服务', 'en-US': 'the LLM server cannot be reached' },
  unauthorized: { 'zh-CN': '大模型拒绝了 API Key', 'en-US': 'the LLM refused the API key' },
  not_found: {
    'zh-CN': '大模型服务找不到该地址或模型',
    'en-US': 'the LLM server does not know this address or model',
  },
  rate_limited: { 'zh-CN': '大模型请求过于频繁（429）', 'en-US': 'the LLM is rate limiting (429)' },
  server_error: { 'zh-CN': '大模型服务出错', 'en-US': 'the LLM server failed' },
  bad_request: { 'zh-CN': '大模型拒绝了请求', 'en-US': 'the LLM refused the request' },
  address_forbidden: {
    'zh-CN': '大模型地址指向云元数据或链路本地地址，已拒绝调用',
    'en-US': 'the LLM address points at cloud metadata or a link-local address and was not called',
  },
  redirect: {
    'zh-CN': '大模型服务返回了重定向（不会跟随）',
    'en-US': 'the LLM server answered with a redirect, which is not followed',
  },
  invalid_answer: {
    'zh-CN': '大模型的回答格式不正确',
    'en-US': 'the LLM answered something other than the expected format',
  },
  quota: { 'zh-CN': '今日大模型 token 额度已用完', 'en-US': "today's LLM token quota is used up" },
};

const BY: Record<'model' | 'templates', Record<Language, string>> = {
  model: { 'zh-CN': '已由内置模型分类', 'en-US': 'classified by the embedded model instead' },
  templates: { 'zh-CN': '已由内置模板起草', 'en-US': 'drafted by the embedded templates instead' },
};

/** "The LLM did not answer within 30 s; classified by the embedded model instead" — shown beside the result. */
export const fallbackNote = (
  reason: FallbackReason,
  by: 'model' | 'templates',
  language: Language,
  timeoutMs: number,
): string => {
  const why = WHY[reason][language].replace('{seconds}', String(Math.round(timeoutMs / 100) / 10));
  const sentence = `${why}${language === 'zh-CN' ? '，' : '; '}${BY[by][language]}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};
