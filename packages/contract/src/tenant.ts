import { z } from 'zod';
import { ZClsType, ZContentType, ZPlatform } from './domain';

export const ZPlatformAccount = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  account_id: z.string(),
  nickname: z.string(),
});
export type TPlatformAccount = z.infer<typeof ZPlatformAccount>;

export const ZBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  is_own: z.boolean(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** `expand2` on comments. */
export const ZProductLine = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_id: z.number().int(),
});
export type TProductLine = z.infer<typeof ZProductLine>;

/** `expand1` on comments. */
export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  product_line_id: z.number().int(),
  brand_id: z.number().int(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** GET /api/track/expand_conditions?source=submit|search */
export const ZExpandConditions = z.object({
  product: z.array(ZProduct),
  product_line: z.array(ZProductLine),
});
export type TExpandConditions = z.infer<typeof ZExpandConditions>;

/** Display name → the search keywords that find it. */
export const ZKeywordsDict = z.record(z.string(), z.array(z.string()));
export type TKeywordsDict = z.infer<typeof ZKeywordsDict>;

/** GET /api/track/brand-product-display-name-search-keywords-dict */
export const ZDisplayNameKeywords = z.object({
  brand_display_name_search_keywords_dict: ZKeywordsDict,
  product_display_name_search_keywords_dict: ZKeywordsDict,
});
export type TDisplayNameKeywords = z.infer<typeof ZDisplayNameKeywords>;

/** GET /api/track/content-comm-results-list */
export const ZCommResultsLists = z.object({
  brand_list: z.array(ZBrand),
  comm_type_list: z.array(ZClsType),
  content_type_list: z.array(ZContentType),
  product_list: z.array(ZProduct),
});
export type TCommResultsLists = z.infer<typeof ZCommResultsLists>;

/** GET /api/user/tenant?target_platform= — every tenant field of spec §3. */
export const ZTenant = ZDisplayNameKeywords.extend(ZCommResultsLists.shape).extend({
  id: z.number().int(),
  name: z.string(),
  target_platform: ZPlatform,
  accounts: z.array(ZPlatformAccount),
  expands: ZExpandConditions,
  brand_keywords: z.array(z.string()),
  product_keywords: z.array(z.string()),
  category_keywords: z.array(z.string()),
  output_sheet_token: z.string(),
  knowledge_sheet_token: z.string(),
});
export type TTenant = z.infer<typeof ZTenant>;
