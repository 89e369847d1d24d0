import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEYS_KEY, revokeApiKey } from '../api';

/** Revokes a key; crawlers using it are refused from then on. */
export const useRevokeApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => void client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
};
