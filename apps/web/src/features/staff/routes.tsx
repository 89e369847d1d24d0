import { PERMISSIONS } from '@notedesk/contract';
import type { AppRoute } from '@/app/router/AppRoute';
import { menuPath } from '@/app/router/menuPath';

export const staffRoutes: AppRoute[] = [
  {
    name: 'team-members',
    path: menuPath('team-members'),
    meta: {
      locale: 'menu.teamMembers',
      requiresAuth: true,
      roles: PERMISSIONS.staff.manage,
      ignoreCache: true,
    },
    load: () => import('./pages/TeamMembersPage').then((module) => module.TeamMembersPage),
  },
];
