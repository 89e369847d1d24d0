import { platformStorage } from '@/app/session/platformStorage';
import { sessionApi } from '@/app/session/sessionApi';
import { useTenantStore } from '@/app/stores/useTenantStore';

/**
 * Reloads what the shell loaded at start from the tracking configuration (expand conditions, tenant data
 * with its brand/product lists and keyword dictionaries), so every picker shows a change at once.
 */
export const refreshTenantData = async (): Promise<void> => {
  const [submit, search, tenant] = await Promise.all([
    sessionApi.expandConditions('submit'),
    sessionApi.expandConditions('search'),
    sessionApi.tenant(useTenantStore.getState().tenant?.target_platform ?? platformStorage.get()),
  ]);
  useTenantStore.getState().setExpandConditions(submit, search);
  useTenantStore.getState().setTenant(tenant);
};
