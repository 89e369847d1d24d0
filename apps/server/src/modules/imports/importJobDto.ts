import {
  type TImportCounts,
  type TImportFile,
  type TImportJob,
  type TImportProblem,
  ZImportJob,
} from '@notedesk/contract';
import type { Language } from '../../http/language';
import { toIso, toIsoOrNull } from '../../time';
import { isCode, problemText, type Reason, reasonText, type StoredProblem } from './importReasons';
import { emptyCounts } from './importTypes';
import { INTERRUPTED_IMPORT, LEGACY_INTERRUPTED_IMPORT_ERROR } from './interruptedJob';
import type { JobRow } from './jobRepository';

/** A file of the upload that was not imported, with its reason as a code (shown in the reader's language). */
export type RefusedFile = { name: string; reason: Reason };
/** What the jobs table holds for an import, as JSON text (jobs before refusals were kept have none). */
export type ImportPayload = { files: TImportFile[]; refused?: RefusedFile[] };
/** The progress column: the counts and the bytes of the job's files read so far. */
export type ImportProgress = TImportCounts & { bytes_read: number };
export type ImportResult = {
  attached: number;
  /** New notes tracked / kept untracked (jobs before #15 have neither: 0). */
  notes_tracked?: number;
  notes_untracked?: number;
  errors_total: number;
  errors: StoredProblem[];
  /** Why the job failed, when the reason is one of ours (the `error` column has it in English). */
  failure?: Reason;
};

const parse = <T>(text: string, fallback: T): T => {
  try {
    return (JSON.parse(text) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

/** A stored problem as the wire shows it: its reason in the reader's language. */
export const localized = (problem: StoredProblem, language: Language): TImportProblem => ({
  file: problem.file,
  line: problem.line,
  reason: problemText(language, problem),
});

/** A failed job's error in the reader's language when its reason is known, else as stored. */
const failureText = (row: JobRow, result: Partial<ImportResult>, language: Language): string => {
  if (result.failure && isCode(result.failure.code)) return reasonText(language, result.failure);
  if (row.error === LEGACY_INTERRUPTED_IMPORT_ERROR) return reasonText(language, INTERRUPTED_IMPORT);
  return row.error;
};

/** Problems shown inline; the rest are in the CSV report. */
const INLINE_PROBLEMS = 100;

/** A jobs row → the wire shape (first problems inline, times as ISO 8601). */
export const importJobDto = (row: JobRow, language: Language): TImportJob => {
  const payload = parse<ImportPayload>(row.payload, { files: [] });
  // A row saved before bytes were tracked has none: 0 (such jobs are finished, and shown as 100 %).
  const progress = { ...emptyCounts(), bytes_read: 0, ...parse<Partial<ImportProgress>>(row.progress, {}) };
  const result = parse<Partial<ImportResult>>(row.result, {});
  return ZImportJob.parse({
    id: row.id,
    status: row.status,
    files: payload.files ?? [],
    refused: (payload.refused ?? []).map((file) => ({
      name: file.name,
      reason: reasonText(language, file.reason),
    })),
    progress: {
      read: progress.read,
      imported: progress.imported,
      updated: progress.updated,
      unchanged: progress.unchanged,
      skipped: progress.skipped,
    },
    bytes_read: progress.bytes_read,
    attached: result.attached ?? 0,
    notes_tracked: result.notes_tracked ?? 0,
    notes_untracked: result.notes_untracked ?? 0,
    errors_total: result.errors_total ?? 0,
    errors: (result.errors ?? []).slice(0, INLINE_PROBLEMS).map((problem) => localized(problem, language)),
    error: failureText(row, result, language),
    created_by: row.created_by,
    created_at: toIso(Number(row.created_at)),
    started_at: toIsoOrNull(row.started_at === null ? null : Number(row.started_at)),
    finished_at: toIsoOrNull(row.finished_at === null ? null : Number(row.finished_at)),
  });
};

/** All problems of a finished job, for the CSV report. */
export const importJobProblems = (row: JobRow): StoredProblem[] =>
  parse<Partial<ImportResult>>(row.result, {}).errors ?? [];
