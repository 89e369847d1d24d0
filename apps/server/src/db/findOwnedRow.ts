import type { Kysely, Selectable } from 'kysely';
import type { OwnedTable } from './findOwned';
import { isRowId } from './rowId';
import type { Database } from './schema';

/**
 * The row `id` of the tenant's `table`, or undefined: another tenant's row and an id no row can have find
 * nothing (the latter checked before SQL: PostgreSQL fails an int4 comparison out of range).
 */
export const findOwnedRow = async <T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  tenantId: number,
  id: number,
): Promise<Selectable<Database[T]> | undefined> => {
  if (!isRowId(id)) return undefined;
  const row = await db
    // One table at a time has both columns; the cast lets Kysely type the shared `tenant_id` and `id`.
    .selectFrom(table as 'brands')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
};
