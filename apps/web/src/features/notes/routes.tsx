import { ANY_ROLE, type AppRoute } from '@/app/router/AppRoute';
import { NOTE_DETAIL_PAGES, noteDetailPath } from './noteDetailPath';

const loadPage = () => import('./pages/NoteDetailPage').then((module) => module.NoteDetailPage);

/** A detail page per section (spec §2), hidden from the menu; each highlights its list page. */
export const notesRoutes: AppRoute[] = NOTE_DETAIL_PAGES.map(({ name, list }) => ({
  name,
  path: noteDetailPath(list, ':content_id'),
  meta: {
    locale: 'menu.contentDetail',
    // Five detail routes may show one note: the tab names the section it was opened from.
    tabLocale: `notes.tab.${list}`,
    requiresAuth: true,
    roles: ANY_ROLE,
    hideInMenu: true,
    activeMenu: list,
    ignoreCache: true,
  },
  load: loadPage,
}));
