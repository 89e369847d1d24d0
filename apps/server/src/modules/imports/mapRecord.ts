import { deeperThan } from './deeperThan';
import { RowError } from './fieldValues';
import type { ImportComment, ImportNote, MapContext, Platform, RecordKind } from './importTypes';
import { mapComment } from './mapComment';
import { mapDyNote } from './mapDyNote';
import { mapXhsNote } from './mapXhsNote';

/**
 * Far deeper than any MediaCrawler record (flat, a list or two). A deeper value is refused before the
 * mappers see it: turning it into text (JSON.stringify) would overflow the stack and fail the whole batch.
 */
const RECORD_MAX_DEPTH = 20;

export type MappedRows = { notes: ImportNote[]; comments: ImportComment[] };

/**
 * One record of a file or of an ingest batch → a note or a comment appended to `into`. Throws a RowError
 * (with its reason) when the record cannot be stored; the caller reports it and goes on with the others.
 */
export const mapRecord = (
  platform: Platform,
  kind: RecordKind,
  record: Record<string, unknown>,
  context: MapContext,
  into: MappedRows,
): void => {
  if (deeperThan(record, RECORD_MAX_DEPTH)) throw new RowError('tooDeep', { depth: RECORD_MAX_DEPTH });
  if (kind === 'comments') into.comments.push(mapComment(platform, record, context));
  else into.notes.push(platform === 'dy' ? mapDyNote(record, context) : mapXhsNote(record, context));
};
