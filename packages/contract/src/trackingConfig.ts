import { z } from 'zod';
import { ZPlatform } from './domain';
import { ZRematchResult } from './imports';
import { queryValue } from './queryValue';
import { ZRowId, ZRowIdParam } from './rowId';

/**
 * The tenant's tracking configuration as managers edit it (data management → tracking setup): own accounts
 * per platform, brands with their search keywords, product lines, products with theirs, category keywords.
 * Reads: any role; writes: manager/admin. Every write answers the whole configuration and the re-match it
 * caused. Paths: `PATHS.trackingConfig` (read; per section create, update, delete `[?force=1]`).
 */
export const TRACKING_CONFIG_SECTIONS = [
  'accounts',
  'brands',
  'product-lines',
  'products',
  'category-keywords',
] as const;
export type TTrackingConfigSection = (typeof TRACKING_CONFIG_SECTIONS)[number];

/** Longest name, display name or keyword (they are shown in pickers and matched as substrings). */
export const TRACKING_NAME_MAX = 50;
export const TRACKING_KEYWORDS_MAX = 50;

const ZName = z.string().trim().min(1).max(TRACKING_NAME_MAX);

/** A search keyword; `platform` null: both platforms. */
export const ZTrackingKeyword = z.object({ keyword: z.string(), platform: ZPlatform.nullable() });
export type TTrackingKeyword = z.infer<typeof ZTrackingKeyword>;

export const ZTrackingKeywordInput = z.object({ keyword: ZName, platform: ZPlatform.nullable() });
const ZKeywordList = z.array(ZTrackingKeywordInput).max(TRACKING_KEYWORDS_MAX);

export const ZConfigAccount = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  account_id: z.string(),
  nickname: z.string(),
});
export type TConfigAccount = z.infer<typeof ZConfigAccount>;

export const ZConfigBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  is_own: z.boolean(),
  keywords: z.array(ZTrackingKeyword),
});
export type TConfigBrand = z.infer<typeof ZConfigBrand>;

export const ZConfigProductLine = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  name: z.string(),
});
export type TConfigProductLine = z.infer<typeof ZConfigProductLine>;

export const ZConfigProduct = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  product_line_id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  /** Offered in the expand conditions for submitting / for searching. */
  use_submit: z.boolean(),
  use_search: z.boolean(),
  keywords: z.array(ZTrackingKeyword),
});
export type TConfigProduct = z.infer<typeof ZConfigProduct>;

export const ZConfigCategoryKeyword = z.object({
  id: z.number().int(),
  keyword: z.string(),
  platform: ZPlatform.nullable(),
});
export type TConfigCategoryKeyword = z.infer<typeof ZConfigCategoryKeyword>;

/** GET /api/track/config */
export const ZTrackingConfig = z.object({
  accounts: z.array(ZConfigAccount),
  brands: z.array(ZConfigBrand),
  product_lines: z.array(ZConfigProductLine),
  products: z.array(ZConfigProduct),
  category_keywords: z.array(ZConfigCategoryKeyword),
});
export type TTrackingConfig = z.infer<typeof ZTrackingConfig>;

/** Every write's answer: the configuration now, and how many notes matching changed (manual ones never). */
export const ZTrackingConfigChange = z.object({ config: ZTrackingConfig, rematch: ZRematchResult });
export type TTrackingConfigChange = z.infer<typeof ZTrackingConfigChange>;

// Update inputs are the create fields, each optional (no defaults: an absent field is left as it is).
// A product line keeps its brand and a product its line: move one by deleting and re-adding it.

const accountFields = {
  platform: ZPlatform,
  account_id: z.string().trim().min(1).max(64),
  nickname: z.string().trim().max(64),
};
export const ZAccountInput = z.object({ ...accountFields, nickname: accountFields.nickname.default('') });
export type TAccountInput = z.infer<typeof ZAccountInput>;
export const ZAccountUpdate = z.object(accountFields).partial();
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;

const brandFields = { name: ZName, display_name: ZName, is_own: z.boolean(), keywords: ZKeywordList };
export const ZBrandInput = z.object({
  ...brandFields,
  is_own: brandFields.is_own.default(false),
  keywords: brandFields.keywords.default([]),
});
export type TBrandInput = z.infer<typeof ZBrandInput>;
export const ZBrandUpdate = z.object(brandFields).partial();
export type TBrandUpdate = z.infer<typeof ZBrandUpdate>;

export const ZProductLineInput = z.object({ brand_id: ZRowId, name: ZName });
export type TProductLineInput = z.infer<typeof ZProductLineInput>;
export const ZProductLineUpdate = z.object({ name: ZName }).partial();
export type TProductLineUpdate = z.infer<typeof ZProductLineUpdate>;

const productFields = {
  name: ZName,
  display_name: ZName,
  use_submit: z.boolean(),
  use_search: z.boolean(),
  keywords: ZKeywordList,
};
export const ZProductInput = z.object({
  ...productFields,
  product_line_id: ZRowId,
  use_submit: productFields.use_submit.default(true),
  use_search: productFields.use_search.default(true),
  keywords: productFields.keywords.default([]),
});
export type TProductInput = z.infer<typeof ZProductInput>;
export const ZProductUpdate = z.object(productFields).partial();
export type TProductUpdate = z.infer<typeof ZProductUpdate>;

export const ZCategoryKeywordInput = z.object({
  keyword: ZName,
  platform: ZPlatform.nullable().default(null),
});
export type TCategoryKeywordInput = z.infer<typeof ZCategoryKeywordInput>;
export const ZCategoryKeywordUpdate = z.object({ keyword: ZName, platform: ZPlatform.nullable() }).partial();
export type TCategoryKeywordUpdate = z.infer<typeof ZCategoryKeywordUpdate>;

export const ZConfigIdParams = z.object({ id: ZRowIdParam });

/** `?force=1` confirms deleting a brand, product line or product that notes use. */
export const ZConfigDeleteQuery = z.object({
  force: queryValue(
    z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true'),
  ),
});

/** The 409 `data` when a delete needs confirmation: how many notes lose the brand/line/product. */
export const ZConfigInUse = z.object({ notes: z.number().int() });
export type TConfigInUse = z.infer<typeof ZConfigInUse>;
