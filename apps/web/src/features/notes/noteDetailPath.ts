import { menuPath } from '@/app/router/menuPath';

/**
 * Each section's note detail page (spec §2): its route name, the menu group and segment of its address,
 * and the list page it belongs to, which is how callers name it.
 */
export const NOTE_DETAIL_PAGES = [
  {
    name: 'contentdetail',
    group: 'publication-maintenance',
    segment: 'contentdetail',
    list: 'publication-effect',
  },
  {
    name: 'contentdetailTwo',
    group: 'publication-maintenance',
    segment: 'contentdetailTwo',
    list: 'comment-maintenance',
  },
  {
    name: 'brand-contentdetail',
    group: 'brand-monitoring',
    segment: 'contentdetail',
    list: 'brand-sentiment',
  },
  { name: 'contentdetailThr', group: 'brand-monitoring', segment: 'contentdetailThr', list: 'brand-review' },
  {
    name: 'market-contentdetail',
    group: 'market-opportunity',
    segment: 'contentdetail',
    list: 'product-opportunity',
  },
] as const;

export type NoteDetailList = (typeof NOTE_DETAIL_PAGES)[number]['list'];

/** The address of a note's detail page opened from the `list` page (`:content_id` for the route pattern). */
export const noteDetailPath = (list: NoteDetailList, noteId: number | ':content_id'): string => {
  const page = NOTE_DETAIL_PAGES.find((candidate) => candidate.list === list)!;
  return `${menuPath(page.group)}/${page.segment}/${noteId}`;
};
