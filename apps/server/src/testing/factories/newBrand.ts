import type { Insertable } from 'kysely';
import type { BrandTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type BrandOverrides = Partial<Insertable<BrandTable>> & { tenant_id: number };

/** A brand of the tenant (default: its own, not a competitor); returns its id. */
export const newBrand = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: BrandOverrides,
): Promise<number> => {
  const name = overrides.name ?? uniqueName('brand');
  const row = await deps.db
    .insertInto('brands')
    .values({ name, display_name: name, is_own: 1, created_at: deps.now(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
