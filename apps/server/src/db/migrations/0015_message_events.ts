import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Messages written by the product itself (an import finished, an export is ready, an alert) name an event and
 * its parameters instead of fixed text, so each reader sees them in their own language; `link` is where the
 * message leads in the app (a comment, a download).
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema.alterTable('messages').addColumn('event', 'text').execute();
  await db.schema.alterTable('messages').addColumn('params', 'text').execute();
  await db.schema.alterTable('messages').addColumn('link', 'text').execute();
};
