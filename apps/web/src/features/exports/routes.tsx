import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';

/** Where the message box's export notices lead (the server's EXPORTS_PAGE_LINK). */
export const EXPORTS_PATH = '/exports';

export const exportsRoutes: AppRoute[] = [
  {
    name: 'exports',
    path: EXPORTS_PATH,
    meta: {
      locale: 'menu.exports',
      requiresAuth: true,
      roles: ANY_ROLE,
      hideInMenu: true,
      breadcrumb: ['menu.user'],
    },
    load: () => import('./pages/ExportsPage').then((module) => module.ExportsPage),
  },
];
