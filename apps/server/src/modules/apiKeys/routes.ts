import {
  PATHS,
  PERMISSIONS,
  ZApiKey,
  ZApiKeyParams,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { ApiKeyService } from './service';

/** Admin-only: the tenant's API keys for crawlers (the key itself is in the create answer only). */
export const apiKeyRoutes = (app: AppInstance, guard: Guard, apiKeys: ApiKeyService): void => {
  const admin = guardedRoutes(app, guard(PERMISSIONS.apiKeys.manage), ['admin']);
  admin.get(PATHS.apiKeys.list, { response: z.array(ZApiKey) }, ({ auth }) => apiKeys.list(auth));
  admin.post(PATHS.apiKeys.create, { body: ZCreateApiKeyInput, response: ZCreatedApiKey }, ({ auth, body }) =>
    apiKeys.create(auth, body),
  );
  admin.post(PATHS.apiKeys.revoke, { params: ZApiKeyParams, response: ZApiKey }, ({ auth, params }) =>
    apiKeys.revoke(auth, params.id),
  );
};
