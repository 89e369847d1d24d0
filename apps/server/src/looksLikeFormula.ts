/**
 * Whether a spreadsheet would run this text as a formula: it starts with = + - @, or with a tab or carriage
 * return that some programs skip before one. The CSV writer prefixes such text with ' and the xlsx writer
 * stores it as a text-formatted string cell, so it is shown, never run.
 */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);
