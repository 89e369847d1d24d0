import type { TPlatform } from '@notedesk/contract';
import { type Kysely, sql } from 'kysely';
import { changeStamp } from '../../db/changeStamp';
import type { DialectName } from '../../db/dialect';
import { MATCH_COLUMNS } from '../../db/matchColumns';
import type { Database } from '../../db/schema';

type Platform = TPlatform;

/** What the dashboards read of a note: its filter columns, platform metrics and what a card names. */
export type DashboardNoteRow = Omit<StoredNoteRow, 'live' | 'updated_at'>;

/** A note row as the dashboards' note store holds it: deleted ones too (live 0), to drop them. */
export type StoredNoteRow = Awaited<ReturnType<DashboardRepository['notesAfter']>>[number];

/** SQL of the dashboards: the notes they hold in memory, the tracking setup and staff, the data's version. */
export const createDashboardRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const noteColumns = () =>
    db.selectFrom('notes').select([
      'id',
      'platform',
      'platform_note_id',
      'title',
      // What a card shows of the text (title_desc); the whole text is not needed here.
      sql<string>`substr(description, 1, 80)`.as('description'),
      'author_id',
      'author_name',
      'author_fans_count',
      'note_url',
      'liked_count',
      'collected_count',
      'comment_count',
      'share_count',
      ...MATCH_COLUMNS,
      'published_at',
      sql<number>`CASE WHEN deleted_at IS NULL THEN 1 ELSE 0 END`.as('live'),
      'updated_at',
    ]);

  return {
    /** Differs whenever anything was committed since it was last read (SQLite; see db/changeStamp). */
    changeStamp: () => changeStamp(db, dialect),

    /** One batch of a tenant's notes by id, for the first load. */
    notesAfter: (tenantId: number, afterId: number, limit: number) =>
      noteColumns()
        .where('tenant_id', '=', tenantId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Notes changed at or after `since`, or added after `afterId` (index ranges, migration 0019). */
    notesChangedSince: (tenantId: number, since: number, afterId: number) =>
      noteColumns()
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('updated_at', '>=', since), eb('id', '>', afterId)]))
        .execute(),

    /** Newest change and highest id of a tenant's notes (index look-ups, migration 0019). */
    noteVersion: async (tenantId: number): Promise<{ maxUpdatedAt: number; maxId: number }> => {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('notes')
            .select((inner) => inner.fn.max('updated_at').as('at'))
            .where('tenant_id', '=', tenantId)
            .as('at'),
          eb
            .selectFrom('notes')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('tenant_id', '=', tenantId)
            .as('id'),
        ])
        .executeTakeFirst();
      return { maxUpdatedAt: Number(row?.at ?? 0), maxId: Number(row?.id ?? 0) };
    },

    brands: (tenantId: number) =>
      db
        .selectFrom('brands')
        .select(['id', 'name', 'display_name', 'is_own'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),

    productLines: (tenantId: number) =>
      db
        .selectFrom('product_lines')
        .select(['id', 'name', 'brand_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),

    products: (tenantId: number) =>
      db
        .selectFrom('products')
        .select(['id', 'name', 'display_name', 'brand_id', 'product_line_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),

    /** Category keywords searched on the platform (or on both). */
    categoryKeywords: async (tenantId: number, platform: Platform): Promise<string[]> =>
      (
        await db
          .selectFrom('search_keywords')
          .select('keyword')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', 'category')
          .where((eb) => eb.or([eb('platform', 'is', null), eb('platform', '=', platform)]))
          .orderBy('keyword')
          .execute()
      ).map((row) => row.keyword),

    staff: (tenantId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'full_name'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),

    /**
     * Changes whenever anything a dashboard counts may have changed: newest change and highest id of comments
     * and notes, the names' version, and the size of the tracking setup and staff (index look-ups and small counts).
     */
    dataVersion: async (tenantId: number): Promise<string> => {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('comments')
            .select((inner) => inner.fn.max('updated_at').as('v'))
            .where('tenant_id', '=', tenantId)
            .as('comments_at'),
          eb
            .selectFrom('comments')
            .select((inner) => inner.fn.max('id').as('v'))
            .where('tenant_id', '=', tenantId)
            .as('comments_id'),
          eb
            .selectFrom('notes')
            .select((inner) => inner.fn.max('updated_at').as('v'))
            .where('tenant_id', '=', tenantId)
            .as('notes_at'),
          eb.selectFrom('list_name_versions').select('version').where('tenant_id', '=', tenantId).as('names'),
          eb
            .selectFrom('search_keywords')
            .select((inner) => inner.fn.countAll().as('v'))
            .where('tenant_id', '=', tenantId)
            .as('keywords'),
          eb
            .selectFrom('users')
            .select((inner) => inner.fn.countAll().as('v'))
            .where('tenant_id', '=', tenantId)
            .as('users'),
        ])
        .executeTakeFirst();
      return JSON.stringify(Object.values(row ?? {}).map((value) => String(value ?? '')));
    },
  };
};

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
