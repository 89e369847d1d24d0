import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const publicationEffectRoutes: AppRoute[] = [
  {
    name: 'publication-effect',
    path: menuPath('publication-effect'),
    meta: { locale: 'menu.publicationEffect', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/PublicationEffectPage').then((module) => module.PublicationEffectPage),
  },
];
