import {
  CLS_TYPES,
  CONTENT_TYPES,
  type TCommResultsLists,
  type TDisplayNameKeywords,
  type TExpandConditions,
  type TExpandSource,
  type TKeywordsDict,
  type TPlatform,
  type TTenant,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/AppError';
import type { AuthContext } from '../auth/authContext';
import { createTenantRepository } from './repository';

type KeywordRow = { kind: string; display_name: string; keyword: string };

const keywordsDict = (rows: KeywordRow[], kind: 'brand' | 'product'): TKeywordsDict => {
  const dict: TKeywordsDict = {};
  for (const row of rows) {
    if (row.kind !== kind) continue;
    const keywords = dict[row.display_name] ?? [];
    if (!keywords.includes(row.keyword)) keywords.push(row.keyword);
    dict[row.display_name] = keywords;
  }
  return dict;
};

const uniqueKeywords = (rows: KeywordRow[], kind: string): string[] => [
  ...new Set(rows.filter((row) => row.kind === kind).map((row) => row.keyword)),
];

export const createTenantService = (deps: AppDeps) => {
  const tenants = createTenantRepository(deps.db);

  const expandConditions = async (tenantId: number, source: TExpandSource): Promise<TExpandConditions> => ({
    product: await tenants.listProducts(tenantId, source),
    product_line: await tenants.listProductLines(tenantId),
  });

  const displayNameKeywords = async (
    tenantId: number,
    platform: TPlatform,
  ): Promise<TDisplayNameKeywords> => {
    const rows = await tenants.listKeywords(tenantId, platform);
    return {
      brand_display_name_search_keywords_dict: keywordsDict(rows, 'brand'),
      product_display_name_search_keywords_dict: keywordsDict(rows, 'product'),
    };
  };

  const commResultsLists = async (tenantId: number): Promise<TCommResultsLists> => ({
    brand_list: (await tenants.listBrands(tenantId)).map((brand) => ({
      ...brand,
      is_own: brand.is_own === 1,
    })),
    comm_type_list: [...CLS_TYPES],
    content_type_list: [...CONTENT_TYPES],
    product_list: await tenants.listProducts(tenantId),
  });

  return {
    expandConditions: (caller: AuthContext, source: TExpandSource) =>
      expandConditions(caller.tenantId, source),
    displayNameKeywords: (caller: AuthContext, platform: TPlatform) =>
      displayNameKeywords(caller.tenantId, platform),
    commResultsLists: (caller: AuthContext) => commResultsLists(caller.tenantId),

    /** Every tenant field of spec §3 for one platform. */
    tenant: async (caller: AuthContext, platform: TPlatform): Promise<TTenant> => {
      const tenant = await tenants.findById(caller.tenantId);
      if (!tenant) throw notFound('entityTenant');
      const keywordRows = await tenants.listKeywords(caller.tenantId, platform);
      return {
        id: tenant.id,
        name: tenant.name,
        target_platform: platform,
        accounts: await tenants.listAccounts(caller.tenantId, platform),
        expands: await expandConditions(caller.tenantId, 'search'),
        brand_keywords: uniqueKeywords(keywordRows, 'brand'),
        product_keywords: uniqueKeywords(keywordRows, 'product'),
        category_keywords: uniqueKeywords(keywordRows, 'category'),
        ...(await displayNameKeywords(caller.tenantId, platform)),
        ...(await commResultsLists(caller.tenantId)),
        output_sheet_token: tenant.output_sheet_token,
        knowledge_sheet_token: tenant.knowledge_sheet_token,
      };
    },
  };
};

export type TenantService = ReturnType<typeof createTenantService>;
