import type { Locale } from '@/app/i18n/messages';

/**
 * The menu width a user who never chose one gets, per language: the spec's 150 px holds every Chinese label;
 * the English labels are longer ("Market opportunity", "Category opportunity" need about 186 px at 13 px).
 */
const DEFAULT_MENU_WIDTHS: Record<Locale, number> = { 'zh-CN': 150, 'en-US': 200 };

/** The default menu width of `locale`. */
export const defaultMenuWidth = (locale: Locale): number => DEFAULT_MENU_WIDTHS[locale];
