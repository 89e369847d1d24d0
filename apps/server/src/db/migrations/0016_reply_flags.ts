import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Two facts about a comment's generated draft, kept on the row so the inbox shows them:
 * `reply_flag` — the sensitive topic (pregnancy, medical, reaction, minor) a person should look at before
 * anything is posted, '' when none; `reply_based_on` — the name of the staff member whose saved reply to a
 * similar comment the draft repeats, '' when it was composed.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('comments')
    .addColumn('reply_flag', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('reply_based_on', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
};
