import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  KNOWLEDGE_MAX_ROWS,
  type TExportedLinks,
  type TExportedLinksQuery,
  type TFeishuCheck,
  type TFeishuExportInput,
  type TFeishuExportJob,
  type TFeishuSettings,
  type TFeishuSettingsInput,
  type TFeishuTestResult,
  ZFeishuExportInput,
} from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import { isRowId } from '../../db/rowId';
import type { AppDeps } from '../../deps';
import { clash, notFound, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { type CommentCursor, type CommentFeishuRow, createCommentRepository } from '../comments/repository';
import { toCommentFilter } from '../comments/service';
import { commentNames } from '../exports/commentNames';
import { createExportRepository } from '../exports/repository';
import { interruptedJob } from '../imports/interruptedJob';
import { type KnowledgeFile, knowledgeFileOfRows } from '../knowledge/readKnowledgeFile';
import { forbiddenProviderAddress } from '../llm/forbiddenProviderAddress';
import type { ProviderTransport } from '../llm/providerTransport';
import type { SecretBox } from '../llm/secretBox';
import type { MessageService } from '../messages/service';
import { createFeishuClient, type FeishuClient } from './createFeishuClient';
import type { TokenCaches } from './createTokenCaches';
import { FeishuFailed, type FeishuFailureInfo } from './FeishuFailed';
import { exportHeader, exportRow, failureSentence, feishuReasonParams, noSheetSentence } from './feishuWords';
import { findInIdColumn } from './findInIdColumn';
import { knowledgeSyncView } from './knowledgeSyncView';
import { readSheetInPages } from './readSheetInPages';
import { createFeishuRepository, type FeishuExportRow, type FeishuSettingsRow } from './repository';
import { sheetAddress, sheetKey, sheetUrl } from './sheetAddress';
import { sheetCellText } from './sheetCellText';
import { withBackoff } from './withBackoff';

/** Feishu's limit of one values_append call. */
export const ROWS_PER_APPEND = 5000;
/** Columns read from the knowledge sheet (its headers may stand in any order among them). */
const KNOWLEDGE_SHEET_COLUMNS = 26;
/** Where export notices lead: the comment page, whose Feishu button shows the latest export. */
const EXPORT_NOTICE_LINK = '/comment-maintenance';
/** A "running" export older than this was cut short (the server stopped); a new one may start. */
const STALE_RUNNING_MS = 30 * 60_000;

export type FeishuDeps = {
  transport: ProviderTransport;
  secretBox: SecretBox;
  tokenCaches: TokenCaches;
  messages: MessageService;
};

type Connection = { client: FeishuClient; baseUrl: string; settings: FeishuSettingsRow };

/** A failed Feishu call as the user is told it; anything else is a fault of ours and goes on up. */
const asFailure = (error: unknown): FeishuFailureInfo => {
  if (error instanceof FeishuFailed) return error.info;
  throw error;
};

/** Feishu Sheets: the admin settings and their test, exports of comments to the output sheet, the counts per note. */
export const createFeishuService = (deps: AppDeps, feishu: FeishuDeps) => {
  const repository = createFeishuRepository(deps.db, deps.dialect);
  const comments = createCommentRepository(deps.db, deps.dialect);
  const nameRepository = createExportRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  const baseUrlOf = (settings: FeishuSettingsRow) => settings.baseUrl || deps.config.feishu.baseUrl;
  const retryDelay = deps.config.feishu.retryDelayMs;
  const self = { host: hostname(), pid: process.pid };
  const worker = `${self.host}:${self.pid}:${randomUUID().slice(0, 8)}`;
  /** Exports this instance is running, so closing the server waits for them. */
  const running = new Set<Promise<void>>();

  /** The tenant's client, or why there is none. */
  const connect = async (tenantId: number): Promise<Connection | FeishuFailureInfo> => {
    const settings = await repository.findSettings(tenantId);
    if (!settings.appId || !settings.appSecretEncrypted)
      return { failure: 'not_configured', code: null, msg: '' };
    const appSecret = feishu.secretBox.open(settings.appSecretEncrypted);
    if (appSecret === undefined) return { failure: 'secret_unreadable', code: null, msg: '' };
    const baseUrl = baseUrlOf(settings);
    const app = { baseUrl, appId: settings.appId, appSecret };
    return {
      client: createFeishuClient(app, feishu.transport, feishu.tokenCaches.of(tenantId)),
      baseUrl,
      settings,
    };
  };

  const settingsView = (settings: FeishuSettingsRow, language: Language): TFeishuSettings => ({
    base_url: settings.baseUrl,
    default_base_url: deps.config.feishu.baseUrl,
    app_id: settings.appId,
    app_secret_set: settings.appSecretEncrypted !== null,
    output_sheet_token: settings.outputSheetToken,
    knowledge_sheet_token: settings.knowledgeSheetToken,
    knowledge_sync: knowledgeSyncView(settings.knowledgeSync, language, baseUrlOf(settings)),
    knowledge_sync_minutes: deps.config.feishu.knowledgeSyncMinutes,
    updated_at: toIsoOrNull(settings.updatedAt),
  });

  const jobView = (row: FeishuExportRow, baseUrl: string, language: Language): TFeishuExportJob => {
    const failure = row.failure as TFeishuExportJob['failure'];
    return {
      id: row.id,
      status: row.status,
      total: Number(row.total),
      written: Number(row.written),
      skipped: Number(row.skipped),
      sheet_url: sheetUrl(baseUrl, row.sheet_token),
      failure,
      feishu_code: row.feishu_code === null ? null : Number(row.feishu_code),
      feishu_msg: row.feishu_msg,
      detail: failure
        ? failureSentence({ failure, code: row.feishu_code, msg: row.feishu_msg }, language, baseUrl)
        : '',
      created_at: toIso(Number(row.created_at)),
      finished_at: row.finished_at === null ? null : toIso(Number(row.finished_at)),
    };
  };

  const checkSheet = async (
    client: FeishuClient,
    subject: TFeishuCheck['subject'],
    saved: string,
    needsEdit: boolean,
    language: Language,
    baseUrl: string,
  ): Promise<TFeishuCheck> => {
    if (!saved)
      return {
        subject,
        ok: false,
        failure: 'not_configured',
        feishu_code: null,
        detail: noSheetSentence(language),
      };
    const address = sheetAddress(saved);
    try {
      await client.sheetIdOf(address);
      if (needsEdit && !(await client.canEdit(address.spreadsheet)))
        throw new FeishuFailed({ failure: 'no_edit_right', code: 91403, msg: 'FORBIDDEN' });
      return { subject, ok: true, failure: null, feishu_code: null, detail: '' };
    } catch (error) {
      const info = asFailure(error);
      return {
        subject,
        ok: false,
        failure: info.failure,
        feishu_code: info.code,
        detail: failureSentence(info, language, baseUrl),
      };
    }
  };

  /** The comments of `ids` in the order of `ids`; an id not the tenant's is left out. */
  const rowsInOrder = async (tenantId: number, ids: number[]): Promise<CommentFeishuRow[]> => {
    const byId = new Map((await comments.listFeishuRowsByIds(tenantId, ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  };

  /**
   * The comments an export covers, 5,000 at a time: the named ones, or every one the list filters match, in
   * the list's order. A chunk of the filtered list is found by key after the previous chunk's last row (as
   * the xlsx export reads), not by OFFSET: at 100,000 comments the offsets rescanned ~1M rows (bench:feishu).
   * Only the comment's own columns are read; the names its row shows are looked up once per export.
   */
  async function* commentBatches(
    tenantId: number,
    input: TFeishuExportInput,
  ): AsyncGenerator<CommentFeishuRow[]> {
    if (input.comment_ids) {
      const ids = [...new Set(input.comment_ids)];
      const rows = await rowsInOrder(tenantId, ids);
      if (rows.length !== ids.length) throw notFound('entityComment');
      yield rows;
      return;
    }
    const query = input.filters as NonNullable<TFeishuExportInput['filters']>;
    const filter = toCommentFilter(query);
    let after: CommentCursor | undefined;
    for (;;) {
      const rows = await comments.listFeishuRowsAfter(tenantId, filter, query.sort, after, ROWS_PER_APPEND);
      if (rows.length > 0) yield rows;
      if (rows.length < ROWS_PER_APPEND) return;
      after = rows[rows.length - 1];
    }
  }

  /**
   * Chunks a stopped run sent without recording that Feishu took them: the sheet itself says, by its first
   * column (the comment id), read a page at a time from the last row known to be ours (findInIdColumn). Those
   * there are confirmed; the others are sent again with the rest.
   */
  const settlePending = async (
    tenantId: number,
    key: string,
    client: FeishuClient,
    sheet: { spreadsheet: string; sheetId: string; rowCount: number },
  ) => {
    const pending = await repository.pendingComments(tenantId, key);
    if (pending.length === 0) return;
    const rows = await findInIdColumn(
      (range) => withBackoff(() => client.readRows(sheet.spreadsheet, sheet.sheetId, range, 1), retryDelay),
      { rowCount: sheet.rowCount, after: await repository.lastConfirmedRow(tenantId, key) },
      new Set(pending.map(String)),
    );
    const inSheet = pending.filter((id) => rows.has(String(id)));
    const lastRow = Math.max(0, ...rows.values());
    await repository.confirmWritten(tenantId, key, inSheet, lastRow || null);
    await repository.dropPending(
      tenantId,
      key,
      pending.filter((id) => !rows.has(String(id))),
    );
  };

  /**
   * Writes what the export covers and is not yet in the sheet, chunk by chunk. Each chunk is recorded as
   * pending before it is sent and as written once Feishu took it, so neither a retry, a second export nor a
   * crash in between writes a row twice.
   */
  const run = async (
    job: { tenantId: number; userId: number; exportId: number; sheetToken: string; total: number },
    input: TFeishuExportInput,
    language: Language,
    appOrigin: string,
  ) => {
    const { tenantId, exportId } = job;
    const key = sheetKey(job.sheetToken);
    const progress = {
      status: 'running' as const,
      total: job.total,
      written: 0,
      skipped: 0,
      failure: null,
      feishuCode: null,
      feishuMsg: '',
      finishedAt: null,
    };
    let seen = 0;
    const connection = await connect(tenantId);
    let failure: FeishuFailureInfo | undefined;
    if ('failure' in connection) failure = connection;
    else {
      const { client } = connection;
      try {
        const address = sheetAddress(job.sheetToken);
        const { sheetId, rowCount } = await withBackoff(() => client.sheetOf(address), retryDelay);
        await settlePending(tenantId, key, client, { spreadsheet: address.spreadsheet, sheetId, rowCount });
        const append = (rows: (string | number | null)[][]) =>
          withBackoff(() => client.appendRows(address.spreadsheet, sheetId, rows), retryDelay);
        // The header goes on an empty sheet only: a run that failed after writing it, before any row was recorded,
        // must not write it again on Retry.
        if (!(await repository.anyExported(tenantId, key))) {
          const firstCell = await withBackoff(
            () => client.readRows(address.spreadsheet, sheetId, { first: 1, last: 1 }, 1),
            retryDelay,
          );
          if (!sheetCellText(firstCell[0]?.[0])) await append([exportHeader(language)]);
        }
        const namesOf = commentNames(nameRepository, tenantId);
        for await (const batch of commentBatches(tenantId, input)) {
          seen += batch.length;
          const done = await repository.exportedAmong(
            tenantId,
            key,
            batch.map((row) => row.id),
          );
          const fresh = batch.filter((row) => !done.has(row.id));
          await namesOf.load(fresh);
          progress.skipped += batch.length - fresh.length;
          await repository.saveProgress(tenantId, exportId, progress);
          for (let start = 0; start < fresh.length; start += ROWS_PER_APPEND) {
            const chunk = fresh.slice(start, start + ROWS_PER_APPEND);
            const ids = chunk.map((row) => row.id);
            await repository.markPending(
              tenantId,
              key,
              exportId,
              chunk.map((row) => ({ id: row.id, noteId: row.note_id })),
              deps.now(),
            );
            let lastRow: number | null;
            try {
              lastRow = await append(chunk.map((row) => exportRow(row, namesOf, language, appOrigin)));
            } catch (error) {
              // Feishu answered no: nothing of the chunk is in the sheet. Without an answer it may be, and
              // the chunk stays pending for the next run to check against the sheet.
              if (error instanceof FeishuFailed && error.info.failure !== 'unreachable')
                await repository.dropPending(tenantId, key, ids);
              throw error;
            }
            await repository.confirmWritten(tenantId, key, ids, lastRow);
            progress.written += chunk.length;
            await repository.saveProgress(tenantId, exportId, progress);
          }
        }
        progress.total = seen;
      } catch (error) {
        if (!(error instanceof FeishuFailed)) {
          // A fault of ours (the database): the export ends as failed, so it can be retried, its requester is
          // told, and the error goes on to the log.
          await repository.saveProgress(tenantId, exportId, {
            ...progress,
            status: 'failed',
            failure: 'internal',
            finishedAt: deps.now(),
          });
          await feishu.messages.notify({
            tenantId,
            userIds: [job.userId],
            event: 'feishu_export_stopped',
            link: EXPORT_NOTICE_LINK,
          });
          throw error;
        }
        failure = error.info;
      }
    }
    await repository.saveProgress(tenantId, exportId, {
      ...progress,
      status: failure ? 'failed' : 'done',
      failure: failure?.failure ?? null,
      feishuCode: failure?.code ?? null,
      feishuMsg: failure?.msg ?? '',
      finishedAt: deps.now(),
    });
    await feishu.messages.notify({
      tenantId,
      userIds: [job.userId],
      event: failure ? 'feishu_export_failed' : 'feishu_export_done',
      params: failure
        ? feishuReasonParams(failure, 'baseUrl' in connection ? connection.baseUrl : '')
        : { written: progress.written, skipped: progress.skipped },
      link: EXPORT_NOTICE_LINK,
    });
  };

  /** Runs an export after the answer: the client polls the job; closing the server waits for it. */
  const runInBackground = (...args: Parameters<typeof run>) => {
    const task: Promise<void> = run(...args)
      .catch((error: unknown) =>
        deps.log.error({ err: error, export: args[0].exportId }, 'Feishu export failed'),
      )
      .finally(() => running.delete(task));
    running.add(task);
  };

  const jobOf = async (caller: AuthContext, id: number, language: Language): Promise<TFeishuExportJob> => {
    const row = await findOwned(deps.db, 'feishu_exports', caller.tenantId, id);
    const settings = await repository.findSettings(caller.tenantId);
    return jobView(row, baseUrlOf(settings), language);
  };

  /** One export at a time per tenant, so two at once never write the same comment twice. */
  const refuseWhileRunning = async (tenantId: number) => {
    const running = await repository.runningExport(tenantId);
    if (running && Number(running.created_at) > deps.now() - STALE_RUNNING_MS)
      throw clash('feishuExportRunning');
  };

  /** How many comments an export covers (checked as the list checks its filters; 404 for a foreign id). */
  const totalOf = async (tenantId: number, input: TFeishuExportInput): Promise<number> => {
    if (input.comment_ids) {
      const ids = [...new Set(input.comment_ids)];
      const found = await comments.listFeishuRowsByIds(tenantId, ids);
      if (found.length !== ids.length) throw notFound('entityComment');
      return ids.length;
    }
    return comments.count(
      tenantId,
      toCommentFilter(input.filters as NonNullable<TFeishuExportInput['filters']>),
    );
  };

  return {
    getSettings: async (caller: AuthContext, language: Language): Promise<TFeishuSettings> =>
      settingsView(await repository.findSettings(caller.tenantId), language),

    saveSettings: async (
      caller: AuthContext,
      input: TFeishuSettingsInput,
      language: Language,
    ): Promise<TFeishuSettings> => {
      const forbidden = input.base_url
        ? await forbiddenProviderAddress(input.base_url, feishu.transport.resolve)
        : '';
      if (forbidden)
        throw unprocessable('addressForbidden', 'base_url', { field: 'base_url', host: forbidden });
      const before = await repository.findSettings(caller.tenantId);
      const appSecretEncrypted =
        input.app_secret === undefined
          ? before.appSecretEncrypted
          : input.app_secret === null
            ? null
            : feishu.secretBox.seal(input.app_secret);
      const at = deps.now();
      const row = {
        baseUrl: input.base_url.replace(/\/+$/, ''),
        appId: input.app_id,
        appSecretEncrypted,
        outputSheetToken: input.output_sheet_token,
        knowledgeSheetToken: input.knowledge_sheet_token,
        updatedBy: caller.userId,
        updatedAt: at,
      };
      await repository.saveSettings(caller.tenantId, row);
      // A cached token belongs to the old app or address.
      feishu.tokenCaches.forget(caller.tenantId);
      const { app_secret: _secret, ...shown } = input;
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'feishu_settings.update',
        entity: 'feishu_settings',
        entityId: caller.tenantId,
        before: { ...settingsView(before, 'en-US') },
        after: { ...shown, app_secret_changed: input.app_secret !== undefined },
        at,
      });
      return settingsView({ ...row, knowledgeSync: before.knowledgeSync }, language);
    },

    /** Tries the saved settings: the token (address, app id, secret), then each sheet (exists, may edit). */
    test: async (caller: AuthContext, language: Language): Promise<TFeishuTestResult> => {
      const connection = await connect(caller.tenantId);
      const baseUrl = baseUrlOf(await repository.findSettings(caller.tenantId));
      if ('failure' in connection) {
        const check: TFeishuCheck = {
          subject: 'credentials',
          ok: false,
          failure: connection.failure,
          feishu_code: null,
          detail: failureSentence(connection, language, baseUrl),
        };
        return { ok: false, checks: [check] };
      }
      try {
        await connection.client.checkCredentials();
      } catch (error) {
        const info = asFailure(error);
        const check: TFeishuCheck = {
          subject: 'credentials',
          ok: false,
          failure: info.failure,
          feishu_code: info.code,
          detail: failureSentence(info, language, baseUrl),
        };
        return { ok: false, checks: [check] };
      }
      const { outputSheetToken, knowledgeSheetToken } = connection.settings;
      const checks: TFeishuCheck[] = [
        { subject: 'credentials', ok: true, failure: null, feishu_code: null, detail: '' },
        await checkSheet(connection.client, 'output_sheet', outputSheetToken, true, language, baseUrl),
      ];
      if (knowledgeSheetToken)
        checks.push(
          await checkSheet(
            connection.client,
            'knowledge_sheet',
            knowledgeSheetToken,
            false,
            language,
            baseUrl,
          ),
        );
      return { ok: checks.every((check) => check.ok), checks };
    },

    /** Starts an export and answers its job at once (running); the job is polled until done or failed. */
    exportComments: async (
      caller: AuthContext,
      input: TFeishuExportInput,
      language: Language,
      appOrigin: string,
    ): Promise<TFeishuExportJob> => {
      const settings = await repository.findSettings(caller.tenantId);
      if (!settings.appId || !settings.appSecretEncrypted || !settings.outputSheetToken)
        throw clash('feishuNotConfigured');
      const total = await totalOf(caller.tenantId, input);
      await refuseWhileRunning(caller.tenantId);
      const sheetToken = settings.outputSheetToken;
      const request = JSON.stringify(input);
      const id = await repository.createExport(
        caller.tenantId,
        caller.userId,
        { request, sheetToken, total, worker },
        deps.now(),
      );
      const job = { tenantId: caller.tenantId, userId: caller.userId, exportId: id, sheetToken, total };
      runInBackground(job, input, language, appOrigin);
      return jobOf(caller, id, language);
    },

    job: jobOf,

    /** Runs a failed export again in the background: what it had written is skipped, the rest written. */
    retry: async (
      caller: AuthContext,
      id: number,
      language: Language,
      appOrigin: string,
    ): Promise<TFeishuExportJob> => {
      const row = await findOwned(deps.db, 'feishu_exports', caller.tenantId, id);
      if (row.status === 'done') return jobOf(caller, id, language);
      await refuseWhileRunning(caller.tenantId);
      if (!(await repository.restartExport(caller.tenantId, id, worker, deps.now())))
        throw clash('feishuExportRunning');
      const input = ZFeishuExportInput.parse(JSON.parse(row.request));
      const job = {
        tenantId: caller.tenantId,
        userId: caller.userId,
        exportId: id,
        sheetToken: row.sheet_token,
        total: Number(row.total),
      };
      runInBackground(job, input, language, appOrigin);
      return jobOf(caller, id, language);
    },

    /**
     * Start-up sweep: exports left running by a process that stopped never finish; they are failed (Retry
     * picks them up, pending chunks checked against the sheet) and the requester told. Returns how many.
     */
    failInterrupted: async (): Promise<number> => {
      let failed = 0;
      for (const row of await repository.runningExports()) {
        // Rows from before `claimed_by` have no owner that could still be running them.
        const owner = row.claimed_by ?? `${self.host}:0:unknown`;
        const job = { status: 'running', claimed_by: owner, created_at: Number(row.created_at) };
        if (!interruptedJob(job, { ...self, worker }, deps.now())) continue;
        if (!(await repository.failRunning(row.tenant_id, row.id, deps.now()))) continue;
        failed += 1;
        if (row.user_id !== null)
          await feishu.messages.notify({
            tenantId: row.tenant_id,
            userIds: [row.user_id],
            event: 'feishu_export_interrupted',
            link: EXPORT_NOTICE_LINK,
          });
      }
      if (failed > 0)
        deps.log.warn({ exports: failed }, 'Feishu exports interrupted by a restart were failed');
      return failed;
    },

    /** Waits for the exports this instance runs (server shutdown, tests). */
    drain: async (): Promise<void> => {
      while (running.size > 0) await Promise.all([...running]);
    },

    /**
     * The knowledge sheet's rows for the reply engine (the seam knowledge/knowledgeSheetSource.ts): read
     * like an uploaded file — first row the column names, one Q&A a row — in pages of rows, as Feishu answers
     * at most 10 MB a read (readSheetInPages). A failed Feishu call throws
     * FeishuFailed (knowledgeSync.ts keeps it as the sync's outcome).
     */
    readKnowledgeSheet: async (tenantId: number, sheetToken: string): Promise<KnowledgeFile> => {
      const connection = await connect(tenantId);
      if ('failure' in connection) throw new FeishuFailed(connection);
      const { client } = connection;
      const address = sheetAddress(sheetToken);
      const { sheetId, rowCount } = await withBackoff(() => client.sheetOf(address), retryDelay);
      const values = await readSheetInPages(
        (rows) =>
          withBackoff(
            () => client.readRows(address.spreadsheet, sheetId, rows, KNOWLEDGE_SHEET_COLUMNS),
            retryDelay,
          ),
        // The header row and one past the limit, so a longer sheet is reported as such.
        { rowCount, lastRow: KNOWLEDGE_MAX_ROWS + 2 },
      );
      return knowledgeFileOfRows(
        values.map((row, index) => ({ line: index + 1, cells: row.map(sheetCellText) })),
      );
    },

    exportedLinks: async (caller: AuthContext, query: TExportedLinksQuery): Promise<TExportedLinks> => {
      const settings = await repository.findSettings(caller.tenantId);
      if (!settings.outputSheetToken) return {};
      const noteIds = query.note_id?.filter(isRowId);
      const counts = await repository.countsByNote(
        caller.tenantId,
        sheetKey(settings.outputSheetToken),
        noteIds,
      );
      const link = sheetUrl(baseUrlOf(settings), settings.outputSheetToken);
      return Object.fromEntries(counts.map(({ noteId, count }) => [String(noteId), { count, link }]));
    },
  };
};

export type FeishuService = ReturnType<typeof createFeishuService>;
