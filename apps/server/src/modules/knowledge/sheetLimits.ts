import { KNOWLEDGE_MAX_ROWS } from '@notedesk/contract';

/**
 * What one uploaded spreadsheet may hold and cost to read. A real knowledge sheet is a few columns and at
 * most a few thousand rows; these leave room for that many times over and refuse (413) what would take the
 * server's memory or time instead: a cell in column XFD, a million rows, a zip bomb.
 */
export type SheetLimits = {
  /** The last row number a sheet may use (1 = the header). */
  rows: number;
  /** The last column number a sheet may use (A = 1). */
  columns: number;
  /** Cells holding anything, over the whole sheet. */
  cells: number;
  /** Files in the xlsx archive. */
  parts: number;
  /** Bytes of the xlsx archive once unpacked, all parts together. */
  unpackedBytes: number;
  /** Reading time before the reader is stopped. */
  milliseconds: number;
  /** Heap the reading thread may use before it is stopped. */
  heapMb: number;
  /** Sheets one server process reads at once (each on its own thread); more wait their turn. */
  threads: number;
};

export type SheetLimit = Exclude<keyof SheetLimits, 'threads'>;

export const SHEET_LIMITS: SheetLimits = {
  rows: 4 * KNOWLEDGE_MAX_ROWS,
  columns: 256,
  cells: 200_000,
  parts: 1000,
  unpackedBytes: 64 * 1024 * 1024,
  milliseconds: 20_000,
  heapMb: 512,
  threads: 2,
};
