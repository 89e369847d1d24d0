import type { Insertable } from 'kysely';
import type { ProductTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type ProductOverrides = Partial<Insertable<ProductTable>> & {
  tenant_id: number;
  brand_id: number;
  product_line_id: number;
};

/** A product in a line (default: offered both for submit and for search); returns its id. */
export const newProduct = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: ProductOverrides,
): Promise<number> => {
  const name = overrides.name ?? uniqueName('product');
  const row = await deps.db
    .insertInto('products')
    .values({ name, display_name: name, use_submit: 1, use_search: 1, created_at: deps.now(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
