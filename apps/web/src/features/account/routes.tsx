import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';

export const accountRoutes: AppRoute[] = [
  {
    name: 'userInfo',
    path: '/user/info',
    meta: {
      locale: 'menu.userInfo',
      requiresAuth: true,
      roles: ANY_ROLE,
      hideInMenu: true,
      breadcrumb: ['menu.user'],
    },
    load: () => import('./pages/UserInfoPage').then((module) => module.UserInfoPage),
  },
  {
    name: 'userSetting',
    path: '/user/setting',
    meta: {
      locale: 'menu.userSetting',
      requiresAuth: true,
      roles: ANY_ROLE,
      hideInMenu: true,
      breadcrumb: ['menu.user'],
    },
    load: () => import('./pages/UserSettingsPage').then((module) => module.UserSettingsPage),
  },
];
