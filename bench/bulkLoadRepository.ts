import type { DatabaseHandle } from '@notedesk/server/src/db/createDb';
import type { Database } from '@notedesk/server/src/db/schema';
import { type Kysely, sql } from 'kysely';

/**
 * Secondary indexes and the full-text trigger of `comments` are set aside during a bulk load and rebuilt
 * once at the end: building an index from sorted data is much cheaper than a million random B-tree
 * insertions, and FTS5 builds its trigram index in one pass with 'rebuild'. Their definitions are read
 * back from the database itself, so the migration stays the single source of truth.
 */
export const createBulkLoadRepository = (db: Kysely<Database>, dialect: DatabaseHandle['dialect']) => ({
  tenantExists: async (name: string): Promise<boolean> =>
    (await db.selectFrom('tenants').select('id').where('name', '=', name).executeTakeFirst()) !== undefined,

  usernamesTaken: async (usernames: readonly string[]): Promise<string[]> =>
    (await db.selectFrom('users').select('username').where('username', 'in', usernames).execute()).map(
      (row) => row.username,
    ),

  /** Drops the comment indexes (and on SQLite the FTS triggers); returns a function that restores them. */
  suspendCommentIndexes: async (): Promise<() => Promise<void>> => {
    if (dialect === 'sqlite') {
      const objects = await sql<{ type: string; name: string; sql: string }>`
        SELECT type, name, sql FROM sqlite_master
        WHERE tbl_name = 'comments' AND type IN ('index', 'trigger') AND sql IS NOT NULL`.execute(db);
      for (const object of objects.rows) {
        await sql.raw(`DROP ${object.type === 'index' ? 'INDEX' : 'TRIGGER'} ${object.name}`).execute(db);
      }
      return async () => {
        for (const object of objects.rows) await sql.raw(object.sql).execute(db);
        await sql`INSERT INTO comments_fts(comments_fts) VALUES ('rebuild')`.execute(db);
      };
    }
    // Constraint-backed indexes (primary key, unique platform id) stay: the load relies on them.
    const indexes = await sql<{ indexname: string; indexdef: string }>`
      SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.tablename = 'comments' AND i.schemaname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
    for (const index of indexes.rows) await sql.raw(`DROP INDEX ${index.indexname}`).execute(db);
    return async () => {
      for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
    };
  },

  /** Fresh planner statistics after the load, so the first benchmark queries pick the right indexes. */
  analyze: async (): Promise<void> => {
    await sql.raw(dialect === 'sqlite' ? 'ANALYZE' : 'ANALYZE comments').execute(db);
    if (dialect === 'postgres') await sql.raw('ANALYZE notes').execute(db);
  },
});
