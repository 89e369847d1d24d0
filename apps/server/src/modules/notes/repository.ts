import type { TContentSource } from '@notedesk/contract';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { containsText } from '../../db/containsText';
import type { DialectName } from '../../db/dialect';
import { isRowId } from '../../db/rowId';
import type { Database } from '../../db/schema';
import type { NoteFilter, NoteSort } from './noteFilter';

type NotesEb = ExpressionBuilder<Database, 'notes'>;

/** An id filter; an id no row can have matches nothing (PostgreSQL would fail the int4 comparison). */
const idIs = (
  eb: NotesEb,
  column: 'notes.brand_id' | 'notes.product_line_id' | 'notes.product_id',
  id: number,
): Expression<SqlBool> => (isRowId(id) ? eb(column, '=', id) : sql<SqlBool>`1 = 0`);

const conditions = (eb: NotesEb, tenantId: number, filter: NoteFilter, dialect: DialectName) => {
  const all: Array<Expression<SqlBool>> = [
    eb('notes.tenant_id', '=', tenantId),
    eb('notes.platform', '=', filter.platform),
    eb('notes.deleted_at', 'is', null),
  ];
  if (filter.from !== undefined) all.push(eb('notes.published_at', '>=', filter.from));
  if (filter.to !== undefined) all.push(eb('notes.published_at', '<', filter.to));
  if (filter.source) all.push(eb('notes.source', '=', filter.source));
  if (filter.brandId !== undefined) all.push(idIs(eb, 'notes.brand_id', filter.brandId));
  if (filter.productLineId !== undefined) all.push(idIs(eb, 'notes.product_line_id', filter.productLineId));
  if (filter.productId !== undefined) all.push(idIs(eb, 'notes.product_id', filter.productId));
  if (filter.keyword !== undefined) all.push(eb('notes.keyword', '=', filter.keyword));
  if (filter.authorId !== undefined) all.push(eb('notes.author_id', '=', filter.authorId));
  if (filter.tracked !== undefined) all.push(eb('notes.tracked', '=', filter.tracked ? 1 : 0));
  if (filter.fans) {
    all.push(eb('notes.author_fans_count', '>=', filter.fans.min));
    if (filter.fans.max !== null) all.push(eb('notes.author_fans_count', '<', filter.fans.max));
  }
  // A note without comments has ratio 0: `neg_ratio_min=0` keeps every note.
  if (filter.negRatioMin !== undefined && filter.negRatioMin > 0) {
    // negative − min × held ≥ 0 in double arithmetic, as the dashboards compute it (no division).
    all.push(
      sql<SqlBool>`(SELECT CAST(SUM(CASE WHEN c.cls_type = 0 THEN 1 ELSE 0 END) AS DOUBLE PRECISION)
        - CAST(${filter.negRatioMin} AS DOUBLE PRECISION) * COUNT(*) FROM comments c
        WHERE c.tenant_id = notes.tenant_id AND c.note_id = notes.id AND c.deleted_at IS NULL AND c.spam = 0
        AND c.tracked = 1) >= 0`,
    );
  }
  if (filter.text !== undefined) {
    all.push(
      eb.or([
        eb('notes.platform_note_id', '=', filter.text),
        containsText(dialect, 'notes.title', filter.text),
        containsText(dialect, 'notes.description', filter.text),
      ]),
    );
  }
  return eb.and(all);
};

/**
 * Share of negative comments among the comments NoteDesk holds for the note; -1 for a note without any, so
 * it sorts last and compares like any other value.
 */
const negRatioKey = () =>
  sql<number>`COALESCE((SELECT CAST(SUM(CASE WHEN c.cls_type = 0 THEN 1 ELSE 0 END) AS DOUBLE PRECISION) / COUNT(*)
    FROM comments c WHERE c.tenant_id = notes.tenant_id AND c.note_id = notes.id AND c.deleted_at IS NULL
    AND c.spam = 0 AND c.tracked = 1), -1)`;

/** Where the previous chunk of an export ended: the sort key values of its last row. */
export type NoteCursor = {
  id: number;
  published_at: number;
  comment_count: number;
  liked_count: number;
  neg_ratio_key: number;
};

type SortKey = { expression: RawBuilder<unknown>; value: (cursor: NoteCursor) => number };

const columnKey = (column: 'comment_count' | 'liked_count' | 'published_at' | 'id'): SortKey => ({
  expression: sql.ref(`notes.${column}`),
  value: (cursor) => cursor[column],
});

/** What a sort orders by, all in one direction; the id last so the order is total. */
const sortKeys = (sort: NoteSort): SortKey[] => {
  const time = [columnKey('published_at'), columnKey('id')];
  if (sort === 'comments_desc') return [columnKey('comment_count'), ...time];
  if (sort === 'likes_desc') return [columnKey('liked_count'), ...time];
  if (sort === 'neg_ratio_desc')
    return [{ expression: negRatioKey(), value: (cursor) => Number(cursor.neg_ratio_key) }, ...time];
  return time;
};

/** The list's ORDER BY: every sort key in the sort's one direction. */
const listOrder = (sort: NoteSort) =>
  sql.join(
    sortKeys(sort).map((key) => sql`${key.expression} ${sql.raw(sort === 'time_asc' ? 'ASC' : 'DESC')}`),
  );

/** Rows strictly after the cursor in key order: (k1 > v1) or (k1 = v1 and k2 > v2) or … */
const afterKeys = (
  eb: NotesEb,
  keys: SortKey[],
  cursor: NoteCursor,
  beyond: '<' | '>',
): Expression<SqlBool> =>
  eb.or(
    keys.map((key, at) =>
      eb.and([
        ...keys.slice(0, at).map((earlier) => sql<SqlBool>`${earlier.expression} = ${earlier.value(cursor)}`),
        sql<SqlBool>`${key.expression} ${sql.raw(beyond)} ${key.value(cursor)}`,
      ]),
    ),
  );

export type NoteCommentStats = { note_id: number; total: number; negative: number; leads: number };

/** A note's deletion mark: when and by whom it was deleted, or nulls for a note shown again. */
type NoteDeletion = { deletedAt: number | null; deletedBy: number | null };

/**
 * In one transaction, gives the note `deletion` and gives it too to those of its comments whose mark is now
 * `commentsMarked` (null: shown); `at` is the change time. Returns how many comments changed.
 */
const markDeletion = (
  db: Kysely<Database>,
  note: { tenantId: number; noteId: number; at: number },
  deletion: NoteDeletion,
  commentsMarked: number | null,
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notes')
      .set({ deleted_at: deletion.deletedAt, deleted_by: deletion.deletedBy, updated_at: note.at })
      .where('tenant_id', '=', note.tenantId)
      .where('id', '=', note.noteId)
      .execute();
    const result = await trx
      .updateTable('comments')
      .set({ deleted_at: deletion.deletedAt, updated_at: note.at })
      .where('tenant_id', '=', note.tenantId)
      .where('note_id', '=', note.noteId)
      .where('deleted_at', commentsMarked === null ? 'is' : '=', commentsMarked)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });

/** Notes: the only place with SQL for notes (lists, detail, delete and restore, tracking, authors). */
export const createNoteRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const withNames = () =>
    db
      .selectFrom('notes')
      .leftJoin('brands', 'brands.id', 'notes.brand_id')
      .leftJoin('product_lines', 'product_lines.id', 'notes.product_line_id')
      .leftJoin('products', 'products.id', 'notes.product_id')
      .selectAll('notes')
      .select([
        'brands.name as brand_name',
        'product_lines.name as product_line_name',
        'products.name as product_name',
      ]);

  /** Per-note comment counts, for the notes on one page or the one note of a detail page. */
  const commentStats = async (
    tenantId: number,
    noteIds: number[],
  ): Promise<Map<number, NoteCommentStats>> => {
    if (noteIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('comments')
      .select((eb) => [
        'comments.note_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('comments.cls_type', '=', 0).then(1).else(0).end()).as('negative'),
        eb.fn.sum<number>(eb.case().when('comments.cls_type', '=', 1).then(1).else(0).end()).as('leads'),
      ])
      .where('comments.tenant_id', '=', tenantId)
      .where('comments.note_id', 'in', noteIds)
      .where('comments.deleted_at', 'is', null)
      // Spam counts nowhere, as in the comment list (its total is what a note's counts drill to).
      .where('comments.spam', '=', 0)
      // An untracked note's comments are out of the list until it is tracked again; so out of its counts.
      .where('comments.tracked', '=', 1)
      .groupBy('comments.note_id')
      .execute();
    return new Map(
      rows.map((row) => [
        Number(row.note_id),
        {
          note_id: Number(row.note_id),
          total: Number(row.total),
          negative: Number(row.negative),
          leads: Number(row.leads),
        },
      ]),
    );
  };

  return {
    commentStats,

    count: async (tenantId: number, filter: NoteFilter): Promise<number> => {
      const row = await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where((eb) => conditions(eb, tenantId, filter, dialect))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    listPage: (tenantId: number, filter: NoteFilter, sort: NoteSort, limit: number, offset: number) =>
      withNames()
        .select(negRatioKey().as('neg_ratio_key'))
        .where((eb) => conditions(eb, tenantId, filter, dialect))
        .orderBy(listOrder(sort))
        .limit(limit)
        .offset(offset)
        .execute(),

    /**
     * The notes after `after` (the last row of the previous chunk) in the list's order, `limit` of them: the
     * export reads every matching note in chunks by key, never all at once.
     */
    listAfter: (
      tenantId: number,
      filter: NoteFilter,
      sort: NoteSort,
      after: NoteCursor | undefined,
      limit: number,
    ) =>
      withNames()
        .select(negRatioKey().as('neg_ratio_key'))
        .where((eb) => {
          const all: Array<Expression<SqlBool>> = [conditions(eb, tenantId, filter, dialect)];
          if (after) all.push(afterKeys(eb, sortKeys(sort), after, sort === 'time_asc' ? '>' : '<'));
          return eb.and(all);
        })
        .orderBy(listOrder(sort))
        .limit(limit)
        .execute(),

    /** A note with its names, deleted or not (callers decide what a deleted note means). */
    findById: async (tenantId: number, noteId: number) => {
      if (!isRowId(noteId)) return undefined;
      return withNames()
        .where('notes.tenant_id', '=', tenantId)
        .where('notes.id', '=', noteId)
        .executeTakeFirst();
    },

    findByPlatformId: (tenantId: number, platformNoteId: string) =>
      db
        .selectFrom('notes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('platform_note_id', '=', platformNoteId)
        .orderBy('id')
        .executeTakeFirst(),

    /** Soft delete of a note and its comments (gone from every list and dashboard). Returns comments hidden. */
    softDelete: (tenantId: number, noteId: number, at: number, by: number): Promise<number> =>
      markDeletion(db, { tenantId, noteId, at }, { deletedAt: at, deletedBy: by }, null),

    /** Undoes a soft delete: the note and the comments hidden with it (same deletion time) come back. */
    restore: (tenantId: number, noteId: number, deletedAt: number, at: number): Promise<number> =>
      markDeletion(db, { tenantId, noteId, at }, { deletedAt: null, deletedBy: null }, deletedAt),

    /** Tracking and classification of a note; its comments carry the same values for list filters. */
    updateTracking: async (
      tenantId: number,
      noteId: number,
      changes: {
        tracked?: number;
        source?: TContentSource;
        brand_id?: number | null;
        product_line_id?: number | null;
        product_id?: number | null;
        keyword?: string;
      },
      at: number,
      /** A person chose these values: re-matching must leave the note alone. */
      manual: boolean,
    ): Promise<void> => {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('notes')
          .set({ ...changes, ...(manual ? { tracking_manual: 1 } : {}), updated_at: at })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', noteId)
          .execute();
        const commentChanges = changes;
        if (Object.keys(commentChanges).length === 0) return;
        await trx
          .updateTable('comments')
          .set({ ...commentChanges, updated_at: at })
          .where('tenant_id', '=', tenantId)
          .where('note_id', '=', noteId)
          .execute();
      });
    },
  };
};

export type NoteRepository = ReturnType<typeof createNoteRepository>;
export type NoteWithNames = NonNullable<Awaited<ReturnType<NoteRepository['findById']>>>;
