import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { API_KEYS_KEY, revokeApiKey } from '../api';

/** Revokes a key; crawlers using it are refused from then on. */
export const useRevokeApiKey = () =>
  useRefreshingMutation({ mutationFn: revokeApiKey, staleKeys: [API_KEYS_KEY] });
