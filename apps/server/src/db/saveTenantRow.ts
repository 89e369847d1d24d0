import type { Insertable, Kysely } from 'kysely';
import type { Database, GroupBotTable } from './schema';

/** The tables that hold one row per tenant (its settings), keyed by `tenant_id`. */
export type TenantRowTable = 'group_bots' | 'llm_settings' | 'feishu_settings' | 'tenant_classifiers';

/** Writes the tenant's one row of `table`: inserts it the first time, replaces `values` after that. */
export const saveTenantRow = async <T extends TenantRowTable>(
  db: Kysely<Database>,
  table: T,
  tenantId: number,
  values: Omit<Insertable<Database[T]>, 'tenant_id'>,
): Promise<void> => {
  // One table at a time; the casts let Kysely type the shared `tenant_id` key.
  const row = values as Omit<Insertable<GroupBotTable>, 'tenant_id'>;
  await db
    .insertInto(table as 'group_bots')
    .values({ tenant_id: tenantId, ...row })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(row))
    .execute();
};
