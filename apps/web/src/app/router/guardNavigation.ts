import { data, redirect } from 'react-router';
import { loadServerMenu } from '@/app/menu/loadServerMenu';
import { loadSession } from '@/app/session/loadSession';
import { logout } from '@/app/session/logout';
import { tokenStorage } from '@/app/session/tokenStorage';
import { useAppStore } from '@/app/stores/useAppStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { canAccess, firstPermittedRoute, inServerMenu } from './permission';
import { loginRedirectUrl, matchAppRoute } from './routeLookup';
import { ROUTE_NAMES, WHITE_LIST } from './routeNames';

/** Thrown to show the not-found page at the requested address. */
const notFound = () => data(null, { status: 404 });

/**
 * The guards of spec §2, in order, run before every navigation:
 * 1. login: no token → login with redirect; token without role → load the session or log out;
 * 2. permission: roles, then the server menu when menus come from the server.
 */
export const guardNavigation = async (url: URL): Promise<null> => {
  const matched = matchAppRoute(url.pathname);
  const { route } = matched;
  if (route.name === ROUTE_NAMES.login) return null;
  if (!tokenStorage.get()) throw redirect(loginRedirectUrl(matched, url.search));
  try {
    await loadSession(url.pathname);
  } catch {
    await logout();
    throw redirect(loginRedirectUrl(matched, url.search));
  }

  const { role } = useUserStore.getState();
  const permitted = canAccess(route, role);
  const settings = useAppStore.getState();
  if (settings.menuFromServer) {
    if (!settings.serverMenu.length && !WHITE_LIST.includes(route.name)) await loadServerMenu();
    if (permitted && inServerMenu(route, useAppStore.getState().serverMenu)) return null;
    throw notFound();
  }
  if (permitted) return null;
  const destination = firstPermittedRoute(role);
  if (destination) throw redirect(destination.path);
  throw notFound();
};
