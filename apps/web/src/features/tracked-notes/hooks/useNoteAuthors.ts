import type { TPlatform } from '@notedesk/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchAuthors, TRACKED_NOTES_KEY } from '../api';

/** Note authors on `platform` whose name matches what is typed, for the author filter. */
export const useNoteAuthors = (platform: TPlatform, search: string) =>
  useQuery({
    queryKey: [...TRACKED_NOTES_KEY, 'authors', platform, search],
    queryFn: () => fetchAuthors(platform, search),
    staleTime: 30_000,
  });
