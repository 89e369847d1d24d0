import type { TMarkMessagesReadInput } from '@notedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMessages, MESSAGES_QUERY_KEY, markMessagesRead } from '../api';

/** How often the box asks for new messages while the page is open (imports, alerts, assignments arrive). */
export const MESSAGES_POLL_MS = 30_000;

/**
 * The signed-in user's messages — polled every 30 s and again when the window regains focus, so unread counts
 * follow without a reload — and the "mark read" action.
 */
export const useMessages = () => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: MESSAGES_QUERY_KEY,
    queryFn: fetchMessages,
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const markRead = useMutation({
    mutationFn: (input: TMarkMessagesReadInput) => markMessagesRead(input),
    onSuccess: (list) => queryClient.setQueryData(MESSAGES_QUERY_KEY, list),
  });
  return { query, markRead };
};
