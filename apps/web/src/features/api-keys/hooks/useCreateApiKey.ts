import type { TCreatedApiKey } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { API_KEYS_KEY, createApiKey } from '../api';

/** Creates a named key; `onCreated` gets its secret, shown this once. */
export const useCreateApiKey = (onCreated: (key: TCreatedApiKey) => void) =>
  useRefreshingMutation({ mutationFn: createApiKey, staleKeys: [API_KEYS_KEY], onDone: onCreated });
