import type { Language } from '../../http/language';

/**
 * Why a row or a file was not imported, as a stable code with params, in both languages. Row problems are
 * stored with their code (and the English text, which the CLI and error reports of older versions show);
 * the API renders them in the reader's language when it answers.
 */
const REASONS = {
  // readers
  invalidUtf8: { en: 'invalid UTF-8 bytes', zh: '含有无效的 UTF-8 字节', params: [] },
  unclosedQuote: {
    en: 'unclosed quoted field (the file may be truncated)',
    zh: '引号没有闭合（文件可能不完整）',
    params: [],
  },
  textAfterQuote: { en: 'text after a closing quote', zh: '闭合引号后还有文字', params: [] },
  rowTooLong: {
    en: 'row longer than {bytes} bytes (unclosed quote?)',
    zh: '该行超过 {bytes} 字节（引号没有闭合？）',
    params: ['bytes'],
  },
  header: { en: 'header: {reason}', zh: '表头：{reason}', params: ['reason'] },
  wrongColumnCount: {
    en: 'wrong column count: {found} instead of {expected}',
    zh: '列数不对：有 {found} 列，应为 {expected} 列',
    params: ['found', 'expected'],
  },
  notJsonObject: { en: 'not a JSON object', zh: '不是 JSON 对象', params: [] },
  notJsonArray: { en: 'not a JSON array', zh: '不是 JSON 数组', params: [] },
  invalidJsonLine: {
    en: 'not valid JSON (truncated line?)',
    zh: '不是合法的 JSON（该行可能不完整？）',
    params: [],
  },
  invalidJson: { en: 'not valid JSON', zh: '不是合法的 JSON', params: [] },
  incompleteObject: {
    en: 'incomplete JSON object (the file may be truncated)',
    zh: 'JSON 对象不完整（文件可能不完整）',
    params: [],
  },
  arrayNotClosed: {
    en: 'the array is not closed (truncated file?)',
    zh: 'JSON 数组没有闭合（文件可能不完整？）',
    params: [],
  },
  // mappers
  fieldEmpty: { en: '{field} is empty', zh: '{field} 为空', params: ['field'] },
  notCount: {
    en: '{field}: not a count ({value})',
    zh: '{field}：不是有效的数量（{value}）',
    params: ['field', 'value'],
  },
  notTime: {
    en: '{field}: not a time ({value})',
    zh: '{field}：不是有效的时间（{value}）',
    params: ['field', 'value'],
  },
  timeOutOfRange: {
    en: '{field}: {value} is outside the accepted time range ({from} to {to})',
    zh: '{field}：{value} 不在可接受的时间范围内（{from} 至 {to}）',
    params: ['field', 'value', 'from', 'to'],
  },
  tooDeep: {
    en: 'a value is nested deeper than {depth} levels',
    zh: '有字段的嵌套超过 {depth} 层',
    params: ['depth'],
  },
  // a value left out of a row that was kept
  linkNotPlatform: {
    en: '{field}: not an http(s) link to {hosts}; kept with the platform’s own link instead',
    zh: '{field}：不是指向 {hosts} 的 http(s) 链接，已改用平台的笔记链接保存',
    params: ['field', 'hosts'],
  },
  // whole files (detection)
  nulCharacter: {
    en: '{field}: contains a NUL character, which is not allowed',
    zh: '{field}：包含不允许的空字符（NUL）',
    params: ['field'],
  },
  notMediaCrawlerName: {
    en: 'the name is not a MediaCrawler output ({search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl)',
    zh: '文件名不是 MediaCrawler 的输出文件名（{search|detail|creator}_{contents|comments}_{date}.csv/.json/.jsonl）',
    params: [],
  },
  unreadable: {
    en: 'not readable as {format} or it holds no records',
    zh: '无法按 {format} 读取，或文件中没有记录',
    params: ['format'],
  },
  unknownColumns: {
    en: 'its columns are not those of xhs or Douyin notes or comments (found: {found})',
    zh: '文件的列不是小红书或抖音笔记、评论的列（找到的列：{found}）',
    params: ['found'],
  },
  nameNotesColumnsComments: {
    en: 'the name says contents but the columns are comments',
    zh: '文件名表示笔记（contents），但文件的列是评论的列',
    params: [],
  },
  nameCommentsColumnsNotes: {
    en: 'the name says comments but the columns are notes',
    zh: '文件名表示评论（comments），但文件的列是笔记的列',
    params: [],
  },
  // whole jobs
  importStopped: {
    en: 'The import stopped on an error: {detail}',
    zh: '导入因错误中止：{detail}',
    params: ['detail'],
  },
  serverRestarted: {
    en: 'The server restarted while importing; import the file again',
    zh: '服务器在导入过程中重启，导入未完成，请重新导入文件',
    params: [],
  },
} as const satisfies Record<string, { en: string; zh: string; params: readonly string[] }>;

export type ReasonCode = keyof typeof REASONS;
export type ReasonParams = Record<string, string | number>;
export type Reason = { code: ReasonCode; params: ReasonParams };

export const isCode = (value: unknown): value is ReasonCode => typeof value === 'string' && value in REASONS;

const fill = (template: string, params: ReasonParams, names: readonly string[]): string =>
  names.reduce((text, name) => text.replaceAll(`{${name}}`, String(params[name] ?? '')), template);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English templates as patterns, so a reason stored as text only (older jobs, readers) finds its code. */
const PATTERNS = (Object.keys(REASONS) as ReasonCode[]).map((code) => {
  const { en, params } = REASONS[code];
  let source = escapeRegExp(en);
  for (const name of params) source = source.replace(escapeRegExp(`{${name}}`), `(?<${name}>.*)`);
  return { code, pattern: new RegExp(`^${source}$`, 's') };
});

/** A reason from its code (English text as the fallback when the text is not one of ours). */
export const reason = (code: ReasonCode, params: ReasonParams = {}): Reason => ({ code, params });

/** The code of an English reason text, or undefined when the text is not one of ours. */
export const reasonOf = (text: string): Reason | undefined => {
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { code, params: { ...match.groups } };
  }
  return undefined;
};

/**
 * A reason as message-box params (messages/messageEvent.ts renders `{reason}` from them in the reader's
 * language); `reason` keeps the English text for readers of the raw table.
 */
export const reasonMessageParams = (why: Reason): ReasonParams => ({
  reason: reasonText('en-US', why),
  reason_code: why.code,
  reason_params: JSON.stringify(why.params),
});

/** Why a whole import failed: one of our reasons when its text is one, else the error's own text. */
export const jobFailureReason = (failure: string): Reason =>
  reasonOf(failure) ?? reason('importStopped', { detail: failure });

/** A reason in a language; a nested reason (a broken header) is rendered in the same language. */
export const reasonText = (language: Language, { code, params }: Reason): string => {
  const entry = REASONS[code];
  const values: ReasonParams = { ...params };
  if (code === 'header') {
    const inner = reasonOf(String(params.reason ?? ''));
    if (inner) values.reason = reasonText(language, inner);
  }
  if (code === 'unknownColumns' && !params.found) values.found = language === 'zh-CN' ? '无' : 'none';
  return fill(language === 'zh-CN' ? entry.zh : entry.en, values, entry.params);
};

/** A problem as stored with a job: the English text, plus its code when it was written by this version. */
export type StoredProblem = {
  file: string;
  line: number;
  reason: string;
  code?: string;
  params?: ReasonParams;
};

/** A stored problem's reason in a language: from its code, else from its English text, else as stored. */
export const problemText = (language: Language, problem: StoredProblem): string => {
  const known = isCode(problem.code)
    ? { code: problem.code, params: problem.params ?? {} }
    : reasonOf(problem.reason);
  return known ? reasonText(language, known) : problem.reason;
};
