import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const brandReviewRoutes: AppRoute[] = [
  {
    name: 'brand-review',
    path: menuPath('brand-review'),
    meta: { locale: 'menu.brandReview', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/BrandReviewPage').then((module) => module.BrandReviewPage),
  },
];
