import { useQuery } from '@tanstack/react-query';
import { API_KEYS_KEY, fetchApiKeys } from '../api';

/** The tenant's keys for crawlers (never the secrets). */
export const useApiKeys = () => useQuery({ queryKey: API_KEYS_KEY, queryFn: fetchApiKeys });
