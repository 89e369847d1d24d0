import type { TImportProblem } from '@notedesk/contract';

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The error report: UTF-8 with a byte-order mark (so Excel reads the Chinese), RFC 4180 quoting. */
export const problemsCsv = (problems: readonly TImportProblem[]): string =>
  `\ufeff${['file,line,reason', ...problems.map((p) => [cell(p.file), cell(p.line), cell(p.reason)].join(','))].join('\r\n')}\r\n`;
