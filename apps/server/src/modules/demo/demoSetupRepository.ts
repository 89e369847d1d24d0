import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_KNOWLEDGE, DEMO_PERSONAS } from './demoReplySetup';
import { DEMO_ACCOUNTS, DEMO_BRANDS, DEMO_CATEGORY_KEYWORDS, type DemoUserProfile } from './demoTenant';

export type TenantUserSeed = {
  username: string;
  passwordHash: string;
  role: 'worker' | 'manager' | 'admin';
  fullName: string;
  /** Email, nickname, country and area of the user settings; left empty without it. */
  profile?: DemoUserProfile;
};

/** The demo tenant's setup rows: the tenant, its staff and catalog, its personas and knowledge. */
export const createDemoSetupRepository = (db: Kysely<Database>) => ({
  anyTenant: async (): Promise<boolean> =>
    (await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst()) !== undefined,

  findTenantId: async (tenantName: string): Promise<number | undefined> =>
    (await db.selectFrom('tenants').select('id').where('name', '=', tenantName).executeTakeFirst())?.id,

  /**
   * Creates a tenant with its staff and the demo catalog (platform accounts, brands, product lines,
   * products, brand/product/category keywords). The demo seed and the scale generator share it, so both
   * tenants look alike. Call inside a transaction. Returns the new tenant id.
   */
  insertTenant: async (
    tenantName: string,
    users: readonly TenantUserSeed[],
    now: number,
  ): Promise<number> => {
    const tenant = await db
      .insertInto('tenants')
      .values({ name: tenantName, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tenantId = tenant.id;

    await db
      .insertInto('users')
      .values(
        users.map((user) => ({
          tenant_id: tenantId,
          username: user.username,
          password_hash: user.passwordHash,
          full_name: user.fullName,
          ...user.profile,
          role: user.role,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('platform_accounts')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          tenant_id: tenantId,
          platform: account.platform,
          account_id: account.accountId,
          nickname: account.nickname,
          created_at: now,
        })),
      )
      .execute();

    const keyword = (kind: 'brand' | 'product' | 'category', displayName: string, text: string) => ({
      tenant_id: tenantId,
      platform: null,
      kind,
      display_name: displayName,
      keyword: text,
      created_at: now,
    });
    const keywords = DEMO_CATEGORY_KEYWORDS.map((text) => keyword('category', text, text));
    for (const brand of DEMO_BRANDS) {
      const brandRow = await db
        .insertInto('brands')
        .values({
          tenant_id: tenantId,
          name: brand.name,
          display_name: brand.displayName,
          is_own: brand.isOwn ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      keywords.push(...brand.keywords.map((text) => keyword('brand', brand.displayName, text)));
      for (const line of brand.lines) {
        const lineRow = await db
          .insertInto('product_lines')
          .values({ tenant_id: tenantId, brand_id: brandRow.id, name: line.name, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('products')
          .values(
            line.products.map((product) => ({
              tenant_id: tenantId,
              brand_id: brandRow.id,
              product_line_id: lineRow.id,
              name: product.name,
              display_name: product.displayName,
              use_submit: 1,
              use_search: 1,
              created_at: now,
            })),
          )
          .execute();
        for (const product of line.products) {
          keywords.push(...product.keywords.map((text) => keyword('product', product.displayName, text)));
        }
      }
    }
    await db.insertInto('search_keywords').values(keywords).execute();
    return tenantId;
  },

  /** Adds the demo personas and knowledge rows to a new tenant (inside the seed's transaction). */
  insertReplySetup: async (tenantId: number, now: number): Promise<void> => {
    await db
      .insertInto('personas')
      .values(
        DEMO_PERSONAS.map((persona) => ({
          ...persona,
          examples: JSON.stringify(persona.examples),
          tenant_id: tenantId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('knowledge')
      .values(
        DEMO_KNOWLEDGE.map((row) => ({
          ...row,
          keywords: JSON.stringify(row.keywords),
          tenant_id: tenantId,
          created_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
});
