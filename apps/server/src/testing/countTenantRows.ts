import type { AppDeps } from '../deps';

/** How many notes or comments the tenant has stored (deleted ones too): for a test to see what a write added. */
export const countTenantRows = async (
  deps: Pick<AppDeps, 'db'>,
  table: 'notes' | 'comments',
  tenantId: number,
): Promise<number> =>
  Number(
    (
      await deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );
