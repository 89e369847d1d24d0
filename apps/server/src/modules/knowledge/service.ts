import {
  KNOWLEDGE_COLUMNS,
  type TKnowledgeListQuery,
  type TKnowledgeMode,
  type TKnowledgeRow,
  type TKnowledgeUploadResult,
  type TPage,
} from '@notedesk/contract';
import ExcelJS from 'exceljs';
import { concurrencyLimit } from '../../concurrencyLimit';
import { findOwned } from '../../db/findOwned';
import { parseJsonList } from '../../db/parseJsonList';
import type { AppDeps } from '../../deps';
import { AppError, clash } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIso } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import type { KnowledgeSheetSource } from './knowledgeSheetSource';
import { type KnowledgeFile, readKnowledgeFile } from './readKnowledgeFile';
import type { KnowledgeRow, KnowledgeSource } from './repository';
import { createKnowledgeRepository } from './repository';
import { SHEET_LIMITS } from './sheetLimits';

/** Whose knowledge is written, and by whom (null: the timer's sync). */
type KnowledgeWriter = { tenantId: number; userId: number | null };

const dto = (row: KnowledgeRow): TKnowledgeRow => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  product: row.product || null,
  keywords: parseJsonList(row.keywords),
  created_at: toIso(Number(row.created_at)),
  updated_at: toIso(Number(row.updated_at)),
});

/**
 * The tenant's knowledge: uploaded as csv/xlsx (replace or append), listed, searched, deleted, exported in
 * the upload's own format. Reading the tenant's Feishu sheet plugs in through `sheetSource`.
 */
export const createKnowledgeService = (deps: AppDeps, sheetSource?: KnowledgeSheetSource) => {
  const knowledge = createKnowledgeRepository(deps.db, deps.dialect);
  const audit = createAuditRepository(deps.db);
  /** Parallel uploads queue for a reading thread instead of each taking one and its heap. */
  const reading = concurrencyLimit(SHEET_LIMITS.threads);

  /** Good rows are stored, bad ones reported; a replace by a file with no good row changes nothing. */
  const store = async (
    caller: KnowledgeWriter,
    file: KnowledgeFile,
    mode: TKnowledgeMode,
    origin: { source: KnowledgeSource; name: string },
  ): Promise<TKnowledgeUploadResult> => {
    if (file.entries.length === 0) {
      throw new AppError({
        status: 422,
        code: 'knowledgeFileUnreadable',
        params: { reason: 'no valid row, nothing was changed / 没有有效的行，未做任何修改' },
        field: 'file',
        data: { problems: file.problems },
      });
    }
    const at = deps.now();
    const { removed, updated } = await knowledge.store(caller.tenantId, file.entries, {
      replace: mode === 'replace',
      source: origin.source,
      by: caller.userId,
      at,
    });
    const total = await knowledge.count(caller.tenantId);
    await audit.record({
      tenantId: caller.tenantId,
      userId: caller.userId,
      action: `knowledge.${mode}`,
      entity: 'knowledge',
      entityId: 'all',
      before: { removed },
      after: {
        origin: origin.name,
        imported: file.entries.length,
        updated,
        problems: file.problems.length,
        total,
      },
      at,
    });
    return {
      mode,
      read: file.read,
      imported: file.entries.length,
      removed,
      updated,
      problems: file.problems,
      total,
    };
  };

  return {
    list: async (caller: AuthContext, query: TKnowledgeListQuery): Promise<TPage<TKnowledgeRow>> => {
      const result = await knowledge.page(caller.tenantId, query.q, query.page, query.page_size);
      return {
        items: result.items.map(dto),
        total: result.total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    upload: async (
      caller: AuthContext,
      upload: { name: string; bytes: Buffer },
      mode: TKnowledgeMode,
    ): Promise<TKnowledgeUploadResult> =>
      store(caller, await reading(() => readKnowledgeFile(upload.bytes)), mode, {
        source: '',
        name: upload.name,
      }),

    /**
     * Replaces the rows the last sync took from the tenant's Feishu sheet (by an admin, or by the timer with no
     * user); uploaded knowledge stays. A sheet with no good row changes nothing (422 with the problems).
     */
    syncFromSheet: async (caller: KnowledgeWriter, sheetToken: string): Promise<TKnowledgeUploadResult> => {
      if (!sheetSource || !sheetToken)
        throw clash('knowledgeFileUnreadable', {
          reason: 'the Feishu knowledge sheet is not connected / 飞书知识库表格未接入',
        });
      return store(caller, await sheetSource(caller.tenantId, sheetToken), 'replace', {
        source: 'feishu_sheet',
        name: `feishu:${sheetToken}`,
      });
    },

    remove: async (caller: AuthContext, id: number): Promise<{ id: number }> => {
      const row = await findOwned(deps.db, 'knowledge', caller.tenantId, id);
      const at = deps.now();
      await knowledge.remove(caller.tenantId, id);
      const before = dto(row);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'knowledge.delete',
        entity: 'knowledge',
        entityId: id,
        before: { question: before.question, answer: before.answer, product: before.product },
        at,
      });
      return { id };
    },

    /** Every row as an xlsx in the upload's columns (headers in the caller's language), so it round-trips. */
    exportXlsx: async (caller: AuthContext, language: Language): Promise<Buffer> => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('knowledge');
      sheet.columns = KNOWLEDGE_COLUMNS.map((column) => ({
        header: language === 'zh-CN' ? column.zh : column.en,
        key: column.key,
        width: column.key === 'answer' ? 60 : 30,
      }));
      for (const row of (await knowledge.all(caller.tenantId)).map(dto)) {
        sheet.addRow({
          question: row.question,
          answer: row.answer,
          product: row.product ?? '',
          keywords: row.keywords.join(', '),
        });
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
};

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
