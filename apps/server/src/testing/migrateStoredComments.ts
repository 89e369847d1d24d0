import type { Kysely, SelectExpression, Selection } from 'kysely';
import { migrateTo } from '../db/migrate';
import type { Database } from '../db/schema';
import type { MigratedDatabase } from './useMigratedDatabase';

/** A comment as an older schema stored it: its platform id and any column that schema had. */
export type StoredComment = { platform_comment_id: string } & Record<string, unknown>;

/**
 * For a test of one migration's data changes to comments: writes `stored` with plain inserts, as the older
 * version did, migrates to `migration`, and reads `read` of every comment back in id order. A row is the
 * migrated database's tenant's, under note n1, with the text 评论 and updated_at 100 (a row the migration
 * writes shows 101) unless it says otherwise.
 */
export const migrateStoredComments = async <C extends SelectExpression<Database, 'comments'>>(
  before: MigratedDatabase,
  change: { stored: readonly StoredComment[]; migration: string; read: readonly C[] },
): Promise<Selection<Database, 'comments', C>[]> => {
  // biome-ignore lint/suspicious/noExplicitAny: the rows are written in the older schema, not today's
  const olderDb = before.db as unknown as Kysely<any>;
  for (const comment of change.stored) {
    await olderDb
      .insertInto('comments')
      .values({
        tenant_id: before.tenantId,
        platform: 'xhs',
        platform_note_id: 'n1',
        content: '评论',
        published_at: 0,
        created_at: 0,
        updated_at: 100,
        ...comment,
      })
      .execute();
  }
  await migrateTo(before.database.handle, change.migration);
  return before.db.selectFrom('comments').select(change.read).orderBy('id').execute();
};
