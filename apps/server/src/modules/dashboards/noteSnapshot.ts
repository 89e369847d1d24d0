import type { NoteFilter } from '../notes/noteFilter';
import { firstAtOrAfter } from './createNoteStore';
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

/** Live comments NoteDesk holds for a note, and the negative ones among them. */
export type NoteCommentCounts = { total: number; negative: number };

/**
 * The live notes of one platform published in [from, to), answering note list filters in memory with the
 * same meaning as the note list's SQL (modules/notes/repository.ts `conditions`); the negative-ratio filter
 * once the notes' comment counts are given. Filters it cannot answer (text, times outside its range) are
 * left to SQL: `covers` says which.
 */
export const createNoteSnapshot = (rows: DashboardNoteRow[], from: number, to: number) => {
  const notes = [...rows].sort((a, b) => a.published_at - b.published_at);
  let commentCounts: Map<number, NoteCommentCounts> | undefined;
  /** Selections by filter: a count and the sums over the same notes select once. */
  const selected = new Map<string, DashboardNoteRow[]>();

  const matches = (note: DashboardNoteRow, filter: NoteFilter): boolean => {
    if (filter.negRatioMin !== undefined && filter.negRatioMin > 0) {
      const counts = commentCounts?.get(note.id);
      // The note list's rule: negative − min × held ≥ 0, and a note without comments is never kept.
      if (!counts || counts.total === 0 || counts.negative - filter.negRatioMin * counts.total < 0)
        return false;
    }
    return (
      note.platform === filter.platform &&
      (filter.source === undefined || note.source === filter.source) &&
      (filter.brandId === undefined || note.brand_id === filter.brandId) &&
      (filter.productLineId === undefined || note.product_line_id === filter.productLineId) &&
      (filter.productId === undefined || note.product_id === filter.productId) &&
      (filter.keyword === undefined || note.keyword === filter.keyword) &&
      (filter.authorId === undefined || note.author_id === filter.authorId) &&
      (filter.tracked === undefined || note.tracked === (filter.tracked ? 1 : 0)) &&
      (filter.fans === undefined ||
        (note.author_fans_count >= filter.fans.min &&
          (filter.fans.max === null || note.author_fans_count < filter.fans.max)))
    );
  };

  const select = (filter: NoteFilter): DashboardNoteRow[] => {
    const key = JSON.stringify(filter);
    let found = selected.get(key);
    if (!found) {
      const start = firstAtOrAfter(notes, filter.from ?? from);
      const end = firstAtOrAfter(notes, filter.to ?? to);
      found = notes.slice(start, end).filter((note) => matches(note, filter));
      selected.set(key, found);
    }
    return found;
  };

  const needsCommentCounts = (filter: NoteFilter) =>
    filter.negRatioMin !== undefined && filter.negRatioMin > 0;

  return {
    notes,
    covers: (filter: NoteFilter): boolean =>
      filter.text === undefined &&
      (!needsCommentCounts(filter) || commentCounts !== undefined) &&
      filter.from !== undefined &&
      filter.to !== undefined &&
      filter.from >= from &&
      filter.to <= to,
    needsCommentCounts,
    hasCommentCounts: (): boolean => commentCounts !== undefined,
    /** Gives every note's comment counts (then negative-ratio filters are answered here too). */
    setCommentCounts: (counts: Map<number, NoteCommentCounts>): void => {
      commentCounts = counts;
      selected.clear();
    },
    commentCountsOf: (noteId: number): NoteCommentCounts =>
      commentCounts?.get(noteId) ?? { total: 0, negative: 0 },
    select,
    count: (filter: NoteFilter): number => select(filter).length,
    sum: (filter: NoteFilter, metric: NoteMetric): number =>
      select(filter).reduce((total, note) => total + noteMetric(note, metric), 0),
  };
};

export type NoteSnapshot = ReturnType<typeof createNoteSnapshot>;
