import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Where a knowledge row came from: '' = uploaded or kept in NoteDesk, 'feishu_sheet' = the tenant's Feishu
 * knowledge sheet. A sheet sync replaces only the rows the sheet gave, so what an admin uploaded is never
 * removed by the hourly sync. Rows before this migration were all uploaded.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('knowledge')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
};
