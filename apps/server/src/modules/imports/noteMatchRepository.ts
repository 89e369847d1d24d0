import { type Kysely, sql } from 'kysely';
import { chunks } from '../../chunks';
import type { Database } from '../../db/schema';
import { LOOKUP_CHUNK } from './importNoteRepository';
import type { MatchCatalog, NoteMatch } from './noteMatcher';

/** What matching reads (the tracking configuration, the notes no person set) and the matches it stores. */
export const createNoteMatchRepository = (db: Kysely<Database>) => ({
  loadMatchCatalog: async (tenantId: number): Promise<MatchCatalog> => {
    const [accounts, brands, products, keywords] = await Promise.all([
      db
        .selectFrom('platform_accounts')
        .select(['platform', 'account_id', 'nickname'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('brands')
        .select(['id', 'display_name', 'is_own'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('products')
        .select(['id', 'display_name', 'brand_id', 'product_line_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('search_keywords')
        .select(['platform', 'kind', 'display_name', 'keyword'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    ]);
    const brandByName = new Map(brands.map((brand) => [brand.display_name, brand]));
    const productByName = new Map(products.map((product) => [product.display_name, product]));
    return {
      ownAccounts: accounts.map((a) => ({
        platform: a.platform,
        accountId: a.account_id,
        nickname: a.nickname,
      })),
      ownBrandId: brands.find((brand) => brand.is_own === 1)?.id ?? null,
      products: keywords.flatMap((k) => {
        const product = k.kind === 'product' ? productByName.get(k.display_name) : undefined;
        return product
          ? [
              {
                platform: k.platform,
                keyword: k.keyword,
                brandId: product.brand_id,
                productLineId: product.product_line_id,
                productId: product.id,
              },
            ]
          : [];
      }),
      brands: keywords.flatMap((k) => {
        const brand = k.kind === 'brand' ? brandByName.get(k.display_name) : undefined;
        return brand ? [{ platform: k.platform, keyword: k.keyword, brandId: brand.id }] : [];
      }),
      categories: keywords
        .filter((k) => k.kind === 'category')
        .map((k) => ({ platform: k.platform, keyword: k.keyword })),
    };
  },

  /** What matching reads of the tenant's notes whose tracking no person set, with their current match. */
  notesForMatching: (tenantId: number) =>
    db
      .selectFrom('notes')
      .select([
        'id',
        'platform',
        'title',
        'description',
        'tag_list',
        sql<string>`source_keyword`.as('source_keyword'),
        sql<string>`author_keys`.as('author_keys'),
        'author_name',
        'source',
        'brand_id',
        'product_line_id',
        'product_id',
        'keyword',
      ])
      .where('tenant_id', '=', tenantId)
      .where('tracking_manual', '=', 0)
      .orderBy('id')
      .execute(),

  /**
   * New matches for notes, copied to their comments (list filters read them there). Notes that get the same
   * match are updated together, a chunk of ids per statement: a configuration change often moves thousands.
   */
  applyMatches: async (
    tenantId: number,
    changes: ReadonlyArray<{ id: number; match: NoteMatch }>,
    at: number,
  ): Promise<void> => {
    const groups = new Map<string, { match: NoteMatch; ids: number[] }>();
    for (const { id, match } of changes) {
      const key = JSON.stringify([
        match.source,
        match.brand_id,
        match.product_line_id,
        match.product_id,
        match.keyword,
        match.tracked,
      ]);
      const group = groups.get(key) ?? { match, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
    }
    for (const { match, ids } of groups.values()) {
      // Re-matching tracks a kept note that now matches a keyword; it never untracks one.
      const { tracked, ...fields } = match;
      const changes = { ...fields, ...(tracked ? { tracked: 1 } : {}), updated_at: at };
      for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
        await db
          .updateTable('notes')
          .set(changes)
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', chunk)
          .execute();
        await db
          .updateTable('comments')
          .set(changes)
          .where('tenant_id', '=', tenantId)
          .where('note_id', 'in', chunk)
          .execute();
      }
    }
  },
});
