import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { ROUTE_NAMES } from '@/app/router/routeNames';

export const loginRoute: AppRoute = {
  name: ROUTE_NAMES.login,
  path: '/login',
  meta: { locale: 'login.form.title', requiresAuth: false, roles: ANY_ROLE, hideInMenu: true },
  load: () => import('./pages/LoginPage').then((module) => module.LoginPage),
};
