import type { NoteFilter } from '../notes/noteFilter';
import type { NoteMetric } from './drillBatch';
import type { DashboardNoteRow } from './repository';

/** A metric of one note; interactions = likes + collects + the platform's comment count (shares apart). */
export const noteMetric = (note: DashboardNoteRow, metric: NoteMetric): number => {
  if (metric === 'likes') return note.liked_count;
  if (metric === 'collects') return note.collected_count;
  if (metric === 'platform_comments') return note.comment_count;
  if (metric === 'shares') return note.share_count;
  return note.liked_count + note.collected_count + note.comment_count;
};

/**
 * The live notes of one platform published in [from, to), answering note list filters in memory with the
 * same meaning as the note list's SQL (modules/notes/repository.ts `conditions`). Filters it cannot answer
 * (text, negative ratio, times outside its range) are left to SQL: `covers` says which.
 */
export const createNoteSnapshot = (notes: DashboardNoteRow[], from: number, to: number) => {
  const matches = (note: DashboardNoteRow, filter: NoteFilter): boolean =>
    note.platform === filter.platform &&
    (filter.from === undefined || note.published_at >= filter.from) &&
    (filter.to === undefined || note.published_at < filter.to) &&
    (filter.source === undefined || note.source === filter.source) &&
    (filter.brandId === undefined || note.brand_id === filter.brandId) &&
    (filter.productLineId === undefined || note.product_line_id === filter.productLineId) &&
    (filter.productId === undefined || note.product_id === filter.productId) &&
    (filter.keyword === undefined || note.keyword === filter.keyword) &&
    (filter.authorId === undefined || note.author_id === filter.authorId) &&
    (filter.tracked === undefined || note.tracked === (filter.tracked ? 1 : 0)) &&
    (filter.fans === undefined ||
      (note.author_fans_count >= filter.fans.min &&
        (filter.fans.max === null || note.author_fans_count < filter.fans.max)));

  const select = (filter: NoteFilter) => notes.filter((note) => matches(note, filter));

  return {
    notes,
    covers: (filter: NoteFilter): boolean =>
      filter.text === undefined &&
      !(filter.negRatioMin !== undefined && filter.negRatioMin > 0) &&
      filter.from !== undefined &&
      filter.to !== undefined &&
      filter.from >= from &&
      filter.to <= to,
    select,
    count: (filter: NoteFilter): number => select(filter).length,
    sum: (filter: NoteFilter, metric: NoteMetric): number =>
      select(filter).reduce((total, note) => total + noteMetric(note, metric), 0),
  };
};

export type NoteSnapshot = ReturnType<typeof createNoteSnapshot>;
