import { useCallback } from 'react';
import { type MessageKey, type MessageParams, translate } from './messages';
import { useLocaleStore } from './useLocaleStore';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The current locale's translate function; components re-render when the locale changes. */
export const useT = (): Translate => {
  const locale = useLocaleStore((state) => state.locale);
  return useCallback((key, params) => translate(locale, key, params), [locale]);
};
