import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCommentRow, TFeishuFailure } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';
import type { SheetCell } from './createFeishuClient';
import type { FeishuFailureInfo } from './FeishuFailed';

type ByLanguage<T> = Record<Language, T>;

/** Read once at start-up; the words are data, kept beside this code in both languages. */
const WORDS: {
  failure: Record<TFeishuFailure, ByLanguage<string>>;
  noSheet: ByLanguage<string>;
  knowledgeEmpty: ByLanguage<string>;
  columns: ByLanguage<string[]>;
  cls: ByLanguage<Record<string, string>>;
  sentiment: ByLanguage<Record<string, string>>;
  status: ByLanguage<Record<string, string>>;
} = JSON.parse(readFileSync(join(import.meta.dirname, 'feishuWords.json'), 'utf8'));

/** The sentence a user reads for a failed Feishu call, Feishu's own code and message in it. */
export const failureSentence = (info: FeishuFailureInfo, language: Language, address: string): string => {
  const slots: Record<string, string> = {
    code: info.code === null ? '-' : String(info.code),
    msg: info.msg || '-',
    detail: info.msg,
    address,
  };
  return fillTemplate(WORDS.failure[info.failure][language], (name) => slots[name]);
};

export const noSheetSentence = (language: Language): string => WORDS.noSheet[language];

/** A knowledge sheet with no good row: nothing was changed. */
export const knowledgeEmptySentence = (language: Language): string => WORDS.knowledgeEmpty[language];

export const exportHeader = (language: Language): string[] => WORDS.columns[language];

/** Asia/Shanghai wall-clock time, as staff read it: 2026-11-20 14:03. */
const shanghaiTime = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** One comment as a sheet row, in the column order of `exportHeader`; labels in words. */
export const exportRow = (row: TCommentRow, language: Language, appOrigin: string): SheetCell[] => [
  String(row.id),
  row.platform,
  row.note?.title_desc ?? '',
  row.note?.note_url ?? '',
  row.user_nickname,
  row.content,
  shanghaiTime(row.published_at),
  WORDS.cls[language][row.cls_type === null ? 'none' : String(row.cls_type)] ?? '',
  WORDS.sentiment[language][row.sentiment ?? 'none'] ?? '',
  WORDS.status[language][String(row.process_status)] ?? '',
  row.process_staff?.name ?? '',
  row.reply_text,
  appOrigin ? `${appOrigin}/comment-maintenance?id=${row.id}` : '',
];
