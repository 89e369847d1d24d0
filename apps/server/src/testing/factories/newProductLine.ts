import type { Insertable } from 'kysely';
import type { ProductLineTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type ProductLineOverrides = Partial<Insertable<ProductLineTable>> & {
  tenant_id: number;
  brand_id: number;
};

/** A product line of one of the tenant's brands; returns its id. */
export const newProductLine = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: ProductLineOverrides,
): Promise<number> => {
  const row = await deps.db
    .insertInto('product_lines')
    .values({ name: uniqueName('line'), created_at: deps.now(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
