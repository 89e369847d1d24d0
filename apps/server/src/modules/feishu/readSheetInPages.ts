import { type ReadSheetRows, readRowsInHalves } from './readRowsInHalves';
import { sheetCellText } from './sheetCellText';

/** Rows a page asks for: ~0.5 MB of ordinary Q&A, far below Feishu's 10 MB; long answers are read in halves. */
export const SHEET_PAGE_ROWS = 1000;

const isEmptyRow = (row: unknown[]): boolean => row.every((cell) => sheetCellText(cell) === '');

/**
 * A sheet's rows from the first to `lastRow` at most, one entry per row (its line is its place), read a page at
 * a time and never in one call: Feishu refuses an answer over 10 MB (90221), which a knowledge sheet of long
 * answers passes well below its row limit. A page Feishu finds too large is read in halves (readRowsInHalves).
 * The reads end at the sheet's row count (its metadata); when that is unknown (0), at the first page with no
 * text. Trailing empty rows are left out.
 */
export const readSheetInPages = async (
  read: ReadSheetRows,
  sheet: { rowCount: number; lastRow: number },
  pageRows = SHEET_PAGE_ROWS,
): Promise<unknown[][]> => {
  const end = sheet.rowCount > 0 ? Math.min(sheet.rowCount, sheet.lastRow) : sheet.lastRow;
  const rows: unknown[][] = [];
  for (let first = 1; first <= end; first += pageRows) {
    const page = await readRowsInHalves(read, first, Math.min(end, first + pageRows - 1));
    rows.push(...page);
    if (sheet.rowCount <= 0 && page.every(isEmptyRow)) break;
  }
  while (rows.length > 0 && isEmptyRow(rows[rows.length - 1] as unknown[])) rows.pop();
  return rows;
};
