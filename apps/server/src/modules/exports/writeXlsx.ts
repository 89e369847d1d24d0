import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { looksLikeFormula } from '../../looksLikeFormula';

/** One cell: text, a number, or empty. */
export type XlsxCell = string | number | null;

/** A column: its header in the reader's language and its width in characters. */
export type XlsxColumn = { header: string; width: number };

// Shared style objects: exceljs caches a style by object identity, so one object each keeps styling cheap.
const PLAIN: Partial<ExcelJS.Style> = {};
/** Text format ('@'): a formula-looking string stays text even when someone edits the cell. */
const TEXT: Partial<ExcelJS.Style> = { numFmt: '@' };
const HEADER: Partial<ExcelJS.Style> = { font: { bold: true } };

/**
 * Streams one worksheet to `output` with exceljs's WorkbookWriter: each row is committed (written out and
 * dropped) as it comes, so memory stays flat however many rows the chunks bring. Strings are stored as
 * string cells (never formulas); those a spreadsheet would run (looksLikeFormula) are also text-formatted.
 * `onChunk` hears the running row count after each chunk (job progress). Returns the rows written.
 */
export const writeXlsx = async (
  output: Writable,
  sheetName: string,
  columns: readonly XlsxColumn[],
  chunks: AsyncIterable<XlsxCell[][]>,
  onChunk?: (rowsWritten: number) => Promise<void>,
): Promise<number> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Fast deflate: the XML compresses well at any level, and the default level costs a CPU-second per 100k rows.
    zip: { zlib: { level: 1 } },
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: PLAIN }));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.style = HEADER;
  });
  header.commit();
  let written = 0;
  for await (const chunk of chunks) {
    for (const values of chunk) {
      const row = sheet.addRow(values);
      values.forEach((value, at) => {
        row.getCell(at + 1).style = typeof value === 'string' && looksLikeFormula(value) ? TEXT : PLAIN;
      });
      row.commit();
    }
    written += chunk.length;
    await onChunk?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
};
