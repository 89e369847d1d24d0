import {
  PATHS,
  queryValue,
  ZCommResultsLists,
  ZDisplayNameKeywords,
  ZEnvelope,
  ZExpandConditions,
  ZExpandSource,
  ZPlatform,
  ZTenant,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { TenantService } from './service';

const ZPlatformQuery = z.object({ target_platform: queryValue(ZPlatform).default('xhs') });

/** The tenant's data and tracking configuration, as the shell loads it at start. */
export const tenantRoutes = (app: AppInstance, guard: Guard, tenants: TenantService): void => {
  app.get(
    PATHS.tenant.tenant,
    {
      onRequest: guard(),
      schema: { tags: ['user'], querystring: ZPlatformQuery, response: { 200: ZEnvelope(ZTenant) } },
    },
    async (request) => ok(await tenants.tenant(authOf(request), request.query.target_platform)),
  );
  app.get(
    PATHS.tenant.expandConditions,
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        querystring: z.object({ source: ZExpandSource }),
        response: { 200: ZEnvelope(ZExpandConditions) },
      },
    },
    async (request) => ok(await tenants.expandConditions(authOf(request), request.query.source)),
  );
  app.get(
    PATHS.tenant.displayNameKeywords,
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        querystring: ZPlatformQuery,
        response: { 200: ZEnvelope(ZDisplayNameKeywords) },
      },
    },
    async (request) => ok(await tenants.displayNameKeywords(authOf(request), request.query.target_platform)),
  );
  app.get(
    PATHS.tenant.commResultsLists,
    { onRequest: guard(), schema: { tags: ['track'], response: { 200: ZEnvelope(ZCommResultsLists) } } },
    async (request) => ok(await tenants.commResultsLists(authOf(request))),
  );
};
