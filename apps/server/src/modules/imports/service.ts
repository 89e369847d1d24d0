import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import {
  IMPORT_MAX_PROBLEMS,
  type TImportFile,
  type TImportJob,
  type TIngestInput,
  type TIngestResult,
  type TListQuery,
  type TPage,
  type TRematchResult,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { fieldRequired, notFound, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import type { CommentClassifier } from '../classify/commentClassifier';
import type { CommentWriteHooks } from '../comments/commentWriteHooks';
import { createMessageService } from '../messages/service';
import { ownAccountNames } from '../replies/ownAccountNames';
import { createReplyDraftRepository } from '../replies/repository';
import { createImportWriter, type ImportWriter } from './createImportWriter';
import { RowError } from './fieldValues';
import { importFile } from './importFile';
import {
  type ImportPayload,
  type ImportProgress,
  type ImportResult,
  importJobDto,
  importJobProblems,
  type RefusedFile,
} from './importJobDto';
import { jobFailureReason, type Reason, reasonMessageParams, reasonText } from './importReasons';
import {
  emptyCounts,
  type FileKind,
  type ImportCounts,
  type Platform,
  type RecordKind,
  type RowProblem,
} from './importTypes';
import { INTERRUPTED_IMPORT, interruptedJob } from './interruptedJob';
import { createJobRepository } from './jobRepository';
import { type MappedRows, mapRecord } from './mapRecord';
import { noteMatcher } from './noteMatcher';
import { problemsCsv } from './problemsCsv';
import { rematchNotes } from './rematchNotes';
import { createImportRepository } from './repository';
import { sniffFile } from './sniffFile';
import { uploadFolders } from './uploadFolders';

/** A file on local disk waiting to be imported (an upload's temp copy, or a CLI argument). */
export type StoredFile = { path: string; name: string; bytes: number };
type DetectedFile = StoredFile & { kind: FileKind };
/** An upload sorted: the files to import, and those refused (their temp copies are no longer needed). */
type Detected = { detected: DetectedFile[]; refused: RefusedFile[] };

export type ImportRunOptions = {
  /** Called after each batch, once its progress is saved (the CLI prints it). */
  onProgress?: (counts: ImportCounts, file: string) => void | Promise<void>;
  /** Delete the files when the job ends (uploads are temp copies). */
  removeFiles?: boolean;
};

const fileDto = (file: DetectedFile): TImportFile => ({
  name: file.name,
  bytes: file.bytes,
  platform: file.kind.platform,
  record: file.kind.record,
  format: file.kind.format,
  crawl: file.kind.crawl,
});

/** Notes before comments, so comments of notes in the same upload attach at once instead of waiting. */
const notesFirst = (files: readonly DetectedFile[]): DetectedFile[] =>
  [...files].sort((a, b) => Number(a.kind.record === 'comments') - Number(b.kind.record === 'comments'));

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Where an import's notice leads: the imports tab of data management. */
const IMPORTS_LINK = '/data-management?tab=imports';

/**
 * Imports of MediaCrawler files (upload and CLI share `detect` + `runJob`), the crawler ingest API and
 * re-matching. Jobs live in the `jobs` table and run in the process that received the files (the files
 * are on its disk); `drain` waits for them when the server closes.
 */
export const createImportService = (
  deps: AppDeps,
  classifier: CommentClassifier,
  hooks: CommentWriteHooks = {},
) => {
  const repository = createImportRepository(deps.db, deps.dialect);
  const messages = createMessageService(deps);
  const jobs = createJobRepository(deps.db);
  const replyRows = createReplyDraftRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  const self = { host: hostname(), pid: process.pid };
  const worker = `${self.host}:${self.pid}:${randomUUID().slice(0, 8)}`;
  const uploads = uploadFolders(deps.config.dataDir, { ...self, worker });
  /** Jobs this instance is running, so closing the server waits for them. */
  const running = new Set<Promise<unknown>>();

  /** The person who started an import hears how it ended (a CLI import has nobody to tell). */
  const tellStarter = async (
    userId: number | null,
    tenantId: number,
    fileNames: string[],
    outcome: { event: 'import_finished' | 'import_failed'; params: Record<string, string | number> },
  ): Promise<void> => {
    if (userId === null) return;
    await messages.notify({
      tenantId,
      userIds: [userId],
      event: outcome.event,
      params: { file: fileNames.join(', '), ...outcome.params },
      link: IMPORTS_LINK,
    });
  };

  const writerFor = async (tenantId: number): Promise<ImportWriter> =>
    createImportWriter({
      repository,
      classifier,
      tenantId,
      now: deps.now,
      match: noteMatcher(await repository.loadMatchCatalog(tenantId)),
      ownAccountNames: await ownAccountNames(replyRows, tenantId, await replyRows.ownBrandNames(tenantId)),
    });

  /**
   * Sorts the files into those it can read and those it refuses (each with its reason). Only when it can
   * read none is the upload refused: a 422 naming each file and why, before anything is written.
   */
  const detect = async (files: readonly StoredFile[], language: Language): Promise<Detected> => {
    const detected: DetectedFile[] = [];
    const refused: RefusedFile[] = [];
    for (const file of files) {
      const detection = await sniffFile(file.path, file.name);
      if (detection.ok) detected.push({ ...file, kind: detection.kind });
      else refused.push({ name: file.name, reason: detection.reason });
    }
    if (detected.length === 0 && refused.length > 0) {
      const separator = language === 'zh-CN' ? '：' : ': ';
      const lines = refused.map((file) => `• ${file.name}${separator}${reasonText(language, file.reason)}`);
      throw unprocessable('importFilesRefused', 'file', { files: lines.join('\n') });
    }
    if (detected.length === 0) throw fieldRequired('file');
    return { detected, refused };
  };

  const createJob = async (tenantId: number, userId: number | null, { detected, refused }: Detected) => {
    const at = deps.now();
    const payload: ImportPayload = { files: detected.map(fileDto), refused };
    const job = await jobs.create(tenantId, payload, userId, at);
    await audit.record({
      tenantId,
      userId,
      action: 'import.create',
      entity: 'import_job',
      entityId: job.id,
      after: payload,
      at,
    });
    return job;
  };

  /** Runs a queued job to the end; the job row says how it went (a failure is recorded, not thrown). */
  const runJob = async (
    tenantId: number,
    jobId: number,
    files: readonly DetectedFile[],
    options: ImportRunOptions = {},
  ): Promise<TImportJob> => {
    const counts = emptyCounts();
    /** Bytes of the files finished so far (each counted at its stated size) … */
    let bytesDone = 0;
    /** … and of the file being read, never past its size, so the total only grows up to the files' sum. */
    let bytesInFile = 0;
    const progress = (): ImportProgress => ({ ...counts, bytes_read: bytesDone + bytesInFile });
    const problems: RowProblem[] = [];
    let attached = 0;
    let notesTracked = 0;
    let notesUntracked = 0;
    let status: 'done' | 'failed' = 'done';
    let failure = '';
    try {
      if (await jobs.claim(tenantId, jobId, worker, deps.now())) {
        const writer = await writerFor(tenantId);
        for (const file of notesFirst(files)) {
          bytesInFile = 0;
          const outcome = await importFile({
            path: file.path,
            name: file.name,
            kind: file.kind,
            writer,
            now: deps.now(),
            counts,
            problems,
            onProgress: async () => {
              await jobs.progress(tenantId, jobId, progress());
              await options.onProgress?.(counts, file.name);
            },
            onBytes: (bytes) => {
              bytesInFile = Math.min(file.bytes, bytesInFile + bytes);
            },
          });
          attached += outcome.attached;
          notesTracked += outcome.notesTracked;
          notesUntracked += outcome.notesUntracked;
          // Done with the file (a reader that stopped early, e.g. at a broken header, has still dealt with it).
          bytesDone += file.bytes;
          bytesInFile = 0;
        }
      }
    } catch (error) {
      status = 'failed';
      failure = errorText(error);
      deps.log.error({ err: error, jobId }, 'import failed');
    } finally {
      if (options.removeFiles) await Promise.all(files.map((file) => rm(file.path, { force: true })));
    }
    const result: ImportResult = {
      attached,
      notes_tracked: notesTracked,
      notes_untracked: notesUntracked,
      errors_total: problems.length,
      errors: problems.slice(0, IMPORT_MAX_PROBLEMS),
    };
    const at = deps.now();
    await jobs.finish(tenantId, jobId, { status, progress: progress(), result, error: failure }, at);
    const row = await jobs.find(tenantId, jobId);
    await audit.record({
      tenantId,
      userId: row?.created_by ?? null,
      action: `import.${status}`,
      entity: 'import_job',
      entityId: jobId,
      after: {
        ...counts,
        attached,
        notes_tracked: notesTracked,
        notes_untracked: notesUntracked,
        errors_total: problems.length,
        error: failure,
      },
      at,
    });
    if (!row) throw notFound('entityTenant');
    if (status === 'done') hooks.onCommentsWritten?.(tenantId);
    await tellStarter(
      row.created_by,
      tenantId,
      files.map((entry) => entry.name),
      {
        ...(status === 'done'
          ? {
              event: 'import_finished' as const,
              params: {
                imported: counts.imported + counts.updated,
                unchanged: counts.unchanged,
                failed: problems.length,
              },
            }
          : { event: 'import_failed' as const, params: reasonMessageParams(jobFailureReason(failure)) }),
      },
    );
    // The CLI is the only caller that reads this answer (an upload answers before the job runs).
    return importJobDto(row, 'en-US');
  };

  const requireJob = async (caller: AuthContext, id: number) => {
    const row = await jobs.find(caller.tenantId, id);
    if (!row) throw notFound('import job / 导入任务');
    return row;
  };

  const ingestItems = async (
    tenantId: number,
    keyId: number,
    record: RecordKind,
    input: TIngestInput,
    language: Language = 'zh-CN',
  ): Promise<TIngestResult> => {
    const errors: TIngestResult['errors'] = [];
    const warnings: TIngestResult['warnings'] = [];
    const at = deps.now();
    const rows: MappedRows = { notes: [], comments: [] };
    input.items.forEach((item, index) => {
      const platform: Platform = input.platform ?? ('aweme_id' in item ? 'dy' : 'xhs');
      const idKey = record === 'comments' ? 'comment_id' : platform === 'dy' ? 'aweme_id' : 'note_id';
      const id = (): string => {
        const value = item[idKey];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      };
      const dropped: Reason[] = [];
      try {
        mapRecord(platform, record, item, { now: at, dropped: (r) => dropped.push(r) }, rows);
        for (const reason of dropped)
          warnings.push({ index, id: id(), reason: reasonText(language, reason) });
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        errors.push({ index, id: id(), reason: reasonText(language, error.reason) });
      }
    });
    const writer = await writerFor(tenantId);
    const outcome =
      record === 'notes' ? await writer.writeNotes(rows.notes) : await writer.writeComments(rows.comments);
    const result: TIngestResult = {
      received: input.items.length,
      imported: outcome.imported,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      skipped: errors.length,
      attached: outcome.attached,
      errors,
      warnings,
    };
    hooks.onCommentsWritten?.(tenantId);
    const { errors: _errors, warnings: _warnings, ...summary } = result;
    await audit.record({
      tenantId,
      userId: null,
      action: `ingest.${record}`,
      entity: 'api_key',
      entityId: keyId,
      after: summary,
      at,
    });
    return result;
  };

  return {
    detect,

    /**
     * Upload: sort the files (refusing the upload before any write when none can be read), queue a job for
     * the readable ones, which also lists the refused ones and why, and run it in the background.
     */
    start: async (
      caller: AuthContext,
      files: readonly StoredFile[],
      language: Language = 'zh-CN',
    ): Promise<TImportJob> => {
      let sorted: Detected;
      try {
        sorted = await detect(files, language);
      } catch (error) {
        await Promise.all(files.map((file) => rm(file.path, { force: true })));
        throw error;
      }
      const kept = new Set(sorted.detected.map((file) => file.path));
      await Promise.all(
        files.filter((file) => !kept.has(file.path)).map((file) => rm(file.path, { force: true })),
      );
      const job = await createJob(caller.tenantId, caller.userId, sorted);
      const run = runJob(caller.tenantId, job.id, sorted.detected, { removeFiles: true }).catch(
        (error: unknown) => {
          deps.log.error({ err: error, jobId: job.id }, 'import job could not record its end');
        },
      );
      running.add(run);
      void run.finally(() => running.delete(run));
      return importJobDto(job, language);
    },

    /** CLI: detect, create the job and run it to the end in this process. */
    importFiles: async (
      tenantId: number,
      files: readonly StoredFile[],
      options: ImportRunOptions = {},
    ): Promise<TImportJob> => {
      const sorted = await detect(files, 'en-US');
      const job = await createJob(tenantId, null, sorted);
      return runJob(tenantId, job.id, sorted.detected, options);
    },

    list: async (
      caller: AuthContext,
      query: TListQuery,
      language: Language = 'zh-CN',
    ): Promise<TPage<TImportJob>> => {
      const { rows, total } = await jobs.list(caller.tenantId, query.page, query.page_size);
      return {
        items: rows.map((row) => importJobDto(row, language)),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    get: async (caller: AuthContext, id: number, language: Language = 'zh-CN'): Promise<TImportJob> =>
      importJobDto(await requireJob(caller, id), language),

    /** The error report, its reasons in the reader's language. */
    errorsCsv: async (caller: AuthContext, id: number, language: Language = 'zh-CN'): Promise<string> =>
      problemsCsv(importJobProblems(await requireJob(caller, id)), language),

    /** Re-runs matching over the tenant's notes (those a person set by hand stay as they are). */
    rematch: (caller: AuthContext): Promise<TRematchResult> =>
      rematchNotes(repository, audit, caller, deps.now()),

    ingest: ingestItems,

    /**
     * Start-up sweep: jobs left queued/running by a process that crashed or restarted never finish, so they
     * are failed with a message saying to import the file again. Returns how many.
     */
    failInterrupted: async (): Promise<number> => {
      const at = deps.now();
      let failed = 0;
      for (const job of await jobs.unfinished()) {
        if (!interruptedJob(job, { ...self, worker }, at)) continue;
        // The English text for the CLI, logs and audit; the code (in the result) for the API's languages.
        const error = reasonText('en-US', INTERRUPTED_IMPORT);
        const result: Partial<ImportResult> = { failure: INTERRUPTED_IMPORT };
        if (!(await jobs.failUnfinished(job.tenant_id, job.id, { error, result }, at))) continue;
        failed += 1;
        const stored = await jobs.find(job.tenant_id, job.id);
        await tellStarter(
          job.created_by,
          job.tenant_id,
          stored ? importJobDto(stored, 'en-US').files.map((file) => file.name) : [],
          { event: 'import_failed', params: reasonMessageParams(INTERRUPTED_IMPORT) },
        );
        await audit.record({
          tenantId: job.tenant_id,
          userId: job.created_by,
          action: 'import.failed',
          entity: 'import_job',
          entityId: job.id,
          after: { error, claimed_by: job.claimed_by },
          at,
        });
      }
      if (failed > 0) deps.log.warn({ jobs: failed }, 'import jobs interrupted by a restart were failed');
      return failed;
    },

    /** The private folder this process receives uploads into. */
    uploadDirectory: uploads.prepare,

    /** Start-up sweep of the upload folders that crashed processes left (their files were never removed). */
    removeStaleUploads: async (): Promise<number> => {
      const removed = await uploads.removeStale();
      if (removed > 0) deps.log.warn({ folders: removed }, 'uploads left by stopped processes were removed');
      return removed;
    },

    /** Waits for the jobs this instance started (server shutdown, tests). */
    drain: async (): Promise<void> => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};

export type ImportService = ReturnType<typeof createImportService>;
