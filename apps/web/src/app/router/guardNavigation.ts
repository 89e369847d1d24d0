import { data, redirect } from 'react-router';
import { loadServerMenu } from '@/app/menu/loadServerMenu';
import { loadSession } from '@/app/session/loadSession';
import { logout } from '@/app/session/logout';
import { tokenStorage } from '@/app/session/tokenStorage';
import { useAppStore } from '@/app/stores/useAppStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { landingAfterLogin } from './landingAfterLogin';
import { canAccess, inServerMenu } from './permission';
import { loginRedirectUrl, matchAppRoute } from './routeLookup';
import { ROUTE_NAMES, WHITE_LIST } from './routeNames';

/** Thrown to show the not-found page at the requested address. */
const notFound = () => data(null, { status: 404 });

/**
 * What the guards let through: the page, or its 403 page shown inside the console's frame (navbar, menu) at the
 * requested address, so a typed or shared link says why it does not open and the user can go on from there.
 */
export type GuardVerdict = null | 'forbidden';

/** The login page with a session that still works goes on to the app instead of asking again. */
const leaveLoginWhenSignedIn = async (url: URL): Promise<GuardVerdict> => {
  if (!tokenStorage.get()) return null;
  try {
    await loadSession(url.pathname);
  } catch {
    // A revoked or expired token: forget it and show the form.
    await logout();
    return null;
  }
  throw redirect(landingAfterLogin(url.search, useUserStore.getState().role));
};

/**
 * The guards of spec §2, in order, run before every navigation:
 * 1. login: no token → login with redirect; token without role → load the session or log out; the login page
 *    itself with a working session → the redirect target;
 * 2. permission: roles, then the server menu when menus come from the server; a page the role may not open
 *    shows the 403 page in the frame (the first permitted page is only for landing after a login).
 */
export const guardNavigation = async (url: URL): Promise<GuardVerdict> => {
  const matched = matchAppRoute(url.pathname);
  const { route } = matched;
  if (route.name === ROUTE_NAMES.login) return leaveLoginWhenSignedIn(url);
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
  return permitted ? null : 'forbidden';
};
