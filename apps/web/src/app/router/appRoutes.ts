import { accountRoutes } from '@/features/account/routes';
import { loginRoute } from '@/features/auth/routes';
import { brandReviewRoutes } from '@/features/brand-review/routes';
import { brandSentimentRoutes } from '@/features/brand-sentiment/routes';
import { commentsRoutes } from '@/features/comments/routes';
import { dataManagementRoutes } from '@/features/data-management/routes';
import { errorsRoutes, notFoundRoute } from '@/features/errors/routes';
import { exportsRoutes } from '@/features/exports/routes';
import { messagesRoutes } from '@/features/messages/routes';
import { notesRoutes } from '@/features/notes/routes';
import { productOpportunityRoutes } from '@/features/product-opportunity/routes';
import { publicationEffectRoutes } from '@/features/publication-effect/routes';
import { staffRoutes } from '@/features/staff/routes';
import { ANY_ROLE, type AppRoute } from './AppRoute';
import { ROUTE_NAMES } from './routeNames';

/** Spec §2 helper: /redirect/<path> replaces itself with <path>, e.g. to reload a tab. Never a tab. */
export const redirectRoute: AppRoute = {
  name: ROUTE_NAMES.redirect,
  path: '/redirect/*',
  meta: { locale: 'app.loading', requiresAuth: true, roles: ANY_ROLE, hideInMenu: true, ignoreCache: true },
  load: () => import('./RedirectPage').then((module) => module.RedirectPage),
};

/** Pages inside the shared layout, in menu order. */
export const LAYOUT_ROUTES: readonly AppRoute[] = [
  ...publicationEffectRoutes,
  ...commentsRoutes,
  ...dataManagementRoutes,
  ...brandSentimentRoutes,
  ...brandReviewRoutes,
  ...productOpportunityRoutes,
  ...notesRoutes,
  ...staffRoutes,
  ...accountRoutes,
  ...messagesRoutes,
  ...exportsRoutes,
  ...errorsRoutes,
  redirectRoute,
];

export { loginRoute, notFoundRoute };

/** Every named route, for the guards and name → path lookups. */
export const ALL_ROUTES: readonly AppRoute[] = [loginRoute, ...LAYOUT_ROUTES, notFoundRoute];
