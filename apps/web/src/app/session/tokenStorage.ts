import { STORAGE_KEYS } from './storageKeys';

/** The bearer token lives in localStorage so a reload keeps the session (spec §3). */
export const tokenStorage = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.token),
  set: (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: (): void => localStorage.removeItem(STORAGE_KEYS.token),
};
