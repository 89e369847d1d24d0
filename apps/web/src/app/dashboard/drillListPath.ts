import { menuPath } from '@/app/router/menuPath';

/**
 * The page that shows any drill's list as the endpoint answers it (notes, and comments the comment page
 * cannot filter by). Apart from drillTarget so the route table does not load the comment filters.
 */
export const DRILL_LIST_PATH = `${menuPath('publication-maintenance')}/drill-list`;
