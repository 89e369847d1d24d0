import type { TLlmSettings } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LLM_SETTINGS_KEY, LLM_USAGE_KEY, saveLlmSettings } from '../api';

/** Saves the LLM settings; the form shows what the server kept and the usage reloads. */
export const useSaveLlmSettings = (onSaved: (saved: TLlmSettings) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLlmSettings,
    onSuccess: (saved) => {
      client.setQueryData(LLM_SETTINGS_KEY, saved);
      void client.invalidateQueries({ queryKey: LLM_USAGE_KEY });
      onSaved(saved);
    },
  });
};
