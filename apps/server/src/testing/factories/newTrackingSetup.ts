import type { AppDeps } from '../../deps';
import { newBrand } from './newBrand';
import { newPlatformAccount } from './newPlatformAccount';
import { newProduct } from './newProduct';
import { newProductLine } from './newProductLine';
import { newSearchKeyword } from './newSearchKeyword';

export type TestTrackingSetup = {
  /** Product ids: offered for submit only, for search only, for both. */
  products: { submitOnly: number; searchOnly: number; both: number };
  /** The own brand, then the competitor. */
  brandIds: number[];
  productLineIds: number[];
};

/**
 * A tenant's tracking setup, every name starting with `prefix`: an xhs and a dy account, an own brand and a
 * competitor, a product line, three products with different submit/search flags, and brand, product and
 * category keywords for xhs, dy and both.
 */
export const newTrackingSetup = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  tenantId: number,
  prefix: string,
): Promise<TestTrackingSetup> => {
  const tenant_id = tenantId;
  await newPlatformAccount(deps, {
    tenant_id,
    platform: 'xhs',
    account_id: `${prefix}-xhs-1`,
    nickname: `${prefix} 小红书`,
  });
  await newPlatformAccount(deps, {
    tenant_id,
    platform: 'dy',
    account_id: `${prefix}-dy-1`,
    nickname: `${prefix} 抖音`,
  });
  const own = await newBrand(deps, {
    tenant_id,
    name: `${prefix}-own`,
    display_name: `${prefix} 自有品牌`,
    is_own: 1,
  });
  const rival = await newBrand(deps, {
    tenant_id,
    name: `${prefix}-rival`,
    display_name: `${prefix} 竞品`,
    is_own: 0,
  });
  const line = await newProductLine(deps, { tenant_id, brand_id: own, name: `${prefix} 修护系列` });
  const product = (suffix: string, use_submit: number, use_search: number) =>
    newProduct(deps, {
      tenant_id,
      brand_id: own,
      product_line_id: line,
      name: `${prefix}-${suffix}`,
      display_name: `${prefix} ${suffix} 精华`,
      use_submit,
      use_search,
    });
  const products = {
    submitOnly: await product('submit-only', 1, 0),
    searchOnly: await product('search-only', 0, 1),
    both: await product('both', 1, 1),
  };
  const keywords = [
    { platform: null, kind: 'brand', display_name: `${prefix} 自有品牌`, keyword: `${prefix}品牌` },
    { platform: 'xhs', kind: 'brand', display_name: `${prefix} 自有品牌`, keyword: `${prefix}-xhs-brand` },
    { platform: 'dy', kind: 'brand', display_name: `${prefix} 自有品牌`, keyword: `${prefix}-dy-brand` },
    { platform: null, kind: 'product', display_name: `${prefix} both 精华`, keyword: `${prefix}精华` },
    { platform: 'dy', kind: 'product', display_name: `${prefix} both 精华`, keyword: `${prefix}-dy-product` },
    { platform: null, kind: 'category', display_name: `${prefix} 敏感肌`, keyword: `${prefix}敏感肌` },
    { platform: 'xhs', kind: 'category', display_name: `${prefix} 防晒`, keyword: `${prefix}-xhs-category` },
  ] as const;
  for (const keyword of keywords) await newSearchKeyword(deps, { tenant_id, ...keyword });
  return { products, brandIds: [own, rival], productLineIds: [line] };
};
