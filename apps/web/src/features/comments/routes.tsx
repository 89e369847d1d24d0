import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const commentsRoutes: AppRoute[] = [
  {
    name: 'comment-maintenance',
    path: menuPath('comment-maintenance'),
    meta: { locale: 'menu.commentMaintenance', requiresAuth: true, roles: ANY_ROLE },
    load: () => import('./pages/CommentMaintenancePage').then((module) => module.CommentMaintenancePage),
  },
];
