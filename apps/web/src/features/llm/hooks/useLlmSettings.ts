import { useQuery } from '@tanstack/react-query';
import { fetchLlmSettings, LLM_SETTINGS_KEY } from '../api';

/** The tenant's LLM provider settings (the key itself never comes back, only whether it is set). */
export const useLlmSettings = () => useQuery({ queryKey: LLM_SETTINGS_KEY, queryFn: fetchLlmSettings });
