import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../auth/passwordHasher';
import {
  DEMO_ACCOUNTS,
  DEMO_BRANDS,
  DEMO_CATEGORY_KEYWORDS,
  DEMO_TENANT_NAME,
  DEMO_USERS,
} from './demoTenant';
import { seedDemoContent } from './seedDemoContent';

export type DemoSeedResult = { tenantId: number; created: boolean; notes: number; comments: number };

/** Seeds the demo tenant: users, accounts, brands, products, keywords, then notes and comments. Idempotent. */
export const seedDemo = async (db: Kysely<Database>, now: number): Promise<DemoSeedResult> => {
  const existing = await db
    .selectFrom('tenants')
    .select('id')
    .where('name', '=', DEMO_TENANT_NAME)
    .executeTakeFirst();
  if (existing) return { tenantId: existing.id, created: false, notes: 0, comments: 0 };

  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ name: DEMO_TENANT_NAME, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tenantId = tenant.id;

    for (const [index, user] of DEMO_USERS.entries()) {
      await trx
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          username: user.username,
          password_hash: passwordHashes[index]!,
          full_name: user.fullName,
          role: user.role,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const account of DEMO_ACCOUNTS) {
      await trx
        .insertInto('platform_accounts')
        .values({
          tenant_id: tenantId,
          platform: account.platform,
          account_id: account.accountId,
          nickname: account.nickname,
          created_at: now,
        })
        .execute();
    }
    for (const brand of DEMO_BRANDS) {
      const brandRow = await trx
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
      for (const keyword of brand.keywords) {
        await trx
          .insertInto('search_keywords')
          .values({
            tenant_id: tenantId,
            platform: null,
            kind: 'brand',
            display_name: brand.displayName,
            keyword,
            created_at: now,
          })
          .execute();
      }
      for (const line of brand.lines) {
        const lineRow = await trx
          .insertInto('product_lines')
          .values({ tenant_id: tenantId, brand_id: brandRow.id, name: line.name, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const product of line.products) {
          await trx
            .insertInto('products')
            .values({
              tenant_id: tenantId,
              brand_id: brandRow.id,
              product_line_id: lineRow.id,
              name: product.name,
              display_name: product.displayName,
              use_submit: 1,
              use_search: 1,
              created_at: now,
            })
            .execute();
          for (const keyword of product.keywords) {
            await trx
              .insertInto('search_keywords')
              .values({
                tenant_id: tenantId,
                platform: null,
                kind: 'product',
                display_name: product.displayName,
                keyword,
                created_at: now,
              })
              .execute();
          }
        }
      }
    }
    for (const keyword of DEMO_CATEGORY_KEYWORDS) {
      await trx
        .insertInto('search_keywords')
        .values({
          tenant_id: tenantId,
          platform: null,
          kind: 'category',
          display_name: keyword,
          keyword,
          created_at: now,
        })
        .execute();
    }
    const content = await seedDemoContent(trx, tenantId, now);
    return { tenantId, created: true, ...content };
  });
};
