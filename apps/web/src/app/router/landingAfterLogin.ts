import type { TRole } from '@notedesk/contract';
import { canAccess, firstPermittedRoute } from './permission';
import { matchAppRoute, resolveLoginRedirect } from './routeLookup';
import { DEFAULT_ROUTE_PATH } from './routeNames';

/**
 * Spec §2: the page to open once signed in: the login's redirect target when the role may open it, else the
 * role's first permitted page. (Only a login lands elsewhere; a typed or shared address shows the 403 page.)
 */
export const landingAfterLogin = (search: string, role: TRole | ''): string => {
  const target = resolveLoginRedirect(search);
  const { route } = matchAppRoute(target.split('?')[0] ?? target);
  if (canAccess(route, role)) return target;
  return firstPermittedRoute(role)?.path ?? DEFAULT_ROUTE_PATH;
};
