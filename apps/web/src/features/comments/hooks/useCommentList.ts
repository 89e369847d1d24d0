import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMMENTS_KEY, fetchComments } from '../api';
import type { CommentQueryParams } from '../commentFilters';

/** One page of the comment inbox for `query` (the previous page stays up while the next loads). */
export const useCommentList = (query: CommentQueryParams, enabled: boolean) =>
  useQuery({
    queryKey: [...COMMENTS_KEY, 'list', query],
    queryFn: () => fetchComments(query),
    placeholderData: keepPreviousData,
    enabled,
  });
