import {
  KNOWLEDGE_MAX_ROWS,
  type TCommentRow,
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
import { badGateway, clash, notFound, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { createCommentRepository } from '../comments/repository';
import { toCommentFilter, toCommentRow } from '../comments/service';
import { type KnowledgeFile, knowledgeFileOfRows } from '../knowledge/readKnowledgeFile';
import { forbiddenProviderAddress } from '../llm/forbiddenProviderAddress';
import type { ProviderTransport } from '../llm/providerTransport';
import type { SecretBox } from '../llm/secretBox';
import type { MessageService } from '../messages/service';
import { createFeishuClient, type FeishuClient } from './createFeishuClient';
import type { TokenCaches } from './createTokenCaches';
import { FeishuFailed, type FeishuFailureInfo } from './FeishuFailed';
import { exportHeader, exportRow, failureSentence, noSheetSentence } from './feishuWords';
import { createFeishuRepository, type FeishuExportRow, type FeishuSettingsRow } from './repository';
import { sheetAddress, sheetUrl } from './sheetAddress';
import { sheetCellText } from './sheetCellText';
import { withBackoff } from './withBackoff';

/** Feishu's limit of one values_append call. */
export const ROWS_PER_APPEND = 5000;
/** Columns read from the knowledge sheet (its headers may stand in any order among them). */
const KNOWLEDGE_SHEET_COLUMNS = 26;
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
  const repository = createFeishuRepository(deps.db);
  const comments = createCommentRepository(deps.db, deps.dialect);
  const audit = createAuditRepository(deps.db);
  const baseUrlOf = (settings: FeishuSettingsRow) => settings.baseUrl || deps.config.feishu.baseUrl;
  const retryDelay = deps.config.feishu.retryDelayMs;

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

  const settingsView = (settings: FeishuSettingsRow): TFeishuSettings => ({
    base_url: settings.baseUrl,
    default_base_url: deps.config.feishu.baseUrl,
    app_id: settings.appId,
    app_secret_set: settings.appSecretEncrypted !== null,
    output_sheet_token: settings.outputSheetToken,
    knowledge_sheet_token: settings.knowledgeSheetToken,
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

  /** The comments an export covers, 5,000 at a time: the named ones, or every one the list filters match. */
  async function* commentBatches(tenantId: number, input: TFeishuExportInput): AsyncGenerator<TCommentRow[]> {
    if (input.comment_ids) {
      const ids = [...new Set(input.comment_ids)];
      const rows = await comments.listByIds(tenantId, ids);
      if (rows.length !== ids.length) throw notFound('entityComment');
      yield rows.map(toCommentRow).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return;
    }
    const query = input.filters as NonNullable<TFeishuExportInput['filters']>;
    const filter = toCommentFilter(query);
    for (let offset = 0; ; offset += ROWS_PER_APPEND) {
      const rows = await comments.listPage(tenantId, filter, query.sort, ROWS_PER_APPEND, offset);
      if (rows.length > 0) yield rows.map(toCommentRow);
      if (rows.length < ROWS_PER_APPEND) return;
    }
  }

  /**
   * Writes what the export covers and is not yet in the sheet, chunk by chunk; each chunk is recorded as
   * written as soon as Feishu took it, so a retry after a failure (or a second export) skips it.
   */
  const run = async (
    caller: AuthContext,
    exportId: number,
    input: TFeishuExportInput,
    language: Language,
    appOrigin: string,
  ) => {
    const progress = {
      status: 'running' as const,
      total: 0,
      written: 0,
      skipped: 0,
      failure: null,
      feishuCode: null,
      feishuMsg: '',
      finishedAt: null,
    };
    const connection = await connect(caller.tenantId);
    let failure: FeishuFailureInfo | undefined;
    if ('failure' in connection) failure = connection;
    else {
      const sheetToken = connection.settings.outputSheetToken;
      try {
        const address = sheetAddress(sheetToken);
        const sheetId = await withBackoff(() => connection.client.sheetIdOf(address), retryDelay);
        const append = (rows: (string | number | null)[][]) =>
          withBackoff(() => connection.client.appendRows(address.spreadsheet, sheetId, rows), retryDelay);
        if (!(await repository.anyExported(caller.tenantId, sheetToken)))
          await append([exportHeader(language)]);
        for await (const batch of commentBatches(caller.tenantId, input)) {
          progress.total += batch.length;
          const done = await repository.exportedAmong(
            caller.tenantId,
            sheetToken,
            batch.map((row) => row.id),
          );
          const fresh = batch.filter((row) => !done.has(row.id));
          progress.skipped += batch.length - fresh.length;
          for (let start = 0; start < fresh.length; start += ROWS_PER_APPEND) {
            const chunk = fresh.slice(start, start + ROWS_PER_APPEND);
            await append(chunk.map((row) => exportRow(row, language, appOrigin)));
            await repository.markExported(
              caller.tenantId,
              sheetToken,
              exportId,
              chunk.map((row) => ({ id: row.id, noteId: row.note?.id ?? null })),
              deps.now(),
            );
            progress.written += chunk.length;
            await repository.saveProgress(caller.tenantId, exportId, progress);
          }
        }
      } catch (error) {
        if (!(error instanceof FeishuFailed)) {
          // A fault of ours (the database): the export ends as failed, so it can be retried, and the error goes on.
          await repository.saveProgress(caller.tenantId, exportId, {
            ...progress,
            status: 'failed',
            finishedAt: deps.now(),
          });
          throw error;
        }
        failure = error.info;
      }
    }
    await repository.saveProgress(caller.tenantId, exportId, {
      ...progress,
      status: failure ? 'failed' : 'done',
      failure: failure?.failure ?? null,
      feishuCode: failure?.code ?? null,
      feishuMsg: failure?.msg ?? '',
      finishedAt: deps.now(),
    });
    await feishu.messages.notify({
      tenantId: caller.tenantId,
      userIds: [caller.userId],
      event: failure ? 'feishu_export_failed' : 'feishu_export_done',
      params: failure
        ? { reason: `Feishu ${failure.code ?? '-'} ${failure.msg || failure.failure}` }
        : { written: progress.written, skipped: progress.skipped },
      link: '/comment-maintenance',
    });
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

  return {
    getSettings: async (caller: AuthContext): Promise<TFeishuSettings> =>
      settingsView(await repository.findSettings(caller.tenantId)),

    saveSettings: async (caller: AuthContext, input: TFeishuSettingsInput): Promise<TFeishuSettings> => {
      const forbidden = input.base_url
        ? await forbiddenProviderAddress(input.base_url, feishu.transport.resolve)
        : '';
      if (forbidden) throw unprocessable('feishuAddressForbidden', 'base_url', { host: forbidden });
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
        before: { ...settingsView(before) },
        after: { ...shown, app_secret_changed: input.app_secret !== undefined },
        at,
      });
      return settingsView(row);
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

    exportComments: async (
      caller: AuthContext,
      input: TFeishuExportInput,
      language: Language,
      appOrigin: string,
    ): Promise<TFeishuExportJob> => {
      const settings = await repository.findSettings(caller.tenantId);
      if (!settings.appId || !settings.appSecretEncrypted || !settings.outputSheetToken)
        throw clash('feishuNotConfigured');
      if (input.comment_ids) {
        const found = await comments.listByIds(caller.tenantId, [...new Set(input.comment_ids)]);
        if (found.length !== new Set(input.comment_ids).size) throw notFound('entityComment');
      } else {
        toCommentFilter(input.filters as NonNullable<TFeishuExportInput['filters']>);
      }
      await refuseWhileRunning(caller.tenantId);
      const id = await repository.createExport(
        caller.tenantId,
        caller.userId,
        JSON.stringify(input),
        settings.outputSheetToken,
        deps.now(),
      );
      await run(caller, id, input, language, appOrigin);
      return jobOf(caller, id, language);
    },

    /** Runs a failed export again: what it had written is skipped, the rest written. */
    retry: async (
      caller: AuthContext,
      id: number,
      language: Language,
      appOrigin: string,
    ): Promise<TFeishuExportJob> => {
      const row = await findOwned(deps.db, 'feishu_exports', caller.tenantId, id);
      if (row.status === 'done') return jobOf(caller, id, language);
      await refuseWhileRunning(caller.tenantId);
      if (!(await repository.restartExport(caller.tenantId, id))) throw clash('feishuExportRunning');
      await run(caller, id, ZFeishuExportInput.parse(JSON.parse(row.request)), language, appOrigin);
      return jobOf(caller, id, language);
    },

    /**
     * The knowledge sheet's rows for the reply engine (the seam knowledge/knowledgeSheetSource.ts): read
     * like an uploaded file — first row the column names, one Q&A a row.
     */
    readKnowledgeSheet: async (tenantId: number, sheetToken: string): Promise<KnowledgeFile> => {
      const connection = await connect(tenantId);
      const failed = (info: FeishuFailureInfo) =>
        badGateway('feishuSheetFailed', {
          failure: info.failure,
          code: info.code ?? '-',
          msg: info.msg || '-',
        });
      if ('failure' in connection) throw failed(connection);
      try {
        const address = sheetAddress(sheetToken);
        const sheetId = await withBackoff(() => connection.client.sheetIdOf(address), retryDelay);
        // The header row and one past the limit, so a longer sheet is reported as such.
        const values = await withBackoff(
          () =>
            connection.client.readRows(
              address.spreadsheet,
              sheetId,
              KNOWLEDGE_MAX_ROWS + 2,
              KNOWLEDGE_SHEET_COLUMNS,
            ),
          retryDelay,
        );
        return knowledgeFileOfRows(
          values.map((row, index) => ({ line: index + 1, cells: row.map(sheetCellText) })),
        );
      } catch (error) {
        throw failed(asFailure(error));
      }
    },

    exportedLinks: async (caller: AuthContext, query: TExportedLinksQuery): Promise<TExportedLinks> => {
      const settings = await repository.findSettings(caller.tenantId);
      if (!settings.outputSheetToken) return {};
      const noteIds = query.note_id?.filter(isRowId);
      const counts = await repository.countsByNote(caller.tenantId, settings.outputSheetToken, noteIds);
      const link = sheetUrl(baseUrlOf(settings), settings.outputSheetToken);
      return Object.fromEntries(counts.map(({ noteId, count }) => [String(noteId), { count, link }]));
    },
  };
};

export type FeishuService = ReturnType<typeof createFeishuService>;
