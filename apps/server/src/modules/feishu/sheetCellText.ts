/**
 * A cell of a Sheets v2 read as the text a person sees: text and numbers as they are, a link or mention
 * (an object with `text`) by its text, rich text (a list of such segments) joined, an empty cell ''.
 */
export const sheetCellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (Array.isArray(cell)) return cell.map(sheetCellText).join('');
  const text = (cell as { text?: unknown }).text;
  return typeof text === 'string' ? text : '';
};
