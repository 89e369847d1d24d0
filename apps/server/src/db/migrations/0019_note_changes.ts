import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * What changed since, for notes: the dashboards hold each tenant's notes in memory and before each answer
 * ask for the newest `updated_at` and highest id of its notes, then read only the rows past them (as the
 * comment list index does with migration 0004). Both must be index look-ups. And the notes of an account:
 * the comment list's `account` filter and the note list's `author_id`.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema.createIndex('notes_by_change').on('notes').columns(['tenant_id', 'updated_at']).execute();
  await db.schema.createIndex('notes_by_tenant_id').on('notes').columns(['tenant_id', 'id']).execute();
  await db.schema.createIndex('notes_by_author').on('notes').columns(['tenant_id', 'author_id']).execute();
};
