import { createReadStream } from 'node:fs';
import { type Detection, detectFileKind } from './detectFileKind';
import { importFileName } from './importFileName';
import { readCsv } from './readCsv';
import { readRecords } from './readRecords';

/** How many leading records may be broken before the file is judged unreadable. */
const RECORDS_TO_TRY = 50;

const firstKeys = async (
  path: string,
  format: 'csv' | 'json' | 'jsonl',
): Promise<Set<string> | undefined> => {
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    if (format === 'csv') {
      for await (const row of readCsv(stream)) {
        return 'error' in row ? undefined : new Set(row.fields.map((name) => name.trim()));
      }
      return undefined;
    }
    let tried = 0;
    for await (const item of readRecords(format, stream)) {
      if ('record' in item) return new Set(Object.keys(item.record));
      tried += 1;
      if (tried >= RECORDS_TO_TRY) return undefined;
    }
    return undefined;
  } finally {
    stream.destroy();
  }
};

/** Reads just enough of a stored file (its header or first object) to tell what it is, or why it is refused. */
export const sniffFile = async (path: string, name: string): Promise<Detection> => {
  const named = importFileName(name);
  if (!named) return detectFileKind(name, undefined);
  return detectFileKind(name, await firstKeys(path, named.format));
};
