import { menuPath } from '../../app/router/menuPath';

/** A note's detail page (the publication section's, as for the comment inbox). */
export const noteDetailPath = (noteId: number): string =>
  `${menuPath('publication-maintenance')}/contentdetail/${noteId}`;
