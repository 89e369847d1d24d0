import type { TPlatform } from '@notedesk/contract';

/** What a tenant has set up, as the content generator needs it (ids from the tenant's own rows). */
export type CatalogProduct = {
  id: number;
  name: string;
  displayName: string;
  productLineId: number;
  lineName: string;
  keywords: readonly string[];
};

export type CatalogBrand = {
  id: number;
  name: string;
  displayName: string;
  isOwn: boolean;
  keywords: readonly string[];
  products: readonly CatalogProduct[];
};

export type ContentCatalog = {
  tenantId: number;
  brands: readonly CatalogBrand[];
  categoryKeywords: readonly string[];
  accounts: ReadonlyArray<{ platform: TPlatform; accountId: string; nickname: string }>;
  /** Staff who classify and follow up, in id order. */
  staff: ReadonlyArray<{ id: number; role: string; fullName: string }>;
};
