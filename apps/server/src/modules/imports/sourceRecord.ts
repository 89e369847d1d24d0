/** A record read from a file (keys as the file names them), or why the record at that line was skipped. */
export type SourceRecord =
  | { line: number; record: Record<string, unknown> }
  | { line: number; error: string };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
