import { generatePath, matchPath } from 'react-router';
import type { AppRoute } from './AppRoute';
import { ALL_ROUTES, notFoundRoute } from './appRoutes';
import { DEFAULT_ROUTE_PATH, ROUTE_NAMES } from './routeNames';

export type MatchedRoute = { route: AppRoute; params: Record<string, string> };

/** The route an address opens, or not-found. */
export const matchAppRoute = (pathname: string): MatchedRoute => {
  for (const route of ALL_ROUTES) {
    if (route === notFoundRoute) continue;
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return { route, params };
    }
  }
  return { route: notFoundRoute, params: {} };
};

export const findRouteByName = (name: string): AppRoute | undefined =>
  ALL_ROUTES.find((route) => route.name === name);

const paramNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(path.endsWith('*') ? ['*'] : []);

/**
 * Spec §2 guard 1: the login address carries the target's route name and query.
 * Path parameters (a detail page's content_id) travel in the query too, so the target can be rebuilt.
 */
export const loginRedirectUrl = (matched: MatchedRoute, search: string): string => {
  const query = new URLSearchParams(search);
  query.delete('redirect');
  for (const [name, value] of Object.entries(matched.params)) query.set(name, value);
  const params = new URLSearchParams({ redirect: matched.route.name });
  for (const [name, value] of query) params.append(name, value);
  return `/login?${params.toString()}`;
};

/** The address to open after login: `redirect` names the route, the rest is its params and query. */
export const resolveLoginRedirect = (search: string): string => {
  const query = new URLSearchParams(search);
  const name = query.get('redirect');
  query.delete('redirect');
  const route = name ? findRouteByName(name) : undefined;
  if (!route || name === ROUTE_NAMES.login || name === ROUTE_NAMES.notFound) return DEFAULT_ROUTE_PATH;
  const params: Record<string, string> = {};
  for (const param of paramNames(route.path)) {
    const value = query.get(param);
    if (value === null) return DEFAULT_ROUTE_PATH;
    params[param] = value;
    query.delete(param);
  }
  const rest = query.toString();
  return `${generatePath(route.path, params)}${rest ? `?${rest}` : ''}`;
};
