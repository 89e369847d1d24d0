import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../http/language';

type Wording = {
  sheet: Record<string, string>;
  file: Record<string, string>;
  headers: Record<string, string>;
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** Read once at start-up: the spreadsheet's headers and the words for labels and statuses, both languages. */
const WORDING: Record<Language, Wording> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'exportWording.json'), 'utf8'),
);

/** The words of one language; a missing entry shows its key (a gap in the data file, visible in the sheet). */
export const exportWording = (language: Language) => {
  const wording = WORDING[language];
  const pick = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : key);
  return {
    header: (key: string): string => pick(wording.headers, key) ?? key,
    /** A label or status in words; '' for none (an unclassified comment has no class). */
    value: (group: string, code: string | number | null): string =>
      code === null || code === '' ? '' : (pick(wording.values, `${group}.${code}`) ?? String(code)),
    yesNo: (flag: boolean): string => (flag ? wording.values.yes : wording.values.no) ?? '',
    sheet: (subject: string): string => pick(wording.sheet, subject) ?? subject,
    file: (subject: string): string => pick(wording.file, subject) ?? subject,
    error: (key: string): string => pick(wording.errors, key) ?? key,
  };
};

export type ExportWords = ReturnType<typeof exportWording>;
