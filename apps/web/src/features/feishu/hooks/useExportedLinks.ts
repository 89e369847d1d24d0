import { useQuery } from '@tanstack/react-query';
import { EXPORTED_LINKS_KEY, fetchExportedLinks } from '../api';

/** Per note of `noteIds`: how many of its comments are in the Feishu output sheet, and the sheet link. */
export const useExportedLinks = (noteIds: number[]) => {
  const ids = [...new Set(noteIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...EXPORTED_LINKS_KEY, ids],
    queryFn: () => fetchExportedLinks(ids),
    enabled: ids.length > 0,
  });
};
