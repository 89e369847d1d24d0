import { type Kysely, sql } from 'kysely';
import { chunks } from '../../chunks';
import { bulkUpsert } from '../../db/bulkUpsert';
import type { DialectName } from '../../db/dialect';
import { MATCH_COLUMNS } from '../../db/matchColumns';
import type { Database } from '../../db/schema';
import type { NoteContext } from './importCommentRepository';
import type { ImportNote, Platform } from './importTypes';
import type { NoteMatch } from './noteMatcher';

/** Ids per `IN (…)` lookup. */
export const LOOKUP_CHUNK = 2_000;

/** Parts kept apart (not spread into one object): rows are read column by column when sent. */
export type NoteUpsert = { note: ImportNote; match: NoteMatch };

/**
 * Columns of migration 0005 (crawl time, source keyword, author ids) are read by name here rather than
 * added to the shared table types: the demo generator writes full rows of those types.
 */
export const LAST_MODIFY_TS = sql<number>`last_modify_ts`.as('last_modify_ts');

const NOTE_COLUMNS = [
  'tenant_id',
  'platform',
  'platform_note_id',
  'note_type',
  'title',
  'description',
  'author_id',
  'author_name',
  'author_avatar',
  'author_keys',
  'note_url',
  'cover_url',
  'image_list',
  'tag_list',
  'ip_location',
  'liked_count',
  'collected_count',
  'comment_count',
  'share_count',
  ...MATCH_COLUMNS,
  'source_keyword',
  'published_at',
  'last_modify_ts',
  'created_at',
  'updated_at',
] as const;

/**
 * A newer crawl refreshes what the platform owns (text, counts, author, media); it never touches what staff
 * own (source/brand/product tracking, deletion, reply drafts). Empty values of the newer xhs layout
 * (no avatar, no ip_location) keep what an older layout had. A note added by its link and never crawled
 * (last_modify_ts 0) takes the match of its first crawl, unless a person chose its tracking.
 */
const firstCrawlMatch = (column: string) =>
  `${column} = CASE WHEN notes.last_modify_ts = 0 AND notes.tracking_manual = 0 THEN excluded.${column} ELSE notes.${column} END`;
const NOTE_ON_CONFLICT = `ON CONFLICT (tenant_id, platform, platform_note_id) DO UPDATE SET
  ${['source', 'brand_id', 'product_line_id', 'product_id', 'keyword'].map(firstCrawlMatch).join(', ')},
  note_type = excluded.note_type, title = excluded.title, description = excluded.description,
  author_id = COALESCE(NULLIF(excluded.author_id, ''), notes.author_id),
  author_name = COALESCE(NULLIF(excluded.author_name, ''), notes.author_name),
  author_avatar = COALESCE(NULLIF(excluded.author_avatar, ''), notes.author_avatar),
  author_keys = excluded.author_keys,
  note_url = COALESCE(NULLIF(excluded.note_url, ''), notes.note_url),
  cover_url = COALESCE(NULLIF(excluded.cover_url, ''), notes.cover_url),
  image_list = excluded.image_list, tag_list = excluded.tag_list,
  ip_location = COALESCE(NULLIF(excluded.ip_location, ''), notes.ip_location),
  liked_count = excluded.liked_count, collected_count = excluded.collected_count,
  comment_count = excluded.comment_count, share_count = excluded.share_count,
  source_keyword = COALESCE(NULLIF(excluded.source_keyword, ''), notes.source_keyword),
  published_at = excluded.published_at, last_modify_ts = excluded.last_modify_ts, updated_at = excluded.updated_at
WHERE excluded.last_modify_ts > notes.last_modify_ts`;

const NOTE_TARGET = { table: 'notes', columns: NOTE_COLUMNS, onConflict: NOTE_ON_CONFLICT } as const;

/** The notes an import stores: what exists, the upsert, and attaching comments that came before their note. */
export const createImportNoteRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const upsert = bulkUpsert(db, dialect);
  return {
    /** platform_note_id → crawl time of the stored note, for the notes of `ids` that exist. */
    existingNotes: async (tenantId: number, platform: Platform, ids: readonly string[]) => {
      const found = new Map<string, number>();
      for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
        const rows = await db
          .selectFrom('notes')
          .select(['platform_note_id', LAST_MODIFY_TS])
          .where('tenant_id', '=', tenantId)
          .where('platform', '=', platform)
          .where('platform_note_id', 'in', chunk)
          .execute();
        for (const row of rows) found.set(row.platform_note_id, Number(row.last_modify_ts));
      }
      return found;
    },

    upsertNotes: (tenantId: number, rows: readonly NoteUpsert[], at: number) =>
      upsert(NOTE_TARGET, rows, ({ note: n, match: m }) => [
        tenantId,
        n.platform,
        n.platform_note_id,
        n.note_type,
        n.title,
        n.description,
        n.author_id,
        n.author_name,
        n.author_avatar,
        JSON.stringify(n.author_keys),
        n.note_url,
        n.cover_url,
        n.image_list,
        n.tag_list,
        n.ip_location,
        n.liked_count,
        n.collected_count,
        n.comment_count,
        n.share_count,
        m.source,
        m.brand_id,
        m.product_line_id,
        m.product_id,
        m.keyword,
        // Only a new note takes it: an existing note keeps what it is (a person may have tracked it).
        m.tracked ? 1 : 0,
        n.source_keyword,
        n.published_at,
        n.last_modify_ts,
        at,
        at,
      ]),

    /** Comments that waited for these notes get the note id and the note's tracking fields. */
    attachOrphans: async (tenantId: number, platform: Platform, noteIds: readonly string[], at: number) => {
      let attached = 0;
      for (const chunk of chunks(noteIds, LOOKUP_CHUNK)) {
        const result = await db
          .updateTable('comments')
          .from('notes')
          .set((eb) => ({
            note_id: eb.ref('notes.id'),
            source: eb.ref('notes.source'),
            brand_id: eb.ref('notes.brand_id'),
            product_line_id: eb.ref('notes.product_line_id'),
            product_id: eb.ref('notes.product_id'),
            keyword: eb.ref('notes.keyword'),
            tracked: eb.ref('notes.tracked'),
            deleted_at: eb.ref('notes.deleted_at'),
            updated_at: at,
          }))
          .where('comments.tenant_id', '=', tenantId)
          .where('comments.platform', '=', platform)
          .where('comments.note_id', 'is', null)
          .where('comments.platform_note_id', 'in', chunk)
          .whereRef('notes.tenant_id', '=', 'comments.tenant_id')
          .whereRef('notes.platform', '=', 'comments.platform')
          .whereRef('notes.platform_note_id', '=', 'comments.platform_note_id')
          .executeTakeFirst();
        attached += Number(result.numUpdatedRows);
      }
      return attached;
    },

    /** The notes comments belong to, with what comments copy and what the classifier reads. */
    notesFor: async (tenantId: number, platform: Platform, ids: readonly string[]) => {
      const found = new Map<string, NoteContext>();
      for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
        const rows = await db
          .selectFrom('notes')
          .select(['id', 'platform_note_id', 'title', 'description', ...MATCH_COLUMNS, 'deleted_at'])
          .where('tenant_id', '=', tenantId)
          .where('platform', '=', platform)
          .where('platform_note_id', 'in', chunk)
          .execute();
        for (const row of rows) {
          found.set(row.platform_note_id, {
            note_id: row.id,
            title: row.title,
            description: row.description,
            source: row.source,
            brand_id: row.brand_id,
            product_line_id: row.product_line_id,
            product_id: row.product_id,
            keyword: row.keyword,
            tracked: Number(row.tracked),
            deleted_at: row.deleted_at === null ? null : Number(row.deleted_at),
          });
        }
      }
      return found;
    },
  };
};
