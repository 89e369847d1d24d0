import type { MessageKey } from '@/app/i18n/messages';
import type { AppRoute } from './AppRoute';

/** The title a page's tab and the window show: its own tab title, else its menu name. */
export const routeTitle = (route: AppRoute): MessageKey => route.meta.tabLocale ?? route.meta.locale;
