import type { TContentSource, TPlatform } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type TrackedNoteSeed = {
  platform: TPlatform;
  platformNoteId: string;
  noteUrl: string;
  source: TContentSource;
  /** 1 when a person chose the source (re-matching then leaves it). */
  trackingManual: number;
};

/** Tracked notes: the SQL for adding a note ahead of the crawler and for the recently deleted list. */
export const createTrackedNoteRepository = (db: Kysely<Database>) => ({
  /** The note with this platform id, deleted or not. */
  findByPlatformId: (tenantId: number, platform: TPlatform, platformNoteId: string) =>
    db
      .selectFrom('notes')
      .select(['id', 'platform', 'platform_note_id', 'tracked', 'deleted_at'])
      .where('tenant_id', '=', tenantId)
      .where('platform', '=', platform)
      .where('platform_note_id', '=', platformNoteId)
      .executeTakeFirst(),

  /**
   * A tracked note with no crawl yet (last_modify_ts stays 0, so the crawler's first row for it counts as
   * newer and fills it; tracking and source are staff's and the import leaves them).
   */
  insertPlaceholder: async (tenantId: number, seed: TrackedNoteSeed, at: number): Promise<number> =>
    (
      await db
        .insertInto('notes')
        .values({
          tenant_id: tenantId,
          platform: seed.platform,
          platform_note_id: seed.platformNoteId,
          note_url: seed.noteUrl,
          source: seed.source,
          tracking_manual: seed.trackingManual,
          tracked: 1,
          brand_id: null,
          product_line_id: null,
          product_id: null,
          published_at: at,
          deleted_at: null,
          deleted_by: null,
          reply_updated_at: null,
          reply_updated_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** Tracks a kept note; its comments come into the list with it. */
  setTracked: async (tenantId: number, noteId: number, at: number): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('notes')
        .set({ tracked: 1, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', noteId)
        .execute();
      await trx
        .updateTable('comments')
        .set({ tracked: 1, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('note_id', '=', noteId)
        .execute();
    });
  },

  /** Notes deleted at or after `since`, newest deletion first, with who deleted them. */
  listDeleted: async (
    tenantId: number,
    since: number,
    platform: TPlatform | undefined,
    limit: number,
    offset: number,
  ) => {
    let base = db
      .selectFrom('notes')
      .where('notes.tenant_id', '=', tenantId)
      .where('notes.deleted_at', '>=', since);
    if (platform) base = base.where('notes.platform', '=', platform);
    const [rows, total] = await Promise.all([
      base
        .leftJoin('users', (join) =>
          join.onRef('users.id', '=', 'notes.deleted_by').on('users.tenant_id', '=', tenantId),
        )
        .select([
          'notes.id',
          'notes.platform',
          'notes.platform_note_id',
          'notes.title',
          'notes.description',
          'notes.author_name',
          'notes.deleted_at',
          'notes.deleted_by',
          'users.full_name as deleted_by_full_name',
          'users.username as deleted_by_username',
        ])
        .orderBy('notes.deleted_at', 'desc')
        .orderBy('notes.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },
});

export type TrackedNoteRepository = ReturnType<typeof createTrackedNoteRepository>;
