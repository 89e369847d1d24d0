import type { TGroupBotSettings } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_BOT_KEY, saveGroupBot } from '../api';

/** Saves the group bot; the form shows what the server kept. */
export const useSaveGroupBot = (onSaved: (saved: TGroupBotSettings) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGroupBot,
    onSuccess: (saved) => {
      client.setQueryData(GROUP_BOT_KEY, saved);
      onSaved(saved);
    },
  });
};
