import type { TPlatform } from '@notedesk/contract';
import type { Kysely, Updateable } from 'kysely';
import { findOwnedRow } from '../../db/findOwnedRow';
import { isRowId } from '../../db/rowId';
import type {
  BrandTable,
  Database,
  PlatformAccountTable,
  ProductLineTable,
  ProductTable,
  SearchKeywordTable,
} from '../../db/schema';
import { updateOwned } from '../../db/updateOwned';

type KeywordKind = SearchKeywordTable['kind'];
export type KeywordValue = { keyword: string; platform: TPlatform | null };

/** What a brand, product line or product is referenced by on notes and comments. */
export type TrackingRefs = { brandIds: number[]; productLineIds: number[]; productIds: number[] };

/** An id no row can have (over the integer range) finds nothing without reaching SQL. */
const byId = <T>(id: number, find: () => Promise<T | undefined>) =>
  isRowId(id) ? find() : Promise.resolve(undefined);

/** The tracking configuration tables of one tenant (accounts, brands, lines, products, search keywords). */
const createTrackingConfigRows = (db: Kysely<Database>) => {
  /**
   * What deleting a brand or a product line takes along: the refs notes and comments may hold (the brand or
   * line itself, its lines and products) and the display names of those products (their keywords go too).
   */
  const takenAlong = async (
    tenantId: number,
    parent: { brandId: number } | { productLineId: number },
  ): Promise<{ refs: TrackingRefs; productNames: string[] }> => {
    const brandId = 'brandId' in parent ? parent.brandId : undefined;
    const productLineId = 'productLineId' in parent ? parent.productLineId : undefined;
    const lines =
      brandId === undefined
        ? []
        : await db
            .selectFrom('product_lines')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('brand_id', '=', brandId)
            .execute();
    const products = await db
      .selectFrom('products')
      .select(['id', 'display_name'])
      .where('tenant_id', '=', tenantId)
      .$if(brandId !== undefined, (qb) => qb.where('brand_id', '=', brandId as number))
      .$if(productLineId !== undefined, (qb) => qb.where('product_line_id', '=', productLineId as number))
      .execute();
    return {
      refs: {
        brandIds: brandId === undefined ? [] : [brandId],
        productLineIds: productLineId === undefined ? lines.map((line) => line.id) : [productLineId],
        productIds: products.map((product) => product.id),
      },
      productNames: products.map((product) => product.display_name),
    };
  };

  /** Every column a note or a comment copies a brand/line/product into, cleared for the given ids. */
  const clearRefs = async (tenantId: number, refs: TrackingRefs, at: number): Promise<void> => {
    const columns = [
      ['brand_id', refs.brandIds],
      ['product_line_id', refs.productLineIds],
      ['product_id', refs.productIds],
    ] as const;
    for (const table of ['notes', 'comments'] as const) {
      for (const [column, ids] of columns) {
        if (ids.length === 0) continue;
        // updated_at moves so the comment list index catches up with the change.
        await db
          .updateTable(table)
          .set({ [column]: null, updated_at: at })
          .where('tenant_id', '=', tenantId)
          .where(column, 'in', ids)
          .execute();
      }
    }
  };

  return {
    listAccounts: (tenantId: number) =>
      db
        .selectFrom('platform_accounts')
        .select(['id', 'platform', 'account_id', 'nickname'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    listBrands: (tenantId: number) =>
      db
        .selectFrom('brands')
        .select(['id', 'name', 'display_name', 'is_own'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    listProductLines: (tenantId: number) =>
      db
        .selectFrom('product_lines')
        .select(['id', 'brand_id', 'name'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    listProducts: (tenantId: number) =>
      db
        .selectFrom('products')
        .select(['id', 'brand_id', 'product_line_id', 'name', 'display_name', 'use_submit', 'use_search'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    listKeywords: (tenantId: number) =>
      db
        .selectFrom('search_keywords')
        .select(['id', 'kind', 'display_name', 'keyword', 'platform'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),

    findAccount: (tenantId: number, id: number) => findOwnedRow(db, 'platform_accounts', tenantId, id),
    findBrand: (tenantId: number, id: number) => findOwnedRow(db, 'brands', tenantId, id),
    findProductLine: (tenantId: number, id: number) => findOwnedRow(db, 'product_lines', tenantId, id),
    findProduct: (tenantId: number, id: number) => findOwnedRow(db, 'products', tenantId, id),
    findCategoryKeyword: (tenantId: number, id: number) =>
      byId(id, () =>
        db
          .selectFrom('search_keywords')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', 'category')
          .where('id', '=', id)
          .executeTakeFirst(),
      ),

    insertAccount: (row: Omit<PlatformAccountTable, 'id'>) =>
      db.insertInto('platform_accounts').values(row).returning('id').executeTakeFirstOrThrow(),
    updateAccount: (tenantId: number, id: number, changes: Updateable<PlatformAccountTable>) =>
      updateOwned(db, 'platform_accounts', tenantId, id, changes),
    deleteAccount: async (tenantId: number, id: number) => {
      await db
        .deleteFrom('platform_accounts')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    insertBrand: (row: Omit<BrandTable, 'id'>) =>
      db.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow(),
    updateBrand: (tenantId: number, id: number, changes: Updateable<BrandTable>) =>
      updateOwned(db, 'brands', tenantId, id, changes),
    /** The brand with its lines and products (cascade); notes and comments keep existing, without them. */
    deleteBrand: async (tenantId: number, id: number, at: number) => {
      await clearRefs(tenantId, (await takenAlong(tenantId, { brandId: id })).refs, at);
      await db.deleteFrom('brands').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    insertProductLine: (row: Omit<ProductLineTable, 'id'>) =>
      db.insertInto('product_lines').values(row).returning('id').executeTakeFirstOrThrow(),
    updateProductLine: (tenantId: number, id: number, changes: Updateable<ProductLineTable>) =>
      updateOwned(db, 'product_lines', tenantId, id, changes),
    /** The line with its products (cascade); notes and comments keep existing, without them. */
    deleteProductLine: async (tenantId: number, id: number, at: number) => {
      await clearRefs(tenantId, (await takenAlong(tenantId, { productLineId: id })).refs, at);
      await db.deleteFrom('product_lines').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    insertProduct: (row: Omit<ProductTable, 'id'>) =>
      db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow(),
    updateProduct: (tenantId: number, id: number, changes: Updateable<ProductTable>) =>
      updateOwned(db, 'products', tenantId, id, changes),
    deleteProduct: async (tenantId: number, id: number, at: number) => {
      await clearRefs(tenantId, { brandIds: [], productLineIds: [], productIds: [id] }, at);
      await db.deleteFrom('products').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    /** Live notes that name any of the brands, lines or products. */
    countNotesUsing: async (tenantId: number, refs: TrackingRefs): Promise<number> => {
      const row = await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(refs.brandIds.length > 0 ? [eb('brand_id', 'in', refs.brandIds)] : []),
            ...(refs.productLineIds.length > 0 ? [eb('product_line_id', 'in', refs.productLineIds)] : []),
            ...(refs.productIds.length > 0 ? [eb('product_id', 'in', refs.productIds)] : []),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    takenAlong,

    /**
     * The search keywords of one brand or product (rows of `kind` under its display name): renamed to
     * `displayName`, and replaced by `keywords` when given.
     */
    setKeywords: async (
      tenantId: number,
      kind: Exclude<KeywordKind, 'category'>,
      names: { from: string; to: string },
      keywords: readonly KeywordValue[] | undefined,
      at: number,
    ): Promise<void> => {
      if (keywords === undefined) {
        if (names.from === names.to) return;
        await db
          .updateTable('search_keywords')
          .set({ display_name: names.to })
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', kind)
          .where('display_name', '=', names.from)
          .execute();
        return;
      }
      await db
        .deleteFrom('search_keywords')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .where('display_name', '=', names.from)
        .execute();
      if (keywords.length === 0) return;
      await db
        .insertInto('search_keywords')
        .values(
          keywords.map((keyword) => ({
            tenant_id: tenantId,
            platform: keyword.platform,
            kind,
            display_name: names.to,
            keyword: keyword.keyword,
            created_at: at,
          })),
        )
        .execute();
    },

    deleteKeywordsOf: async (tenantId: number, kind: Exclude<KeywordKind, 'category'>, names: string[]) => {
      if (names.length === 0) return;
      await db
        .deleteFrom('search_keywords')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .where('display_name', 'in', names)
        .execute();
    },

    /** A category keyword is its own display name. */
    insertCategoryKeyword: (tenantId: number, keyword: KeywordValue, at: number) =>
      db
        .insertInto('search_keywords')
        .values({
          tenant_id: tenantId,
          platform: keyword.platform,
          kind: 'category',
          display_name: keyword.keyword,
          keyword: keyword.keyword,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    updateCategoryKeyword: async (tenantId: number, id: number, keyword: KeywordValue) => {
      await db
        .updateTable('search_keywords')
        .set({ platform: keyword.platform, display_name: keyword.keyword, keyword: keyword.keyword })
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'category')
        .where('id', '=', id)
        .execute();
    },
    deleteCategoryKeyword: async (tenantId: number, id: number) => {
      await db
        .deleteFrom('search_keywords')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'category')
        .where('id', '=', id)
        .execute();
    },
  };
};

export type TrackingConfigRows = ReturnType<typeof createTrackingConfigRows>;

export const createTrackingConfigRepository = (db: Kysely<Database>) => ({
  ...createTrackingConfigRows(db),
  /** Runs `work` in one transaction with the configuration SQL bound to it. */
  transaction: <T>(work: (trx: TrackingConfigRows) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work(createTrackingConfigRows(trx))),
});

export type TrackingConfigRepository = ReturnType<typeof createTrackingConfigRepository>;
