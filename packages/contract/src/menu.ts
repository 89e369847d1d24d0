import { z } from 'zod';
import { type TRole, ZRole } from './domain';
import { PERMISSIONS } from './permissions';

/** One entry of the navigation menu, as POST /api/user/menu returns it. `roles` may hold '*'. */
export type TMenuItem = {
  path: string;
  name: string;
  locale: string;
  icon?: string;
  order?: number;
  roles: ReadonlyArray<TRole | '*'>;
  children?: TMenuItem[];
};

export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    locale: z.string(),
    icon: z.string().optional(),
    order: z.number().optional(),
    roles: z.array(z.union([ZRole, z.literal('*')])),
    children: z.array(ZMenuItem).optional(),
  }),
);

const ANY: ReadonlyArray<TRole | '*'> = ['*'];

/** The console's menu in spec §2 order. Route names are shared with the web router. */
export const APP_MENU: readonly TMenuItem[] = [
  {
    path: '/publication-maintenance',
    name: 'publication-maintenance',
    locale: 'menu.publicationMaintenance',
    icon: 'IconFile',
    order: 0,
    roles: ANY,
    children: [
      {
        path: 'publication-effect',
        name: 'publication-effect',
        locale: 'menu.publicationEffect',
        roles: ANY,
      },
      {
        path: 'comment-maintenance',
        name: 'comment-maintenance',
        locale: 'menu.commentMaintenance',
        roles: ANY,
      },
      {
        path: 'data-management',
        name: 'publication-data-management',
        locale: 'menu.publicationDataManagement',
        roles: ANY,
      },
    ],
  },
  {
    path: '/brand-monitoring',
    name: 'brand-monitoring',
    locale: 'menu.brandMonitoring',
    icon: 'IconEye',
    order: 1,
    roles: ANY,
    children: [
      { path: 'brand-sentiment', name: 'brand-sentiment', locale: 'menu.brandSentiment', roles: ANY },
      { path: 'brand-review', name: 'brand-review', locale: 'menu.brandReview', roles: ANY },
    ],
  },
  {
    path: '/market-opportunity',
    name: 'market-opportunity',
    locale: 'menu.marketOpportunity',
    icon: 'IconBulb',
    order: 2,
    roles: ANY,
    children: [
      {
        path: 'product-opportunity',
        name: 'product-opportunity',
        locale: 'menu.productOpportunity',
        roles: ANY,
      },
    ],
  },
  {
    path: '/data-management',
    name: 'data-management',
    locale: 'menu.dataManagement',
    icon: 'IconStorage',
    order: 3,
    roles: ANY,
  },
  {
    path: '/team',
    name: 'team',
    locale: 'menu.team',
    icon: 'IconUserGroup',
    order: 4,
    roles: PERMISSIONS.staff.manage,
    children: [
      { path: 'members', name: 'team-members', locale: 'menu.teamMembers', roles: PERMISSIONS.staff.manage },
    ],
  },
];

const allows = (item: TMenuItem, role: TRole): boolean =>
  item.roles.includes('*') || item.roles.includes(role);

/** The menu a role may see: entries (and children) whose roles list '*' or the role. */
export const menuForRole = (role: TRole, menu: readonly TMenuItem[] = APP_MENU): TMenuItem[] =>
  menu
    .filter((item) => allows(item, role))
    .map((item) => (item.children ? { ...item, children: menuForRole(role, item.children) } : { ...item }));
