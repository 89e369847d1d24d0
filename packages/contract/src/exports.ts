import { z } from 'zod';
import { ZImportStatus } from './imports';
import { ZRowIdParam } from './rowId';

/** Above this many rows an xlsx export runs as a job (the server's default; `EXPORT_JOB_ROWS` changes it). */
export const EXPORT_JOB_ROWS_DEFAULT = 20_000;

/** What an export holds: the comment list's rows or the note list's. */
export const ZExportSubject = z.enum(['comments', 'notes']);
export type TExportSubject = z.infer<typeof ZExportSubject>;

/** An export job: a large xlsx written in the background, kept for download until `expires_at`. */
export const ZExportJob = z.object({
  id: z.number().int(),
  subject: ZExportSubject,
  status: ZImportStatus,
  /** Rows written so far, and how many the filters matched when the job started. */
  rows_written: z.number().int(),
  rows_total: z.number().int(),
  /** Why a failed job failed, in the request's language. */
  error: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Null until done; after it the file is gone. */
  expires_at: z.string().nullable(),
  /** Whether the file can be downloaded now (done and not expired). */
  downloadable: z.boolean(),
});
export type TExportJob = z.infer<typeof ZExportJob>;

/** What GET …/export.xlsx answers (202, JSON) instead of the file when the export runs as a job. */
export const ZExportStarted = z.object({ job: ZExportJob });
export type TExportStarted = z.infer<typeof ZExportStarted>;

/** GET /api/exports: the caller's recent export jobs, newest first. */
export const ZExportJobList = z.object({ items: z.array(ZExportJob) });
export type TExportJobList = z.infer<typeof ZExportJobList>;

export const ZExportJobParams = z.object({ id: ZRowIdParam });
