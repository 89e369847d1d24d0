import { nulPath } from '../../nulPath';
import { reason, reasonText } from './importReasons';
import type { FileFormat } from './importTypes';
import { readCsv } from './readCsv';
import { readJson } from './readJson';
import { readJsonl } from './readJsonl';
import type { SourceRecord } from './sourceRecord';

/** CSV rows as objects keyed by the header; a row with another number of columns is reported. */
async function* csvRecords(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceRecord> {
  let header: string[] | undefined;
  for await (const row of readCsv(chunks)) {
    if ('error' in row) {
      if (!header) {
        yield { line: row.line, error: `header: ${row.error}` };
        return;
      }
      yield row;
      continue;
    }
    if (!header) {
      header = row.fields.map((name) => name.trim());
      continue;
    }
    if (row.fields.length !== header.length) {
      yield {
        line: row.line,
        error: `wrong column count: ${row.fields.length} instead of ${header.length}`,
      };
      continue;
    }
    const record: Record<string, unknown> = {};
    for (let column = 0; column < header.length; column += 1) {
      record[header[column] ?? ''] = row.fields[column];
    }
    yield { line: row.line, record };
  }
}

/**
 * A record holding a NUL character anywhere is refused by its line, as the API refuses one (PostgreSQL
 * cannot store it, and SQLite would keep what the API never lets in).
 */
async function* withoutNul(records: AsyncIterable<SourceRecord>): AsyncGenerator<SourceRecord> {
  for await (const item of records) {
    const path = 'record' in item ? nulPath(item.record) : undefined;
    if (path === undefined) yield item;
    else
      yield {
        line: item.line,
        error: reasonText('en-US', reason('nulCharacter', { field: path.join('.') })),
      };
  }
}

/** Records of a file in any of the three formats, each with its line number or the reason it was skipped. */
export const readRecords = (
  format: FileFormat,
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<SourceRecord> =>
  withoutNul(
    format === 'csv' ? csvRecords(chunks) : format === 'json' ? readJson(chunks) : readJsonl(chunks),
  );
