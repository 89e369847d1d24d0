import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const productOpportunityRoutes: AppRoute[] = [
  {
    name: 'product-opportunity',
    path: menuPath('product-opportunity'),
    meta: { locale: 'menu.productOpportunity', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/ProductOpportunityPage').then((module) => module.ProductOpportunityPage),
  },
];
