import { PLATFORMS, type TPlatform } from '@notedesk/contract';
import { STORAGE_KEYS } from './storageKeys';

const isPlatform = (value: string | null): value is TPlatform =>
  value !== null && (PLATFORMS as readonly string[]).includes(value);

/** The target platform is per browser tab (sessionStorage), 'xhs' until the user switches. */
export const platformStorage = {
  get: (): TPlatform => {
    const stored = sessionStorage.getItem(STORAGE_KEYS.platform);
    return isPlatform(stored) ? stored : 'xhs';
  },
  set: (platform: TPlatform): void => sessionStorage.setItem(STORAGE_KEYS.platform, platform),
};
