import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * The tenant's knowledge: Q&A rows reply drafts must respect. `keywords` is JSON text (a list);
 * `product` is the product name the row is about ('' = any product).
 */
export const up = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('knowledge')
    .addColumn('id', 'integer', (col) =>
      dialect === 'sqlite' ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('knowledge_tenant').on('knowledge').columns(['tenant_id', 'id']).execute();
};
