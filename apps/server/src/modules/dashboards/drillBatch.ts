import {
  DRILL_LIST_PATHS,
  type TComparedCount,
  type TComparedRatio,
  type TDrill,
  type TDrillCount,
  type TDrillRatio,
  type TDrillSum,
  ZCommentListQuery,
  ZNoteListQuery,
} from '@notedesk/contract';
import type { CommentFilter } from '../comments/commentFilter';
import { toCommentFilter } from '../comments/service';
import type { NoteFilter } from '../notes/noteFilter';
import { toNoteFilter } from '../notes/service';

const [COMMENT_LIST, NOTE_LIST] = DRILL_LIST_PATHS;

/** A list query before it goes on the wire: absent values dropped, several choices comma-joined. */
export type DrillQuery = Record<
  string,
  string | number | boolean | ReadonlyArray<string | number> | undefined
>;

/** Note metrics a dashboard sums; interactions = likes + collects + the platform's comment count. */
export type NoteMetric = 'interactions' | 'likes' | 'collects' | 'platform_comments' | 'shares';

/** How a batch gets its numbers: the lists' own counts, and note metric sums over the same notes. */
export type DrillCounters = {
  comments: (filters: CommentFilter[]) => Promise<number[]>;
  notes: (filters: NoteFilter[]) => Promise<number[]>;
  noteSums: (requests: Array<{ filter: NoteFilter; metric: NoteMetric }>) => Promise<number[]>;
};

export const onWire = (query: DrillQuery): Record<string, string> => {
  const wire: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    wire[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return wire;
};

/** The comment list opened with a drill query. */
export const commentDrillOf = (query: DrillQuery): TDrill => ({ path: COMMENT_LIST, query: onWire(query) });

/** The note list's filter for a drill query (as the note list parses it). */
export const noteFilterOf = (query: DrillQuery): NoteFilter =>
  toNoteFilter(ZNoteListQuery.parse(onWire(query)));

/** The comment list's filter for a drill query. */
export const commentFilterOf = (query: DrillQuery): CommentFilter =>
  toCommentFilter(ZCommentListQuery.parse(onWire(query)));

/** numerator / denominator rounded to 4 decimals (as the note list's negCommentRatio); 0 over 0 is 0. */
export const ratioOf = (numerator: number, denominator: number): number =>
  denominator === 0 ? 0 : Math.round((numerator / denominator) * 10000) / 10000;

/** (now − before) / before, 4 decimals; null when before is 0. */
const changeOf = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / before) * 10000) / 10000;

/**
 * The counts of one dashboard answer. Each count is declared by its list query (parsed by the list's own
 * schema and turned into the list's own filter, so the count and the list cannot mean different things),
 * handed out at once as a placeholder, and filled in by `run`, which counts them all in one go; ratios,
 * comparisons and whatever `after` registers are computed from them afterwards, in declaration order.
 */
export const createDrillBatch = () => {
  const commentCounts: Array<{ count: TDrillCount; filter: CommentFilter }> = [];
  const noteCounts: Array<{ count: TDrillCount; filter: NoteFilter }> = [];
  const noteFilters = new Map<TDrillCount, NoteFilter>();
  const sums: Array<{ sum: TDrillSum; filter: NoteFilter; metric: NoteMetric }> = [];
  const finishers: Array<() => void> = [];

  const comments = (query: DrillQuery): TDrillCount => {
    const count: TDrillCount = { value: 0, drill: { path: COMMENT_LIST, query: onWire(query) } };
    commentCounts.push({ count, filter: commentFilterOf(query) });
    return count;
  };

  const notes = (query: DrillQuery): TDrillCount => {
    const count: TDrillCount = { value: 0, drill: { path: NOTE_LIST, query: onWire(query) } };
    const filter = noteFilterOf(query);
    noteCounts.push({ count, filter });
    noteFilters.set(count, filter);
    return count;
  };

  const after = (finish: () => void): void => {
    finishers.push(finish);
  };

  const ratio = (numerator: TDrillCount, denominator: TDrillCount): TDrillRatio => {
    const result: TDrillRatio = { value: 0, numerator, denominator };
    after(() => {
      result.value = ratioOf(numerator.value, denominator.value);
    });
    return result;
  };

  return {
    comments,
    notes,
    ratio,
    after,

    /** A note metric summed over the notes `over` counts (a count made by `notes`). */
    sum: (metric: NoteMetric, over: TDrillCount): TDrillSum => {
      const filter = noteFilters.get(over);
      if (!filter) throw new Error('a sum is over a note count of the same batch');
      const sum: TDrillSum = { value: 0, over };
      sums.push({ sum, filter, metric });
      return sum;
    },

    compared: (current: TDrillCount, previous: TDrillCount): TComparedCount => {
      const compared: TComparedCount = Object.assign(current, { previous, change: null });
      after(() => {
        compared.change = changeOf(current.value, previous.value);
      });
      return compared;
    },

    comparedRatio: (current: TDrillRatio, previous: TDrillRatio): TComparedRatio => {
      const compared: TComparedRatio = Object.assign(current, { previous, change: 0 });
      after(() => {
        compared.change = Math.round((current.value - previous.value) * 10000) / 10000;
      });
      return compared;
    },

    run: async (counters: DrillCounters): Promise<void> => {
      const [commentValues, noteValues, sumValues] = await Promise.all([
        counters.comments(commentCounts.map((entry) => entry.filter)),
        counters.notes(noteCounts.map((entry) => entry.filter)),
        counters.noteSums(sums.map(({ filter, metric }) => ({ filter, metric }))),
      ]);
      commentCounts.forEach((entry, i) => {
        entry.count.value = commentValues[i]!;
      });
      noteCounts.forEach((entry, i) => {
        entry.count.value = noteValues[i]!;
      });
      sums.forEach((entry, i) => {
        entry.sum.value = sumValues[i]!;
      });
      for (const finish of finishers) finish();
    },
  };
};

export type DrillBatch = ReturnType<typeof createDrillBatch>;
