import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TFeishuFailure, ZFeishuFailure } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';
import type { CommentFeishuRow } from '../comments/repository';
import type { CommentNames } from '../exports/commentNames';
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

/**
 * A failure as message-box params: messages/messageEvent.ts words `{reason}` from them in the reader's language
 * (the same sentence as the export dialog); `reason` keeps the English sentence for readers of the raw table.
 */
export const feishuReasonParams = (
  info: FeishuFailureInfo,
  address: string,
): Record<string, string | number> => ({
  reason: failureSentence(info, 'en-US', address),
  feishu_failure: info.failure,
  feishu_code: info.code ?? '',
  feishu_msg: info.msg,
  feishu_address: address,
});

/** The sentence of a failure stored by `feishuReasonParams`, or undefined when the params hold none. */
export const feishuReasonText = (
  params: Record<string, string | number>,
  language: Language,
): string | undefined => {
  const failure = ZFeishuFailure.safeParse(params.feishu_failure);
  if (!failure.success) return undefined;
  const code =
    params.feishu_code === '' || params.feishu_code === undefined ? null : Number(params.feishu_code);
  return failureSentence(
    {
      failure: failure.data,
      code: Number.isFinite(code) ? code : null,
      msg: String(params.feishu_msg ?? ''),
    },
    language,
    String(params.feishu_address ?? ''),
  );
};

export const noSheetSentence = (language: Language): string => WORDS.noSheet[language];

/** A knowledge sheet with no good row: nothing was changed. */
export const knowledgeEmptySentence = (language: Language): string => WORDS.knowledgeEmpty[language];

export const exportHeader = (language: Language): string[] => WORDS.columns[language];

/** Asia/Shanghai wall-clock time of an epoch-ms moment, as staff read it: 2026-11-20 14:03. */
const shanghaiTime = (epochMs: number): string =>
  new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * One comment as a sheet row, in the column order of `exportHeader`; labels in words. The note and staff
 * names come from `names`, read once per export (exports/commentNames.ts), not joined to every row.
 */
export const exportRow = (
  row: CommentFeishuRow,
  names: CommentNames,
  language: Language,
  appOrigin: string,
): SheetCell[] => {
  const note = names.note(row);
  return [
    String(row.id),
    row.platform,
    note?.title ?? '',
    note?.link ?? '',
    row.user_nickname,
    row.content,
    shanghaiTime(Number(row.published_at)),
    WORDS.cls[language][row.cls_type === null ? 'none' : String(row.cls_type)] ?? '',
    WORDS.sentiment[language][row.sentiment ?? 'none'] ?? '',
    WORDS.status[language][String(row.process_status)] ?? '',
    names.staff(row),
    row.reply_text,
    appOrigin ? `${appOrigin}/comment-maintenance?id=${row.id}` : '',
  ];
};
