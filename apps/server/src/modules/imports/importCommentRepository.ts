import type { Kysely } from 'kysely';
import { chunks } from '../../chunks';
import { bulkUpsert } from '../../db/bulkUpsert';
import type { DialectName } from '../../db/dialect';
import { MATCH_COLUMNS } from '../../db/matchColumns';
import type { Database } from '../../db/schema';
import { LAST_MODIFY_TS, LOOKUP_CHUNK } from './importNoteRepository';
import type { ImportComment, Platform } from './importTypes';

/** The labels of a comment as the classifier gave them; null when not classified in this run. */
export type CommentLabelValues = {
  cls_type: number | null;
  sentiment: string | null;
  neg_type: string | null;
  content_type: string | null;
  cls_source: 'model' | 'llm' | null;
  cls_confidence: number | null;
  needs_review: number;
  /** 1: ads and 引流 (the embedded classifier's `spam`). */
  spam: number;
  cls_reason: string;
};

/** What a comment copies from its note (null note: an orphan until the note arrives). */
export type CommentNoteFields = {
  note_id: number | null;
  source: 'own' | 'brand' | 'category' | null;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  keyword: string;
  /** 0 while the note is kept untracked (an orphan counts as tracked until its note arrives). */
  tracked: number;
  deleted_at: number | null;
};

/** Follow-up a comment starts with: only an insert stores it, an update keeps what staff may have set. */
export type CommentFollowUp = { process_status: number; reply_advice: string };

export type CommentUpsert = {
  comment: ImportComment;
  labels: CommentLabelValues;
  note: CommentNoteFields;
  followUp: CommentFollowUp;
};

export type NoteContext = CommentNoteFields & { note_id: number; title: string; description: string };

const COMMENT_COLUMNS = [
  'tenant_id',
  'platform',
  'platform_comment_id',
  'platform_note_id',
  'note_id',
  'parent_comment_id',
  'content',
  'user_id',
  'user_nickname',
  'user_avatar',
  'ip_location',
  'like_count',
  'sub_comment_count',
  'pictures',
  'published_at',
  ...MATCH_COLUMNS,
  'cls_type',
  'sentiment',
  'neg_type',
  'content_type',
  'cls_source',
  'cls_confidence',
  'needs_review',
  'spam',
  'cls_reason',
  'process_status',
  'reply_advice',
  'deleted_at',
  'last_modify_ts',
  'created_at',
  'updated_at',
] as const;

/** Labels change only when this run classified the comment (cls_source given) and staff have not set them. */
const keepStaffLabel = (column: string) =>
  `${column} = CASE WHEN excluded.cls_source IS NULL OR comments.cls_source = 'staff' THEN comments.${column} ELSE excluded.${column} END`;

/**
 * A newer crawl refreshes text and counts; follow-up (process_status, reply_advice), reply drafts and staff
 * labels stay: only an insert stores the follow-up a comment starts with. An orphan that is re-imported after
 * its note arrived gets the note's fields.
 */
const COMMENT_ON_CONFLICT = `ON CONFLICT (tenant_id, platform, platform_comment_id) DO UPDATE SET
  content = excluded.content, parent_comment_id = excluded.parent_comment_id,
  user_id = COALESCE(NULLIF(excluded.user_id, ''), comments.user_id),
  user_nickname = COALESCE(NULLIF(excluded.user_nickname, ''), comments.user_nickname),
  user_avatar = COALESCE(NULLIF(excluded.user_avatar, ''), comments.user_avatar),
  ip_location = COALESCE(NULLIF(excluded.ip_location, ''), comments.ip_location),
  like_count = excluded.like_count, sub_comment_count = excluded.sub_comment_count,
  pictures = excluded.pictures, published_at = excluded.published_at,
  ${['cls_type', 'sentiment', 'neg_type', 'content_type', 'cls_confidence', 'needs_review', 'spam', 'cls_reason', 'cls_source'].map(keepStaffLabel).join(',\n  ')},
  last_modify_ts = excluded.last_modify_ts, updated_at = excluded.updated_at
WHERE excluded.last_modify_ts > comments.last_modify_ts`;

const COMMENT_TARGET = {
  table: 'comments',
  columns: COMMENT_COLUMNS,
  onConflict: COMMENT_ON_CONFLICT,
} as const;

/** The comments an import stores: what exists (to skip or re-classify) and the upsert. */
export const createImportCommentRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const upsert = bulkUpsert(db, dialect);
  return {
    /** platform_comment_id → what decides update and re-classification, for the comments that exist. */
    existingComments: async (tenantId: number, platform: Platform, ids: readonly string[]) => {
      const found = new Map<string, { lastModifyTs: number; content: string; clsSource: string | null }>();
      for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
        const rows = await db
          .selectFrom('comments')
          .select(['platform_comment_id', LAST_MODIFY_TS, 'content', 'cls_source'])
          .where('tenant_id', '=', tenantId)
          .where('platform', '=', platform)
          .where('platform_comment_id', 'in', chunk)
          .execute();
        for (const row of rows) {
          found.set(row.platform_comment_id, {
            lastModifyTs: Number(row.last_modify_ts),
            content: row.content,
            clsSource: row.cls_source,
          });
        }
      }
      return found;
    },

    upsertComments: (tenantId: number, rows: readonly CommentUpsert[], at: number) =>
      upsert(COMMENT_TARGET, rows, ({ comment: c, labels: l, note: n, followUp: f }) => [
        tenantId,
        c.platform,
        c.platform_comment_id,
        c.platform_note_id,
        n.note_id,
        c.parent_comment_id,
        c.content,
        c.user_id,
        c.user_nickname,
        c.user_avatar,
        c.ip_location,
        c.like_count,
        c.sub_comment_count,
        c.pictures,
        c.published_at,
        n.source,
        n.brand_id,
        n.product_line_id,
        n.product_id,
        n.keyword,
        n.tracked,
        l.cls_type,
        l.sentiment,
        l.neg_type,
        l.content_type,
        l.cls_source,
        l.cls_confidence,
        l.needs_review,
        l.spam,
        l.cls_reason,
        f.process_status,
        f.reply_advice,
        n.deleted_at,
        c.last_modify_ts,
        at,
        at,
      ]),
  };
};
