import type { TExpandSource, TPlatform } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import { findOwnedRow } from '../../db/findOwnedRow';
import type { Database, TenantRow } from '../../db/schema';

/** Tenants and their tracking configuration (accounts, brands, product lines, products, keywords). */
export const createTenantRepository = (db: Kysely<Database>) => ({
  findById: (tenantId: number): Promise<TenantRow | undefined> =>
    db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst(),

  findByName: (name: string): Promise<TenantRow | undefined> =>
    db.selectFrom('tenants').selectAll().where('name', '=', name).executeTakeFirst(),

  insert: (name: string, at: number): Promise<TenantRow> =>
    db
      .insertInto('tenants')
      .values({ name, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow(),

  listAccounts: (tenantId: number, platform: TPlatform) =>
    db
      .selectFrom('platform_accounts')
      .select(['id', 'platform', 'account_id', 'nickname'])
      .where('tenant_id', '=', tenantId)
      .where('platform', '=', platform)
      .orderBy('id')
      .execute(),

  listBrands: (tenantId: number) =>
    db
      .selectFrom('brands')
      .select(['id', 'name', 'display_name', 'is_own'])
      .where('tenant_id', '=', tenantId)
      .orderBy('is_own', 'desc')
      .orderBy('id')
      .execute(),

  listProductLines: (tenantId: number) =>
    db
      .selectFrom('product_lines')
      .select(['id', 'name', 'brand_id'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute(),

  listProducts: (tenantId: number, use?: TExpandSource) => {
    let query = db
      .selectFrom('products')
      .select(['id', 'name', 'display_name', 'product_line_id', 'brand_id'])
      .where('tenant_id', '=', tenantId);
    if (use === 'submit') query = query.where('use_submit', '=', 1);
    if (use === 'search') query = query.where('use_search', '=', 1);
    return query.orderBy('id').execute();
  },

  findBrand: (tenantId: number, brandId: number) => findOwnedRow(db, 'brands', tenantId, brandId),

  findProductLine: (tenantId: number, productLineId: number) =>
    findOwnedRow(db, 'product_lines', tenantId, productLineId),

  findProduct: (tenantId: number, productId: number) => findOwnedRow(db, 'products', tenantId, productId),

  /** Keywords for a platform: rows for that platform plus rows for both (platform null). */
  listKeywords: (tenantId: number, platform: TPlatform) =>
    db
      .selectFrom('search_keywords')
      .select(['kind', 'display_name', 'keyword'])
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('platform', '=', platform), eb('platform', 'is', null)]))
      .orderBy('id')
      .execute(),
});

export type TenantRepository = ReturnType<typeof createTenantRepository>;
