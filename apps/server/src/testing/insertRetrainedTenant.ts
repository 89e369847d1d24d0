import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** For relabel tests: a second tenant, 乙, with a retrained model of its own (no corrections); returns its id. */
export const insertRetrainedTenant = async (db: Kysely<Database>): Promise<number> => {
  const tenant = await db
    .insertInto('tenants')
    .values({ name: '乙', created_at: 0, updated_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tenant_classifiers')
    .values({
      tenant_id: tenant.id,
      corrections: '[]',
      correction_count: 0,
      examples: 0,
      training_ms: 0,
      held_out: '{}',
      trained_by: null,
      trained_at: 0,
    })
    .execute();
  return tenant.id;
};
