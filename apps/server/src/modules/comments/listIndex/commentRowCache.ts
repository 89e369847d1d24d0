import type { TCommentRow } from '@notedesk/contract';

/**
 * Built list rows of one tenant by comment id. Reading a page's 20 rows with their names costs more than
 * everything else a list request does, and busy pages are read again and again. The list index keeps the
 * cache true: it forgets each comment it sees change and clears everything when a shown name changes.
 * Rows are shared between answers: nobody may change one.
 */
export const createCommentRowCache = (capacity: number) => {
  const rows = new Map<number, TCommentRow>();
  /** Counts forgets and clears: rows read while one happened may be older than it and are not kept. */
  let changes = 0;

  return {
    forget: (ids: Iterable<number>): void => {
      changes++;
      for (const id of ids) rows.delete(id);
    },

    clear: (): void => {
      changes++;
      rows.clear();
    },

    /** The rows of `ids` (missing ones left out), reading those not held with `read`. */
    rowsOf: async (
      ids: readonly number[],
      read: (missing: number[]) => Promise<TCommentRow[]>,
    ): Promise<Map<number, TCommentRow>> => {
      const found = new Map<number, TCommentRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (row) found.set(id, row);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const changesBefore = changes;
      const fresh = await read(missing);
      const keep = capacity > 0 && changes === changesBefore;
      for (const row of fresh) {
        found.set(row.id, row);
        if (!keep) continue;
        // Oldest first out: Map keeps insertion order.
        if (rows.size >= capacity) rows.delete(rows.keys().next().value as number);
        rows.set(row.id, row);
      }
      return found;
    },
  };
};

export type CommentRowCache = ReturnType<typeof createCommentRowCache>;
