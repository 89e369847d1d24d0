import type { TContentSource, TPlatform } from '@notedesk/contract';
import { allocateCounts } from './allocateCounts';
import type { CommentContext } from './composeComment';
import { composeNote } from './composeNote';
import type { CatalogBrand, CatalogProduct, ContentCatalog } from './contentCatalog';
import { BLOGGER_NAMES, LOCATIONS } from './contentFragments';
import type { Random } from './createRandom';
import type { FullRow } from './demoContentRepository';
import { makeCdnUrl } from './makeCdnUrl';
import { makeCommenter } from './makeCommenter';
import { makeDyId } from './makeDyId';
import { makeXhsId } from './makeXhsId';

export type NotePlan = {
  row: FullRow<'notes'>;
  /** What commenters under this note talk about. */
  commentContext: CommentContext;
  /** Whether the brand drafts replies here (its own notes, notes about its brand, category notes). */
  brandReplies: boolean;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Shares of own-account, brand-mention and category notes. */
const SOURCE_SHARES = [
  ['own', 0.3],
  ['brand', 0.4],
  ['category', 0.3],
] as const;

const sourceAt = (index: number, count: number): TContentSource => {
  let bound = 0;
  for (const [source, share] of SOURCE_SHARES) {
    bound += share * count;
    if (index < bound) return source;
  }
  return 'category';
};

type Subject = {
  platform: TPlatform;
  source: TContentSource;
  brand: CatalogBrand | null;
  product: CatalogProduct | null;
  keyword: string;
  account: ContentCatalog['accounts'][number] | null;
};

const pickSubject = (
  random: Random,
  catalog: ContentCatalog,
  ownBrand: CatalogBrand,
  source: Subject['source'],
): Subject => {
  const platform = (): TPlatform => (random.chance(0.65) ? 'xhs' : 'dy');
  if (source === 'own') {
    const account = catalog.accounts.length > 0 ? random.pick(catalog.accounts) : null;
    const product = ownBrand.products.length > 0 ? random.pick(ownBrand.products) : null;
    return {
      platform: account?.platform ?? platform(),
      source,
      brand: ownBrand,
      product,
      keyword: '',
      account,
    };
  }
  if (source === 'brand') {
    // Half the brand mentions are about the tenant's own brand, the rest about competitors.
    const brand = random.weighted(catalog.brands, (b) => (b.isOwn ? catalog.brands.length - 1 || 1 : 1));
    const product = brand.products.length > 0 && random.chance(0.85) ? random.pick(brand.products) : null;
    const keyword = brand.keywords.length > 0 ? random.pick(brand.keywords) : brand.name;
    return { platform: platform(), source, brand, product, keyword, account: null };
  }
  const keyword = catalog.categoryKeywords.length > 0 ? random.pick(catalog.categoryKeywords) : '护肤';
  return { platform: platform(), source, brand: null, product: null, keyword, account: null };
};

/**
 * The notes of a tenant: who wrote them, what about, when (spread over the 90 days before `now`), and how
 * many of `totalComments` each one gets (a few popular notes take most, as on the real platforms).
 */
export const planNotes = (
  random: Random,
  catalog: ContentCatalog,
  count: number,
  totalComments: number,
  now: number,
): NotePlan[] => {
  const ownBrand = catalog.brands.find((b) => b.isOwn) ?? catalog.brands[0];
  if (!ownBrand) throw new Error('The tenant has no brands; set up its brands before generating content.');
  const allProducts = catalog.brands.flatMap((b) => b.products);
  const subjects = Array.from({ length: count }, (_, index) =>
    pickSubject(random, catalog, ownBrand, sourceAt(index, count)),
  );
  const popularity = subjects.map((s) => (s.source === 'own' ? 0.6 : 1) / (0.03 + random.next()) ** 1.1);
  const commentCounts = allocateCounts(popularity, totalComments, 2);

  return subjects.map((subject, index): NotePlan => {
    const publishedAt = now - random.int(HOUR_MS, 90 * DAY_MS);
    const { platform, source, brand, product, keyword, account } = subject;
    const platformNoteId =
      platform === 'xhs' ? makeXhsId(publishedAt, random) : makeDyId(publishedAt, random);
    const competitors = catalog.brands.filter((b) => b !== (brand ?? ownBrand)).map((b) => b.name);
    const composed = composeNote(random, {
      platform,
      source,
      brand,
      product,
      lineName: product?.lineName ?? '',
      keyword: keyword || (product?.keywords[0] ?? ownBrand.name),
      competitorName: competitors.length > 0 ? random.pick(competitors) : '大牌',
    });
    const author = makeCommenter(platform, publishedAt, random);
    const isVideo = platform === 'dy' || random.chance(0.25);
    const images = Array.from({ length: isVideo ? 1 : random.int(1, 9) }, () =>
      makeCdnUrl(platform, 'image', publishedAt, random),
    );
    const comments = commentCounts[index] ?? 0;
    const liked = comments * random.int(4, 40) + random.int(0, 300);
    const brandProducts = (brand ?? ownBrand).products.map((p) => p.name);
    const productNames = product
      ? [product.name, ...brandProducts.filter((name) => name !== product.name)]
      : [allProducts.length > 0 ? random.pick(allProducts).name : '这款', ...brandProducts];
    const ownProduct = product && brand === ownBrand ? product : (ownBrand.products[0] ?? null);
    const friends = Array.from({ length: 4 }, () => makeCommenter(platform, publishedAt, random).nickname);
    return {
      row: {
        tenant_id: catalog.tenantId,
        platform,
        platform_note_id: platformNoteId,
        note_type: isVideo ? 'video' : 'normal',
        title: composed.title,
        description: composed.description,
        author_id: account?.accountId ?? author.id,
        author_name: account?.nickname ?? random.pick(BLOGGER_NAMES),
        author_avatar: author.avatar,
        author_fans_count: account
          ? random.int(20_000, 300_000)
          : Math.round(10 ** (3 + random.next() * 2.8)),
        note_url:
          platform === 'xhs'
            ? `https://www.xiaohongshu.com/explore/${platformNoteId}`
            : `https://www.douyin.com/video/${platformNoteId}`,
        cover_url: images[0] ?? '',
        image_list: JSON.stringify(images),
        tag_list: JSON.stringify(composed.tags),
        ip_location: random.weighted(LOCATIONS, ([, weight]) => weight)[0],
        liked_count: liked,
        collected_count: Math.round(liked * (0.2 + random.next() * 0.7)),
        comment_count: comments,
        share_count: Math.round(liked * (0.02 + random.next() * 0.12)),
        source,
        brand_id: brand?.id ?? null,
        product_line_id: product?.productLineId ?? null,
        product_id: product?.id ?? null,
        keyword,
        tracked: 1,
        tracking_manual: 0,
        published_at: publishedAt,
        deleted_at: null,
        deleted_by: null,
        reply_text: '',
        reply_updated_at: null,
        reply_updated_by: null,
        created_at: Math.min(now, publishedAt + random.int(10, 600) * 60_000),
        updated_at: now,
      },
      commentContext: {
        platform,
        source,
        productNames,
        brandName: (brand ?? random.pick(catalog.brands)).name,
        competitorNames: competitors.length > 0 ? competitors : ['别家'],
        ownBrandName: ownBrand.name,
        replyProductName: ownProduct?.name ?? ownBrand.name,
        hostNames: source === 'own' ? ['小编'] : ['博主', '博主', '姐妹'],
        friendNames: friends,
      },
      brandReplies: source === 'category' || brand === ownBrand,
    };
  });
};
