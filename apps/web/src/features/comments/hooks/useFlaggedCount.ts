import type { TPlatform } from '@notedesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COMMENTS_KEY, fetchComments } from '../api';
import { type CommentFilters, toCommentQuery } from '../commentFilters';

/**
 * How many comments under `filters` have a draft flagged for a person (the "needs a person" tab's count):
 * one row asked for with `flagged=true`, only its `total` read; undefined until known.
 */
export const useFlaggedCount = (
  filters: CommentFilters,
  platform: TPlatform,
  enabled: boolean,
): number | undefined => {
  const countQuery = useMemo(
    () => toCommentQuery({ ...filters, flagged: true, page: 1, page_size: 1 }, platform),
    [filters, platform],
  );
  return useQuery({
    queryKey: [...COMMENTS_KEY, 'counts', countQuery],
    queryFn: async () => (await fetchComments(countQuery)).total,
    placeholderData: keepPreviousData,
    enabled,
  }).data;
};
