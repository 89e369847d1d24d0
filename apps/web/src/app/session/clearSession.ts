import { useAppStore } from '@/app/stores/useAppStore';
import { useTabBarStore } from '@/app/stores/useTabBarStore';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { tokenStorage } from './tokenStorage';

/** Spec §4 logout, local part: user, tenant, menu and token reset; sessionStorage cleared. */
export const clearSession = (): void => {
  useUserStore.getState().reset();
  useTenantStore.getState().reset();
  useAppStore.getState().clearServerMenu();
  useTabBarStore.getState().resetTabList();
  tokenStorage.clear();
  sessionStorage.clear();
};
