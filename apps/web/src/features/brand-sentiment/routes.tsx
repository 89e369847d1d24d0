import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const brandSentimentRoutes: AppRoute[] = [
  {
    name: 'brand-sentiment',
    path: menuPath('brand-sentiment'),
    meta: { locale: 'menu.brandSentiment', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/BrandSentimentPage').then((module) => module.BrandSentimentPage),
  },
];
