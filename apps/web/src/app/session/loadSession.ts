import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { platformStorage } from './platformStorage';
import { sessionApi } from './sessionApi';

/** Detail pages open from links in other tools and need only the profile (spec §2 guard 1). */
export const isContentDetailPath = (pathname: string): boolean =>
  /\/(contentdetail|contentdetailTwo|contentdetailThr)(\/|$)/.test(pathname);

/**
 * Spec §2 guard 1: with a token but no role, load profile, submit and search expand conditions,
 * then tenant data, in that order. Throws when any call fails.
 */
export const loadSession = async (pathname: string): Promise<void> => {
  if (!useUserStore.getState().role) useUserStore.getState().setUser(await sessionApi.me());
  if (isContentDetailPath(pathname) || useTenantStore.getState().tenant) return;
  const submit = await sessionApi.expandConditions('submit');
  const search = await sessionApi.expandConditions('search');
  const tenant = await sessionApi.tenant(platformStorage.get());
  useTenantStore.getState().setExpandConditions(submit, search);
  useTenantStore.getState().setTenant(tenant);
};
