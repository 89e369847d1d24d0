import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

const loadPage = () => import('./pages/DataManagementPage').then((module) => module.DataManagementPage);

/** The same page under publications and at the top level (spec §2 lists both). */
export const dataManagementRoutes: AppRoute[] = [
  {
    name: 'publication-data-management',
    path: menuPath('publication-data-management'),
    meta: {
      locale: 'menu.publicationDataManagement',
      // The menu shows it under its group; a tab alone would read like the top-level page.
      tabLocale: 'menu.publicationDataManagementTab',
      requiresAuth: true,
      roles: ANY_ROLE,
    },
    load: loadPage,
  },
  {
    name: 'data-management',
    path: menuPath('data-management'),
    meta: { locale: 'menu.dataManagement', requiresAuth: true, roles: ANY_ROLE },
    load: loadPage,
  },
];
