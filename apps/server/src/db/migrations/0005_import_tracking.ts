import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * What imports need beyond the first schema:
 * - `last_modify_ts` on notes and comments: the crawl time of the stored values, so an older file imported
 *   after a newer one never rolls counts back;
 * - `source_keyword` and `author_keys` on notes: what matching reads (the crawler's search word, every id
 *   the author is known by), kept so matching can be re-run after the tracking configuration changes.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('notes')
    .addColumn('last_modify_ts', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('notes')
    .addColumn('source_keyword', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('notes')
    .addColumn('author_keys', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('last_modify_ts', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('jobs_tenant_kind').on('jobs').columns(['tenant_id', 'kind', 'id']).execute();
};
