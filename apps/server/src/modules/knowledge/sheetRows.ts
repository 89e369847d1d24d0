import { readCsv } from '../imports/readCsv';
import { SheetRefused } from './SheetRefused';
import type { SheetLimits } from './sheetLimits';
import { unpackXlsx } from './unpackXlsx';

/** A row of a spreadsheet: its cells' text by column (A = 0), or why the row could not be read. */
export type SheetRow = { line: number; cells: string[] } | { line: number; error: string };

const isXlsx = (bytes: Buffer): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

async function* oneChunk(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** Counts what a sheet uses as it is read, and refuses it at the first limit it passes. */
const createTally = (limits: SheetLimits) => {
  let cells = 0;
  return (line: number, columns: number, filled: number): void => {
    if (line > limits.rows) throw new SheetRefused({ limit: 'rows' });
    if (columns > limits.columns) throw new SheetRefused({ limit: 'columns' });
    cells += filled;
    if (cells > limits.cells) throw new SheetRefused({ limit: 'cells' });
  };
};

const csvRows = async (bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> => {
  const tally = createTally(limits);
  const rows: SheetRow[] = [];
  for await (const row of readCsv(oneChunk(bytes))) {
    if ('error' in row) {
      tally(row.line, 0, 0);
      rows.push(row);
      continue;
    }
    tally(row.line, row.fields.length, row.fields.filter((field) => field !== '').length);
    rows.push({ line: row.line, cells: row.fields });
  }
  return rows;
};

const columnNumber = (letters: string): number =>
  [...letters.toUpperCase()].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * Refuses merged areas past the limits before the workbook is loaded: loading fills every cell of a merged
 * area, so `A1:XFD1048576` (a few bytes) would take the reader's whole time and memory.
 */
const checkMergedAreas = (parts: ReadonlyMap<string, Buffer>, limits: SheetLimits): void => {
  let cells = 0;
  for (const [name, xml] of parts) {
    if (!name.startsWith('xl/worksheets/')) continue;
    for (const [, fromColumn = '', fromRow, toColumn = '', toRow] of xml
      .toString('utf8')
      .matchAll(/<mergeCell\b[^>]*\bref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/gi)) {
      const columns = [columnNumber(fromColumn), columnNumber(toColumn)];
      const rows = [Number(fromRow), Number(toRow)];
      if (Math.max(...rows) > limits.rows) throw new SheetRefused({ limit: 'rows' });
      if (Math.max(...columns) > limits.columns) throw new SheetRefused({ limit: 'columns' });
      cells += (Math.abs(rows[1]! - rows[0]!) + 1) * (Math.abs(columns[1]! - columns[0]!) + 1);
      if (cells > limits.cells) throw new SheetRefused({ limit: 'cells' });
    }
  }
};

/**
 * The first worksheet; a cell reads as the text Excel shows (numbers, dates, rich text, links alike). Only
 * the cells a row holds are visited: a row whose one cell is in column XFD is refused, not filled with
 * 16,383 empty ones.
 */
const xlsxRows = async (bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> => {
  checkMergedAreas(unpackXlsx(bytes, limits), limits);
  // Loaded here, not at the top: a csv has no need of it, and every read starts a fresh thread.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw SheetRefused.notXlsx();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const tally = createTally(limits);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const filled: { column: number; text: string }[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      tally(line, column, 1);
      filled.push({ column, text: cell.text ?? '' });
    });
    const width = filled.reduce((widest, cell) => Math.max(widest, cell.column), 0);
    const cells = Array.from({ length: width }, () => '');
    for (const cell of filled) cells[cell.column - 1] = cell.text;
    rows.push({ line, cells });
  });
  return rows;
};

/** The rows of a csv or xlsx file (told apart by their bytes), within `limits`; throws SheetRefused. */
export const sheetRows = (bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> =>
  isXlsx(bytes) ? xlsxRows(bytes, limits) : csvRows(bytes, limits);
