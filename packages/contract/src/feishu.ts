import { z } from 'zod';
import { ZCommentListQuery } from './comment';
import { ZKnowledgeProblem } from './knowledge';
import { queryValue } from './queryValue';
import { ZRowId } from './rowId';

/** Comments one export may name by id (a larger set goes by the list filters). */
export const FEISHU_EXPORT_MAX_IDS = 5000;

/** Blank (the server's default, FEISHU_BASE_URL or open.feishu.cn) or any http(s) address. */
const ZFeishuBaseUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+)?$/i);

/**
 * A spreadsheet token, optionally `!<sheetId>` for a sheet other than the first, or the sheet's address as
 * the browser shows it (`https://<tenant>.feishu.cn/sheets/<token>?sheet=<sheetId>`), whose host links keep.
 */
const ZSheetToken = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(([A-Za-z0-9_-]+(![A-Za-z0-9_-]+)?)|(https?:\/\/[^/\s?#]+\/sheets\/[A-Za-z0-9_-]+\/?([?#]\S*)?))?$/i,
  );

/**
 * POST /api/admin/feishu-settings/knowledge-sync, and the last sync (by hand or by the timer) in the settings:
 * the knowledge sheet's rows replace the tenant's knowledge, which the reply drafts use.
 */
export const ZFeishuKnowledgeSync = z.object({
  ok: z.boolean(),
  at: z.string(),
  /** Rows read below the header. */
  read: z.number().int(),
  /** Rows now knowledge entries. */
  imported: z.number().int(),
  /** Rows refused, each with its line and reason. */
  problems: z.array(ZKnowledgeProblem),
  /** Why nothing was synced, in the request's language (Feishu's code and message in it); blank when ok. */
  detail: z.string(),
});
export type TFeishuKnowledgeSync = z.infer<typeof ZFeishuKnowledgeSync>;

/** GET/PUT /api/admin/feishu-settings: never the app secret itself, only whether one is stored. */
export const ZFeishuSettings = z.object({
  base_url: z.string(),
  /** The address used while `base_url` is blank. */
  default_base_url: z.string(),
  app_id: z.string(),
  app_secret_set: z.boolean(),
  output_sheet_token: z.string(),
  knowledge_sheet_token: z.string(),
  /** The last knowledge-sheet sync; null before the first. */
  knowledge_sync: ZFeishuKnowledgeSync.nullable(),
  /** Minutes between automatic syncs (0: only by hand). */
  knowledge_sync_minutes: z.number().int(),
  updated_at: z.string().nullable(),
});
export type TFeishuSettings = z.infer<typeof ZFeishuSettings>;

/** PUT /api/admin/feishu-settings. `app_secret`: omitted keeps the stored one, null clears it. */
export const ZFeishuSettingsInput = z.object({
  base_url: ZFeishuBaseUrl,
  app_id: z.string().trim().max(100),
  app_secret: z.string().trim().min(1).max(200).nullable().optional(),
  output_sheet_token: ZSheetToken,
  knowledge_sheet_token: ZSheetToken,
});
export type TFeishuSettingsInput = z.infer<typeof ZFeishuSettingsInput>;

/** What went wrong talking to Feishu, for the sentence shown to the user. */
export const FEISHU_FAILURES = [
  'not_configured',
  'secret_unreadable',
  'unreachable',
  'address_forbidden',
  'redirect',
  'bad_credentials',
  'no_edit_right',
  'sheet_not_found',
  'rate_limited',
  'server_error',
  'feishu_error',
  /** The server restarted while the export ran. */
  'interrupted',
  /** A fault on NoteDesk's side (its database) stopped the export. */
  'internal',
] as const;
export const ZFeishuFailure = z.enum(FEISHU_FAILURES);
export type TFeishuFailure = z.infer<typeof ZFeishuFailure>;

/** One checked item of the Test button: the app credentials, the output sheet, the knowledge sheet. */
export const ZFeishuCheck = z.object({
  subject: z.enum(['credentials', 'output_sheet', 'knowledge_sheet']),
  ok: z.boolean(),
  failure: ZFeishuFailure.nullable(),
  /** Feishu's own code (e.g. 91403, 10014); null when Feishu did not answer. */
  feishu_code: z.number().int().nullable(),
  /** The sentence in the request's language, Feishu's own message included. Blank on success. */
  detail: z.string(),
});
export type TFeishuCheck = z.infer<typeof ZFeishuCheck>;

/** POST /api/admin/feishu-settings/test */
export const ZFeishuTestResult = z.object({ ok: z.boolean(), checks: z.array(ZFeishuCheck) });
export type TFeishuTestResult = z.infer<typeof ZFeishuTestResult>;

/** POST /api/track/export-contents-to-feishu: the selected comments, or every comment the list filters match. */
export const ZFeishuExportInput = z
  .object({
    comment_ids: z.array(ZRowId).min(1).max(FEISHU_EXPORT_MAX_IDS).optional(),
    filters: ZCommentListQuery.optional(),
  })
  .refine((input) => (input.comment_ids === undefined) !== (input.filters === undefined), {
    message: 'give comment_ids or filters',
    path: ['comment_ids'],
  });
export type TFeishuExportInput = z.infer<typeof ZFeishuExportInput>;

export const FEISHU_EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export const ZFeishuExportStatus = z.enum(FEISHU_EXPORT_STATUSES);
export type TFeishuExportStatus = z.infer<typeof ZFeishuExportStatus>;

/** An export to the output sheet; a failed one can be retried (rows already written are not written again). */
export const ZFeishuExportJob = z.object({
  id: z.number().int(),
  status: ZFeishuExportStatus,
  /** Comments the export covers. */
  total: z.number().int(),
  /** Rows this run wrote to the sheet. */
  written: z.number().int(),
  /** Comments already in the sheet (an earlier export), not written again. */
  skipped: z.number().int(),
  sheet_url: z.string(),
  failure: ZFeishuFailure.nullable(),
  feishu_code: z.number().int().nullable(),
  /** Feishu's own message of the final failure (blank otherwise). */
  feishu_msg: z.string(),
  /** The failure as a sentence in the request's language. */
  detail: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TFeishuExportJob = z.infer<typeof ZFeishuExportJob>;

/** GET /api/track/exported-note-comment-link-number-dict?note_id=1,2 (no note_id: every note). */
export const ZExportedLinksQuery = z.object({
  note_id: queryValue(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.coerce.number().int().positive()).max(500),
    ),
  ),
});
export type TExportedLinksQuery = z.infer<typeof ZExportedLinksQuery>;

/** Per note id: how many of its comments are in the output sheet, and the sheet's link. */
export const ZExportedLinks = z.record(z.string(), z.object({ count: z.number().int(), link: z.string() }));
export type TExportedLinks = z.infer<typeof ZExportedLinks>;

/** POST /api/track/feishu-exports/:id/retry */
export const ZFeishuExportParams = z.object({ id: z.coerce.number().int().positive() });
