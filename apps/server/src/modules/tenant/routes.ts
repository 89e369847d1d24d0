import {
  PATHS,
  queryValue,
  ZCommResultsLists,
  ZDisplayNameKeywords,
  ZExpandConditions,
  ZExpandSource,
  ZPlatform,
  ZTenant,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { TenantService } from './service';

const ZPlatformQuery = z.object({ target_platform: queryValue(ZPlatform).default('xhs') });

/** The tenant's data and tracking configuration, as the shell loads it at start. */
export const tenantRoutes = (app: AppInstance, guard: Guard, tenants: TenantService): void => {
  guardedRoutes(app, guard(), ['user']).get(
    PATHS.tenant.tenant,
    { querystring: ZPlatformQuery, response: ZTenant },
    ({ auth, query }) => tenants.tenant(auth, query.target_platform),
  );
  const track = guardedRoutes(app, guard(), ['track']);
  track.get(
    PATHS.tenant.expandConditions,
    { querystring: z.object({ source: ZExpandSource }), response: ZExpandConditions },
    ({ auth, query }) => tenants.expandConditions(auth, query.source),
  );
  track.get(
    PATHS.tenant.displayNameKeywords,
    { querystring: ZPlatformQuery, response: ZDisplayNameKeywords },
    ({ auth, query }) => tenants.displayNameKeywords(auth, query.target_platform),
  );
  track.get(PATHS.tenant.commResultsLists, { response: ZCommResultsLists }, ({ auth }) =>
    tenants.commResultsLists(auth),
  );
};
