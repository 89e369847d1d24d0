import type { TKnowledgeRow } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { deleteKnowledge, KNOWLEDGE_KEY } from '../api';

/** Deletes one knowledge row; the list reloads and `onDeleted` is told. */
export const useDeleteKnowledge = (onDeleted: () => void) =>
  useRefreshingMutation({
    mutationFn: (row: TKnowledgeRow) => deleteKnowledge(row.id),
    staleKeys: [KNOWLEDGE_KEY],
    onDone: onDeleted,
  });
