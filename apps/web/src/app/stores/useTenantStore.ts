import type { TExpandConditions, TTenant } from '@notedesk/contract';
import { create } from 'zustand';
import { STORAGE_KEYS } from '@/app/session/storageKeys';

type TenantState = {
  tenant: TTenant | null;
  expandSubmit: TExpandConditions | null;
  expandSearch: TExpandConditions | null;
  setExpandConditions: (submit: TExpandConditions, search: TExpandConditions) => void;
  /** Also writes the name and sheet references where other pages read them (spec §3). */
  setTenant: (tenant: TTenant) => void;
  reset: () => void;
};

export const useTenantStore = create<TenantState>()((set) => ({
  tenant: null,
  expandSubmit: null,
  expandSearch: null,
  setExpandConditions: (expandSubmit, expandSearch) => set({ expandSubmit, expandSearch }),
  setTenant: (tenant) => {
    localStorage.setItem(STORAGE_KEYS.tenantName, tenant.name);
    localStorage.setItem(STORAGE_KEYS.sheetToken, tenant.output_sheet_token);
    localStorage.setItem(STORAGE_KEYS.knowledgeSheetToken, tenant.knowledge_sheet_token);
    set({ tenant });
  },
  reset: () => {
    localStorage.removeItem(STORAGE_KEYS.tenantName);
    localStorage.removeItem(STORAGE_KEYS.sheetToken);
    localStorage.removeItem(STORAGE_KEYS.knowledgeSheetToken);
    set({ tenant: null, expandSubmit: null, expandSearch: null });
  },
}));
