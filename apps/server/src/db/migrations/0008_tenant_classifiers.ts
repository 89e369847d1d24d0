import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * `tenant_classifiers`: a tenant's own embedded model, one row per tenant that retrained. The staff
 * corrections it learnt from are kept as a snapshot (JSON), so after a restart the same model is trained
 * again from the seed set plus that snapshot, whatever staff changed since; the figures are shown as measured.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .createTable('tenant_classifiers')
    .addColumn('tenant_id', 'integer', (col) =>
      col.primaryKey().notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('corrections', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('correction_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('examples', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('training_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('held_out', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('trained_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('trained_at', 'bigint', (col) => col.notNull())
    .execute();
};
