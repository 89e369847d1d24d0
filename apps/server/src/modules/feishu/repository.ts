import type { TFeishuExportStatus, TFeishuFailure } from '@notedesk/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FeishuExportTable } from '../../db/schema';

export type FeishuSettingsRow = {
  baseUrl: string;
  appId: string;
  appSecretEncrypted: string | null;
  outputSheetToken: string;
  knowledgeSheetToken: string;
  updatedBy: number | null;
  updatedAt: number | null;
};

export type FeishuExportRow = Selectable<FeishuExportTable>;

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
export const createFeishuRepository = (db: Kysely<Database>) => ({
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
    };
  },

  saveSettings: async (tenantId: number, settings: FeishuSettingsRow & { updatedAt: number }) => {
    const values = {
      base_url: settings.baseUrl,
      app_id: settings.appId,
      app_secret_encrypted: settings.appSecretEncrypted,
      updated_by: settings.updatedBy,
      updated_at: settings.updatedAt,
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('feishu_settings')
        .values({ tenant_id: tenantId, ...values })
        .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
        .execute();
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

  createExport: async (tenantId: number, userId: number, request: string, sheetToken: string, at: number) => {
    const row = await db
      .insertInto('feishu_exports')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        request,
        sheet_token: sheetToken,
        status: 'running',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Marks a finished (or failed) export as running again for a retry; false when one is running already. */
  restartExport: async (tenantId: number, id: number): Promise<boolean> => {
    const result = await db
      .updateTable('feishu_exports')
      .set({ status: 'running', failure: null, feishu_code: null, feishu_msg: '', finished_at: null })
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

  markExported: async (
    tenantId: number,
    sheetToken: string,
    exportId: number,
    comments: { id: number; noteId: number | null }[],
    at: number,
  ) => {
    if (comments.length === 0) return;
    await db
      .insertInto('feishu_exported_comments')
      .values(
        comments.map((comment) => ({
          tenant_id: tenantId,
          comment_id: comment.id,
          note_id: comment.noteId,
          sheet_token: sheetToken,
          export_id: exportId,
          exported_at: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['tenant_id', 'sheet_token', 'comment_id']).doNothing())
      .execute();
  },

  /** Per note, how many of its comments are in `sheetToken` (only `noteIds` when given). */
  countsByNote: async (tenantId: number, sheetToken: string, noteIds: number[] | undefined) => {
    let query = db
      .selectFrom('feishu_exported_comments')
      .select(['note_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId)
      .where('sheet_token', '=', sheetToken)
      .where('note_id', 'is not', null)
      .groupBy('note_id');
    if (noteIds) query = query.where('note_id', 'in', noteIds.length > 0 ? noteIds : [-1]);
    const rows = await query.execute();
    return rows.map((row) => ({ noteId: row.note_id as number, count: count(row.count) }));
  },
});

export type FeishuRepository = ReturnType<typeof createFeishuRepository>;
