import { t } from '@/app/i18n/t';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { tokenStorage } from '@/app/session/tokenStorage';
import { arcoHttpUi } from './arcoHttpUi';
import { createHttpClient } from './createHttpClient';

/** The console's one HTTP client. The API base may come from the build (VITE_API_BASE). */
export const http = createHttpClient({
  baseURL: import.meta.env.VITE_API_BASE || undefined,
  getToken: tokenStorage.get,
  getLanguage: () => useLocaleStore.getState().locale,
  ui: arcoHttpUi,
  texts: { error: () => t('http.error'), requestError: () => t('http.requestError') },
});
