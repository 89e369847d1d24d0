import { type ReadSheetRows, readRowsInHalves } from './readRowsInHalves';
import { sheetCellText } from './sheetCellText';

/** Rows of the id column a read asks for: ~150 KB of comment ids, far below Feishu's 10 MB. */
export const ID_PAGE_ROWS = 10_000;

/**
 * Where the `wanted` comment ids stand in the sheet's first column (id → row), read a page at a time and
 * never the whole column in one call: from the row after `after` (the last row known to hold our rows) to
 * the sheet's last row, then back from `after` to the top (rows deleted above move later rows up); it stops
 * as soon as every id is found. A page Feishu finds too large (long texts in column A) is read in halves
 * (readRowsInHalves).
 */
export const findInIdColumn = async (
  read: ReadSheetRows,
  sheet: { rowCount: number; after: number },
  wanted: ReadonlySet<string>,
  pageRows = ID_PAGE_ROWS,
): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  const look = async (first: number, last: number) => {
    const rows = await readRowsInHalves(read, first, last);
    rows.forEach((row, at) => {
      const id = sheetCellText(row[0]);
      if (wanted.has(id)) found.set(id, first + at);
    });
  };

  const after = Math.min(Math.max(0, sheet.after), sheet.rowCount);
  for (let first = after + 1; first <= sheet.rowCount && found.size < wanted.size; first += pageRows)
    await look(first, Math.min(sheet.rowCount, first + pageRows - 1));
  for (let last = after; last >= 1 && found.size < wanted.size; last -= pageRows)
    await look(Math.max(1, last - pageRows + 1), last);
  return found;
};
