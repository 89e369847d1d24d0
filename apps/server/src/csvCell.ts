import { looksLikeFormula } from './looksLikeFormula';

/** One CSV cell, RFC 4180 quoted; text a spreadsheet would run as a formula gets a leading ' (shown, never run). */
export const csvCell = (value: string | number | null): string => {
  const raw = value === null ? '' : String(value);
  const text = looksLikeFormula(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
