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

/** Records of a file in any of the three formats, each with its line number or the reason it was skipped. */
export const readRecords = (
  format: FileFormat,
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<SourceRecord> =>
  format === 'csv' ? csvRecords(chunks) : format === 'json' ? readJson(chunks) : readJsonl(chunks);
