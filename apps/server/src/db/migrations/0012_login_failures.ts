import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Failed logins per username and per client address in a fixed window, kept in the database so that every
 * server process (`WORKERS=N`) counts the same tries; before, each process kept its own count.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_started_at')
    .on('login_failures')
    .column('started_at')
    .execute();
};
