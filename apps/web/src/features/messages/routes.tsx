import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';

export const messagesRoutes: AppRoute[] = [
  {
    name: 'messages',
    path: '/user/messages',
    meta: {
      locale: 'menu.messages',
      requiresAuth: true,
      roles: ANY_ROLE,
      hideInMenu: true,
      breadcrumb: ['menu.user'],
    },
    load: () => import('./pages/MessageCenterPage').then((module) => module.MessageCenterPage),
  },
];
