import { ANY_ROLE, type AppRoute, type RouteMeta } from '@/app/router/AppRoute';
import { ROUTE_NAMES } from '@/app/router/routeNames';

const hidden = (locale: RouteMeta['locale'], group: RouteMeta['locale']): RouteMeta => ({
  locale,
  requiresAuth: true,
  roles: ANY_ROLE,
  hideInMenu: true,
  ignoreCache: true,
  breadcrumb: [group],
});

/** Result and exception pages inside the layout. */
export const errorsRoutes: AppRoute[] = [
  {
    name: 'result-success',
    path: '/result/success',
    meta: hidden('menu.resultSuccess', 'menu.result'),
    load: () => import('./pages/ResultSuccessPage').then((module) => module.ResultSuccessPage),
  },
  {
    name: 'result-error',
    path: '/result/error',
    meta: hidden('menu.resultError', 'menu.result'),
    load: () => import('./pages/ResultErrorPage').then((module) => module.ResultErrorPage),
  },
  {
    name: '403',
    path: '/exception/403',
    meta: hidden('menu.exception403', 'menu.exception'),
    load: () => import('./pages/ForbiddenPage').then((module) => module.ForbiddenPage),
  },
  {
    name: '404',
    path: '/exception/404',
    meta: hidden('menu.exception404', 'menu.exception'),
    load: () => import('./pages/NotFoundPage').then((module) => module.NotFoundPage),
  },
  {
    name: '500',
    path: '/exception/500',
    meta: hidden('menu.exception500', 'menu.exception'),
    load: () => import('./pages/ServerErrorPage').then((module) => module.ServerErrorPage),
  },
];

/** Any unmatched address: whitelisted, outside the layout (spec §2). */
export const notFoundRoute: AppRoute = {
  name: ROUTE_NAMES.notFound,
  path: '*',
  meta: { locale: 'menu.notFound', requiresAuth: false, roles: ANY_ROLE, hideInMenu: true },
  load: () => import('./pages/NotFoundPage').then((module) => () => <module.NotFoundPage standalone />),
};
