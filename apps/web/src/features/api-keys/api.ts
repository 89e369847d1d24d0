import { type TApiKey, type TCreatedApiKey, ZApiKey, ZCreatedApiKey } from '@notedesk/contract';
import { http } from '@/app/http/http';

const API_KEYS_PATH = '/api/admin/api-keys';

export const API_KEYS_KEY = ['admin', 'api-keys'] as const;

/** Where crawlers send their batches, authenticated by one of these keys. */
export const INGEST_PATHS = { notes: '/api/ingest/notes', comments: '/api/ingest/comments' } as const;

export const fetchApiKeys = async (): Promise<TApiKey[]> =>
  ZApiKey.array().parse(await http.get(API_KEYS_PATH));

export const createApiKey = async (name: string): Promise<TCreatedApiKey> =>
  ZCreatedApiKey.parse(await http.post(API_KEYS_PATH, { name }));

export const revokeApiKey = async (id: number): Promise<TApiKey> =>
  ZApiKey.parse(await http.post(`${API_KEYS_PATH}/${id}/revoke`));
