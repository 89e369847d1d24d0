import { DRILL_LIST_PATH } from '@/app/dashboard/drillListPath';
import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const publicationEffectRoutes: AppRoute[] = [
  {
    name: 'publication-effect',
    path: menuPath('publication-effect'),
    meta: { locale: 'menu.publicationEffect', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/PublicationEffectPage').then((module) => module.PublicationEffectPage),
  },
  {
    // The list behind a dashboard number (DESIGN §4); one view per address, as detail pages.
    name: 'drill-list',
    path: DRILL_LIST_PATH,
    meta: {
      locale: 'dashboard.drillList.title',
      requiresAuth: true,
      roles: ANY_ROLE,
      hideInMenu: true,
      activeMenu: 'publication-effect',
      ignoreCache: true,
    },
    load: () => import('./pages/DrillListPage').then((module) => module.DrillListPage),
  },
];
