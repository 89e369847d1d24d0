import type { TFeishuSettings } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXPORTED_LINKS_KEY, FEISHU_SETTINGS_KEY, saveFeishuSettings } from '../api';

/** Saves the Feishu settings; the form shows what the server kept, the per-note counts reload (new sheet). */
export const useSaveFeishuSettings = (onSaved: (saved: TFeishuSettings) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFeishuSettings,
    onSuccess: (saved) => {
      client.setQueryData(FEISHU_SETTINGS_KEY, saved);
      void client.invalidateQueries({ queryKey: EXPORTED_LINKS_KEY });
      onSaved(saved);
    },
  });
};
