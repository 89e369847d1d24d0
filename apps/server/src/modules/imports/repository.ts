import type { TContentSource } from '@notedesk/contract';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { ImportComment, ImportNote, Platform } from './importTypes';
import type { MatchCatalog, NoteMatch } from './noteMatcher';

/** Bound-parameter ceilings: SQLite's SQLITE_MAX_VARIABLE_NUMBER (3.32+) and PostgreSQL's wire protocol. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;
const MAX_ROWS_PER_STATEMENT = 1_000;
/** Ids per `IN (…)` lookup. */
const LOOKUP_CHUNK = 2_000;

/** Parts kept apart (not spread into one object): rows are read column by column when sent. */
export type NoteUpsert = { note: ImportNote; match: NoteMatch };

/**
 * Columns of migration 0005 (crawl time, source keyword, author ids) are read by name here rather than
 * added to the shared table types: the demo generator writes full rows of those types.
 */
const LAST_MODIFY_TS = sql<number>`last_modify_ts`.as('last_modify_ts');

/** The labels of a comment as the classifier gave them; null when not classified in this run. */
export type CommentLabelValues = {
  cls_type: number | null;
  sentiment: string | null;
  neg_type: string | null;
  content_type: string | null;
  cls_source: 'model' | 'llm' | null;
  cls_confidence: number | null;
  needs_review: number;
};

/** What a comment copies from its note (null note: an orphan until the note arrives). */
export type CommentNoteFields = {
  note_id: number | null;
  source: TContentSource | null;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  keyword: string;
  deleted_at: number | null;
};

export type CommentUpsert = { comment: ImportComment; labels: CommentLabelValues; note: CommentNoteFields };

export type NoteContext = CommentNoteFields & { note_id: number; title: string; description: string };

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
  'source',
  'brand_id',
  'product_line_id',
  'product_id',
  'keyword',
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
  'source',
  'brand_id',
  'product_line_id',
  'product_id',
  'keyword',
  'cls_type',
  'sentiment',
  'neg_type',
  'content_type',
  'cls_source',
  'cls_confidence',
  'needs_review',
  'deleted_at',
  'last_modify_ts',
  'created_at',
  'updated_at',
] as const;

/** Labels change only when this run classified the comment (cls_source given) and staff have not set them. */
const keepStaffLabel = (column: string) =>
  `${column} = CASE WHEN excluded.cls_source IS NULL OR comments.cls_source = 'staff' THEN comments.${column} ELSE excluded.${column} END`;

/**
 * A newer crawl refreshes text and counts; follow-up, reply drafts and staff labels stay. An orphan that
 * is re-imported after its note arrived gets the note's fields.
 */
const COMMENT_ON_CONFLICT = `ON CONFLICT (tenant_id, platform, platform_comment_id) DO UPDATE SET
  content = excluded.content, parent_comment_id = excluded.parent_comment_id,
  user_id = COALESCE(NULLIF(excluded.user_id, ''), comments.user_id),
  user_nickname = COALESCE(NULLIF(excluded.user_nickname, ''), comments.user_nickname),
  user_avatar = COALESCE(NULLIF(excluded.user_avatar, ''), comments.user_avatar),
  ip_location = COALESCE(NULLIF(excluded.ip_location, ''), comments.ip_location),
  like_count = excluded.like_count, sub_comment_count = excluded.sub_comment_count,
  pictures = excluded.pictures, published_at = excluded.published_at,
  ${['cls_type', 'sentiment', 'neg_type', 'content_type', 'cls_confidence', 'needs_review', 'cls_source'].map(keepStaffLabel).join(',\n  ')},
  last_modify_ts = excluded.last_modify_ts, updated_at = excluded.updated_at
WHERE excluded.last_modify_ts > comments.last_modify_ts`;

const placeholders = (dialect: DialectName, rows: number, columns: number): string => {
  const out: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const marks: string[] = [];
    for (let column = 0; column < columns; column += 1) {
      marks.push(dialect === 'sqlite' ? '?' : `$${row * columns + column + 1}`);
    }
    out.push(`(${marks.join(',')})`);
  }
  return out.join(',');
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};

/**
 * The SQL of imports and ingest: batched multi-row upserts sent as precompiled text (building a Kysely
 * query object per row would cost more than the database's own work), look-ups of what exists, attaching
 * orphan comments, and the tracking configuration matching reads.
 */
const createImportRows = (db: Kysely<Database>, dialect: DialectName) => {
  const statements = new Map<string, string>();
  const upsertText = (table: 'notes' | 'comments', rows: number): string => {
    const key = `${table}:${rows}`;
    const cached = statements.get(key);
    if (cached) return cached;
    const columns = table === 'notes' ? NOTE_COLUMNS : COMMENT_COLUMNS;
    const conflict = table === 'notes' ? NOTE_ON_CONFLICT : COMMENT_ON_CONFLICT;
    const text = `INSERT INTO ${table} (${columns.join(',')}) VALUES ${placeholders(dialect, rows, columns.length)} ${conflict}`;
    statements.set(key, text);
    return text;
  };

  const upsert = async <R>(
    table: 'notes' | 'comments',
    columns: readonly string[],
    rows: readonly R[],
    values: (row: R) => unknown[],
  ) => {
    if (rows.length === 0) return;
    if (dialect === 'sqlite') {
      // One parameter, a JSON array of rows, unpacked by SQLite itself: the statement text stays small and
      // constant (better-sqlite3 re-prepares every statement Kysely sends, and preparing a 30,000-placeholder
      // INSERT cost more than the insert), and no array of 150,000 parameters is built per batch.
      const text = `INSERT INTO ${table} (${columns.join(',')}) SELECT ${columns.map((_, index) => `value->>${index}`).join(',')} FROM json_each(?) WHERE true ${table === 'notes' ? NOTE_ON_CONFLICT : COMMENT_ON_CONFLICT}`;
      await db.executeQuery(CompiledQuery.raw(text, [JSON.stringify(rows.map(values))]));
      return;
    }
    const perStatement = Math.min(
      MAX_ROWS_PER_STATEMENT,
      Math.floor(MAX_PARAMETERS[dialect] / columns.length),
    );
    for (const chunk of chunks(rows, perStatement)) {
      const parameters: unknown[] = [];
      for (const row of chunk) for (const value of values(row)) parameters.push(value);
      await db.executeQuery(CompiledQuery.raw(upsertText(table, chunk.length), parameters));
    }
  };

  return {
    loadMatchCatalog: async (tenantId: number): Promise<MatchCatalog> => {
      const [accounts, brands, products, keywords] = await Promise.all([
        db
          .selectFrom('platform_accounts')
          .select(['platform', 'account_id', 'nickname'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('brands')
          .select(['id', 'display_name', 'is_own'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('products')
          .select(['id', 'display_name', 'brand_id', 'product_line_id'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('search_keywords')
          .select(['platform', 'kind', 'display_name', 'keyword'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
      ]);
      const brandByName = new Map(brands.map((brand) => [brand.display_name, brand]));
      const productByName = new Map(products.map((product) => [product.display_name, product]));
      return {
        ownAccounts: accounts.map((a) => ({
          platform: a.platform,
          accountId: a.account_id,
          nickname: a.nickname,
        })),
        ownBrandId: brands.find((brand) => brand.is_own === 1)?.id ?? null,
        products: keywords.flatMap((k) => {
          const product = k.kind === 'product' ? productByName.get(k.display_name) : undefined;
          return product
            ? [
                {
                  platform: k.platform,
                  keyword: k.keyword,
                  brandId: product.brand_id,
                  productLineId: product.product_line_id,
                  productId: product.id,
                },
              ]
            : [];
        }),
        brands: keywords.flatMap((k) => {
          const brand = k.kind === 'brand' ? brandByName.get(k.display_name) : undefined;
          return brand ? [{ platform: k.platform, keyword: k.keyword, brandId: brand.id }] : [];
        }),
        categories: keywords
          .filter((k) => k.kind === 'category')
          .map((k) => ({ platform: k.platform, keyword: k.keyword })),
      };
    },

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
      upsert('notes', NOTE_COLUMNS, rows, ({ note: n, match: m }) => [
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
          .select([
            'id',
            'platform_note_id',
            'title',
            'description',
            'source',
            'brand_id',
            'product_line_id',
            'product_id',
            'keyword',
            'deleted_at',
          ])
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
            deleted_at: row.deleted_at === null ? null : Number(row.deleted_at),
          });
        }
      }
      return found;
    },

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
      upsert('comments', COMMENT_COLUMNS, rows, ({ comment: c, labels: l, note: n }) => [
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
        l.cls_type,
        l.sentiment,
        l.neg_type,
        l.content_type,
        l.cls_source,
        l.cls_confidence,
        l.needs_review,
        n.deleted_at,
        c.last_modify_ts,
        at,
        at,
      ]),

    /** What matching reads of the tenant's notes whose tracking no person set, with their current match. */
    notesForMatching: (tenantId: number) =>
      db
        .selectFrom('notes')
        .select([
          'id',
          'platform',
          'title',
          'description',
          'tag_list',
          sql<string>`source_keyword`.as('source_keyword'),
          sql<string>`author_keys`.as('author_keys'),
          'author_name',
          'source',
          'brand_id',
          'product_line_id',
          'product_id',
          'keyword',
        ])
        .where('tenant_id', '=', tenantId)
        .where('tracking_manual', '=', 0)
        .orderBy('id')
        .execute(),

    /**
     * New matches for notes, copied to their comments (list filters read them there). Notes that get the same
     * match are updated together, a chunk of ids per statement: a configuration change often moves thousands.
     */
    applyMatches: async (
      tenantId: number,
      changes: ReadonlyArray<{ id: number; match: NoteMatch }>,
      at: number,
    ): Promise<void> => {
      const groups = new Map<string, { match: NoteMatch; ids: number[] }>();
      for (const { id, match } of changes) {
        const key = JSON.stringify([
          match.source,
          match.brand_id,
          match.product_line_id,
          match.product_id,
          match.keyword,
        ]);
        const group = groups.get(key) ?? { match, ids: [] };
        group.ids.push(id);
        groups.set(key, group);
      }
      for (const { match, ids } of groups.values()) {
        for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
          await db
            .updateTable('notes')
            .set({ ...match, updated_at: at })
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', chunk)
            .execute();
          await db
            .updateTable('comments')
            .set({ ...match, updated_at: at })
            .where('tenant_id', '=', tenantId)
            .where('note_id', 'in', chunk)
            .execute();
        }
      }
    },
  };
};

/** The import SQL bound to one transaction. */
export type ImportRows = ReturnType<typeof createImportRows>;

export const createImportRepository = (db: Kysely<Database>, dialect: DialectName) => ({
  ...createImportRows(db, dialect),
  /** Runs `work` in one transaction with the import SQL bound to it. */
  transaction: <T>(work: (trx: ImportRows) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work(createImportRows(trx, dialect))),
});

export type ImportRepository = ReturnType<typeof createImportRepository>;
