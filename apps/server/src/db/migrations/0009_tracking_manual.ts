import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * `tracking_manual` on notes: 1 once a person set the note's source, brand, product line, product or keyword
 * through update-track. Re-matching after a tracking configuration change leaves such notes alone.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('notes')
    .addColumn('tracking_manual', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};
