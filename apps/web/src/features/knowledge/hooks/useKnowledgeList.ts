import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchKnowledge, KNOWLEDGE_KEY } from '../api';

/** One page of the tenant's knowledge rows matching `q`. */
export const useKnowledgeList = (q: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...KNOWLEDGE_KEY, q, page],
    queryFn: () => fetchKnowledge({ q, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
