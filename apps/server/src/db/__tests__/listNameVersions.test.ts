import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Database } from '../schema';

/** Migration 0010: triggers count changes to the names a comment list row shows, per tenant. */
describe('list name versions', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const ids = { a: 0, b: 0, brand: 0, line: 0, product: 0, user: 0, note: 0 };

  const versionOf = async (tenantId: number) =>
    Number(
      (
        await db
          .selectFrom('list_name_versions')
          .select('version')
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst()
      )?.version ?? 0,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    const tenant = async (name: string) =>
      (
        await db
          .insertInto('tenants')
          .values({ name, created_at: 0, updated_at: 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.a = await tenant('甲');
    ids.b = await tenant('乙');
    ids.brand = (
      await db
        .insertInto('brands')
        .values({ tenant_id: ids.a, name: 'brand', display_name: '品牌', is_own: 1, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.line = (
      await db
        .insertInto('product_lines')
        .values({ tenant_id: ids.a, brand_id: ids.brand, name: '系列', created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.product = (
      await db
        .insertInto('products')
        .values({
          tenant_id: ids.a,
          brand_id: ids.brand,
          product_line_id: ids.line,
          name: 'product',
          display_name: '产品',
          use_submit: 1,
          use_search: 1,
          created_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.user = (
      await db
        .insertInto('users')
        .values({
          tenant_id: ids.a,
          username: 'staff',
          password_hash: 'x',
          full_name: '员工',
          role: 'worker',
          created_at: 0,
          updated_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.note = (
      await db
        .insertInto('notes')
        .values({
          tenant_id: ids.a,
          platform: 'xhs',
          platform_note_id: 'n1',
          title: '标题',
          source: 'own',
          published_at: 0,
          created_at: 0,
          updated_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.cleanup());

  const changes: Array<[string, () => Promise<unknown>]> = [
    [
      'brand display name',
      () => db.updateTable('brands').set({ display_name: '新' }).where('id', '=', ids.brand).execute(),
    ],
    [
      'product line name',
      () => db.updateTable('product_lines').set({ name: '新' }).where('id', '=', ids.line).execute(),
    ],
    [
      'product name',
      () => db.updateTable('products').set({ name: 'new' }).where('id', '=', ids.product).execute(),
    ],
    [
      'staff full name',
      () => db.updateTable('users').set({ full_name: '新' }).where('id', '=', ids.user).execute(),
    ],
    [
      'note title',
      () => db.updateTable('notes').set({ title: '新标题' }).where('id', '=', ids.note).execute(),
    ],
    [
      'note link',
      () => db.updateTable('notes').set({ note_url: 'https://x/1' }).where('id', '=', ids.note).execute(),
    ],
    [
      'a new brand',
      () =>
        db
          .insertInto('brands')
          .values({ tenant_id: ids.a, name: 'b2', display_name: '', is_own: 0, created_at: 0 })
          .execute(),
    ],
    ['a deleted brand', () => db.deleteFrom('brands').where('name', '=', 'b2').execute()],
  ];

  it.each(changes)('counts a change of %s, for its tenant only', async (_label, change) => {
    const [before, other] = [await versionOf(ids.a), await versionOf(ids.b)];
    await change();
    expect(await versionOf(ids.a)).toBeGreaterThan(before);
    expect(await versionOf(ids.b)).toBe(other);
  });

  it("does not count what a row does not show: a note's likes, a login, a same-value write", async () => {
    const before = await versionOf(ids.a);
    await db
      .updateTable('notes')
      .set({ liked_count: 99, updated_at: 5 })
      .where('id', '=', ids.note)
      .execute();
    await db.updateTable('users').set({ last_login_at: 5 }).where('id', '=', ids.user).execute();
    await db.updateTable('notes').set({ title: '新标题' }).where('id', '=', ids.note).execute();
    expect(await versionOf(ids.a)).toBe(before);
  });
});
