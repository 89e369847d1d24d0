import type { Language } from '../../http/language';
import { problemText, type StoredProblem } from './importReasons';

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The error report: UTF-8 with a byte-order mark (so Excel reads the Chinese), RFC 4180 quoting. The
 * header stays English (a stable format for scripts); the reasons are in the reader's language.
 */
export const problemsCsv = (problems: readonly StoredProblem[], language: Language): string =>
  `\ufeff${['file,line,reason', ...problems.map((p) => [cell(p.file), cell(p.line), cell(problemText(language, p))].join(','))].join('\r\n')}\r\n`;
