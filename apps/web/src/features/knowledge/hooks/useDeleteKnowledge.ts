import type { TKnowledgeRow } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteKnowledge, KNOWLEDGE_KEY } from '../api';

/** Deletes one knowledge row; the list reloads and `onDeleted` is told. */
export const useDeleteKnowledge = (onDeleted: () => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: TKnowledgeRow) => deleteKnowledge(row.id),
    onSuccess: () => {
      onDeleted();
      void client.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
    },
  });
};
