import type { CommentFilter, CommentSort } from '../commentFilter';

const sorted = <T extends string | number>(values: readonly T[] | undefined) =>
  values && [...new Set(values)].sort();

/** One string per distinct list query: multi-choice filters in any order or repeated mean the same query. */
export const cacheKey = (filter: CommentFilter, sort: CommentSort, limit: number, offset: number): string =>
  JSON.stringify([
    filter.platform,
    filter.from,
    filter.to,
    sorted(filter.sources),
    filter.brandId,
    filter.productLineId,
    filter.productId,
    filter.keyword,
    filter.noteId,
    filter.platformNoteId,
    filter.account,
    sorted(filter.clsTypes),
    sorted(filter.sentiments),
    sorted(filter.negTypes),
    sorted(filter.contentTypes),
    sorted(filter.processStatuses),
    filter.staffId,
    filter.hasReply,
    filter.covered,
    filter.needsReview,
    filter.flagged,
    filter.spam ?? 'hide',
    filter.text,
    sort,
    limit,
    offset,
  ]);
