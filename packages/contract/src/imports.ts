import { z } from 'zod';
import { ZPlatform } from './domain';
import { ZRowIdParam } from './rowId';

/** Largest file accepted per upload (stated on the upload page). */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Files per upload. */
export const IMPORT_MAX_FILES = 20;
/** Items per ingest call; more answers 413. */
export const INGEST_MAX_ITEMS = 5_000;
/** Row problems kept with a job (the error report); the total is always counted. */
export const IMPORT_MAX_PROBLEMS = 10_000;

export const ZImportStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type TImportStatus = z.infer<typeof ZImportStatus>;

/** Rows read, newly imported, updated by a newer crawl, unchanged (same or older crawl), skipped (broken). */
export const ZImportCounts = z.object({
  read: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportFile = z.object({
  name: z.string(),
  bytes: z.number().int(),
  platform: ZPlatform,
  record: z.enum(['notes', 'comments']),
  format: z.enum(['csv', 'json', 'jsonl']),
  crawl: z.enum(['search', 'detail', 'creator']),
});
export type TImportFile = z.infer<typeof ZImportFile>;

/**
 * A row that was not imported, or was imported without one of its values (the reason says which), as in
 * the error report.
 */
export const ZImportProblem = z.object({ file: z.string(), line: z.number().int(), reason: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** A file of an upload that was not imported (the upload's other files were), and why. */
export const ZImportRefusedFile = z.object({
  name: z.string(),
  /** In the request's language. */
  reason: z.string(),
});
export type TImportRefusedFile = z.infer<typeof ZImportRefusedFile>;

export const ZImportJob = z.object({
  id: z.number().int(),
  status: ZImportStatus,
  files: z.array(ZImportFile),
  /** Files of the upload that could not be read; the job imported the others. */
  refused: z.array(ZImportRefusedFile),
  progress: ZImportCounts,
  /** Bytes of the job's files read so far; with files[].bytes the web shows a percentage. */
  bytes_read: z.number().int(),
  /** Comments that had waited for their note and were attached to it. */
  attached: z.number().int(),
  /**
   * New notes tracked (own account, brand, product or category keyword matched) and new notes kept
   * untracked (no keyword of the tenant matched: listed in tracked notes, their comments out of the queues).
   */
  notes_tracked: z.number().int(),
  notes_untracked: z.number().int(),
  errors_total: z.number().int(),
  /** The first problems (all of them in GET /api/imports/:id/errors.csv). */
  errors: z.array(ZImportProblem),
  /** Why a failed job failed. */
  error: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

export const ZImportJobParams = z.object({ id: ZRowIdParam });

export const ZRematchResult = z.object({ notes: z.number().int(), changed: z.number().int() });
export type TRematchResult = z.infer<typeof ZRematchResult>;

/** An API key as an admin sees it later: never the key itself, only its lookup prefix. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to creating a key: the only time the key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZCreateApiKeyInput = z.object({ name: z.string().trim().min(1).max(64) });
export type TCreateApiKeyInput = z.infer<typeof ZCreateApiKeyInput>;

export const ZApiKeyParams = z.object({ id: ZRowIdParam });

/**
 * A crawler's batch: items with MediaCrawler's field names (as in the files). The platform is told by the
 * item's keys (aweme_id → Douyin) unless given.
 */
export const ZIngestInput = z.object({
  platform: ZPlatform.optional(),
  items: z.array(z.record(z.string(), z.unknown())),
});
export type TIngestInput = z.infer<typeof ZIngestInput>;

export const ZIngestItemError = z.object({
  index: z.number().int(),
  id: z.string(),
  reason: z.string(),
});

export const ZIngestResult = z.object({
  received: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  attached: z.number().int(),
  /** Items not stored (each is counted in `skipped`), with the reason in the request's language. */
  errors: z.array(ZIngestItemError),
  /** Items stored without one of their values (a link that is not the platform's), and why. */
  warnings: z.array(ZIngestItemError),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;
