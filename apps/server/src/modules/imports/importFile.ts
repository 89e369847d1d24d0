import { createReadStream } from 'node:fs';
import type { BatchOutcome, ImportWriter } from './createImportWriter';
import { RowError } from './fieldValues';
import { type Reason, reasonOf, reasonText } from './importReasons';
import type { FileKind, ImportCounts, RowProblem } from './importTypes';
import { type MappedRows, mapRecord } from './mapRecord';
import { readRecords } from './readRecords';

/** Rows per write: large enough for few transactions, small enough for a steady progress bar. */
export const IMPORT_BATCH_ROWS = 5_000;

export type ImportFileInput = {
  path: string;
  /** The name shown in the error report (the uploaded name, not the temp path). */
  name: string;
  kind: FileKind;
  writer: ImportWriter;
  /** The time of the import: rows without last_modify_ts take it, and no time may be over a day later. */
  now: number;
  counts: ImportCounts;
  problems: RowProblem[];
  /** Called after each batch with the running counts. */
  onProgress: () => Promise<void>;
  /** Called with the length of each chunk of the file as the reader takes it (bytes read so far). */
  onBytes?: (bytes: number) => void;
};

/** The chunks of a stream, each counted as the reader takes it (so at most one chunk ahead of the rows). */
async function* counted(
  chunks: AsyncIterable<Buffer>,
  onBytes: ((bytes: number) => void) | undefined,
): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    onBytes?.(chunk.length);
    yield chunk;
  }
}

const add = (counts: ImportCounts, outcome: BatchOutcome) => {
  counts.imported += outcome.imported;
  counts.updated += outcome.updated;
  counts.unchanged += outcome.unchanged;
};

/**
 * Streams one file through its reader and mapper into the writer in batches. A record that cannot be read
 * or mapped is counted as skipped and reported with file, line and reason; the others are written.
 */
export type FileOutcome = Pick<BatchOutcome, 'attached' | 'notesTracked' | 'notesUntracked'>;

export const importFile = async (input: ImportFileInput): Promise<FileOutcome> => {
  const { kind, writer, counts, problems } = input;
  const done: FileOutcome = { attached: 0, notesTracked: 0, notesUntracked: 0 };
  let batch: MappedRows = { notes: [], comments: [] };
  /** The batch being written while the next one is read and classified (at most two in flight). */
  let previous: Promise<void> = Promise.resolve();
  const settle = async (outcome: BatchOutcome) => {
    add(counts, outcome);
    done.attached += outcome.attached;
    done.notesTracked += outcome.notesTracked;
    done.notesUntracked += outcome.notesUntracked;
    await input.onProgress();
  };
  const flush = async () => {
    const rows = batch;
    batch = { notes: [], comments: [] };
    if (kind.record === 'notes') {
      await previous;
      await settle(await writer.writeNotes(rows.notes));
      return;
    }
    const current = writer.writeComments(rows.comments);
    // Observed below; without this a failure while the previous batch is awaited would be "unhandled".
    current.catch(() => undefined);
    await previous;
    previous = current.then(settle);
  };
  const stream = createReadStream(input.path, { highWaterMark: 1024 * 1024 });
  try {
    for await (const item of readRecords(kind.format, counted(stream, input.onBytes))) {
      counts.read += 1;
      if ('error' in item) {
        counts.skipped += 1;
        problems.push({ file: input.name, line: item.line, reason: item.error, ...reasonOf(item.error) });
        continue;
      }
      // Values left out of a stored row are reported once the row is known to be stored.
      const dropped: Reason[] = [];
      try {
        mapRecord(
          kind.platform,
          kind.record,
          item.record,
          { now: input.now, dropped: (r) => dropped.push(r) },
          batch,
        );
        for (const reason of dropped)
          problems.push({
            file: input.name,
            line: item.line,
            reason: reasonText('en-US', reason),
            ...reason,
          });
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        counts.skipped += 1;
        problems.push({ file: input.name, line: item.line, reason: error.message, ...error.reason });
      }
      if (batch.notes.length + batch.comments.length >= IMPORT_BATCH_ROWS) await flush();
    }
    await flush();
    await previous;
  } finally {
    stream.destroy();
  }
  return done;
};
