import type { TPlatform } from '@notedesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DELETED_NOTES_KEY, fetchDeletedNotes } from '../api';

/** One page of the notes deleted in the last 30 days, on one platform or all (''). */
export const useDeletedNotes = (platform: TPlatform | '', page: number, pageSize: number) =>
  useQuery({
    queryKey: [...DELETED_NOTES_KEY, platform, page],
    queryFn: () => fetchDeletedNotes(platform || undefined, page, pageSize),
    placeholderData: keepPreviousData,
  });
