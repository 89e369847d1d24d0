import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type {
  TCommentListQuery,
  TExportJob,
  TExportJobList,
  TExportSubject,
  TNoteListQuery,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIso, toIsoOrNull } from '../../time';
import type { AuthContext } from '../auth/authContext';
import { createCommentRepository } from '../comments/repository';
import { toCommentFilter } from '../comments/service';
import { interruptedJob } from '../imports/interruptedJob';
import type { MessageService } from '../messages/service';
import { createNoteRepository } from '../notes/repository';
import { toNoteCard, toNoteFilter } from '../notes/service';
import { commentNames } from './commentNames';
import { commentSheet } from './commentSheet';
import { exportWording } from './exportWording';
import { noteSheet } from './noteSheet';
import { createExportRepository, type ExportJobRow } from './repository';
import { writeXlsx, type XlsxCell, type XlsxColumn } from './writeXlsx';

/** What to export: the list a user sees, by its own query (page and page size are ignored). */
export type ExportRequest =
  | { subject: 'comments'; query: TCommentListQuery }
  | { subject: 'notes'; query: TNoteListQuery };

type ExportPayload = ExportRequest & { language: Language };
type ExportProgress = { rows_written: number; rows_total: number };
type ExportResult = { file: string | null; expires_at: number | null; failure?: 'failed' | 'restarted' };

export type ExportOptions = {
  /** More matching rows than this run as a job (config EXPORT_JOB_ROWS). */
  jobRows: number;
  /** How long a job's file is kept (24 h). */
  keepMs: number;
  /** Comments read per query (keyset chunks). */
  chunkRows: number;
  /** Notes read per query: their sorts by computed keys (negative ratio, counts) sort every matching note
   * again for each chunk, so fewer, larger chunks (a tenant has ~20,000 notes, not millions). */
  noteChunkRows: number;
};

/**
 * Kept 24 h; 500 comments a query. Small chunks die young: a chunk's rows, cells and XML are garbage before V8's
 * next scavenge, where 2,000-row chunks outlived it, were promoted to the old generation and grew the heap
 * by ~200 MB over a 100,000-row export (50–90 MB at 250–500; the CPU time is the same from 250 up).
 */
export const EXPORT_DEFAULTS = { keepMs: 24 * 60 * 60 * 1000, chunkRows: 500, noteChunkRows: 2_000 };

/** Where a done job's link in the message box leads: the user's recent exports. */
export const EXPORTS_PAGE_LINK = '/exports';

const RECENT_JOBS = 20;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return { ...fallback, ...(JSON.parse(json) as T) };
  } catch {
    return fallback;
  }
};

/** `评论导出-20261126-1430.xlsx`: what it is and when (China time), in the reader's language. */
const fileNameOf = (subject: TExportSubject, language: Language, at: number): string => {
  const stamp = new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${exportWording(language).file(subject)}-${stamp}.xlsx`;
};

/** An xlsx download or a job: what an export request turned into. */
export type ExportOutcome =
  | { kind: 'file'; fileName: string; contentType: string; write: (output: Writable) => Promise<number> }
  | { kind: 'job'; job: TExportJob };

/**
 * xlsx exports of the comment and note lists: the list's own filters and order, every row, read in keyset
 * chunks and streamed. Small exports stream straight to the client; above `jobRows` rows a job writes the
 * file under DATA_DIR (kept `keepMs`), and the requester's message box says when it is ready or failed.
 */
export const createExportService = (deps: AppDeps, messages: MessageService, options: ExportOptions) => {
  const comments = createCommentRepository(deps.db, deps.dialect);
  const notes = createNoteRepository(deps.db, deps.dialect);
  const jobs = createExportRepository(deps.db);
  const self = { host: hostname(), pid: process.pid };
  const worker = `${self.host}:${self.pid}:${randomUUID().slice(0, 8)}`;
  const folder = join(deps.config.dataDir, 'exports');
  /** Jobs this instance is running, so closing the server waits for them. */
  const running = new Set<Promise<unknown>>();

  /** The comment rows as cells, chunk by chunk, with the names of their notes, brands, … looked up once each. */
  async function* commentChunks(
    tenantId: number,
    query: TCommentListQuery,
    sheet: ReturnType<typeof commentSheet>,
  ) {
    const filter = toCommentFilter(query);
    const names = commentNames(jobs, tenantId);
    let after: Awaited<ReturnType<typeof comments.listAfter>>[number] | undefined;
    for (;;) {
      const rows = await comments.listAfter(tenantId, filter, query.sort, after, options.chunkRows);
      await names.load(rows);
      if (rows.length > 0) yield rows.map((row) => sheet.cells(row, names));
      if (rows.length < options.chunkRows) return;
      after = rows[rows.length - 1];
    }
  }

  /** Original picture addresses in the sheet (the list's signed proxy links expire; a spreadsheet is kept). */
  const originalImages = { rewrite: (url: string) => url };

  async function* noteChunks(tenantId: number, query: TNoteListQuery) {
    const filter = toNoteFilter(query);
    let after: Awaited<ReturnType<typeof notes.listAfter>>[number] | undefined;
    for (;;) {
      const rows = await notes.listAfter(tenantId, filter, query.sort, after, options.noteChunkRows);
      const stats = await notes.commentStats(
        tenantId,
        rows.map((row) => row.id),
      );
      if (rows.length > 0) yield rows.map((row) => toNoteCard(row, stats.get(row.id), originalImages));
      if (rows.length < options.noteChunkRows) return;
      after = rows[rows.length - 1];
    }
  }

  const count = (tenantId: number, request: ExportRequest): Promise<number> =>
    request.subject === 'comments'
      ? comments.count(tenantId, toCommentFilter(request.query))
      : notes.count(tenantId, toNoteFilter(request.query));

  /** The sheet's columns and its rows as cells, in chunks. */
  const sheetOf = (
    tenantId: number,
    request: ExportRequest,
    language: Language,
  ): { name: string; columns: XlsxColumn[]; chunks: AsyncIterable<XlsxCell[][]> } => {
    const words = exportWording(language);
    if (request.subject === 'comments') {
      const sheet = commentSheet(words);
      return {
        name: words.sheet('comments'),
        columns: sheet.columns,
        chunks: commentChunks(tenantId, request.query, sheet),
      };
    }
    const sheet = noteSheet(words);
    return {
      name: words.sheet('notes'),
      columns: sheet.columns,
      chunks: mapChunks(noteChunks(tenantId, request.query), sheet.cells),
    };
  };

  const write = (tenantId: number, request: ExportRequest, language: Language) => {
    const sheet = sheetOf(tenantId, request, language);
    return (output: Writable, onChunk?: (rowsWritten: number) => Promise<void>) =>
      writeXlsx(output, sheet.name, sheet.columns, sheet.chunks, onChunk);
  };

  const toDto = (job: ExportJobRow, language: Language): TExportJob => {
    const payload = parsed<Partial<ExportPayload>>(job.payload, {});
    const progress = parsed<ExportProgress>(job.progress, { rows_written: 0, rows_total: 0 });
    const result = parsed<ExportResult>(job.result, { file: null, expires_at: null });
    const words = exportWording(language);
    return {
      id: job.id,
      subject: payload.subject ?? 'comments',
      status: job.status,
      rows_written: progress.rows_written,
      rows_total: progress.rows_total,
      error:
        job.status !== 'failed'
          ? ''
          : result.failure === 'restarted'
            ? words.error('restarted')
            : words.error('failed').replace('{reason}', job.error),
      created_at: toIso(job.created_at),
      finished_at: toIsoOrNull(job.finished_at),
      expires_at: toIsoOrNull(result.expires_at),
      downloadable:
        job.status === 'done' &&
        result.file !== null &&
        result.expires_at !== null &&
        result.expires_at > deps.now(),
    };
  };

  const notifyOutcome = async (
    job: Pick<ExportJobRow, 'id' | 'tenant_id' | 'created_by'>,
    event: 'export_ready' | 'export_failed',
    params: object,
  ) => {
    if (job.created_by === null) return;
    try {
      await messages.notify({
        tenantId: job.tenant_id,
        userIds: [job.created_by],
        event,
        params: params as Record<string, string | number>,
        link: EXPORTS_PAGE_LINK,
      });
    } catch (error) {
      deps.log.warn({ err: error, job: job.id }, 'could not notify the export outcome');
    }
  };

  const runJob = async (job: ExportJobRow, request: ExportRequest, language: Language, total: number) => {
    if (!(await jobs.claim(job.tenant_id, job.id, worker, deps.now()))) return;
    const relative = join(String(job.tenant_id), `${job.id}-${randomUUID().slice(0, 8)}.xlsx`);
    const path = join(folder, relative);
    const partial = `${path}.part`;
    try {
      await mkdir(join(folder, String(job.tenant_id)), { recursive: true });
      const output = createWriteStream(partial);
      const rows = await write(
        job.tenant_id,
        request,
        language,
      )(output, (written) =>
        jobs.progress(job.tenant_id, job.id, { rows_written: written, rows_total: total }),
      );
      await finished(output);
      await rename(partial, path);
      const at = deps.now();
      const result: ExportResult = { file: relative, expires_at: at + options.keepMs };
      const progress: ExportProgress = { rows_written: rows, rows_total: total };
      await jobs.finish(job.tenant_id, job.id, { status: 'done', progress, result, error: '' }, at);
      await notifyOutcome(job, 'export_ready', { rows });
    } catch (error) {
      await rm(partial, { force: true });
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error, job: job.id }, 'export job failed');
      const failure: ExportResult = { file: null, expires_at: null, failure: 'failed' };
      const progress: ExportProgress = { rows_written: 0, rows_total: total };
      await jobs.finish(
        job.tenant_id,
        job.id,
        { status: 'failed', progress, result: failure, error: reason },
        deps.now(),
      );
      await notifyOutcome(job, 'export_failed', {
        reason: exportWording(language).error('failed').replace('{reason}', reason),
      });
    }
  };

  /** A job of the caller's tenant, or 404 (another tenant's job is as missing as no job). */
  const requireJob = async (caller: AuthContext, id: number): Promise<ExportJobRow> => {
    const job = await jobs.find(caller.tenantId, id);
    if (!job) throw notFound('entityExport');
    return job;
  };

  return {
    /** The file to stream now, or a job when the filters match more than `jobRows` rows. */
    start: async (
      caller: AuthContext,
      request: ExportRequest,
      language: Language,
    ): Promise<ExportOutcome> => {
      const total = await count(caller.tenantId, request);
      if (total <= options.jobRows) {
        return {
          kind: 'file',
          fileName: fileNameOf(request.subject, language, deps.now()),
          contentType: XLSX_TYPE,
          write: write(caller.tenantId, request, language),
        };
      }
      const payload: ExportPayload = { ...request, language };
      const progress: ExportProgress = { rows_written: 0, rows_total: total };
      const created = await jobs.create(caller.tenantId, payload, caller.userId, deps.now());
      await jobs.progress(caller.tenantId, created.id, progress);
      const job = { ...created, progress: JSON.stringify(progress) };
      const run = runJob(job, request, language, total).finally(() => running.delete(run));
      running.add(run);
      return { kind: 'job', job: toDto(job, language) };
    },

    list: async (caller: AuthContext, language: Language): Promise<TExportJobList> => ({
      items: (await jobs.listForUser(caller.tenantId, caller.userId, RECENT_JOBS)).map((job) =>
        toDto(job, language),
      ),
    }),

    job: async (caller: AuthContext, id: number, language: Language): Promise<TExportJob> =>
      toDto(await requireJob(caller, id), language),

    /** A done job's file for any user of its tenant; 404 once expired or for another tenant. */
    file: async (caller: AuthContext, id: number, language: Language) => {
      const job = await requireJob(caller, id);
      const result = parsed<ExportResult>(job.result, { file: null, expires_at: null });
      if (!toDto(job, language).downloadable || result.file === null) throw notFound('entityExport');
      const path = join(folder, result.file);
      const size = await stat(path).then(
        (info) => info.size,
        () => undefined,
      );
      if (size === undefined) throw notFound('entityExport');
      const payload = parsed<Partial<ExportPayload>>(job.payload, {});
      return {
        fileName: fileNameOf(payload.subject ?? 'comments', language, job.finished_at ?? job.created_at),
        contentType: XLSX_TYPE,
        size,
        stream: () => createReadStream(path),
      };
    },

    /**
     * Start-up sweep: jobs left queued/running by a process that stopped never finish; they are failed
     * (the requester is told) and their partial files removed. Returns how many.
     */
    failInterrupted: async (): Promise<number> => {
      let failed = 0;
      for (const job of await jobs.unfinished()) {
        if (!interruptedJob(job, { ...self, worker }, deps.now())) continue;
        const result: ExportResult = { file: null, expires_at: null, failure: 'restarted' };
        const failure = { error: 'server restarted', result };
        if (!(await jobs.failUnfinished(job.tenant_id, job.id, failure, deps.now()))) continue;
        failed += 1;
        const language = parsed<Partial<ExportPayload>>(job.payload, {}).language ?? 'zh-CN';
        await notifyOutcome(job, 'export_failed', { reason: exportWording(language).error('restarted') });
      }
      if (failed > 0) deps.log.warn({ jobs: failed }, 'export jobs interrupted by a restart were failed');
      return failed;
    },

    /** Removes the files of jobs past their expiry (and partial files nobody writes). Returns how many. */
    removeExpired: async (): Promise<number> => {
      let removed = 0;
      for (const job of await jobs.finishedBefore(deps.now() - options.keepMs)) {
        const result = parsed<ExportResult>(job.result, { file: null, expires_at: null });
        if (result.file === null || (result.expires_at ?? 0) > deps.now()) continue;
        await rm(join(folder, result.file), { force: true });
        await jobs.setResult(job.tenant_id, job.id, { ...result, file: null });
        removed += 1;
      }
      return removed;
    },

    /** Waits for the jobs this instance started (server shutdown, tests). */
    drain: async (): Promise<void> => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};

/** Each chunk of rows as cells. */
async function* mapChunks<Row>(chunks: AsyncIterable<Row[]>, cells: (row: Row) => XlsxCell[]) {
  for await (const chunk of chunks) yield chunk.map(cells);
}

export type ExportService = ReturnType<typeof createExportService>;
