import { fillTemplate } from '../fillTemplate';
import type { Language } from './language';

type Issue = { keyword: string; message?: string; params: Record<string, unknown> };

const REASONS: Record<string, Record<Language, string>> = {
  invalid_type: { 'zh-CN': '类型不正确', 'en-US': 'has the wrong type' },
  invalid_format: { 'zh-CN': '格式不正确', 'en-US': 'has the wrong format' },
  invalid_value: { 'zh-CN': '取值不在允许范围内：{values}', 'en-US': 'must be one of: {values}' },
  invalid_union: { 'zh-CN': '取值不正确', 'en-US': 'is not an accepted value' },
  unrecognized_keys: { 'zh-CN': '包含未知字段：{keys}', 'en-US': 'has unknown fields: {keys}' },
  too_small_string: { 'zh-CN': '至少 {minimum} 个字符', 'en-US': 'must be at least {minimum} characters' },
  too_big_string: { 'zh-CN': '最多 {maximum} 个字符', 'en-US': 'must be at most {maximum} characters' },
  too_small_number: { 'zh-CN': '不能小于 {minimum}', 'en-US': 'must be at least {minimum}' },
  too_big_number: { 'zh-CN': '不能大于 {maximum}', 'en-US': 'must be at most {maximum}' },
  too_small_array: { 'zh-CN': '至少 {minimum} 项', 'en-US': 'must have at least {minimum} items' },
  too_big_array: { 'zh-CN': '最多 {maximum} 项', 'en-US': 'must have at most {maximum} items' },
  password_no_spaces: { 'zh-CN': '密码不能包含空格', 'en-US': 'the password must not contain spaces' },
  password_mix: {
    'zh-CN': '密码需同时包含大写字母、小写字母和数字',
    'en-US': 'the password needs upper-case and lower-case letters and digits',
  },
};

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
