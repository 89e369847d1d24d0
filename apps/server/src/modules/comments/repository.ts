import type { TReplyAdvice, TSentiment } from '@notedesk/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { type UnlessChangedBy, unchangedByOther } from '../../db/changedByOther';
import { containsText } from '../../db/containsText';
import type { DialectName } from '../../db/dialect';
import { isRowId } from '../../db/rowId';
import type { Database } from '../../db/schema';
import type { CommentFilter, CommentSort } from './commentFilter';

type CommentsEb = ExpressionBuilder<Database, 'comments'>;

/** FTS5 trigram needs at least three characters; a quoted phrase matches the text as a substring. */
const TRIGRAM_MIN_CHARS = 3;

const textCondition = (eb: CommentsEb, text: string, dialect: DialectName): Expression<SqlBool> => {
  if (dialect === 'postgres' || [...text].length < TRIGRAM_MIN_CHARS) {
    return containsText(dialect, 'comments.content', text);
  }
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return eb(
    'comments.id',
    'in',
    sql<number>`(SELECT rowid FROM comments_fts WHERE comments_fts MATCH ${phrase})`,
  );
};

/** An id filter; an id no row can have matches nothing (PostgreSQL would fail the int4 comparison). */
const idIs = (
  eb: CommentsEb,
  column:
    | 'comments.brand_id'
    | 'comments.product_line_id'
    | 'comments.product_id'
    | 'comments.note_id'
    | 'comments.process_staff_id',
  id: number,
): Expression<SqlBool> => (isRowId(id) ? eb(column, '=', id) : sql<SqlBool>`1 = 0`);

/**
 * Every filter as a condition on `comments`; tenant, "not deleted" and "its note is tracked" always apply
 * (comments of a note kept untracked stay out of the list until someone tracks it).
 */
const conditions = (
  eb: CommentsEb,
  tenantId: number,
  filter: CommentFilter,
  dialect: DialectName,
): Array<Expression<SqlBool>> => {
  const all: Array<Expression<SqlBool>> = [
    eb('comments.tenant_id', '=', tenantId),
    eb('comments.platform', '=', filter.platform),
    eb('comments.deleted_at', 'is', null),
    eb('comments.tracked', '=', 1),
  ];
  if (filter.from !== undefined) all.push(eb('comments.published_at', '>=', filter.from));
  if (filter.to !== undefined) all.push(eb('comments.published_at', '<', filter.to));
  if (filter.sources) all.push(eb('comments.source', 'in', filter.sources));
  if (filter.brandId !== undefined) all.push(idIs(eb, 'comments.brand_id', filter.brandId));
  if (filter.productLineId !== undefined)
    all.push(idIs(eb, 'comments.product_line_id', filter.productLineId));
  if (filter.productId !== undefined) all.push(idIs(eb, 'comments.product_id', filter.productId));
  if (filter.keyword !== undefined) all.push(eb('comments.keyword', '=', filter.keyword));
  if (filter.noteId !== undefined) all.push(idIs(eb, 'comments.note_id', filter.noteId));
  if (filter.platformNoteId !== undefined)
    all.push(eb('comments.platform_note_id', '=', filter.platformNoteId));
  if (filter.account !== undefined) {
    const accountNotes = eb
      .selectFrom('notes')
      .select('notes.id')
      .where('notes.tenant_id', '=', tenantId)
      .where('notes.author_id', '=', filter.account);
    all.push(eb('comments.note_id', 'in', accountNotes));
  }
  if (filter.clsTypes) all.push(eb('comments.cls_type', 'in', filter.clsTypes));
  if (filter.sentiments) all.push(eb('comments.sentiment', 'in', filter.sentiments as never[]));
  if (filter.negTypes) all.push(eb('comments.neg_type', 'in', filter.negTypes));
  if (filter.contentTypes) all.push(eb('comments.content_type', 'in', filter.contentTypes));
  if (filter.processStatuses) all.push(eb('comments.process_status', 'in', filter.processStatuses));
  if (filter.staffId !== undefined) all.push(idIs(eb, 'comments.process_staff_id', filter.staffId));
  if (filter.hasReply !== undefined) all.push(eb('comments.reply_text', filter.hasReply ? '!=' : '=', ''));
  if (filter.covered !== undefined) {
    const covered = eb.or([eb('comments.reply_text', '!=', ''), eb('comments.process_status', '!=', 0)]);
    all.push(filter.covered ? covered : eb.not(covered));
  }
  if (filter.needsReview !== undefined)
    all.push(eb('comments.needs_review', '=', filter.needsReview ? 1 : 0));
  if (filter.flagged !== undefined) all.push(eb('comments.reply_flag', filter.flagged ? '!=' : '=', ''));
  const spam = filter.spam ?? 'hide';
  if (spam !== 'all') all.push(eb('comments.spam', '=', spam === 'only' ? 1 : 0));
  if (filter.text !== undefined) all.push(textCondition(eb, filter.text, dialect));
  return all;
};

type SortKey = 'comments.like_count' | 'comments.published_at' | 'comments.id';

/** The columns a sort orders by, all in one direction; the id last so the order is total. */
const sortKeys = (sort: CommentSort): [SortKey, ...SortKey[]] =>
  sort === 'likes_desc'
    ? ['comments.like_count', 'comments.published_at', 'comments.id']
    : ['comments.published_at', 'comments.id'];

/** Where the previous chunk of an export ended: the sort key values of its last row. */
export type CommentCursor = { like_count: number; published_at: number; id: number };

/**
 * Rows strictly after the cursor in key order: k1 ≥ v1 and ((k1 > v1) or (k1 = v1 and k2 > v2) or …). The
 * first key's own bound is implied by the rest, but without it neither SQLite nor PostgreSQL starts the
 * index range at the cursor: each chunk would scan from the first row again (quadratic in the export).
 */
const afterKeys = (
  eb: CommentsEb,
  keys: [{ column: SortKey; value: number }, ...Array<{ column: SortKey; value: number }>],
  beyond: '<' | '>',
): Expression<SqlBool> =>
  eb.and([
    eb(keys[0].column, beyond === '<' ? '<=' : '>=', keys[0].value),
    eb.or(
      keys.map((key, at) =>
        eb.and([
          ...keys.slice(0, at).map((earlier) => eb(earlier.column, '=', earlier.value)),
          eb(key.column, beyond, key.value),
        ]),
      ),
    ),
  ]);

const keyName = (key: SortKey) => key.slice('comments.'.length) as 'like_count' | 'published_at' | 'id';

/** The list's order (the list index orders the same way). */
const inListOrder = <Q extends { orderBy: (key: SortKey, direction: 'asc' | 'desc') => Q }>(
  query: Q,
  sort: CommentSort,
): Q => {
  const direction = sort === 'time_asc' ? 'asc' : 'desc';
  return sortKeys(sort).reduce((ordered, key) => ordered.orderBy(key, direction), query);
};

export type CommentListRow = Awaited<
  ReturnType<ReturnType<typeof createCommentRepository>['listPage']>
>[number];

/** A row of an export chunk: the comment's own columns, names by id (`listAfter`). */
export type CommentExportRow = Awaited<
  ReturnType<ReturnType<typeof createCommentRepository>['listAfter']>
>[number];

/** A comment as a Feishu sheet row shows it (`listFeishuRowsAfter`). */
export type CommentFeishuRow = Awaited<
  ReturnType<ReturnType<typeof createCommentRepository>['listFeishuRowsAfter']>
>[number];

/**
 * The columns a Feishu sheet row shows (feishu/feishuWords.ts `exportRow`), the ids of its note and staff
 * member, and the sort keys a chunk continues after: 12 of the xlsx export's 25 (each ~0.4 µs a row).
 */
const FEISHU_ROW_COLUMNS = [
  'comments.id',
  'comments.platform',
  'comments.content',
  'comments.user_nickname',
  'comments.like_count',
  'comments.published_at',
  'comments.cls_type',
  'comments.sentiment',
  'comments.process_status',
  'comments.process_staff_id',
  'comments.reply_text',
  'comments.note_id',
] as const;

/** The comment's own columns an export shows (and the ids its names are looked up by); a list row has more. */
const EXPORT_COLUMNS = [
  ...FEISHU_ROW_COLUMNS,
  'comments.platform_comment_id',
  'comments.ip_location',
  'comments.pictures',
  'comments.neg_type',
  'comments.content_type',
  'comments.needs_review',
  'comments.process_updated_at',
  'comments.reply_updated_at',
  'comments.source',
  'comments.brand_id',
  'comments.product_line_id',
  'comments.product_id',
  'comments.keyword',
] as const;

/** Comments: the only place with SQL for the comment list. */
export const createCommentRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const withNames = () =>
    db
      .selectFrom('comments')
      .leftJoin('notes', 'notes.id', 'comments.note_id')
      .leftJoin('brands', 'brands.id', 'comments.brand_id')
      .leftJoin('product_lines', 'product_lines.id', 'comments.product_line_id')
      .leftJoin('products', 'products.id', 'comments.product_id')
      .leftJoin('users as staff', 'staff.id', 'comments.process_staff_id')
      .leftJoin('users as based_on', (join) =>
        join
          .onRef('based_on.id', '=', 'comments.reply_based_on_user_id')
          .onRef('based_on.tenant_id', '=', 'comments.tenant_id'),
      )
      // What a list row shows, not every column: a page of 20 is read on every list request.
      .select([
        ...EXPORT_COLUMNS,
        'comments.parent_comment_id',
        'comments.cls_source',
        'comments.spam',
        'comments.cls_reason',
        'comments.reply_advice',
        'comments.reply_flag',
        'comments.reply_based_on_user_id',
        'notes.platform_note_id as note_platform_id',
        'notes.title as note_title',
        'notes.description as note_description',
        'notes.author_name as note_author_name',
        'notes.note_url as note_url',
        // What staff see elsewhere (pickers, tracking settings): the display name, the internal name if none.
        sql<string | null>`COALESCE(NULLIF(brands.display_name, ''), brands.name)`.as('brand_name'),
        'product_lines.name as product_line_name',
        sql<string | null>`COALESCE(NULLIF(products.display_name, ''), products.name)`.as('product_name'),
        'staff.full_name as staff_full_name',
        'staff.username as staff_username',
        'based_on.full_name as based_on_full_name',
        'based_on.username as based_on_username',
      ]);

  /** The filter's comments after `after` (the last row of the previous chunk) in the list's order; no columns yet. */
  const afterCursor = (
    tenantId: number,
    filter: CommentFilter,
    sort: CommentSort,
    after: CommentCursor | undefined,
  ) =>
    db.selectFrom('comments').where((eb) => {
      const all = conditions(eb, tenantId, filter, dialect);
      if (after) {
        const [first, ...rest] = sortKeys(sort);
        const keyOf = (column: SortKey) => ({ column, value: after[keyName(column)] });
        const keys: Parameters<typeof afterKeys>[1] = [keyOf(first), ...rest.map(keyOf)];
        all.push(afterKeys(eb, keys, sort === 'time_asc' ? '>' : '<'));
      }
      return eb.and(all);
    });

  /** A reader of `columns` for `limit` rows after the cursor, in the list's order (the exports' chunks). */
  const chunksAfter =
    <C extends (typeof EXPORT_COLUMNS)[number]>(columns: readonly C[]) =>
    (
      tenantId: number,
      filter: CommentFilter,
      sort: CommentSort,
      after: CommentCursor | undefined,
      limit: number,
    ) =>
      inListOrder(afterCursor(tenantId, filter, sort, after).select(columns), sort)
        .limit(limit)
        .execute();

  return {
    count: async (tenantId: number, filter: CommentFilter): Promise<number> => {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where((eb) => eb.and(conditions(eb, tenantId, filter, dialect)))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One page with the names the list shows (brand, product line, product, staff, note). */
    listPage: (tenantId: number, filter: CommentFilter, sort: CommentSort, limit: number, offset: number) =>
      inListOrder(
        withNames().where((eb) => eb.and(conditions(eb, tenantId, filter, dialect))),
        sort,
      )
        .limit(limit)
        .offset(offset)
        .execute(),

    /**
     * The rows after `after` (the last row of the previous chunk) in the list's order, `limit` of them: the
     * export reads every matching row in chunks by key, never all at once and without OFFSET's rescans.
     * Only the comment's own columns an export shows, and the ids of its note, brand, product line, product
     * and staff member: each column read costs ~0.4 µs a row, and the export looks the names up once each
     * (100,000 comments have a few thousand notes), not once a row through joins.
     */
    listAfter: chunksAfter(EXPORT_COLUMNS),

    /** As `listAfter`, with only the columns a Feishu sheet row shows (the Feishu export). */
    listFeishuRowsAfter: chunksAfter(FEISHU_ROW_COLUMNS),

    /** The rows of `ids` with the columns of `listFeishuRowsAfter` (chosen comments), in no particular order. */
    listFeishuRowsByIds: (tenantId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('comments')
            .select(FEISHU_ROW_COLUMNS)
            .where('comments.tenant_id', '=', tenantId)
            .where('comments.id', 'in', ids)
            .execute(),

    /** The text of the newest `limit` comments the filter selects (the dashboards' recurring words). */
    contents: async (tenantId: number, filter: CommentFilter, limit: number): Promise<string[]> =>
      (
        await db
          .selectFrom('comments')
          .select('comments.content')
          .where((eb) => eb.and(conditions(eb, tenantId, filter, dialect)))
          .orderBy('comments.published_at', 'desc')
          .limit(limit)
          .execute()
      ).map((row) => row.content),

    /** The rows of a page the in-memory index chose, in no particular order. */
    listByIds: (tenantId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : withNames().where('comments.tenant_id', '=', tenantId).where('comments.id', 'in', ids).execute(),

    /** Live comments of the tenant by id, with what the write endpoints check and audit. */
    findByIds: (tenantId: number, ids: number[]) =>
      db
        .selectFrom('comments')
        .leftJoin('notes', 'notes.id', 'comments.note_id')
        .leftJoin('brands', 'brands.id', 'comments.brand_id')
        .leftJoin('products', 'products.id', 'comments.product_id')
        .select([
          'comments.id',
          'comments.content',
          'comments.note_id',
          'comments.user_nickname',
          'comments.cls_type',
          'comments.sentiment',
          'comments.neg_type',
          'comments.content_type',
          'comments.cls_source',
          'comments.spam',
          'comments.process_status',
          'comments.process_staff_id',
          'comments.process_note',
          'comments.process_updated_at',
          'comments.reply_text',
          'comments.reply_updated_at',
          'comments.reply_updated_by',
          'comments.reply_advice',
          'comments.platform',
          'comments.product_id',
          'notes.title as note_title',
          'notes.description as note_description',
          'brands.name as brand_name',
          'brands.is_own as brand_is_own',
          'notes.source as note_source',
          // Drafts name the product as customers see it: the display name, the internal name if none.
          sql<string | null>`COALESCE(NULLIF(products.display_name, ''), products.name)`.as('product_name'),
        ])
        .where('comments.tenant_id', '=', tenantId)
        .where('comments.id', 'in', ids)
        .where('comments.deleted_at', 'is', null)
        .execute(),

    /**
     * Saves a follow-up; with `unlessChangedBy`, only on comments nobody else saved since the version the
     * caller saw (`unchangedByOther`: checked by the UPDATE itself, so a save racing
     * between a read and this write cannot be overwritten). Returns how many comments were saved.
     */
    updateFollowUp: async (
      tenantId: number,
      ids: number[],
      followUp: { status: number; staffId: number; note: string | undefined; at: number },
      unlessChangedBy?: UnlessChangedBy,
    ): Promise<number> => {
      let update = db
        .updateTable('comments')
        .set({
          process_status: followUp.status,
          process_staff_id: followUp.staffId,
          ...(followUp.note !== undefined ? { process_note: followUp.note } : {}),
          process_updated_at: followUp.at,
          updated_at: followUp.at,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids);
      if (unlessChangedBy) {
        update = update.where(
          unchangedByOther({ savedBy: 'process_staff_id', savedAt: 'process_updated_at' }, unlessChangedBy),
        );
      }
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Staff labels: recorded as `cls_source = staff`, which no machine classification overwrites. */
    updateLabels: async (
      tenantId: number,
      ids: number[],
      labels: {
        cls_type?: number;
        sentiment?: TSentiment;
        neg_type?: string | null;
        content_type?: string;
      },
      at: number,
    ): Promise<void> => {
      // A person who calls a comment a complaint, a lead or praise says it is no spam.
      const notSpam = labels.cls_type !== undefined && labels.cls_type !== 100 ? { spam: 0 } : {};
      await db
        .updateTable('comments')
        .set({ ...labels, ...notSpam, cls_source: 'staff', needs_review: 0, cls_reason: '', updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
    },

    /** The generator's advice not to reply; the reply draft stays as it was (a save clears the advice). */
    updateReplyAdvice: async (
      tenantId: number,
      id: number,
      advice: TReplyAdvice,
      at: number,
    ): Promise<void> => {
      await db
        .updateTable('comments')
        .set({ reply_advice: advice, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    replyHistory: (tenantId: number, commentId: number) =>
      db
        .selectFrom('reply_history')
        .leftJoin('users', 'users.id', 'reply_history.created_by')
        .select([
          'reply_history.id',
          'reply_history.text',
          'reply_history.source',
          'reply_history.created_at',
          'reply_history.created_by',
          'users.full_name',
          'users.username',
        ])
        .where('reply_history.tenant_id', '=', tenantId)
        .where('reply_history.comment_id', '=', commentId)
        .orderBy('reply_history.id', 'desc')
        .execute(),
  };
};

export type CommentRepository = ReturnType<typeof createCommentRepository>;
