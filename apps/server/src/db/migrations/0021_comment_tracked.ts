import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * `tracked` on comments, copied from their note like source and brand (#15 item 8): a crawled note that
 * matches none of the tenant's keywords is kept untracked, and its comments stay out of the comment list
 * and its queues until someone tracks the note. Existing comments take their note's value.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('comments')
    .addColumn('tracked', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db
    .updateTable('comments')
    .set({ tracked: 0 })
    .where('note_id', 'in', db.selectFrom('notes').select('id').where('tracked', '=', 0))
    .execute();
};
