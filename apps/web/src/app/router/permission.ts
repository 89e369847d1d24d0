import type { TMenuItem, TRole } from '@notedesk/contract';
import type { AppRoute } from './AppRoute';
import { LAYOUT_ROUTES } from './appRoutes';
import { WHITE_LIST } from './routeNames';

/** Spec §2.2: no auth needed, no roles list, '*' or the user's role. */
export const canAccess = (route: AppRoute, role: TRole | ''): boolean => {
  const { requiresAuth, roles } = route.meta;
  if (!requiresAuth || !roles || roles.length === 0 || roles.includes('*')) return true;
  return role !== '' && roles.includes(role);
};

/** The first menu page a role may open; admin is assumed when no role is known. */
export const firstPermittedRoute = (role: TRole | ''): AppRoute | undefined =>
  LAYOUT_ROUTES.find((route) => !route.meta.hideInMenu && canAccess(route, role || 'admin'));

const menuNames = (menu: readonly TMenuItem[]): string[] =>
  menu.flatMap((item) => [item.name, ...menuNames(item.children ?? [])]);

/**
 * With the menu from the server a page must be in that menu or the white list. Pages hidden from
 * any menu (details, account, results) follow the menu entry they belong to, or are always open.
 */
export const inServerMenu = (route: AppRoute, serverMenu: readonly TMenuItem[]): boolean => {
  if (WHITE_LIST.includes(route.name)) return true;
  const names = menuNames(serverMenu);
  if (names.includes(route.name)) return true;
  if (!route.meta.hideInMenu) return false;
  return route.meta.activeMenu ? names.includes(route.meta.activeMenu) : true;
};
