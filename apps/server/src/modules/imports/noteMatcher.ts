import type { TContentSource } from '@notedesk/contract';
import type { ImportNote, Platform } from './importTypes';

/** The tenant's tracking configuration, flattened for matching. */
export type MatchCatalog = {
  ownAccounts: ReadonlyArray<{ platform: Platform; accountId: string; nickname: string }>;
  ownBrandId: number | null;
  /** Product keywords, each resolved to its product (by the product's display name). */
  products: ReadonlyArray<{
    platform: Platform | null;
    keyword: string;
    brandId: number;
    productLineId: number;
    productId: number;
  }>;
  /** Brand keywords, each resolved to its brand (by the brand's display name). */
  brands: ReadonlyArray<{ platform: Platform | null; keyword: string; brandId: number }>;
  categories: ReadonlyArray<{ platform: Platform | null; keyword: string }>;
};

export type NoteMatch = {
  source: TContentSource;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  keyword: string;
  /** false: no keyword of the tenant matched; the note is kept but not tracked until a person tracks it. */
  tracked: boolean;
};

/** What of a note is matched against: its author ids and name, and its words. */
export type MatchInput = Pick<
  ImportNote,
  'platform' | 'title' | 'description' | 'tag_list' | 'source_keyword' | 'author_keys' | 'author_name'
>;

type Keyworded = { platform: Platform | null; keyword: string };

/** The longest keyword of the platform found in the text (the most specific one), first listed on a tie. */
const bestHit = <T extends Keyworded>(
  entries: readonly T[],
  platform: Platform,
  haystack: string,
): T | undefined => {
  let best: T | undefined;
  for (const entry of entries) {
    if (entry.platform !== null && entry.platform !== platform) continue;
    const needle = entry.keyword.trim().toLowerCase();
    if (needle === '' || !haystack.includes(needle)) continue;
    if (!best || needle.length > best.keyword.trim().length) best = entry;
  }
  return best;
};

const haystackOf = (note: MatchInput): string => {
  const tags = (() => {
    try {
      const parsed: unknown = JSON.parse(note.tag_list);
      return Array.isArray(parsed) ? parsed.join(' ') : '';
    } catch {
      return '';
    }
  })();
  return [note.title, note.description, tags, note.source_keyword].join('\n').toLowerCase();
};

const isOwnAccount = (catalog: MatchCatalog, note: MatchInput): boolean =>
  catalog.ownAccounts.some(
    (account) =>
      account.platform === note.platform &&
      (note.author_keys.includes(account.accountId) ||
        // Nicknames only when not masked: the newer xhs layout writes "用户***" style names.
        (account.nickname !== '' &&
          !note.author_name.includes('*') &&
          account.nickname === note.author_name)),
  );

/**
 * Where a note comes from and what it is about. The rule, first that applies:
 *
 * 1. own account — the author is one of the tenant's accounts on that platform (any of the author's ids
 *    equals the account id, or the unmasked nickname equals the account's): source `own`, brand = the
 *    tenant's own brand; a product keyword in the text also sets product line, product and keyword.
 * 2. product keyword — a product keyword (kind `product`, resolved by the product's display name) appears
 *    in title, description, tags or the crawler's search keyword: source `brand`, with that product's
 *    brand, line and product.
 * 3. brand keyword — likewise a brand keyword: source `brand`, with that brand.
 * 4. category keyword: source `category`, no brand.
 * 5. nothing: source `category` with the crawler's search keyword (what found the note), no brand, and
 *    not tracked: notes crawled for other keywords must not flood the tenant's queues (#15 item 8).
 *
 * Keywords are matched case-insensitively as substrings; platform-specific keywords only on their platform;
 * among several hits of one kind the longest keyword wins.
 */
export const noteMatcher =
  (catalog: MatchCatalog) =>
  (note: MatchInput): NoteMatch => {
    const haystack = haystackOf(note);
    const product = bestHit(catalog.products, note.platform, haystack);
    if (isOwnAccount(catalog, note)) {
      const ownProduct =
        catalog.ownBrandId !== null && product?.brandId === catalog.ownBrandId ? product : undefined;
      return {
        source: 'own',
        brand_id: catalog.ownBrandId,
        product_line_id: ownProduct?.productLineId ?? null,
        product_id: ownProduct?.productId ?? null,
        keyword: ownProduct?.keyword ?? '',
        tracked: true,
      };
    }
    if (product) {
      return {
        source: 'brand',
        brand_id: product.brandId,
        product_line_id: product.productLineId,
        product_id: product.productId,
        keyword: product.keyword,
        tracked: true,
      };
    }
    const brand = bestHit(catalog.brands, note.platform, haystack);
    if (brand) {
      return {
        source: 'brand',
        brand_id: brand.brandId,
        product_line_id: null,
        product_id: null,
        keyword: brand.keyword,
        tracked: true,
      };
    }
    const category = bestHit(catalog.categories, note.platform, haystack);
    return {
      source: 'category',
      brand_id: null,
      product_line_id: null,
      product_id: null,
      keyword: category?.keyword ?? note.source_keyword.trim(),
      tracked: category !== undefined,
    };
  };
