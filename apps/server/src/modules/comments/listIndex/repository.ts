import { type Kysely, sql } from 'kysely';
import { changeStamp } from '../../../db/changeStamp';
import type { DialectName } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/** The columns the list filters and sorts on, one row per comment (deleted ones too, marked). */
export type IndexedComment = {
  id: number;
  platform: string;
  published_at: number;
  like_count: number;
  cls_type: number | null;
  sentiment: string | null;
  neg_type: string | null;
  content_type: string | null;
  process_status: number;
  source: string | null;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  process_staff_id: number | null;
  note_id: number | null;
  keyword: string;
  platform_note_id: string;
  content: string;
  has_reply: number;
  needs_review: number;
  /** 1 when `reply_flag` is set. */
  flagged: number;
  spam: number;
  live: number;
  updated_at: number;
};

export type TenantCommentVersion = {
  maxUpdatedAt: number;
  maxId: number;
  /** Changes to the names list rows show (note, brand, product line, product, staff); migration 0010. */
  namesVersion: number;
};

/** SQL of the in-memory comment list index: loading a tenant's rows and reading what changed since. */
export const createListIndexRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const indexedColumns = () =>
    db.selectFrom('comments').select([
      'id',
      'platform',
      'published_at',
      'like_count',
      'cls_type',
      'sentiment',
      'neg_type',
      'content_type',
      'process_status',
      'source',
      'brand_id',
      'product_line_id',
      'product_id',
      'process_staff_id',
      'note_id',
      'keyword',
      'platform_note_id',
      'content',
      sql<number>`CASE WHEN reply_text <> '' THEN 1 ELSE 0 END`.as('has_reply'),
      'needs_review',
      sql<number>`CASE WHEN reply_flag <> '' THEN 1 ELSE 0 END`.as('flagged'),
      'spam',
      // Listed: not deleted, and its note tracked (an untracked note's comments are kept out of the list).
      sql<number>`CASE WHEN deleted_at IS NULL AND tracked = 1 THEN 1 ELSE 0 END`.as('live'),
      'updated_at',
    ]);

  return {
    /** Differs whenever anything was committed since it was last read (SQLite; see db/changeStamp). */
    changeStamp: () => changeStamp(db, dialect),

    /** Newest change and highest id (index look-ups, migration 0004) and the names' version (a key look-up). */
    version: async (tenantId: number): Promise<TenantCommentVersion> => {
      // Scalar subqueries in one statement: each stays a single index look-up (one max per query).
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('comments')
            .select((inner) => inner.fn.max('updated_at').as('at'))
            .where('tenant_id', '=', tenantId)
            .as('at'),
          eb
            .selectFrom('comments')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('tenant_id', '=', tenantId)
            .as('id'),
          eb.selectFrom('list_name_versions').select('version').where('tenant_id', '=', tenantId).as('names'),
        ])
        .executeTakeFirst();
      return {
        maxUpdatedAt: Number(row?.at ?? 0),
        maxId: Number(row?.id ?? 0),
        namesVersion: Number(row?.names ?? 0),
      };
    },

    /** The ids of the notes an account published (index notes_by_author, migration 0019). */
    notesOfAccount: async (tenantId: number, account: string): Promise<number[]> =>
      (
        await db
          .selectFrom('notes')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('author_id', '=', account)
          .execute()
      ).map((note) => note.id),

    tenantIds: async (): Promise<number[]> =>
      (await db.selectFrom('tenants').select('id').orderBy('id').execute()).map((tenant) => tenant.id),

    liveCount: async (tenantId: number): Promise<number> => {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where('tracked', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One batch of a tenant's rows by id, for the first load. */
    loadAfter: (tenantId: number, afterId: number, limit: number): Promise<IndexedComment[]> =>
      indexedColumns()
        .where('tenant_id', '=', tenantId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Rows stamped at or after `since` (an index range: comments_by_change). */
    stampedSince: (tenantId: number, since: number): Promise<IndexedComment[]> =>
      indexedColumns().where('tenant_id', '=', tenantId).where('updated_at', '>=', since).execute(),

    /** Rows changed at or after `since`, or added after `afterId`. */
    changedSince: (tenantId: number, since: number, afterId: number): Promise<IndexedComment[]> =>
      indexedColumns()
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('updated_at', '>=', since), eb('id', '>', afterId)]))
        .execute(),
  };
};

export type ListIndexRepository = ReturnType<typeof createListIndexRepository>;
