import type { TFeishuExportStatus, TFeishuFailure } from '@notedesk/contract';
import type { Kysely, Selectable } from 'kysely';
import { bulkUpsert, type UpsertTarget } from '../../db/bulkUpsert';
import type { DialectName } from '../../db/dialect';
import { saveTenantRow } from '../../db/saveTenantRow';
import type { Database, FeishuExportTable } from '../../db/schema';

export type FeishuSettingsRow = {
  baseUrl: string;
  appId: string;
  appSecretEncrypted: string | null;
  outputSheetToken: string;
  knowledgeSheetToken: string;
  updatedBy: number | null;
  updatedAt: number | null;
  /** The last knowledge-sheet sync as stored (JSON; '' before the first). */
  knowledgeSync: string;
};

export type FeishuExportRow = Selectable<FeishuExportTable>;

/** A chunk's comments as recorded pending (a comment already recorded for the sheet is left as it is). */
const PENDING_ROWS: UpsertTarget = {
  table: 'feishu_exported_comments',
  columns: ['tenant_id', 'comment_id', 'note_id', 'sheet_token', 'export_id', 'exported_at', 'pending'],
  onConflict: 'ON CONFLICT (tenant_id, sheet_token, comment_id) DO NOTHING',
};

/** PostgreSQL answers bigint columns as strings. */
const count = (value: unknown): number => Number(value ?? 0);

/** What a run changed on an export row. */
export type ExportProgress = {
  status: TFeishuExportStatus;
  total: number;
  written: number;
  skipped: number;
  failure: TFeishuFailure | null;
  feishuCode: number | null;
  feishuMsg: string;
  finishedAt: number | null;
};

/** A tenant's Feishu settings, its exports and which comment went to which sheet. */
export const createFeishuRepository = (db: Kysely<Database>, dialect: DialectName) => ({
  findSettings: async (tenantId: number): Promise<FeishuSettingsRow> => {
    const row = await db
      .selectFrom('tenants')
      .leftJoin('feishu_settings', 'feishu_settings.tenant_id', 'tenants.id')
      .select([
        'tenants.output_sheet_token',
        'tenants.knowledge_sheet_token',
        'feishu_settings.base_url',
        'feishu_settings.app_id',
        'feishu_settings.app_secret_encrypted',
        'feishu_settings.updated_by',
        'feishu_settings.updated_at',
        'feishu_settings.knowledge_sync',
      ])
      .where('tenants.id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return {
      baseUrl: row.base_url ?? '',
      appId: row.app_id ?? '',
      appSecretEncrypted: row.app_secret_encrypted ?? null,
      outputSheetToken: row.output_sheet_token,
      knowledgeSheetToken: row.knowledge_sheet_token,
      updatedBy: row.updated_by ?? null,
      updatedAt: row.updated_at === null || row.updated_at === undefined ? null : count(row.updated_at),
      knowledgeSync: row.knowledge_sync ?? '',
    };
  },

  /** Keeps a knowledge-sheet sync's outcome (the settings row made if the tenant has none yet). */
  saveKnowledgeSync: async (tenantId: number, stored: string, at: number) => {
    await db
      .insertInto('feishu_settings')
      .values({ tenant_id: tenantId, base_url: '', app_id: '', knowledge_sync: stored, updated_at: at })
      .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ knowledge_sync: stored }))
      .execute();
  },

  /** Tenants whose knowledge sheet the timer syncs: a sheet set and a Feishu app to read it with. */
  tenantsWithKnowledgeSheet: async (): Promise<number[]> =>
    (
      await db
        .selectFrom('tenants')
        .innerJoin('feishu_settings', 'feishu_settings.tenant_id', 'tenants.id')
        .select('tenants.id')
        .where('tenants.knowledge_sheet_token', '!=', '')
        .where('feishu_settings.app_id', '!=', '')
        .where('feishu_settings.app_secret_encrypted', 'is not', null)
        .orderBy('tenants.id')
        .execute()
    ).map((row) => row.id),

  /**
   * Claims the tenant's knowledge-sheet sync of the timer period starting at `periodStart`: true for the one
   * caller that moves the claim forward, false when another process (or an earlier round) has it already.
   */
  claimKnowledgeSync: async (tenantId: number, periodStart: number): Promise<boolean> => {
    const result = await db
      .updateTable('feishu_settings')
      .set({ knowledge_sync_claimed: periodStart })
      .where('tenant_id', '=', tenantId)
      .where('knowledge_sync_claimed', '<', periodStart)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  saveSettings: async (
    tenantId: number,
    settings: Omit<FeishuSettingsRow, 'knowledgeSync'> & { updatedAt: number },
  ) => {
    const values = {
      base_url: settings.baseUrl,
      app_id: settings.appId,
      app_secret_encrypted: settings.appSecretEncrypted,
      updated_by: settings.updatedBy,
      updated_at: settings.updatedAt,
    };
    await db.transaction().execute(async (trx) => {
      await saveTenantRow(trx, 'feishu_settings', tenantId, values);
      await trx
        .updateTable('tenants')
        .set({
          output_sheet_token: settings.outputSheetToken,
          knowledge_sheet_token: settings.knowledgeSheetToken,
        })
        .where('id', '=', tenantId)
        .execute();
    });
  },

  /** A new export, running in `worker` (`host:pid:instance`) from the start. */
  createExport: async (
    tenantId: number,
    userId: number,
    export_: { request: string; sheetToken: string; total: number; worker: string },
    at: number,
  ) => {
    const row = await db
      .insertInto('feishu_exports')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        request: export_.request,
        sheet_token: export_.sheetToken,
        total: export_.total,
        status: 'running',
        claimed_by: export_.worker,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Marks a finished (or failed) export as running again for a retry; false when one is running already. */
  restartExport: async (tenantId: number, id: number, worker: string, at: number): Promise<boolean> => {
    const result = await db
      .updateTable('feishu_exports')
      .set({
        status: 'running',
        failure: null,
        feishu_code: null,
        feishu_msg: '',
        finished_at: null,
        claimed_by: worker,
        // The staleness of a running export counts from its latest start.
        created_at: at,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '!=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  runningExport: (tenantId: number) =>
    db
      .selectFrom('feishu_exports')
      .select(['id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'running')
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  /** Every tenant's running exports (the start-up sweep looks for those whose process is gone). */
  runningExports: () =>
    db
      .selectFrom('feishu_exports')
      .select(['id', 'tenant_id', 'user_id', 'claimed_by', 'created_at', 'request'])
      .where('status', '=', 'running')
      .orderBy('id')
      .execute(),

  /** Fails an export still running (the start-up sweep); false when it finished meanwhile. */
  failRunning: async (tenantId: number, id: number, at: number): Promise<boolean> => {
    const result = await db
      .updateTable('feishu_exports')
      .set({ status: 'failed', failure: 'interrupted', finished_at: at })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  saveProgress: async (tenantId: number, id: number, progress: ExportProgress) => {
    await db
      .updateTable('feishu_exports')
      .set({
        status: progress.status,
        total: progress.total,
        written: progress.written,
        skipped: progress.skipped,
        failure: progress.failure,
        feishu_code: progress.feishuCode,
        feishu_msg: progress.feishuMsg,
        finished_at: progress.finishedAt,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  },

  /** Of `commentIds`, the ones already written to `sheetToken`. */
  exportedAmong: async (tenantId: number, sheetToken: string, commentIds: number[]): Promise<Set<number>> => {
    if (commentIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('feishu_exported_comments')
      .select('comment_id')
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('comment_id', 'in', commentIds)
      .execute();
    return new Set(rows.map((row) => row.comment_id));
  },

  anyExported: async (tenantId: number, sheetToken: string): Promise<boolean> =>
    (await db
      .selectFrom('feishu_exported_comments')
      .select('comment_id')
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  /**
   * Records a chunk as on its way to the sheet, before it is sent (a crash leaves it pending, not lost), in
   * one transaction. On SQLite the chunk is one INSERT of one JSON parameter (bulkUpsert): built by Kysely as
   * one multi-row INSERT it took 2.1 CPU-s per 100,000 rows to build and prepare (bench:feishu).
   */
  markPending: async (
    tenantId: number,
    sheetToken: string,
    exportId: number,
    comments: { id: number; noteId: number | null }[],
    at: number,
  ) => {
    await db
      .transaction()
      .execute((trx) =>
        bulkUpsert(trx, dialect)(PENDING_ROWS, comments, (comment) => [
          tenantId,
          comment.id,
          comment.noteId,
          sheetToken,
          exportId,
          at,
          1,
        ]),
      );
  },

  /** The comments of a chunk Feishu took: in the sheet for good, the chunk ending at `sheetRow` (null: unknown). */
  confirmWritten: async (
    tenantId: number,
    sheetToken: string,
    commentIds: number[],
    sheetRow: number | null,
  ) => {
    if (commentIds.length === 0) return;
    await db
      .updateTable('feishu_exported_comments')
      .set({ pending: 0, sheet_row: sheetRow })
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('comment_id', 'in', commentIds)
      .execute();
  },

  /** The comments of a chunk Feishu refused (or that a check found missing from the sheet): to be sent again. */
  dropPending: async (tenantId: number, sheetToken: string, commentIds: number[]) => {
    if (commentIds.length === 0) return;
    await db
      .deleteFrom('feishu_exported_comments')
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('pending', '=', 1)
      .where('comment_id', 'in', commentIds)
      .execute();
  },

  /** The last sheet row a confirmed chunk of ours ended at (0 when none is known). */
  lastConfirmedRow: async (tenantId: number, sheetToken: string): Promise<number> => {
    const row = await db
      .selectFrom('feishu_exported_comments')
      .select((eb) => eb.fn.max('sheet_row').as('last'))
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('pending', '=', 0)
      .executeTakeFirst();
    return count(row?.last);
  },

  /** Comments sent to `sheetToken` whose arrival nobody recorded (the run stopped between send and record). */
  pendingComments: async (tenantId: number, sheetToken: string): Promise<number[]> =>
    (
      await db
        .selectFrom('feishu_exported_comments')
        .select('comment_id')
        .where('tenant_id', '=', tenantId)
        .where('sheet_token', '=', sheetToken)
        .where('pending', '=', 1)
        .execute()
    ).map((row) => row.comment_id),

  /** Per note, how many of its comments are in `sheetToken` (only `noteIds` when given). */
  countsByNote: async (tenantId: number, sheetToken: string, noteIds: number[] | undefined) => {
    let query = db
      .selectFrom('feishu_exported_comments')
      .select(['note_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('note_id', 'is not', null)
      .where('pending', '=', 0)
      .groupBy('note_id');
    if (noteIds) query = query.where('note_id', 'in', noteIds.length > 0 ? noteIds : [-1]);
    const rows = await query.execute();
    return rows.map((row) => ({ noteId: row.note_id as number, count: count(row.count) }));
  },
});

export type FeishuRepository = ReturnType<typeof createFeishuRepository>;
