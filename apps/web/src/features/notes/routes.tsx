import { ANY_ROLE, type AppRoute } from '../../app/router/AppRoute';
import { menuPath } from '../../app/router/menuPath';

const loadPage = () => import('./pages/NoteDetailPage').then((module) => module.NoteDetailPage);

/** A detail page per section (spec §2), hidden from the menu; each highlights its list page. */
const detailRoute = (name: string, group: string, segment: string, activeMenu: string): AppRoute => ({
  name,
  path: `${menuPath(group)}/${segment}/:content_id`,
  meta: {
    locale: 'menu.contentDetail',
    requiresAuth: true,
    roles: ANY_ROLE,
    hideInMenu: true,
    activeMenu,
    ignoreCache: true,
  },
  load: loadPage,
});

export const notesRoutes: AppRoute[] = [
  detailRoute('contentdetail', 'publication-maintenance', 'contentdetail', 'publication-effect'),
  detailRoute('contentdetailTwo', 'publication-maintenance', 'contentdetailTwo', 'comment-maintenance'),
  detailRoute('brand-contentdetail', 'brand-monitoring', 'contentdetail', 'brand-sentiment'),
  detailRoute('contentdetailThr', 'brand-monitoring', 'contentdetailThr', 'brand-review'),
  detailRoute('market-contentdetail', 'market-opportunity', 'contentdetail', 'product-opportunity'),
];
