import {
  PATHS,
  PERMISSIONS,
  ZApiKey,
  ZApiKeyParams,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
  ZEnvelope,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { ApiKeyService } from './service';

/** Admin-only: the tenant's API keys for crawlers (the key itself is in the create answer only). */
export const apiKeyRoutes = (app: AppInstance, guard: Guard, apiKeys: ApiKeyService): void => {
  const adminOnly = guard(PERMISSIONS.apiKeys.manage);
  const tags = ['admin'];
  app.get(
    PATHS.apiKeys.list,
    { onRequest: adminOnly, schema: { tags, response: { 200: ZEnvelope(z.array(ZApiKey)) } } },
    async (request) => ok(await apiKeys.list(authOf(request))),
  );
  app.post(
    PATHS.apiKeys.create,
    {
      onRequest: adminOnly,
      schema: { tags, body: ZCreateApiKeyInput, response: { 200: ZEnvelope(ZCreatedApiKey) } },
    },
    async (request) => ok(await apiKeys.create(authOf(request), request.body)),
  );
  app.post(
    PATHS.apiKeys.revoke,
    { onRequest: adminOnly, schema: { tags, params: ZApiKeyParams, response: { 200: ZEnvelope(ZApiKey) } } },
    async (request) => ok(await apiKeys.revoke(authOf(request), request.params.id)),
  );
};
