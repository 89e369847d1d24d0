/**
 * One CSV cell, RFC 4180 quoted. Text a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return that some programs skip before one) gets a leading ' so it is shown, never run.
 */
export const csvCell = (value: string | number | null): string => {
  const raw = value === null ? '' : String(value);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
