import type { TPlatform } from '@notedesk/contract';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { platformStorage } from './platformStorage';

/** The platform chosen in the top bar: the one choice every page of the console lists and counts for. */
export const useTargetPlatform = (): TPlatform =>
  useTenantStore((state) => state.tenant?.target_platform) ?? platformStorage.get();
