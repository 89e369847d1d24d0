import { type MessageKey, type MessageParams, translate } from './messages';
import { useLocaleStore } from './useLocaleStore';

/** Translate outside React (HTTP client, guards): reads the current locale at call time. */
export const t = (key: MessageKey, params?: MessageParams): string =>
  translate(useLocaleStore.getState().locale, key, params);
