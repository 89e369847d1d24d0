import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * #12 leftovers:
 * - `feishu_exported_comments.sheet_row`: the last sheet row of the chunk that carried the comment, as Feishu
 *   answered it (values_append's `updates.updatedRange`); null while pending and for rows exported before.
 *   A pending chunk is looked for in the sheet from the last confirmed row on, a page at a time, instead of
 *   reading the whole comment-id column in one call (Feishu answers at most 10 MB a read).
 * - `feishu_settings.knowledge_sync_claimed`: the start (epoch ms) of the latest timer period whose
 *   knowledge-sheet sync a server process claimed; the claim is a conditional UPDATE, so with several server
 *   processes one of them syncs a tenant once a period.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema.alterTable('feishu_exported_comments').addColumn('sheet_row', 'integer').execute();
  await db.schema
    .alterTable('feishu_settings')
    .addColumn('knowledge_sync_claimed', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
};
