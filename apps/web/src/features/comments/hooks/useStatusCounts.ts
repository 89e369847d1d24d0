import { PROCESS_STATUSES, type TPlatform, type TProcessStatus } from '@notedesk/contract';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COMMENTS_KEY, fetchComments } from '../api';
import { type CommentFilters, toCommentQuery } from '../commentFilters';

/**
 * How many comments each follow-up status holds under `filters` but their status, for the tabs: one row
 * asked for per status, only its `total` read. A count not known yet is absent.
 */
export const useStatusCounts = (
  filters: CommentFilters,
  platform: TPlatform,
  enabled: boolean,
): Partial<Record<TProcessStatus, number>> => {
  const countQuery = useMemo(
    () => toCommentQuery({ ...filters, process_status: [], page: 1, page_size: 1 }, platform),
    [filters, platform],
  );
  const counts = useQueries({
    queries: PROCESS_STATUSES.map((status) => ({
      queryKey: [...COMMENTS_KEY, 'counts', countQuery, status],
      queryFn: async () => (await fetchComments({ ...countQuery, process_status: status })).total,
      placeholderData: keepPreviousData,
      enabled,
    })),
  });
  return Object.fromEntries(PROCESS_STATUSES.map((status, index) => [status, counts[index]?.data]));
};
