import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/** The note's own reply draft, and who last saved each draft (for "someone else changed it" answers). */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('notes')
    .addColumn('reply_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('notes').addColumn('reply_updated_at', 'bigint').execute();
  await db.schema.alterTable('notes').addColumn('reply_updated_by', 'integer').execute();
  await db.schema.alterTable('comments').addColumn('reply_updated_by', 'integer').execute();
  await db.schema.createIndex('notes_deleted').on('notes').columns(['tenant_id', 'deleted_at']).execute();
};
