import { useQuery } from '@tanstack/react-query';
import { fetchLlmUsage, LLM_USAGE_KEY } from '../api';

/** Today's LLM tokens against the quota and the recent days' use. */
export const useLlmUsage = () => useQuery({ queryKey: LLM_USAGE_KEY, queryFn: fetchLlmUsage });
