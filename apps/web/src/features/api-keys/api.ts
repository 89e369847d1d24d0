import {
  fillPath,
  PATHS,
  type TApiKey,
  type TCreatedApiKey,
  ZApiKey,
  ZCreatedApiKey,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const API_KEYS_KEY = ['admin', 'api-keys'] as const;

export const fetchApiKeys = async (): Promise<TApiKey[]> =>
  ZApiKey.array().parse(await http.get(PATHS.apiKeys.list));

export const createApiKey = async (name: string): Promise<TCreatedApiKey> =>
  ZCreatedApiKey.parse(await http.post(PATHS.apiKeys.create, { name }));

export const revokeApiKey = async (id: number): Promise<TApiKey> =>
  ZApiKey.parse(await http.post(fillPath(PATHS.apiKeys.revoke, { id })));
