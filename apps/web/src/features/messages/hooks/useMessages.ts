import type { TMarkMessagesReadInput } from '@notedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMessages, MESSAGES_QUERY_KEY, markMessagesRead } from '../api';

/** The signed-in user's messages, refreshed every minute, and the "mark read" action. */
export const useMessages = () => {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: MESSAGES_QUERY_KEY, queryFn: fetchMessages, refetchInterval: 60_000 });
  const markRead = useMutation({
    mutationFn: (input: TMarkMessagesReadInput) => markMessagesRead(input),
    onSuccess: (list) => queryClient.setQueryData(MESSAGES_QUERY_KEY, list),
  });
  return { query, markRead };
};
