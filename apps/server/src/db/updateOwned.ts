import type { Kysely, Updateable } from 'kysely';
import type { OwnedTable } from './findOwned';
import { isRowId } from './rowId';
import type { BrandTable, Database } from './schema';

/**
 * Changes the row `id` of the tenant's `table`; another tenant's row, a missing one or an id no row can have
 * (kept from SQL, as in `findOwned`) is left as it is.
 */
export const updateOwned = async <T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  tenantId: number,
  id: number,
  changes: Updateable<Database[T]>,
): Promise<void> => {
  if (!isRowId(id)) return;
  await db
    // One table at a time has both columns; the casts let Kysely type the shared `tenant_id` and `id`.
    .updateTable(table as 'brands')
    .set(changes as Updateable<BrandTable>)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
};
