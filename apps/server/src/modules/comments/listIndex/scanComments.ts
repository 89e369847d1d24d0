import type { CommentFilter, CommentSort } from '../commentFilter';
import {
  type CommentColumns,
  contentTypeCode,
  negTypeCode,
  platformCode,
  sentimentCode,
  sourceCode,
} from './commentColumns';

type Check = (position: number) => boolean;

/** A 256-entry table: allowed[code] is 1 for the codes a multi-choice filter accepts. */
const allowedCodes = <T>(values: readonly T[], code: (value: T) => number): Uint8Array => {
  const allowed = new Uint8Array(256);
  for (const value of values) allowed[code(value)] = 1;
  return allowed;
};

/** Every filter as a check on a row position; the same meaning as the SQL conditions of the repository. */
const checksFor = (columns: CommentColumns, filter: CommentFilter, byLikes: boolean): Check[] => {
  const c = columns;
  // Platform and "not deleted" are the order itself; the time range is its slice, except when sorted by likes.
  const checks: Check[] = [];
  const { from, to } = filter;
  if (byLikes && from !== undefined) checks.push((i) => c.publishedAt[i]! >= from);
  if (byLikes && to !== undefined) checks.push((i) => c.publishedAt[i]! < to);
  const choice = (allowed: Uint8Array | undefined, column: Uint8Array) => {
    if (allowed) checks.push((i) => allowed[column[i]!] === 1);
  };
  const same = (value: number) => value;
  choice(filter.sources && allowedCodes(filter.sources, sourceCode), c.source);
  choice(filter.clsTypes && allowedCodes(filter.clsTypes, same), c.clsType);
  choice(filter.sentiments && allowedCodes(filter.sentiments, sentimentCode), c.sentiment);
  choice(filter.negTypes && allowedCodes(filter.negTypes, negTypeCode), c.negType);
  choice(filter.contentTypes && allowedCodes(filter.contentTypes, contentTypeCode), c.contentType);
  choice(filter.processStatuses && allowedCodes(filter.processStatuses, same), c.status);
  const equals = (value: number | undefined, column: Int32Array) => {
    if (value !== undefined) checks.push((i) => column[i] === value);
  };
  equals(filter.brandId, c.brand);
  equals(filter.productLineId, c.productLine);
  equals(filter.productId, c.product);
  equals(filter.noteId, c.note);
  equals(filter.staffId, c.staff);
  if (filter.keyword !== undefined) equals(c.codeOf(filter.keyword), c.keyword);
  if (filter.platformNoteId !== undefined) equals(c.codeOf(filter.platformNoteId), c.platformNote);
  if (filter.hasReply !== undefined) {
    const wanted = filter.hasReply ? 1 : 0;
    checks.push((i) => c.hasReply[i] === wanted);
  }
  if (filter.needsReview !== undefined) {
    const wanted = filter.needsReview ? 1 : 0;
    checks.push((i) => c.needsReview[i] === wanted);
  }
  // Last: the dearest check runs only on rows every other filter kept.
  if (filter.text !== undefined) {
    const text = filter.text.toLowerCase();
    checks.push((i) => c.text[i]!.includes(text));
  }
  return checks;
};

/** In a newest-first order, the first index whose published time is below `bound`. */
const firstBelow = (order: Int32Array, publishedAt: Float64Array, bound: number): number => {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (publishedAt[order[middle]!]! >= bound) low = middle + 1;
    else high = middle;
  }
  return low;
};

export type IndexedPage = { total: number; ids: number[] };

/**
 * One page and the total of the comment list from the columns: the time range narrows the scanned slice of
 * the newest-first order, the other filters are checked row by row.
 */
export const scanComments = (
  columns: CommentColumns,
  filter: CommentFilter,
  sort: CommentSort,
  limit: number,
  offset: number,
): IndexedPage => {
  const byLikes = sort === 'likes_desc';
  const platform = platformCode(filter.platform);
  const order = byLikes ? columns.likesOrder(platform) : columns.timeOrder(platform);
  let start = 0;
  let end = order.length;
  if (!byLikes) {
    if (filter.to !== undefined) start = firstBelow(order, columns.publishedAt, filter.to);
    if (filter.from !== undefined) end = firstBelow(order, columns.publishedAt, filter.from);
  }
  const checks = checksFor(columns, filter, byLikes);
  const descending = sort !== 'time_asc';
  if (checks.length === 0) {
    // Only platform and time: the slice is the answer.
    const ids: number[] = [];
    for (let n = offset; n < Math.min(offset + limit, end - start); n++) {
      ids.push(columns.ids[order[descending ? start + n : end - 1 - n]!]!);
    }
    return { total: end - start, ids };
  }
  const count = checks.length;
  const matches = (position: number) => {
    for (let k = 0; k < count; k++) if (!checks[k]!(position)) return false;
    return true;
  };
  const ids: number[] = [];
  let total = 0;
  const visit = (position: number) => {
    if (!matches(position)) return;
    if (total >= offset && ids.length < limit) ids.push(columns.ids[position]!);
    total++;
  };
  if (descending) for (let j = start; j < end; j++) visit(order[j]!);
  else for (let j = end - 1; j >= start; j--) visit(order[j]!);
  return { total, ids };
};
