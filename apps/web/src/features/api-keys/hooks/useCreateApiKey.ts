import type { TCreatedApiKey } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEYS_KEY, createApiKey } from '../api';

/** Creates a named key; `onCreated` gets its secret, shown this once. */
export const useCreateApiKey = (onCreated: (key: TCreatedApiKey) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      onCreated(key);
      void client.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
  });
};
