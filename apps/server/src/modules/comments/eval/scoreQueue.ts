import type { CrawlKeyRow } from './readCrawlKey';

/** How many rows the first page-and-a-bit of a queue is judged on (what a manager reads before deciding). */
export const FIRST_ROWS = 45;

/** A queue (the comments listed under one label, in list order) judged against the crawl set's key. */
export type QueueScore = {
  listed: number;
  /** Listed rows that truly belong in the queue, among the first FIRST_ROWS and among all. */
  rightInFirst: number;
  firstCount: number;
  right: number;
  /** True members on tracked notes (what a perfect queue lists) and how many of them are listed. */
  truth: number;
  found: number;
  /** Listed rows the key calls spam, and rows of notes the key calls untracked (both should be 0). */
  spamLeaked: number;
  untrackedLeaked: number;
  /** Listed rows that do not belong, and true members not listed (their key rows, for reading). */
  wrong: CrawlKeyRow[];
  missed: CrawlKeyRow[];
};

/**
 * Scores a queue: `listedIds` are the platform comment ids the list showed, in its order; a row belongs
 * when the key gives it `clsType` and does not call it spam. Listed ids the key does not know count as wrong.
 */
export const scoreQueue = (
  key: readonly CrawlKeyRow[],
  clsType: 0 | 1,
  listedIds: readonly string[],
): QueueScore => {
  const byId = new Map(key.map((row) => [row.comment_id, row]));
  const belongs = (row: CrawlKeyRow | undefined): boolean => row?.cls_type === clsType && !row.spam;
  const listed = listedIds.map((id) => byId.get(id));
  const first = listed.slice(0, FIRST_ROWS);
  const listedSet = new Set(listedIds);
  const truthRows = key.filter((row) => row.note_tracked && belongs(row));
  return {
    listed: listed.length,
    rightInFirst: first.filter(belongs).length,
    firstCount: first.length,
    right: listed.filter(belongs).length,
    truth: truthRows.length,
    found: truthRows.filter((row) => listedSet.has(row.comment_id)).length,
    spamLeaked: listed.filter((row) => row?.spam === true).length,
    untrackedLeaked: listed.filter((row) => row?.note_tracked === false).length,
    wrong: listed.filter((row): row is CrawlKeyRow => row !== undefined && !belongs(row)),
    missed: truthRows.filter((row) => !listedSet.has(row.comment_id)),
  };
};
