import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * What changed since: the in-memory comment list index asks each query for the newest `updated_at` and the
 * highest id of a tenant's comments, and reads only the rows past them. Both must be index look-ups.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .createIndex('comments_by_change')
    .on('comments')
    .columns(['tenant_id', 'updated_at'])
    .execute();
  await db.schema.createIndex('comments_by_tenant_id').on('comments').columns(['tenant_id', 'id']).execute();
};
