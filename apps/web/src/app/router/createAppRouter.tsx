import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import type { AppRoute } from './AppRoute';
import { LAYOUT_ROUTES, loginRoute, notFoundRoute } from './appRoutes';
import { guardNavigation } from './guardNavigation';
import { menuPath } from './menuPath';
import { FirstLoadProgress, RootFrame } from './RootFrame';
import { RouteErrorPage } from './RouteErrorPage';
import { ROUTE_NAMES } from './routeNames';

/** Pages load on demand (spec §2: lazily, with the progress bar while they do). */
const toRouteObject = (route: AppRoute): RouteObject => ({
  id: route.name,
  path: route.path,
  handle: route,
  lazy: async () => ({ Component: await route.load() }),
});

/** A menu group's own address opens its first page. */
const groupRedirect = (group: string, first: string): RouteObject => ({
  path: menuPath(group),
  loader: () => redirect(menuPath(first)),
});

export const appRouteObjects: RouteObject[] = [
  {
    id: 'root',
    Component: RootFrame,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstLoadProgress,
    loader: ({ request }) => guardNavigation(new URL(request.url)),
    // The guards must run on every navigation, not only when params change.
    shouldRevalidate: () => true,
    children: [
      { path: '/', loader: () => redirect(loginRoute.path) },
      toRouteObject(loginRoute),
      {
        id: 'layout',
        lazy: async () => ({ Component: (await import('@/app/layout/DefaultLayout')).DefaultLayout }),
        children: [
          ...LAYOUT_ROUTES.map(toRouteObject),
          groupRedirect('publication-maintenance', ROUTE_NAMES.defaultRoute),
          groupRedirect('brand-monitoring', 'brand-sentiment'),
          groupRedirect('market-opportunity', 'product-opportunity'),
          groupRedirect('team', 'team-members'),
        ],
      },
      toRouteObject(notFoundRoute),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRouteObjects);
