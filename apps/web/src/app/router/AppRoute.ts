import type { TRole } from '@notedesk/contract';
import type { ComponentType } from 'react';
import type { MessageKey } from '@/app/i18n/messages';

export type RouteRoles = ReadonlyArray<TRole | '*'>;

export type RouteMeta = {
  /** Title in tabs, breadcrumb and menu. */
  locale: MessageKey;
  /** The tab's (and window's) title where `locale` alone names two pages alike (a section's data management, a section's note detail). */
  tabLocale?: MessageKey;
  requiresAuth: boolean;
  roles: RouteRoles;
  /** Detail and account pages: reachable, not listed in the menu. */
  hideInMenu?: boolean;
  /** The menu item highlighted while this page is open (its route name). */
  activeMenu?: string;
  /** Opt out of keep-alive. */
  ignoreCache?: boolean;
  /** Breadcrumb items above the title for pages outside the menu tree. */
  breadcrumb?: MessageKey[];
};

/** One page of the console; `path` is absolute, `name` unique and shared with the server menu. */
export type AppRoute = {
  name: string;
  path: string;
  meta: RouteMeta;
  load: () => Promise<ComponentType>;
};

export const ANY_ROLE: RouteRoles = ['*'];
