import { csvCell } from '../../csvCell';
import type { Language } from '../../http/language';
import { problemText, type StoredProblem } from './importReasons';

/**
 * The error report: UTF-8 with a byte-order mark (so Excel reads the Chinese), RFC 4180 quoting, formulas shown as text. The
 * header stays English (a stable format for scripts); the reasons are in the reader's language.
 */
export const problemsCsv = (problems: readonly StoredProblem[], language: Language): string =>
  `\ufeff${['file,line,reason', ...problems.map((p) => [csvCell(p.file), csvCell(p.line), csvCell(problemText(language, p))].join(','))].join('\r\n')}\r\n`;
