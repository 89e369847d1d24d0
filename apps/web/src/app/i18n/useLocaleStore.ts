import { create } from 'zustand';
import { STORAGE_KEYS } from '@/app/session/storageKeys';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './messages';

const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as readonly string[]).includes(value);

/** The saved choice; zh-CN when none. A locale we do not ship falls back to English texts. */
export const readSavedLocale = (): Locale => {
  const saved = localStorage.getItem(STORAGE_KEYS.locale);
  if (saved === null) return DEFAULT_LOCALE;
  return isLocale(saved) ? saved : 'en-US';
};

type LocaleState = {
  locale: Locale;
  /** Applies and saves `locale`; returns false when it was already current. */
  changeLocale: (locale: Locale) => boolean;
};

export const useLocaleStore = create<LocaleState>()((set, get) => ({
  locale: readSavedLocale(),
  changeLocale: (locale) => {
    if (get().locale === locale) return false;
    localStorage.setItem(STORAGE_KEYS.locale, locale);
    set({ locale });
    return true;
  },
}));
